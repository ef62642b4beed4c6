import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http/http-error.ts';
import type { Principal, Route } from '../http/route-types.ts';
import { INVALID_KEY, authenticateKey, checkKeyRecord, tierError } from './authenticate.ts';
import type { KeyLookup } from './authenticate.ts';
import type { MediaTokens } from './media-token.ts';
import type { KeyRecord } from './tiers.ts';
import { tierAtLeast } from './tiers.ts';
import type { QueryLike } from '../http/query.ts';

/** The key store as media auth needs it: a token names its key by id. */
export interface MediaKeyLookup extends KeyLookup {
  get(id: string): KeyRecord | undefined;
}

const NO_TOKENS: readonly string[] = [];

/**
 * The auth step of /stream/ routes (access 'media', spec 5 items 8 to 12). Two `token` parameters are refused
 * whatever else is sent. The X-API-Key header wins when present, with exactly the checks of data routes (one
 * `token` beside it is allowed here). Otherwise one `token` parameter: its signature and expiry, then the live key
 * record on every request (revoked or expired 403, unpaid 402), then the route's tier. Throws HttpError with the
 * spec's statuses and bodies.
 */
export function authenticateMedia(
  req: IncomingMessage,
  query: QueryLike,
  route: Route,
  keys: MediaKeyLookup,
  tokens: MediaTokens | null,
  now: Date,
  upgradeUrl: string,
): Principal {
  const header = req.headers['x-api-key'];
  // Two tokens are a request-construction bug, beside a key too (spec 5.8); picking one would hide it.
  const presented = query.has('token') ? query.getAll('token') : NO_TOKENS;
  if (presented.length > 1) throw new HttpError(401, 'Multiple media tokens supplied');
  if (header !== undefined && header !== '') return authenticateKey(req, route, false, keys, now, upgradeUrl);

  if (presented.length === 0) {
    throw new HttpError(401, { detail: 'Authentication required', message: 'Missing X-API-Key header' });
  }
  if (tokens === null) throw new HttpError(401, 'Media token authentication is not enabled');
  const check = tokens.verify(presented[0]!, now);
  if (!check.ok) {
    if (check.reason === 'expired') {
      throw new HttpError(401, `Media token expired at ${check.expiresAt.toISOString()}; mint a new token`);
    }
    throw new HttpError(401, 'Invalid media token');
  }
  const key = keys.get(check.keyId);
  if (!key) throw new HttpError(403, INVALID_KEY);
  checkKeyRecord(key, now);
  // Minting refuses BASIC keys, so this only catches a token that outlived a change of plan.
  if (!tierAtLeast(key.tier, 'TESTING')) throw tierError(upgradeUrl, 'TESTING', 'Media tokens', key.tier);
  if (route.minTier && !tierAtLeast(key.tier, route.minTier)) throw tierError(upgradeUrl, route.minTier, route.tag, key.tier);
  return { key, via: 'token' };
}
