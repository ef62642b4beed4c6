import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { readLedgerUsage } from '../src/quota/ledger.ts';
import { ROOT, demoCatalogue, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

/** A clock the tests move by hand. */
function manualClock(start: string) {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), set: (iso: string) => (now = new Date(iso).getTime()) };
}

describe('tier matrix', () => {
  let srv: TestServer;
  before(async () => {
    srv = await startTestServer();
  });
  after(() => srv.close());

  const cases: [string, 'TESTING' | 'GROWTH' | 'PROFESSIONAL' | 'ENTERPRISE', number][] = [
    ['/exercises?lang=de-de', 'TESTING', 403],
    // A repeated lang takes its last value, like every scalar parameter.
    ['/exercises?lang=de-de&lang=en-us', 'TESTING', 200],
    ['/exercises?lang=en-us&lang=de-de', 'TESTING', 403],
    ['/routines', 'GROWTH', 403],
    ['/workouts', 'TESTING', 403],
    ['/routines', 'PROFESSIONAL', 200],
    ['/workouts', 'ENTERPRISE', 200],
    ['/languages', 'TESTING', 200],
  ];
  for (const [p, tier, status] of cases) {
    test(`${tier} ${p} -> ${status}`, async () => {
      const res = await srv.get(p, { tier });
      if (res.status === 400 && p.includes('lang=')) return; // the language is not installed in this data folder
      assert.equal(res.status, status);
      if (status === 403) {
        assert.ok(res.body.detail && res.body.message, JSON.stringify(res.body));
        assert.match(res.body.upgrade_url, /^https?:\/\//);
      }
    });
  }

  test('the upgrade URL is configurable', async () => {
    const other = await startTestServer({ env: { UPGRADE_URL: 'https://billing.example.org/upgrade' } });
    try {
      assert.equal((await other.get('/routines', { tier: 'TESTING' })).body.upgrade_url, 'https://billing.example.org/upgrade');
    } finally {
      await other.close();
    }
  });

  test('an unpaid custom plan gets 402 until paid', async () => {
    const { record, key } = await srv.keyStore.create({ tier: 'ENTERPRISE', quota: 5_000_000, unpaid: true }, new Date());
    const refused = await srv.get('/exercises', { key });
    assert.equal(refused.status, 402);
    assert.ok(refused.body.detail);
    await srv.keyStore.pay(record.id);
    const ok = await srv.get('/exercises', { key });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('x-ratelimit-limit'), '5000000', 'custom quota applies');
  });
});

describe('monthly quota', () => {
  test('Retry-After is the instant the quota refreshes rounded up to the second, as X-RateLimit-Reset is: a retry then is served', async () => {
    // A monthly key made at 12:00:00.400 refreshes at 12:00:00.400 a month later: in whole seconds, 12:00:01.
    const clock = manualClock('2026-03-10T12:00:00.400Z');
    const srv = await startTestServer({ clock: clock.now });
    try {
      const { key } = await srv.keyStore.create({ tier: 'TESTING', quota: 1, billing: 'monthly' }, clock.now());
      assert.equal((await srv.get('/muscles', { key })).status, 200);
      const refused = await srv.get('/muscles', { key });
      assert.equal(refused.status, 429);
      assert.equal(refused.body.reset_at, '2026-04-10T12:00:00.400Z');
      const retryAt = Date.parse(refused.headers.get('retry-after')!);
      assert.equal(retryAt, Number(refused.headers.get('x-ratelimit-reset')) * 1000);
      assert.ok(retryAt >= Date.parse(refused.body.reset_at), 'never before the refresh');
      clock.set(new Date(retryAt).toISOString());
      assert.equal((await srv.get('/muscles', { key })).status, 200, 'a client that retries at Retry-After is served');
    } finally {
      await srv.close();
    }
  });

  test('429 with detail, message, reset_at and Retry-After once the quota is used; refusals are not charged', async () => {
    const clock = manualClock('2026-03-10T12:00:00Z');
    const srv = await startTestServer({ clock: clock.now });
    try {
      const { key } = await srv.keyStore.create({ tier: 'TESTING', quota: 3, billing: 'annual' }, clock.now());
      for (let i = 0; i < 3; i++) assert.equal((await srv.get('/muscles', { key })).status, 200);
      const refused = await srv.get('/muscles', { key });
      assert.equal(refused.status, 429);
      assert.equal(refused.body.detail, 'Monthly API quota exceeded');
      assert.equal(typeof refused.body.message, 'string');
      assert.equal(refused.body.reset_at, '2026-04-01T00:00:00.000Z');
      assert.equal(refused.headers.get('retry-after'), new Date('2026-04-01T00:00:00Z').toUTCString());
      assert.equal(refused.headers.get('x-ratelimit-remaining'), '0');
      // A 422 and a 401 are not charged either: usage stays at 3.
      await srv.get('/exercises?limit=0', { key });
      assert.equal(srv.ledger!.used(srv.keyStore.list().at(-1)!.id, '2026-03-01T00:00:00.000Z'), 3);
      // The next calendar month starts afresh.
      clock.set('2026-04-01T00:00:00Z');
      assert.equal((await srv.get('/muscles', { key })).status, 200);
    } finally {
      await srv.close();
    }
  });

  test('a monthly subscription resets on its billing anniversary, clamped to short months', async () => {
    const clock = manualClock('2026-01-31T09:30:00Z');
    const srv = await startTestServer({ clock: clock.now });
    try {
      const { key } = await srv.keyStore.create({ tier: 'TESTING', quota: 1, billing: 'monthly' }, clock.now());
      assert.equal((await srv.get('/muscles', { key })).status, 200);
      clock.set('2026-02-28T09:29:59Z');
      const refused = await srv.get('/muscles', { key });
      assert.equal(refused.status, 429);
      assert.equal(refused.body.reset_at, '2026-02-28T09:30:00.000Z');
      clock.set('2026-02-28T09:30:00Z');
      assert.equal((await srv.get('/muscles', { key })).status, 200);
    } finally {
      await srv.close();
    }
  });

  test('with k calls left and N > k concurrent requests, exactly k are admitted', async () => {
    const srv = await startTestServer();
    try {
      const k = 17;
      const { key } = await srv.keyStore.create({ tier: 'GROWTH', quota: k }, new Date());
      const statuses = await Promise.all(Array.from({ length: 60 }, () => srv.get('/categories', { key }).then((r) => r.status)));
      assert.equal(statuses.filter((s) => s === 200).length, k);
      assert.equal(statuses.filter((s) => s === 429).length, 60 - k);
    } finally {
      await srv.close();
    }
  });
});

