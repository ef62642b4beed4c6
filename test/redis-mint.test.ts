/** The media-token mint allowance in Redis: one sliding window per key, shared by every process. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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
  const a = new RedisMintLimiter(one, 3);
  const b = new RedisMintLimiter(two, 3);
  const t0 = new Date('2026-01-01T00:00:00.000Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const first = await Promise.all([a.take('key_a', at(0)), b.take('key_a', at(1000)), a.take('key_a', at(2000))]);
  assert.deepEqual(first.map((r) => r.ok), [true, true, true]);
  assert.deepEqual(await b.take('key_a', at(3000)), { ok: false, retryAfterSeconds: 57 });
  assert.deepEqual(await b.take('key_other', at(3000)), { ok: true }, 'keys are counted apart');
  assert.deepEqual(await a.take('key_a', at(60_000)), { ok: true }, 'the first mint left the window');
  assert.equal((await b.take('key_a', at(60_500))).ok, false);
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
