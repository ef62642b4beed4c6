/**
 * Keys in Redis: the `exref keys` commands work against Redis with the same flags and output as against the state
 * folder, every running process sees a new key, a revocation and a payment within a second, `exref state migrate`
 * copies a state folder into Redis idempotently, and a missing `redis` package stops start-up with one line.
 */
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { KeyStore } from '../src/auth/key-store.ts';
import { RedisKeyStore } from '../src/auth/redis-key-store.ts';
import { connectRedis } from '../src/redis/connect.ts';
import { openLedger } from '../src/quota/ledger.ts';
import { currentPeriod, periodKey } from '../src/quota/periods.ts';
import { createKey, exrefCli, languagesBuilt, startExref } from './exref-process.ts';
import type { ExrefProcess } from './exref-process.ts';
import { ROOT } from './helpers.ts';
import { freePort } from './free-port.ts';
import { startRedis } from './redis-server.ts';
import type { TestRedis } from './redis-server.ts';

let redis: TestRedis;
const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'exref-redis-keys-'));
  dirs.push(dir);
  return dir;
}
before(async () => {
  redis = await startRedis();
});
after(async () => {
  await redis.close();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** Ids, keys, prefixes and instants differ between runs; everything else must match byte for byte. */
function masked(text: string): string {
  return text
    .replace(/key_[0-9a-f]{12}/g, 'key_ID')
    .replace(/exref_[A-Za-z0-9_-]{40}/g, 'exref_KEY')
    .replace(/exref_[A-Za-z0-9_-]{4}(?![A-Za-z0-9_-])/g, 'exref_PRE')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'ISO');
}

describe('exref keys against Redis', () => {
  test('create, list, show, revoke and pay print the same as against the state folder', async () => {
    const fileEnv = { EXREF_STATE_DIR: await tempDir() };
    const redisEnv = { EXREF_STATE_DIR: await tempDir(), EXREF_REDIS_URL: redis.url, EXREF_REDIS_PREFIX: 'cli:' };
    const transcript = async (env: Record<string, string>) => {
      const out: string[] = [];
      const run = async (...args: string[]) => {
        const r = await exrefCli(['keys', ...args], env);
        out.push(`$ ${args.join(' ')} -> ${r.code}\n${r.stdout}${r.stderr}`);
        return r.stdout;
      };
      const custom = JSON.parse(await run('create', '--tier', 'ENTERPRISE', '--quota', '5000', '--billing', 'annual', '--unpaid', '--name', 'big one', '--json'));
      await run('create', '--tier', 'testing', '--expires', '2099-01-01T00:00:00Z');
      await run('list');
      await run('show', custom.id, '--json');
      await run('pay', custom.id);
      await run('revoke', custom.id);
      await run('show', custom.id);
      await run('list', '--json');
      await run('show', 'key_000000000000');
      await run('revoke');
      return masked(out.join('\n'));
    };
    const [fromFile, fromRedis] = await Promise.all([transcript(fileEnv), transcript(redisEnv)]);
    assert.equal(fromRedis, fromFile);
    assert.match(fromRedis, /revoked/);
    // The keys really are in Redis, not in the state folder.
    assert.equal((await redis.command('HLEN', 'cli:keys')), 2);
    assert.equal((await KeyStore.open(redisEnv.EXREF_STATE_DIR)).list().length, 0);
  });
});

describe('every process sees key changes within a second', () => {
  const env: Record<string, string> = {};
  let a: ExrefProcess;
  let b: ExrefProcess;
  before(async () => {
    Object.assign(env, { EXREF_STATE_DIR: await tempDir(), EXREF_REDIS_URL: redis.url, EXREF_REDIS_PREFIX: 'seen:' });
    [a, b] = await Promise.all([startExref(await freePort(), env), startExref(await freePort(), env)]);
    // Measure visibility, not start-up.
    await Promise.all([a, b].map((p) => languagesBuilt(p.url)));
  });
  after(async () => {
    await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
  });

  /** Milliseconds until both processes answer `status` for the key (polling every 20 ms, giving up after 5 s). */
  async function msUntil(key: string, status: number, since: number): Promise<number> {
    for (const p of [a, b]) {
      for (;;) {
        const res = await fetch(`${p.url}/exercises?limit=1`, { headers: { 'x-api-key': key } });
        await res.arrayBuffer();
        if (res.status === status) break;
        if (Date.now() - since > 5_000) assert.fail(`${p.url} still answers ${res.status}, not ${status}, after 5 s`);
        await sleep(20);
      }
    }
    return Date.now() - since;
  }

  test('a new key, a payment and a revocation', async (t) => {
    const { id, key } = await createKey(env, '--tier', 'GROWTH', '--quota', '100', '--unpaid');
    const created = await msUntil(key, 402, Date.now());
    assert.ok(created < 1_000, `new key seen by both processes after ${created} ms`);
    // Measured from the moment the CLI returns: the change is in Redis then.
    const paid = await exrefCli(['keys', 'pay', id], env);
    assert.equal(paid.code, 0, paid.stderr);
    const payMs = await msUntil(key, 200, Date.now());
    assert.ok(payMs < 1_000, `payment seen by both processes after ${payMs} ms`);
    const revoked = await exrefCli(['keys', 'revoke', id], env);
    assert.equal(revoked.code, 0, revoked.stderr);
    const revokeMs = await msUntil(key, 403, Date.now());
    assert.ok(revokeMs < 1_000, `revocation seen by both processes after ${revokeMs} ms`);
    t.diagnostic(`seen by both processes after: new key ${created} ms, payment ${payMs} ms, revocation ${revokeMs} ms`);
  });

  test('a change missed while the subscriber was away is picked up by the poll', async () => {
    const { id, key } = await createKey(env, '--tier', 'GROWTH');
    await msUntil(key, 200, Date.now());
    // Change the record behind the servers' backs, bumping only the version: no message is published.
    const record = JSON.parse(String(await redis.command('HGET', 'seen:keys', id)));
    await redis.command('HSET', 'seen:keys', id, JSON.stringify({ ...record, revoked: true }));
    await redis.command('INCR', 'seen:keys:version');
    const ms = await msUntil(key, 403, Date.now());
    assert.ok(ms < 1_000, `seen after ${ms} ms`);
  });
});

describe('the mirror does not depend on readiness', () => {
  test('a revocation reaches a process whose connection reports not ready (readiness is for nginx, not a gate)', async () => {
    const [serverConn, adminConn] = await Promise.all([connectRedis(redis.url, 'unready:'), connectRedis(redis.url, 'unready:')]);
    const server = await RedisKeyStore.open({ ...serverConn, ready: () => false });
    const admin = await RedisKeyStore.open(adminConn);
    try {
      server.watch(() => undefined);
      const { record } = await admin.create({ tier: 'GROWTH' }, new Date());
      await admin.revoke(record.id);
      const since = Date.now();
      while (server.get(record.id)?.revoked !== true && Date.now() - since < 2_000) await sleep(20);
      assert.equal(server.get(record.id)?.revoked, true, 'the revocation reached the mirror');
      assert.ok(Date.now() - since < 1_000, `seen after ${Date.now() - since} ms`);
    } finally {
      server.close();
      admin.close();
      await Promise.all([serverConn.close(), adminConn.close()]);
    }
  });
});

describe('exref state migrate', () => {
  test('copies keys and this period\'s usage, changes nothing the second time, never lowers Redis', async () => {
    const stateDir = await tempDir();
    const now = new Date();
    const store = await KeyStore.open(stateDir);
    const busy = (await store.create({ tier: 'GROWTH', name: 'busy' }, now)).record;
    const idle = (await store.create({ tier: 'TESTING', quota: 50, billing: 'annual' }, now)).record;
    const gone = (await store.create({ tier: 'PROFESSIONAL' }, now)).record;
    await store.revoke(gone.id);
    const ledger = await openLedger(stateDir);
    const period = (r: typeof busy) => periodKey(currentPeriod(r, now).start);
    ledger.admit(busy.id, period(busy), 30_000, 120).durable.catch(() => undefined);
    ledger.admit(gone.id, period(gone), 100_000, 7).durable.catch(() => undefined);
    await ledger.close();
    const env = { EXREF_STATE_DIR: stateDir, EXREF_REDIS_URL: redis.url, EXREF_REDIS_PREFIX: 'mig:' };

    const first = await exrefCli(['state', 'migrate'], env);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /Keys: 3 copied into Redis, 0 already there/);
    const dump = async () => JSON.stringify([
      await redis.command('HGETALL', 'mig:keys'),
      await redis.command('HGETALL', `mig:usage:${busy.id}`),
      await redis.command('HGETALL', `mig:usage:${gone.id}`),
      await redis.command('EXISTS', `mig:usage:${idle.id}`),
    ]);
    const afterFirst = await dump();
    assert.equal(await redis.command('HGET', `mig:usage:${busy.id}`, 'u'), '120');
    assert.equal(await redis.command('HGET', `mig:usage:${busy.id}`, 'p'), period(busy));
    assert.equal(JSON.parse(String(await redis.command('HGET', 'mig:keys', gone.id))).revoked, true);

    const second = await exrefCli(['state', 'migrate'], env);
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stdout, /Keys: 0 copied into Redis, 3 already there \(kept; 0 revocation/);
    assert.equal(await dump(), afterFirst, 'running it twice changes nothing');

    // Traffic served from Redis since: a higher count there is never lowered by migrating again.
    await redis.command('HSET', `mig:usage:${busy.id}`, 'u', '500');
    const third = await exrefCli(['state', 'migrate'], env);
    assert.match(third.stdout, /0 raised to the state folder's count, 2 unchanged/);
    assert.equal(await redis.command('HGET', `mig:usage:${busy.id}`, 'u'), '500');

    const keysShow = await exrefCli(['keys', 'show', busy.id, '--json'], env);
    assert.equal(JSON.parse(keysShow.stdout).used, 500, 'keys show reads Redis');
  });

  test('without a Redis URL it says what is needed', async () => {
    const r = await exrefCli(['state', 'migrate'], { EXREF_STATE_DIR: await tempDir(), EXREF_REDIS_URL: '' });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /set EXREF_REDIS_URL or --redis-url/);
  });
});

describe('the optional redis package', () => {
  test('missing, start-up stops with one line saying to run npm install redis', async () => {
    // The sources copied where no node_modules can be found: the dynamic import of `redis` fails as in a default install.
    const dir = await tempDir();
    await mkdir(path.join(dir, 'app'));
    await cp(path.join(ROOT, 'src'), path.join(dir, 'app', 'src'), { recursive: true });
    await cp(path.join(ROOT, 'package.json'), path.join(dir, 'app', 'package.json'));
    const tsx = pathToFileURL(createRequire(path.join(ROOT, 'package.json')).resolve('tsx')).href;
    const r = await promisify(execFile)(process.execPath, ['--import', tsx, 'src/cli.ts', 'keys', 'list'], {
      cwd: path.join(dir, 'app'), env: { ...process.env, EXREF_REDIS_URL: redis.url, EXREF_STATE_DIR: dir },
    }).then(() => ({ code: 0, stderr: '' }), (e: { code: number; stderr: string }) => e);
    assert.notEqual(r.code, 0);
    assert.equal(r.stderr, 'exref: EXREF_REDIS_URL is set but the redis package is not installed: run `npm install redis`\n');
  });
});
