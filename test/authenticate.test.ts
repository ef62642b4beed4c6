import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let srv: TestServer;
before(async () => {
  srv = await startTestServer();
});
after(() => srv.close());

describe('the X-API-Key check on data endpoints', () => {
  test('a missing header gets 401 with exactly the section 7 body', async () => {
    const { status, body } = await srv.get('/exercises', { key: null });
    assert.equal(status, 401);
    assert.deepEqual(body, { detail: 'Authentication required', message: 'Missing X-API-Key header' });
  });

  test('an unknown, malformed or tampered key gets 403 Invalid or expired API key', async () => {
    const real = srv.keys.PROFESSIONAL;
    for (const key of ['exref_nope', 'garbage', real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A'), `${real}x`]) {
      const { status, body } = await srv.get('/categories', { key });
      assert.equal(status, 403, key);
      assert.deepEqual(body, { detail: 'Invalid or expired API key' });
    }
  });

  test('keys have the exref_ prefix and at least 32 random URL-safe characters', () => {
    for (const key of Object.values(srv.keys)) assert.match(key, /^exref_[A-Za-z0-9_-]{32,}$/);
  });

  test('a revoked key gets 403 at its next request', async () => {
    const { record, key } = await srv.keyStore.create({ tier: 'GROWTH' }, new Date());
    assert.equal((await srv.get('/muscles', { key })).status, 200);
    await srv.keyStore.revoke(record.id);
    assert.deepEqual((await srv.get('/muscles', { key })).body, { detail: 'Invalid or expired API key' });
  });

  test('an expired key gets 403', async () => {
    const { key } = await srv.keyStore.create({ tier: 'GROWTH', expiresAt: new Date(Date.now() - 1000) }, new Date(Date.now() - 10_000));
    assert.equal((await srv.get('/muscles', { key })).status, 403);
  });

  test('a media token anywhere but /stream/ gets 403, even beside a valid key', async () => {
    const { status, body } = await srv.get('/exercises?token=abc.def');
    assert.equal(status, 403);
    assert.match(body.detail, /stream/);
  });

  test('public paths need no key', async () => {
    for (const p of ['/health', '/openapi.json', '/docs', '/llms.txt']) {
      assert.equal((await srv.get(p, { key: null })).status, 200, p);
    }
  });

  test('BASIC keys are refused outside the playground with detail, message and upgrade_url', async () => {
    const { status, body } = await srv.get('/exercises', { tier: 'BASIC' });
    assert.equal(status, 403);
    assert.ok(body.detail && body.message && body.upgrade_url, JSON.stringify(body));
    const playground = await srv.get('/exercises', { tier: 'BASIC', headers: { 'x-exref-playground': '1' } });
    assert.equal(playground.status, 200);
  });

  test('BASIC keys, as the tier table says: /languages open to them directly; routines, workouts and bodymaps in the playground only', async () => {
    const inPlayground = { 'x-exref-playground': '1' };
    assert.equal((await srv.get('/languages', { tier: 'BASIC' })).status, 200, '/languages is open to every tier');
    for (const p of ['/routines?limit=1', '/workouts?limit=1', '/stream/images/bodymaps/1019']) {
      assert.equal((await srv.get(p, { tier: 'BASIC' })).status, 403, `${p} outside the playground`);
      assert.equal((await srv.get(p, { tier: 'BASIC', headers: inPlayground })).status, 200, `${p} in the playground`);
      assert.equal((await srv.get(p, { tier: 'GROWTH', headers: inPlayground })).status, 403, `${p}: the playground opens nothing to other tiers`);
    }
    // The exercise's bodymap fields stay null for BASIC, as the spec says of them.
    assert.equal((await srv.get('/exercises/1019', { tier: 'BASIC', headers: inPlayground })).body.bodymap_male, null);
  });
});