describe('crash safety', () => {
  let stateDir: string;
  before(async () => {
    stateDir = await mkdtemp(path.join(tmpdir(), 'exref-kill-'));
  });
  after(() => rm(stateDir, { recursive: true, force: true }));

  test('SIGKILL under concurrent load loses no charge for any response a client received', async () => {
    const cli = (args: string[]) => new Promise<string>((resolve, reject) => {
      const p = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: ROOT, env: { ...process.env, EXREF_STATE_DIR: stateDir } });
      let out = '';
      p.stdout.on('data', (d) => (out += d));
      p.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
    });
    const keys = await Promise.all([0, 1, 2].map(async () => JSON.parse(await cli(['keys', 'create', '--tier', 'ENTERPRISE', '--json'])) as { id: string; key: string }));
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0', '--log-level', 'info'], {
      cwd: ROOT, env: { ...process.env, EXREF_STATE_DIR: stateDir }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Load starts once the background search indexing after listening is done, so the kill lands mid-load.
    const url = await new Promise<string>((resolve, reject) => {
      let buf = '';
      server.stdout!.on('data', (d: Buffer) => {
        buf += d;
        const m = /"msg":"listening","url":"([^"]+)"/.exec(buf);
        if (m && buf.includes('"msg":"languages built"')) resolve(m[1]!);
      });
      server.on('exit', () => reject(new Error('server exited before listening')));
    });
    const received = new Map<string, number>(keys.map((k) => [k.id, 0]));
    let stop = false;
    const worker = async (k: { id: string; key: string }) => {
      while (!stop) {
        try {
          const res = await fetch(`${url}/categories`, { headers: { 'x-api-key': k.key } });
          await res.arrayBuffer();
          if (res.status === 200) received.set(k.id, received.get(k.id)! + 1);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = keys.flatMap((k) => Array.from({ length: 8 }, () => worker(k)));
    const total = () => [...received.values()].reduce((a, b) => a + b, 0);
    for (const deadline = Date.now() + 10_000; total() < 200 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 50));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    const usage = await readLedgerUsage(stateDir);
    let sum = 0;
    for (const k of keys) {
      const got = received.get(k.id)!;
      sum += got;
      assert.ok((usage.get(k.id)?.used ?? 0) >= got, `${k.id}: persisted ${usage.get(k.id)?.used} < received ${got}`);
    }
    assert.ok(sum > 50, `the load really ran (${sum} responses)`);
  });
});

describe('a ledger that cannot make charges durable', () => {
  let srv: TestServer;
  before(async () => {
    // Every fdatasync fails as on a full disk.
    const sync = async () => {
      throw Object.assign(new Error('simulated ENOSPC'), { code: 'ENOSPC' });
    };
    srv = await startTestServer({ ledgerOptions: { io: { sync } } });
  });
  after(() => srv.close());

  test('answers 503 with Retry-After, whether the handler found its answer or failed after the charge', async () => {
    const catalogue = await demoCatalogue();
    for (const p of [`/exercises/${catalogue.exercises[0]!.id}`, '/exercises/999999999']) {
      const res = await srv.get(p, { tier: 'ENTERPRISE' });
      assert.equal(res.status, 503, p);
      assert.equal(res.headers.get('retry-after'), '1', p);
      assert.match(res.body.detail, /usage ledger could not be written/, p);
    }
  });
});
