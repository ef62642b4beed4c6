/**
 * What the server needs from a quota store. Two stores implement it: the file ledger (./ledger.ts, one process,
 * answers synchronously) and the Redis store (./redis-ledger.ts, any number of processes, answers after Redis).
 */
import { HttpError } from '../http/http-error.ts';
import type { Admission, LedgerStats } from './ledger.ts';

export interface QuotaStore {
  /** Decides and (if ok) charges `cost` calls, refusing a cost larger than what remains whole. A promise when the
   *  store is remote: it resolves once the store acknowledged the charge, and rejects with StoreUnavailableError
   *  when the store cannot be reached (then nothing may be served). */
  admit(keyId: string, period: string, limit: number, cost: number): Admission | Promise<Admission>;
  used(keyId: string, period: string): number | Promise<number>;
  flush(): Promise<void>;
  close(): Promise<void>;
  /** False while the store cannot take charges (Redis unreachable); absent means always ready. */
  ready?(): boolean;
  /** Names the store in /health/detailed. */
  readonly kind?: string;
  /** Writes and syncs so far (the file ledger): how many charges one sync carries. */
  stats?(): LedgerStats;
}

/** The shared store cannot be reached: the request must not be served, and the client may retry shortly. */
export class StoreUnavailableError extends Error {
  constructor(message: string, readonly retryAfterSeconds = 2) {
    super(message);
  }
}

/** The response to a request that could not be charged: 503 with a JSON detail and Retry-After. */
export function unavailable(err: unknown): never {
  const retry = err instanceof StoreUnavailableError ? err.retryAfterSeconds : 2;
  throw new HttpError(503, {
    detail: 'Service temporarily unavailable: the usage store cannot be reached, so this request was not served',
  }, { 'retry-after': String(retry) });
}
