import type { Config } from './config.ts';
import type { Catalogue } from './catalogue/catalogue.ts';
import type { MediaKeyLookup } from './auth/media-auth.ts';
import type { MediaTokens, MintLimiter } from './auth/media-token.ts';
import type { BodymapSource } from './routes/media-routes.ts';
import type { QuotaStore } from './quota/store.ts';
import type { Logger } from './log.ts';
import type { StageClock } from './http/stages.ts';

/** What the server is built from. Tests pass their own clock, randomness and stores. */
export interface Deps {
  catalogue: Catalogue;
  keys: MediaKeyLookup;
  /** Null when metering is off (benchmarks of the meter's own cost). */
  ledger: QuotaStore | null;
  log: Logger;
  clock?: () => Date;
  /** Draws bodymaps the media store has no file for. */
  bodymaps?: BodymapSource;
  /** The media-token mint allowance shared by every process (Redis); a per-process one when absent. */
  mints?: MintLimiter;
  random?: () => number;
}

/** The running application: configuration, dependencies and lifecycle state, shared by every route. */
export interface App {
  config: Config;
  /** Replaced whole by a reload (service.ts); a request reads it once, at its start. */
  catalogue: Catalogue;
  keys: MediaKeyLookup;
  ledger: QuotaStore | null;
  log: Logger;
  clock: () => Date;
  /** Null when no MEDIA_TOKEN_SECRET is configured. */
  mediaTokens: MediaTokens | null;
  bodymaps: BodymapSource;
  mints?: MintLimiter;
  random: () => number;
  startedAt: Date;
  startupMs: number;
  /** Milliseconds from the start of loading until every installed language was built; null until then. */
  allLanguagesMs: number | null;
  lifecycle: { ready: boolean; draining: boolean };
  /** Per-stage CPU accounting of the request path; null unless EXREF_PROFILE_STAGES is on. */
  stages: StageClock | null;
  /** Extra sections of /health/detailed `checks`, registered by the modules that own them (the media cache). */
  healthChecks?: Record<string, () => Record<string, unknown>>;
  /** When the catalogue was last swapped by a reload; null until the first one. */
  reloadedAt: Date | null;
}
