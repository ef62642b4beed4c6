import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { STAGES } from '../src/http/stages.ts';
import { startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

describe('per-stage timing (EXREF_PROFILE_STAGES)', () => {
  let off: TestServer;
  let on: TestServer;
  before(async () => {
    [off, on] = await Promise.all([startTestServer(), startTestServer({ env: { EXREF_PROFILE_STAGES: 'true' } })]);
  });
  after(async () => {
    await Promise.all([off.close(), on.close()]);
  });

  test('is off by default: no /debug/stages route, none in /openapi.json', async () => {
    assert.equal((await off.get('/debug/stages', { key: null })).status, 404);
    const doc = (await off.get('/openapi.json', { key: null })).body as { paths: Record<string, unknown> };
    assert.ok(!('/debug/stages' in doc.paths));
  });

  test('when on, counts the requests and the microseconds of every stage, and the event loop idle time', async () => {
    const first = (await on.get('/debug/stages', { key: null })).body;
    const n = 20;
    for (let i = 0; i < n; i++) assert.equal((await on.get('/exercises?limit=5')).status, 200);
    const second = (await on.get('/debug/stages', { key: null })).body;
    assert.equal(second.requests - first.requests, n + 1);
    assert.deepEqual(Object.keys(second.stages_us), [...STAGES]);
    for (const stage of ['parse_route', 'authenticate', 'parameters', 'metering', 'handler', 'send']) {
      assert.ok(second.stages_us[stage] > first.stages_us[stage], `${stage} grew`);
    }
    assert.ok(second.event_loop.idle_ms > first.event_loop.idle_ms, 'the loop sat idle between requests');
    // Each keyed request was one charge; sent one after another, each waited for a sync of its own.
    assert.equal(second.ledger.records - first.ledger.records, n);
    assert.equal(second.ledger.fsyncs - first.ledger.fsyncs, n);
    const doc = (await on.get('/openapi.json', { key: null })).body as { paths: Record<string, unknown> };
    assert.ok('/debug/stages' in doc.paths, '/openapi.json describes the route when it is on');
  });

  test('with metering off, the ledger counters are null', async () => {
    const unmetered = await startTestServer({ metering: false, env: { EXREF_PROFILE_STAGES: 'true' } });
    try {
      assert.equal((await unmetered.get('/exercises?limit=5')).status, 200);
      assert.equal((await unmetered.get('/debug/stages', { key: null })).body.ledger, null);
    } finally {
      await unmetered.close();
    }
  });
});
