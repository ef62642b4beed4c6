import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createLogger } from '../src/log.ts';
import { demoCatalogue, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let srv: TestServer;
before(async () => {
  srv = await startTestServer();
});
after(() => srv.close());

describe('health and service information', () => {
  test('/health is public and reports the exercises loaded', async () => {
    const { status, body } = await srv.get('/health', { key: null });
    assert.equal(status, 200);
    assert.deepEqual(body, { status: 'healthy', version: '2.0.0', exercises_loaded: (await demoCatalogue()).exercises.length });
  });

  test('/health/detailed needs a key and covers data, disk, memory and the ledger', async () => {
    assert.equal((await srv.get('/health/detailed', { key: null })).status, 401);
    const { status, body } = await srv.get('/health/detailed');
    assert.equal(status, 200);
    assert.equal(body.version, '2.0.0');
    assert.ok(body.uptime_seconds >= 0);
    for (const check of ['database', 'disk', 'memory', 'exercise_data']) assert.ok(body.checks[check], check);
    assert.ok(body.checks.disk.free_bytes > 0);
  });

  test('/health/detailed reports access log lines dropped because the output could not keep up', async () => {
    const quiet = srv.server.app.log;
    assert.deepEqual({ ...(await srv.get('/health/detailed')).body.checks.log, lines_written: 0 }, { status: 'ok', lines_written: 0, lines_dropped: 0, buffered_bytes: 0 });
    // A logger whose buffer holds about two lines: ten lines in one turn drop most of them.
    const small = createLogger('info', () => undefined, { maxBufferBytes: 300 });
    for (let i = 0; i < 10; i++) small.log('info', 'request', { n: i, pad: 'x'.repeat(60) });
    await small.flush(); // the lines it kept are written, not left for its flush interval
    srv.server.app.log = small;
    try {
      const { log } = (await srv.get('/health/detailed')).body.checks;
      assert.equal(log.status, 'dropping');
      assert.equal(log.lines_dropped, 10 - log.lines_written);
      assert.ok(log.lines_dropped >= 7, `${log.lines_dropped} dropped`);
    } finally {
      srv.server.app.log = quiet;
    }
  });

  test('the probes answer without a key', async () => {
    const ready = await srv.get('/health/ready', { key: null });
    assert.deepEqual([ready.status, ready.body.ready], [200, true]);
    assert.ok(Object.values(ready.body.checks).every((v) => v === true));
    assert.deepEqual((await srv.get('/health/live', { key: null })).body, { status: 'alive' });
    assert.equal((await srv.get('/health/startup', { key: null })).body.status, 'started');
  });

  test('/health/ready turns false with 503 while draining', async () => {
    srv.server.app.lifecycle.draining = true;
    try {
      const { status, body } = await srv.get('/health/ready', { key: null });
      assert.deepEqual([status, body.ready, body.checks.accepting], [503, false, false]);
    } finally {
      srv.server.app.lifecycle.draining = false;
    }
  });

  test('the root document names the service, version, docs and every endpoint', async () => {
    const { body } = await srv.get('/', { key: null });
    assert.equal(body.version, '2.0.0');
    assert.equal(body.docs, '/docs');
    assert.equal(body.openapi, '/openapi.json');
    assert.equal(body.endpoints.list_exercises, '/exercises');
    assert.equal(body.endpoints.search_exercises, '/search');
  });

  test('health endpoints are not metered', async () => {
    await srv.get('/health/detailed', { tier: 'GROWTH' });
    const before = (await srv.get('/categories', { tier: 'GROWTH' })).headers.get('x-ratelimit-remaining');
    await srv.get('/health', { tier: 'GROWTH' });
    await srv.get('/health/live', { tier: 'GROWTH' });
    const afterCount = (await srv.get('/categories', { tier: 'GROWTH' })).headers.get('x-ratelimit-remaining');
    assert.equal(Number(before) - Number(afterCount), 1, 'only the /categories call is charged');
  });
});
