import type { Config } from './config.ts';
import type { Catalogue } from './catalogue/catalogue.ts';
import type { KeyLookup } from './auth/authenticate.ts';
import type { QuotaLedger } from './quota/ledger.ts';
import type { Logger } from './log.ts';

/** What the server is built from. Tests pass their own clock, randomness and stores. */
export interface Deps {
  catalogue: Catalogue;
  keys: KeyLookup;
  /** Null when metering is off (benchmarks of the meter's own cost). */
  ledger: QuotaLedger | null;
  log: Logger;
  clock?: () => Date;
  random?: () => number;
}

/** The running application: configuration, dependencies and lifecycle state, shared by every route. */
export interface App {
  config: Config;
  catalogue: Catalogue;
  keys: KeyLookup;
  ledger: QuotaLedger | null;
  log: Logger;
  clock: () => Date;
  random: () => number;
  startedAt: Date;
  startupMs: number;
  lifecycle: { ready: boolean; draining: boolean };
}
