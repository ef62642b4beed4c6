/**
 * The Redis quota store end to end: two real `exref serve` processes sharing one real redis-server. Exact admission
 * across processes, whole refusal of weighted costs, no lost charge when an exref process is SIGKILLed or Redis
 * restarts on its AOF, and the outage behaviour (503 + Retry-After, probes, recovery by itself).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createKey, languagesBuilt, startExref } from './exref-process.ts';
import type { ExrefProcess } from './exref-process.ts';
import { freePort } from './free-port.ts';
import { startRedis } from './redis-server.ts';
import type { TestRedis } from './redis-server.ts';

const PREFIX = 'ledgertest:';
let redis: TestRedis;
let stateDir: string;
let env: Record<string, string>;
let a: ExrefProcess;
let b: ExrefProcess;

before(async () => {
  redis = await startRedis({ appendfsync: 'always' });
  stateDir = await mkdtemp(path.join(tmpdir(), 'exref-redis-ledger-'));
  env = { EXREF_REDIS_URL: redis.url, EXREF_REDIS_PREFIX: PREFIX, EXREF_STATE_DIR: stateDir };
  [a, b] = await Promise.all([startExref(await freePort(), env), startExref(await freePort(), env)]);
  await Promise.all([a, b].map((p) => languagesBuilt(p.url)));
});
after(async () => {
  await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
  await redis?.close();
  await rm(stateDir, { recursive: true, force: true });
});

interface Outcome { status: number; remaining: string | null; retryAfter: string | null; body: string }

async function call(base: string, key: string, p = '/exercises?limit=1'): Promise<Outcome> {
  const res = await fetch(base + p, { headers: { 'x-api-key': key } });
  return { status: res.status, remaining: res.headers.get('x-ratelimit-remaining'), retryAfter: res.headers.get('retry-after'), body: await res.text() };
}

/** Redis's own count for a key, read with a raw RESP command (not through the code under test). */
async function usedInRedis(id: string): Promise<number> {
  return Number((await redis.command('HGET', `${PREFIX}usage:${id}`, 'u')) ?? 0);
}

