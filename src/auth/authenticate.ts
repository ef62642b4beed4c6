import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http/http-error.ts';
import type { Principal, Route } from '../http/route-types.ts';
import { keyStatus } from './key-store.ts';
import type { KeyRecord, Tier } from './tiers.ts';
import { tierAtLeast } from './tiers.ts';

/** What the auth step needs from the key store. */
export interface KeyLookup {
  lookup(presentedKey: string): KeyRecord | undefined;
}

/** The header the /docs playground sends: the only way a BASIC key reaches the data endpoints (see README). */
export const PLAYGROUND_HEADER = 'x-exref-playground';

export const INVALID_KEY = 'Invalid or expired API key';

/** 403 for a feature above the caller's tier; every tier refusal carries detail, message and upgrade_url. */
export function tierError(upgradeUrl: string, required: Tier, what: string, current: Tier): HttpError {
  return new HttpError(403, {
    detail: `${what} requires the ${required} tier or above`,
    message: `Your key is on the ${current} tier. Upgrade to ${required} or above to use ${what.toLowerCase()}.`,
    upgrade_url: upgradeUrl,
    required_tier: required,
  });
}

/** Checks a live key record: revoked, expired, unpaid. Runs on every request, token-authenticated ones too. */
export function checkKeyRecord(key: KeyRecord, now: Date): void {
  const status = keyStatus(key, now);
  if (status === 'revoked' || status === 'expired') throw new HttpError(403, INVALID_KEY);
  if (status === 'unpaid') {
    throw new HttpError(402, {
      detail: 'Payment required: the checkout of this custom plan is not complete',
      message: 'Complete the checkout of your custom plan to activate this key.',
    });
  }
}

/**
 * The one auth step of the request path for key-authenticated data routes: who is calling, and may they call
 * this route at all. Quota admission comes after parameter validation, in the server.
 * Throws HttpError with the spec's statuses and bodies.
 */
export function authenticateKey(req: IncomingMessage, route: Route, hasTokenParam: boolean, keys: KeyLookup, now: Date, upgradeUrl: string): Principal {
  // A media token is a credential for /stream/ only: refused anywhere else, even beside a valid key.
  if (hasTokenParam) throw new HttpError(403, 'Media tokens are accepted only on /stream/ paths');
  const presented = req.headers['x-api-key'];
  if (presented === undefined || presented === '') {
    throw new HttpError(401, { detail: 'Authentication required', message: 'Missing X-API-Key header' });
  }
  const key = typeof presented === 'string' ? keys.lookup(presented) : undefined;
  if (!key) throw new HttpError(403, INVALID_KEY);
  checkKeyRecord(key, now);
  const playground = req.headers[PLAYGROUND_HEADER] === '1';
  if (key.tier === 'BASIC' && !playground && route.basic !== 'direct') {
    throw new HttpError(403, {
      detail: 'BASIC keys work only in the interactive playground',
      message: 'The free BASIC plan can be used from the playground on /docs. Upgrade to TESTING or above for direct API access.',
      upgrade_url: upgradeUrl,
      required_tier: 'TESTING',
    });
  }
  const viaPlayground = playground && key.tier === 'BASIC';
  if (route.minTier && !tierAtLeast(key.tier, route.minTier) && !(viaPlayground && route.basic === 'playground')) {
    throw tierError(upgradeUrl, route.minTier, route.tag, key.tier);
  }
  return { key, via: viaPlayground ? 'playground' : 'key' };
}

/** Non-English output needs GROWTH or above; BASIC keys get every language in the playground only. */
export function checkLanguageTier(principal: Principal | null, lang: string, upgradeUrl: string): void {
  if (lang === 'en-us' || principal === null) return;
  if (principal.via === 'playground') return;
  if (!tierAtLeast(principal.key.tier, 'GROWTH')) throw tierError(upgradeUrl, 'GROWTH', 'Non-English languages', principal.key.tier);
}
