import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { redactPath } from '../src/server.ts';
import { startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let srv: TestServer;
before(async () => {
  srv = await startTestServer();
});
after(() => srv.close());

describe('HTTP behaviour shared by every route', () => {
  test('an unknown path gets a JSON 404 with detail', async () => {
    const { status, body, headers } = await srv.get('/nope/nothing');
    assert.equal(status, 404);
    assert.equal(headers.get('content-type'), 'application/json');
    assert.deepEqual(body, { detail: 'Not found' });
  });

  test('a method a path does not take gets 405 with Allow', async () => {
    const { status, body, headers } = await srv.get('/exercises', { method: 'DELETE' });
    assert.equal(status, 405);
    assert.equal(headers.get('allow'), 'GET, HEAD');
    assert.match(body.detail, /DELETE/);
  });

  test('HEAD answers the headers of GET without a body', async () => {
    const res = await fetch(`${srv.url}/health`, { method: 'HEAD' });
    assert.equal(res.status, 200);
    assert.ok(Number(res.headers.get('content-length')) > 0);
    assert.equal(await res.text(), '');
  });

  test('an over-long URL gets 414 with JSON detail', async () => {
    const { status, body } = await srv.get(`/exercises?search=${'a'.repeat(9000)}`);
    assert.equal(status, 414);
    assert.match(body.detail, /too long/);
  });

  test('metered responses carry the quota state headers', async () => {
    const a = await srv.get('/muscles', { tier: 'TESTING' });
    const b = await srv.get('/muscles', { tier: 'TESTING' });
    assert.equal(a.headers.get('x-ratelimit-limit'), '1000');
    assert.equal(Number(a.headers.get('x-ratelimit-remaining')) - Number(b.headers.get('x-ratelimit-remaining')), 1);
    assert.ok(Number(a.headers.get('x-ratelimit-reset')) > Date.now() / 1000);
  });

  test('access logs redact media tokens', () => {
    assert.equal(redactPath('/stream/videos/branded/a.mp4?token=secret.sig&x=1'), '/stream/videos/branded/a.mp4?token=REDACTED&x=1');
    assert.equal(redactPath('/x?a=1&token=t'), '/x?a=1&token=REDACTED');
  });
});
