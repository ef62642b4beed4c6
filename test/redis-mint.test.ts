/** The media-token mint allowance in Redis: one sliding window per key, shared by every process. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { RedisMintLimiter } from '../src/quota/redis-mint.ts';
import { connectRedis } from '../src/redis/connect.ts';
import type { RedisConnection } from '../src/redis/connect.ts';
import { startRedis } from './redis-server.ts';
import type { TestRedis } from './redis-server.ts';

let redis: TestRedis;
let one: RedisConnection;
let two: RedisConnection;
before(async () => {
  redis = await startRedis();
  [one, two] = await Promise.all([connectRedis(redis.url, 'mint:'), connectRedis(redis.url, 'mint:')]);
});
after(async () => {
  await one.close();
  await two.close();
  await redis.close();
});

test('two processes share one allowance per key, and it refills as mints leave the window', async () => {
  // A window of 1.5 s, on Redis's clock, so the test sees it pass.
  const a = new RedisMintLimiter(one, 3, 1_500);
  const b = new RedisMintLimiter(two, 3, 1_500);
  const now = new Date();
  const first = await Promise.all([a.take('key_a', now), b.take('key_a', now), a.take('key_a', now)]);
  assert.deepEqual(first.map((r) => r.ok), [true, true, true]);
  assert.deepEqual(await b.take('key_a', now), { ok: false, retryAfterSeconds: 2 });
  assert.deepEqual(await b.take('key_other', now), { ok: true }, 'keys are counted apart');
  await sleep(1_600);
  assert.deepEqual(await a.take('key_a', now), { ok: true }, 'the first mints left the window');
});

test("the window is on Redis's clock: processes whose clocks disagree by minutes still share one allowance", async () => {
  const a = new RedisMintLimiter(one, 2);
  const b = new RedisMintLimiter(two, 2);
  const behind = new Date(Date.now() - 61_000);
  assert.deepEqual([(await b.take('key_skew', behind)).ok, (await b.take('key_skew', behind)).ok], [true, true]);
  assert.equal((await a.take('key_skew', new Date())).ok, false, 'the mints of the machine whose clock is behind still count');
});

test('Redis unreachable: a mint is refused with the store error, never allowed uncounted', async () => {
  const conn = await connectRedis(redis.url, 'mint2:');
  const limiter = new RedisMintLimiter(conn, 3);
  await redis.stop();
  try {
    await assert.rejects(limiter.take('key_a', new Date()), { name: 'Error', message: /Redis/ });
  } finally {
    await redis.restart();
    await conn.close();
  }
});
