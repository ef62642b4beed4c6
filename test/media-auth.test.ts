import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { describe, test } from 'node:test';
import { hashKey } from '../src/auth/key-store.ts';
import { authenticateMedia } from '../src/auth/media-auth.ts';
import type { MediaKeyLookup } from '../src/auth/media-auth.ts';
import { MediaTokens } from '../src/auth/media-token.ts';
import type { KeyRecord, Tier } from '../src/auth/tiers.ts';
import { HttpError } from '../src/http/http-error.ts';
import type { Principal, Route } from '../src/http/route-types.ts';

const NOW = new Date('2024-05-01T12:00:00Z');
const UPGRADE = 'https://exref.example/pricing';
const tokens = new MediaTokens(['media-secret-0123456789abcdef'], 900);

function record(id: string, tier: Tier, extra: Partial<KeyRecord> = {}): { key: string; record: KeyRecord } {
  const key = `exref_${id.padEnd(40, 'x')}`;
  return {
    key,
    record: {
      id, hash: hashKey(key), prefix: key.slice(0, 10), tier, custom_quota: null, billing: 'monthly', paid: true,
      revoked: false, name: null, created_at: '2024-01-01T00:00:00Z', expires_at: null, ...extra,
    },
  };
}

const K = {
  pro: record('key_000000000001', 'PROFESSIONAL'),
  growth: record('key_000000000002', 'GROWTH'),
  basic: record('key_000000000003', 'BASIC'),
  revoked: record('key_000000000004', 'PROFESSIONAL', { revoked: true }),
  expired: record('key_000000000005', 'PROFESSIONAL', { expires_at: '2024-04-01T00:00:00Z' }),
  unpaid: record('key_000000000006', 'PROFESSIONAL', { custom_quota: 5000, paid: false }),
};
const store: MediaKeyLookup = {
  lookup: (presented) => Object.values(K).find((k) => k.key === presented)?.record,
  get: (id) => Object.values(K).find((k) => k.record.id === id)?.record,
};

const route = (minTier?: Tier): Route => ({
  id: 'stream_test', method: 'GET', path: '/stream/x/{filename*}', tag: minTier ? 'Bodymaps' : 'Media', summary: '', access: 'media',
  ...(minTier ? { minTier } : {}), params: [], cost: 1, errors: [], response: { status: 200, description: '' }, handler: () => ({}),
});
const VIDEO = route();
const BODYMAP = route('PROFESSIONAL');

const tokenOf = (k: { record: KeyRecord }, at = NOW) => tokens.mint(k.record.id, at).token;
/** Changes one character in the middle of the signature. */
const tamper = (t: string) => {
  const i = t.indexOf('.') + 10;
  return t.slice(0, i) + (t[i] === 'A' ? 'B' : 'A') + t.slice(i + 1);
};
const expiredToken = tokens.mint(K.pro.record.id, new Date(NOW.getTime() - 901_000)).token;

interface Case {
  what: string;
  header?: string;
  headers?: Record<string, string>;
  query?: string[];
  route?: Route;
  tokens?: MediaTokens | null;
  expect: { via: Principal['via']; id: string } | { status: number; body?: Record<string, unknown>; detail?: RegExp };
}

