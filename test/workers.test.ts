/**
 * `exref serve --workers N` with node:cluster over a real redis-server: refused without Redis, one port served by
 * every worker, log lines naming their worker, a dead worker replaced, SIGHUP forwarded, SIGTERM draining them all.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createKey, exrefCli, startExref } from './exref-process.ts';
import type { ExrefProcess } from './exref-process.ts';
import { freePort } from './free-port.ts';
import { startRedis } from './redis-server.ts';
import type { TestRedis } from './redis-server.ts';

let redis: TestRedis;
let stateDir: string;
before(async () => {
  redis = await startRedis();
  stateDir = await mkdtemp(path.join(tmpdir(), 'exref-workers-'));
});
after(async () => {
  await redis.close();
  await rm(stateDir, { recursive: true, force: true });
});

/** A GET on a fresh connection (no keep-alive), so the cluster may hand it to any worker. */
function getOnce(url: string, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false, headers: { 'x-api-key': key } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    }).on('error', reject);
  });
}

interface LogLine { msg: string; worker?: number | string; pid?: number; exited?: number }
const lines = (p: ExrefProcess): LogLine[] =>
  p.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as LogLine);

describe('exref serve --workers', () => {
  test('more than one worker without Redis is refused with a message that says so', async () => {
    const r = await exrefCli(['serve', '--port', '0', '--workers', '2'], { EXREF_STATE_DIR: stateDir, EXREF_REDIS_URL: '' });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /EXREF_WORKERS=2 \(--workers\) needs EXREF_REDIS_URL \(--redis-url\)/);
  });

  test('workers that cannot start (Redis refuses their credentials) stop the primary with exit 1, instead of being restarted for ever', { timeout: 60_000 }, async () => {
    const refused = redis.url.replace('redis://', 'redis://nobody:wrong@');
    const started = Date.now();
    const r = await exrefCli(['serve', '--port', '0', '--workers', '2'], { EXREF_STATE_DIR: stateDir, EXREF_REDIS_URL: refused });
    assert.equal(r.code, 1, r.stdout);
    assert.match(r.stderr, /cannot connect to Redis at redis:\/\/\*\*\*@.*WRONGPASS/);
    assert.match(r.stdout, /a worker could not start: stopping/);
    assert.doesNotMatch(r.stdout, /starting a replacement/);
    assert.ok(Date.now() - started < 20_000, `stopped after ${Date.now() - started} ms`);
  });

  test('two workers on one port: lines name their worker, a dead worker is replaced, SIGHUP is forwarded, SIGTERM drains all', async () => {
    const env = { EXREF_STATE_DIR: stateDir, EXREF_REDIS_URL: redis.url, EXREF_REDIS_PREFIX: 'workers:', LOG_LEVEL: 'info' };
    const { key } = await createKey(env, '--tier', 'PROFESSIONAL', '--quota', '1000');
    const pool = await startExref(await freePort(), env, ['--workers', '2']);
    try {
      const statuses = await Promise.all(Array.from({ length: 40 }, () => getOnce(`${pool.url}/exercises?limit=1`, key)));
      assert.deepEqual([...new Set(statuses)], [200], pool.output().split('\n').filter((l) => !l.includes('"request"')).join('\n'));
      await sleep(200);
      const served = new Set(lines(pool).filter((l) => l.msg === 'request').map((l) => l.worker));
      assert.deepEqual([...served].sort(), [1, 2], 'both workers served, and their log lines say which');
      assert.equal(Number(await redis.command('HGET', `workers:usage:${(await createdId(env, key))}`, 'u')), 40, 'every request charged once, in Redis');

      const victim = lines(pool).find((l) => l.msg === 'listening' && l.worker === 1)!;
      process.kill(victim.pid!, 'SIGKILL');
      await pool.waitFor(/"msg":"worker died; starting a replacement"[^\n]*"exited":1/, 10_000);
      await pool.waitFor(/"msg":"listening"[^\n]*"worker":3/, 60_000);
      const after = await Promise.all(Array.from({ length: 10 }, () => getOnce(`${pool.url}/exercises?limit=1`, key)));
      assert.deepEqual([...new Set(after)], [200]);

      pool.proc.kill('SIGHUP');
      await pool.waitFor(/SIGHUP: forwarding to every worker/, 5_000);
      await sleep(300);
      assert.equal(await getOnce(`${pool.url}/health/live`, key), 200, 'workers survive SIGHUP');
      assert.ok(!/worker died[^\n]*"signal":"SIGHUP"/.test(pool.output()), 'no worker died of SIGHUP');
    } finally {
      const { code } = await pool.kill('SIGTERM');
      assert.equal(code, 0);
    }
    const log = lines(pool);
    assert.deepEqual(log.filter((l) => l.msg === 'stopped').map((l) => l.worker).sort(), [2, 3], 'every worker drained and stopped');
    assert.equal(log.filter((l) => l.msg === 'worker stopped').length, 2);
  });
});

async function createdId(env: Record<string, string>, key: string): Promise<string> {
  const list = JSON.parse((await exrefCli(['keys', 'list', '--json'], env)).stdout) as { id: string; prefix: string }[];
  return list.find((k) => key.startsWith(k.prefix))!.id;
}
