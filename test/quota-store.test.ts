/**
 * One contract, two stores: the file ledger and the Redis store (a real redis-server) must admit, refuse and count
 * the same way. Each case runs against a fresh store of each kind.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openLedger } from '../src/quota/ledger.ts';
import { currentPeriod, periodKey } from '../src/quota/periods.ts';
import { RedisLedger } from '../src/quota/redis-ledger.ts';
import type { QuotaStore } from '../src/quota/store.ts';
import { connectRedis } from '../src/redis/connect.ts';
import type { RedisConnection } from '../src/redis/connect.ts';
import { startRedis } from './redis-server.ts';
import type { TestRedis } from './redis-server.ts';

const P1 = '2024-05-01T00:00:00.000Z';
const P2 = '2024-06-01T00:00:00.000Z';

let redis: TestRedis;
const connections: RedisConnection[] = [];
const dirs: string[] = [];
let prefixes = 0;

before(async () => {
  redis = await startRedis();
});
after(async () => {
  for (const c of connections) await c.close();
  await redis.close();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const STORES: Record<string, () => Promise<QuotaStore>> = {
  'file ledger': async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'exref-contract-'));
    dirs.push(dir);
    return openLedger(dir);
  },
  'redis store': async () => {
    // A fresh prefix per case: the stores of different cases never see each other's counts.
    const conn = await connectRedis(redis.url, `contract${++prefixes}:`);
    connections.push(conn);
    return new RedisLedger(conn);
  },
};

for (const [name, open] of Object.entries(STORES)) {
  describe(`quota store contract: ${name}`, () => {
    it('admits exactly the calls left when more requests than that arrive at once', async () => {
      const store = await open();
      for (let i = 0; i < 7; i++) assert.equal((await store.admit('key_a', P1, 10, 1)).ok, true);
      const results = await Promise.all(Array.from({ length: 20 }, () => store.admit('key_a', P1, 10, 1)));
      assert.equal(results.filter((r) => r.ok).length, 3);
      assert.deepEqual(results.filter((r) => r.ok).map((r) => r.used).sort((a, b) => a - b), [8, 9, 10]);
      for (const r of results.filter((x) => !x.ok)) assert.deepEqual([r.used, r.remaining, r.limit], [10, 0, 10]);
      assert.equal(await store.used('key_a', P1), 10);
      await store.close();
    });

    it('refuses a weighted cost larger than what remains whole, charging nothing', async () => {
      const store = await open();
      await store.admit('key_a', P1, 10, 8);
      const refused = await store.admit('key_a', P1, 10, 3);
      assert.deepEqual([refused.ok, refused.used, refused.remaining], [false, 8, 2]);
      assert.equal(await store.used('key_a', P1), 8);
      const exact = await store.admit('key_a', P1, 10, 2);
      assert.deepEqual([exact.ok, exact.used, exact.remaining], [true, 10, 0]);
      await store.close();
    });

    it('keeps keys apart, starts a new period from zero and counts an older period in the held one', async () => {
      const store = await open();
      await store.admit('key_a', P1, 10, 10);
      await store.admit('key_b', P1, 10, 1);
      assert.equal((await store.admit('key_a', P1, 10, 1)).ok, false);
      assert.equal(await store.used('key_b', P1), 1);
      const fresh = await store.admit('key_a', P2, 10, 1);
      assert.deepEqual([fresh.ok, fresh.used, fresh.remaining], [true, 1, 9]);
      // A clock stepping back across the reset: the request is charged in the held (newer) period.
      const back = await store.admit('key_a', P1, 10, 2);
      assert.deepEqual([back.ok, back.used], [true, 3]);
      assert.equal(await store.used('key_a', P2), 3);
      assert.equal(await store.used('key_a', P1), 3);
      assert.equal(await store.used('key_never', P2), 0);
      await store.close();
    });

    const resets = [
      { what: 'anniversary reset of a monthly key (31st falls back to April 30)', billing: 'monthly' as const,
        created: '2024-01-31T10:00:00.000Z', beforeReset: '2024-04-30T09:59:59.999Z', atReset: '2024-04-30T10:00:00.000Z' },
      { what: 'calendar reset of an annual key', billing: 'annual' as const,
        created: '2024-01-17T10:00:00.000Z', beforeReset: '2024-04-30T23:59:59.999Z', atReset: '2024-05-01T00:00:00.000Z' },
    ];
    for (const r of resets) {
      it(`gives a full allowance again at the ${r.what}`, async () => {
        const store = await open();
        const key = { billing: r.billing, created_at: r.created };
        const old = periodKey(currentPeriod(key, new Date(r.beforeReset)).start);
        const next = periodKey(currentPeriod(key, new Date(r.atReset)).start);
        assert.notEqual(old, next);
        assert.equal((await store.admit('key_r', old, 5, 5)).ok, true);
        assert.equal((await store.admit('key_r', old, 5, 1)).ok, false);
        const admitted = await store.admit('key_r', next, 5, 5);
        assert.deepEqual([admitted.ok, admitted.remaining], [true, 0]);
        await store.close();
      });
    }

    it('rejects a cost that is not a positive integer', async () => {
      const store = await open();
      for (const cost of [0, -1, 1.5]) {
        await assert.rejects(async () => store.admit('key_a', P1, 10, cost), RangeError);
      }
      await store.close();
    });
  });
}