const cases: Case[] = [
  { what: 'a valid header', header: K.pro.key, expect: { via: 'key', id: K.pro.record.id } },
  { what: 'the header wins over a valid token of another key', header: K.growth.key, query: [tokenOf(K.pro)], expect: { via: 'key', id: K.growth.record.id } },
  { what: 'the header wins over a broken token', header: K.pro.key, query: ['garbage'], expect: { via: 'key', id: K.pro.record.id } },
  { what: 'two token parameters are refused beside a valid header too (spec 5.8)', header: K.pro.key, query: ['a', 'b'], expect: { status: 401, body: { detail: 'Multiple media tokens supplied' } } },
  { what: 'an unknown header key is 403 even beside a valid token', header: 'exref_nope', query: [tokenOf(K.pro)], expect: { status: 403, body: { detail: 'Invalid or expired API key' } } },
  { what: 'a header of a revoked key is 403', header: K.revoked.key, expect: { status: 403, body: { detail: 'Invalid or expired API key' } } },
  { what: 'a BASIC header outside the playground is 403 with upgrade_url', header: K.basic.key, expect: { status: 403, detail: /BASIC/ } },
  { what: 'a GROWTH header on a bodymap is 403 with upgrade_url', header: K.growth.key, route: BODYMAP, expect: { status: 403, detail: /PROFESSIONAL/ } },
  { what: 'no credential at all', expect: { status: 401, body: { detail: 'Authentication required', message: 'Missing X-API-Key header' } } },
  { what: 'an empty header and no token', header: '', expect: { status: 401, body: { detail: 'Authentication required', message: 'Missing X-API-Key header' } } },
  { what: 'a valid token', query: [tokenOf(K.pro)], expect: { via: 'token', id: K.pro.record.id } },
  { what: 'a valid token beside an empty header', header: '', query: [tokenOf(K.pro)], expect: { via: 'token', id: K.pro.record.id } },
  { what: 'a valid PROFESSIONAL token on a bodymap', query: [tokenOf(K.pro)], route: BODYMAP, expect: { via: 'token', id: K.pro.record.id } },
  { what: 'two token parameters', query: [tokenOf(K.pro), tokenOf(K.pro)], expect: { status: 401, body: { detail: 'Multiple media tokens supplied' } } },
  { what: 'a token when tokens are not configured', query: [tokenOf(K.pro)], tokens: null, expect: { status: 401, body: { detail: 'Media token authentication is not enabled' } } },
  { what: 'an expired token names its expiry', query: [expiredToken], expect: { status: 401, body: { detail: `Media token expired at ${new Date(NOW.getTime() - 1000).toISOString()}; mint a new token` } } },
  { what: 'a tampered token', query: [tamper(tokenOf(K.pro))], expect: { status: 401, body: { detail: 'Invalid media token' } } },
  { what: 'a malformed token', query: ['not-a-token'], expect: { status: 401, body: { detail: 'Invalid media token' } } },
  { what: 'an empty token', query: [''], expect: { status: 401, body: { detail: 'Invalid media token' } } },
  { what: 'a token of a key that no longer exists', query: [tokens.mint('key_ffffffffffff', NOW).token], expect: { status: 403, body: { detail: 'Invalid or expired API key' } } },
  { what: 'a token of a revoked key', query: [tokenOf(K.revoked)], expect: { status: 403, body: { detail: 'Invalid or expired API key' } } },
  { what: 'a token of an expired key', query: [tokenOf(K.expired)], expect: { status: 403, body: { detail: 'Invalid or expired API key' } } },
  { what: 'a token of an unpaid custom plan', query: [tokenOf(K.unpaid)], expect: { status: 402, detail: /Payment required/ } },
  { what: 'a GROWTH token on a bodymap', query: [tokenOf(K.growth)], route: BODYMAP, expect: { status: 403, detail: /Bodymaps requires the PROFESSIONAL tier/ } },
  { what: 'a GROWTH token on a video', query: [tokenOf(K.growth)], expect: { via: 'token', id: K.growth.record.id } },
  { what: 'a token of a BASIC key', query: [tokenOf(K.basic)], expect: { status: 403, detail: /TESTING/ } },
  { what: 'a token of a BASIC key through the playground header', headers: { 'x-exref-playground': '1' }, query: [tokenOf(K.basic)], expect: { status: 403, detail: /TESTING/ } },
];

describe('authenticateMedia', () => {
  for (const c of cases) {
    test(c.what, () => {
      const headers: Record<string, string> = { ...c.headers };
      if (c.header !== undefined) headers['x-api-key'] = c.header;
      const req = { headers } as unknown as IncomingMessage;
      const query = new URLSearchParams((c.query ?? []).map((t): [string, string] => ['token', t]));
      const run = () => authenticateMedia(req, query, c.route ?? VIDEO, store, c.tokens === undefined ? tokens : c.tokens, NOW, UPGRADE);
      const expect = c.expect;
      if ('via' in expect) {
        const principal = run();
        assert.equal(principal.via, expect.via);
        assert.equal(principal.key.id, expect.id);
        return;
      }
      assert.throws(run, (err: unknown) => {
        assert.ok(err instanceof HttpError);
        assert.equal(err.status, expect.status);
        if (expect.body) assert.deepEqual(err.body, expect.body);
        if (expect.detail) assert.match(String(err.body.detail), expect.detail);
        if (err.status === 403 && expect.detail) assert.equal(err.body.upgrade_url, UPGRADE);
        return true;
      });
    });
  }

  test('the live key record is read on every request: revoking a key stops its token at once', () => {
    const live = record('key_00000000000a', 'PROFESSIONAL');
    const lookup: MediaKeyLookup = { lookup: () => undefined, get: (id) => (id === live.record.id ? live.record : undefined) };
    const query = new URLSearchParams({ token: tokenOf(live) });
    const req = { headers: {} } as IncomingMessage;
    assert.equal(authenticateMedia(req, query, VIDEO, lookup, tokens, NOW, UPGRADE).via, 'token');
    live.record.revoked = true;
    assert.throws(() => authenticateMedia(req, query, VIDEO, lookup, tokens, NOW, UPGRADE), (e: unknown) => e instanceof HttpError && e.status === 403);
  });
});