/** Sends `total` requests, `concurrency` at a time, alternating between the processes; network errors are counted. */
async function load(bases: () => string[], key: string, total: number, concurrency: number, onProgress?: (sent: number) => void) {
  let sent = 0;
  const counts = { ok: 0, refused: 0, unavailable: 0, failed: 0, other: 0 };
  const worker = async () => {
    while (sent < total) {
      const i = sent++;
      onProgress?.(i);
      const list = bases();
      try {
        const r = await call(list[i % list.length]!, key);
        if (r.status === 200) counts.ok++;
        else if (r.status === 429) counts.refused++;
        else if (r.status === 503) counts.unavailable++;
        else counts.other++;
      } catch {
        counts.failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return counts;
}

describe('admission across processes', () => {
  test('a key with k calls left and N > k concurrent requests over two processes gets exactly k 200s', async () => {
    const k = 25;
    const { id, key } = await createKey(env, '--tier', 'GROWTH', '--quota', String(k));
    await sleep(1_000); // both processes see the new key within a second
    const results = await Promise.all(Array.from({ length: 70 }, (_, i) => call(i % 2 ? a.url : b.url, key)));
    const ok = results.filter((r) => r.status === 200);
    assert.equal(ok.length, k);
    assert.equal(results.filter((r) => r.status === 429).length, 70 - k);
    // Every admitted response reports a different remaining count: the headers are Redis's own answers.
    assert.deepEqual(ok.map((r) => Number(r.remaining)).sort((x, y) => x - y), Array.from({ length: k }, (_, i) => i));
    assert.equal(await usedInRedis(id), k);
  });

  test('a /full request costing more than what remains is refused whole; one that fits is charged whole', async () => {
    const { id, key } = await createKey(env, '--tier', 'PROFESSIONAL', '--quota', '1000');
    await sleep(1_000);
    const first = (JSON.parse((await call(a.url, key, '/routines?limit=1')).body) as { results: { id: number }[] }).results[0]!;
    const res = await fetch(`${b.url}/routines/${first.id}/full`, { headers: { 'x-api-key': key } });
    assert.equal(res.status, 200);
    const cost = Number(res.headers.get('x-api-calls-cost'));
    assert.ok(cost > 1, `a routine's /full costs more than one call (got ${cost})`);
    assert.equal(await usedInRedis(id), 1 + cost);
    // Spend down to cost - 1 left, then the same /full must be refused whole and charge nothing.
    const left = 1000 - 1 - cost;
    const spend = left - (cost - 1);
    await redis.command('HINCRBY', `${PREFIX}usage:${id}`, 'u', String(spend));
    const before = await usedInRedis(id);
    const refused = await fetch(`${a.url}/routines/${first.id}/full`, { headers: { 'x-api-key': key } });
    assert.equal(refused.status, 429);
    assert.equal(Number(refused.headers.get('x-ratelimit-remaining')), cost - 1);
    assert.equal(await usedInRedis(id), before);
  });
});

describe('durability', () => {
  test('SIGKILL of one exref process under load loses no charge', async () => {
    const { id, key } = await createKey(env, '--tier', 'ENTERPRISE');
    await sleep(1_000);
    const victim = await startExref(await freePort(), env);
    let killed = false;
    const counts = await load(() => (killed ? [a.url] : [victim.url, a.url]), key, 600, 16, (i) => {
      if (i === 200 && !killed) {
        victim.proc.kill('SIGKILL');
        killed = true;
      }
    });
    await victim.kill('SIGKILL');
    const used = await usedInRedis(id);
    assert.ok(counts.ok > 300, `the surviving process kept serving: ${JSON.stringify(counts)}`);
    assert.ok(used >= counts.ok, `every 200 was charged: used ${used}, 200s ${counts.ok}`);
    assert.ok(used <= counts.ok + counts.failed, `only requests that were sent were charged: used ${used}, ${JSON.stringify(counts)}`);
  });

  test('Redis stopped (SIGTERM) and restarted on the same AOF under load, with appendfsync always: no charge lost', async () => {
    const { id, key } = await createKey(env, '--tier', 'ENTERPRISE');
    await sleep(1_000);
    let restarted: Promise<void> | null = null;
    const counts = await load(() => [a.url, b.url], key, 800, 8, (i) => {
      if (i === 150) restarted ??= redis.stop().then(() => sleep(500)).then(() => redis.restart());
    });
    await restarted;
    assert.ok(counts.unavailable > 0, `requests during the outage got 503: ${JSON.stringify(counts)}`);
    // The service resumes by itself: poll until a request is served again.
    const until = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < until && (status = (await call(a.url, key)).status) !== 200) await sleep(200);
    assert.equal(status, 200, 'service resumed within 10 s of Redis returning');
    const used = await usedInRedis(id);
    assert.ok(used >= counts.ok + 1, `every 200 was charged across the restart: used ${used}, 200s ${counts.ok + 1}`);
    assert.ok(used <= counts.ok + 1 + counts.unavailable + counts.failed, `used ${used} within what was sent: ${JSON.stringify(counts)}`);
  });
});

describe('outage', () => {
  test('Redis unreachable: metered requests get 503 JSON with Retry-After, probes and docs answer, ready is false; it resumes by itself', async () => {
    const { id, key } = await createKey(env, '--tier', 'ENTERPRISE');
    await sleep(1_000);
    assert.equal((await call(a.url, key)).status, 200);
    const before = await usedInRedis(id);
    await redis.stop();
    const t0 = Date.now();
    const during = await Promise.all(Array.from({ length: 40 }, (_, i) => call(i % 2 ? a.url : b.url, key)));
    assert.ok(Date.now() - t0 < 8_000, 'refusals come promptly, nothing waits on a queue');
    for (const r of during) {
      assert.equal(r.status, 503);
      assert.ok(Number(r.retryAfter) >= 1, 'Retry-After in seconds');
      assert.match(JSON.parse(r.body).detail, /usage store cannot be reached/);
    }
    for (const [p, status] of [['/health/live', 200], ['/health', 200], ['/docs', 200], ['/openapi.json', 200], ['/health/ready', 503]] as const) {
      const res = await fetch(a.url + p);
      assert.equal(res.status, status, p);
      if (p === '/health/ready') assert.equal(((await res.json()) as { ready: boolean }).ready, false);
      else await res.arrayBuffer();
    }
    await redis.restart();
    const until = Date.now() + 10_000;
    let statuses: number[] = [];
    while (Date.now() < until) {
      statuses = await Promise.all([call(a.url, key), call(b.url, key)]).then((rs) => rs.map((r) => r.status));
      if (statuses.every((s) => s === 200)) break;
      await sleep(200);
    }
    assert.deepEqual(statuses, [200, 200], 'both processes resumed within 10 s');
    assert.equal((await fetch(`${a.url}/health/ready`).then((r) => r.json() as Promise<{ ready: boolean }>)).ready, true);
    assert.ok(await usedInRedis(id) >= before + 2, 'nothing served during the outage went uncharged; the resumed calls were charged');
  });
});
