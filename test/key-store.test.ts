import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { generateKey, hashKey, KeyStore, keyStatus } from '../src/auth/key-store.ts';
import type { KeyRecord } from '../src/auth/tiers.ts';

const NOW = new Date('2024-05-01T12:00:00.000Z');
const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'exref-keys-'));
  dirs.push(dir);
  return dir;
}
after(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function until(condition: () => boolean, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
}

function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('generateKey', () => {
  it('makes a prefixed 40-character URL-safe key, a random id, its SHA-256 and a display prefix', () => {
    const g = generateKey();
    assert.match(g.key, /^exref_[A-Za-z0-9_-]{40}$/);
    assert.match(g.id, /^key_[0-9a-f]{12}$/);
    assert.equal(g.hash, createHash('sha256').update(g.key).digest('hex'));
    assert.equal(g.hash, hashKey(g.key));
    assert.equal(g.prefix, g.key.slice(0, 10));
    assert.notEqual(generateKey().key, g.key);
  });
});

describe('keyStatus', () => {
  const base: KeyRecord = {
    id: 'key_000000000000', hash: '0'.repeat(64), prefix: 'exref_abcd', tier: 'GROWTH', custom_quota: null,
    billing: 'monthly', paid: true, revoked: false, name: null, created_at: '2024-01-01T00:00:00.000Z', expires_at: null,
  };
  const cases: [string, Partial<KeyRecord>, string][] = [
    ['a paid, live key is active', {}, 'active'],
    ['a revoked key is revoked', { revoked: true }, 'revoked'],
    ['revoked wins over expired and unpaid', { revoked: true, paid: false, expires_at: '2024-01-02T00:00:00.000Z' }, 'revoked'],
    ['a key past its expiry is expired', { expires_at: '2024-04-30T00:00:00.000Z' }, 'expired'],
    ['a key expiring exactly now is expired', { expires_at: NOW.toISOString() }, 'expired'],
    ['expired wins over unpaid', { paid: false, expires_at: '2024-04-30T00:00:00.000Z' }, 'expired'],
    ['a key expiring later is active', { expires_at: '2024-05-01T12:00:00.001Z' }, 'active'],
    ['an unpaid custom plan is unpaid', { paid: false, custom_quota: 5000 }, 'unpaid'],
  ];
  for (const [name, change, status] of cases) {
    it(name, () => assert.equal(keyStatus({ ...base, ...change }, NOW), status));
  }
});

describe('KeyStore', () => {
  it('creates a key that can be looked up, also after reopening, and never stores the key itself', async () => {
    const dir = await tempDir();
    const store = await KeyStore.open(dir);
    const { record, key } = await store.create({ tier: 'GROWTH', name: 'acme' }, NOW);
    assert.equal(store.lookup(key), record);
    assert.equal(store.get(record.id), record);
    assert.deepEqual(store.list(), [record]);
    assert.equal(record.billing, 'monthly');
    assert.equal(record.created_at, NOW.toISOString());
    const text = await readFile(join(dir, 'keys.json'), 'utf8');
    assert.ok(!text.includes(key), 'the full key must not be on disk');
    assert.deepEqual((await KeyStore.open(dir)).lookup(key), record);
  });

  it('finds nothing for an unknown, tampered, truncated or empty key', async () => {
    const store = await KeyStore.open(await tempDir());
    const { key } = await store.create({ tier: 'TESTING' }, NOW);
    const last = key.at(-1) === 'A' ? 'B' : 'A';
    for (const presented of [generateKey().key, key.slice(0, -1) + last, key.slice(0, -1), key + 'x', '', key.toUpperCase()]) {
      assert.equal(store.lookup(presented), undefined, presented);
    }
  });

  it('applies billing defaults, custom quotas and expiry', async () => {
    const store = await KeyStore.open(await tempDir());
    assert.equal((await store.create({ tier: 'BASIC' }, NOW)).record.billing, 'free');
    assert.equal((await store.create({ tier: 'ENTERPRISE' }, NOW)).record.billing, 'monthly');
    assert.equal((await store.create({ tier: 'GROWTH', billing: 'annual' }, NOW)).record.billing, 'annual');
    const custom = (await store.create({ tier: 'PROFESSIONAL', quota: 250_000, expiresAt: '2025-01-01' }, NOW)).record;
    assert.equal(custom.custom_quota, 250_000);
    assert.equal(custom.paid, true);
    assert.equal(custom.expires_at, '2025-01-01T00:00:00.000Z');
  });

  it('refuses unpaid without a quota, and bad quotas, tiers and dates, with a clear message', async () => {
    const store = await KeyStore.open(await tempDir());
    await assert.rejects(store.create({ tier: 'GROWTH', unpaid: true }, NOW), /unpaid applies only to custom plans/);
    await assert.rejects(store.create({ tier: 'GROWTH', quota: 0 }, NOW), /quota must be a positive integer/);
    await assert.rejects(store.create({ tier: 'GOLD' as 'GROWTH' }, NOW), /unknown tier "GOLD"/);
    await assert.rejects(store.create({ tier: 'GROWTH', expiresAt: 'soon' }, NOW), /expiresAt is not a valid date/);
    assert.equal(store.list().length, 0);
  });

  it('revokes and pays, and both survive a reopen', async () => {
    const dir = await tempDir();
    const store = await KeyStore.open(dir);
    const a = await store.create({ tier: 'GROWTH' }, NOW);
    const b = await store.create({ tier: 'ENTERPRISE', quota: 1_000_000, unpaid: true }, NOW);
    assert.equal(keyStatus(b.record, NOW), 'unpaid');
    assert.equal((await store.revoke(a.record.id)).revoked, true);
    assert.equal(keyStatus(store.lookup(a.key)!, NOW), 'revoked');
    await store.pay(b.record.id);
    assert.equal(keyStatus(store.lookup(b.key)!, NOW), 'active');
    const reopened = await KeyStore.open(dir);
    assert.equal(keyStatus(reopened.lookup(a.key)!, NOW), 'revoked');
    assert.equal(keyStatus(reopened.lookup(b.key)!, NOW), 'active');
    await assert.rejects(store.revoke('key_ffffffffffff'), /no key with id key_ffffffffffff/);
  });

  it('keeps changes another instance made when it mutates (re-reads under the lock)', async () => {
    const dir = await tempDir();
    const first = await KeyStore.open(dir);
    const second = await KeyStore.open(dir);
    const a = await first.create({ tier: 'GROWTH' }, NOW);
    const b = await second.create({ tier: 'GROWTH' }, NOW);
    await first.revoke(a.record.id);
    const all = await KeyStore.open(dir);
    assert.deepEqual(all.list().map((r) => r.id), [a.record.id, b.record.id]);
  });

  it('loses no key when two processes create keys at the same time', async () => {
    const dir = await tempDir();
    const perChild = 25;
    const children = [0, 1].map(() =>
      spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures', 'create-keys.ts'), dir, String(perChild)],
        { stdio: ['pipe', 'pipe', 'inherit'] }));
    const outputs = children.map((child) => {
      const lines: string[] = [];
      createInterface({ input: child.stdout! }).on('line', (l) => lines.push(l));
      return lines;
    });
    await until(() => outputs.every((lines) => lines[0] === 'ready'), 20_000);
    for (const child of children) child.stdin!.write('go\n');
    const codes = await Promise.all(children.map(async (child) => (await once(child, 'exit'))[0]));
    assert.deepEqual(codes, [0, 0]);
    const keys = outputs.flatMap((lines) => lines.slice(1));
    assert.equal(keys.length, 2 * perChild);
    const store = await KeyStore.open(dir);
    assert.equal(store.list().length, 2 * perChild);
    for (const key of keys) assert.ok(store.lookup(key), `key ${key.slice(0, 10)} was lost`);
  });

  it('takes over a lock left by a dead process', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'keys.json.lock'), String(deadPid()));
    const store = await KeyStore.open(dir);
    await store.create({ tier: 'GROWTH' }, NOW);
    assert.equal(store.list().length, 1);
  });

  it('gives up with a message naming the lock when a live process holds it for over 2 s', async () => {
    const dir = await tempDir();
    // Another live process (this one's own pid would be taken for a lock left by an earlier life of it).
    await writeFile(join(dir, 'keys.json.lock'), String(process.ppid));
    const store = await KeyStore.open(dir);
    await assert.rejects(store.create({ tier: 'GROWTH' }, NOW), /keys\.json\.lock: held by process \d+/);
  });

  describe('watch', () => {
    let dir: string;
    let watching: KeyStore;
    let changes = 0;
    const errors: Error[] = [];
    before(async () => {
      dir = await tempDir();
      watching = await KeyStore.open(dir);
      watching.watch(() => changes++, (err) => errors.push(err));
    });
    after(() => watching.close());

    it('sees a key another instance created within one second', async () => {
      const { key } = await (await KeyStore.open(dir)).create({ tier: 'GROWTH' }, NOW);
      const elapsed = await until(() => watching.lookup(key) !== undefined, 1000);
      assert.ok(elapsed <= 1000);
      assert.ok(changes >= 1);
    });

    it('forgets a key it has verified once when another instance revokes it', async () => {
      const other = await KeyStore.open(dir);
      const { key, record } = await other.create({ tier: 'GROWTH' }, NOW);
      await until(() => watching.lookup(key) !== undefined, 1000);
      assert.equal(watching.lookup(key)!.revoked, false, 'verified, and now known by its text');
      await other.revoke(record.id);
      await until(() => watching.lookup(key)?.revoked === true, 1000);
      assert.equal(watching.lookup(key)!.revoked, true);
    });

    it('a change made between open and watch (a key revoked while the server loaded its catalogue) is read when the watch begins', async () => {
      const other = await KeyStore.open(dir);
      const { key, record } = await other.create({ tier: 'GROWTH' }, NOW);
      const starting = await KeyStore.open(dir);
      assert.equal(starting.lookup(key)!.revoked, false);
      await other.revoke(record.id);
      await other.create({ tier: 'GROWTH' }, NOW);
      starting.watch(() => undefined);
      try {
        assert.equal(starting.lookup(key)!.revoked, true, 'revoked from the first request on');
        assert.equal(starting.list().length, other.list().length, 'and the key created meanwhile is known');
      } finally {
        starting.close();
      }
    });

    it('keeps the last good keys and reports the error when the file becomes corrupt', async () => {
      const before = watching.list().length;
      await writeFile(join(dir, 'keys.json'), '{ "version": 1, "keys": [ {');
      await until(() => errors.length > 0, 1000);
      assert.match(errors[0]!.message, /keys\.json: not valid JSON/);
      assert.equal(watching.list().length, before);
    });
  });

  describe('loading validates the file and names the file, record and field', () => {
    const good = {
      id: 'key_0123456789ab', hash: 'a'.repeat(64), prefix: 'exref_abcd', tier: 'GROWTH', custom_quota: null,
      billing: 'monthly', paid: true, revoked: false, name: null, created_at: '2024-01-01T00:00:00.000Z', expires_at: null,
    };
    const cases: [string, string, RegExp][] = [
      ['unparsable JSON', '{"version":1,', /keys\.json: not valid JSON/],
      ['wrong version', JSON.stringify({ version: 2, keys: [] }), /keys\.json: expected \{ "version": 1/],
      ['unknown tier', JSON.stringify({ version: 1, keys: [{ ...good, tier: 'GOLD' }] }), /keys\.json: record 0 \(key_0123456789ab\): field "tier" must be one of/],
      ['missing field', JSON.stringify({ version: 1, keys: [{ ...good, paid: undefined }] }), /record 0 \(key_0123456789ab\): field "paid" is missing/],
      ['wrong type', JSON.stringify({ version: 1, keys: [{ ...good, revoked: 'no' }] }), /field "revoked" must be a boolean, got "no"/],
      ['bad quota', JSON.stringify({ version: 1, keys: [{ ...good, custom_quota: -5 }] }), /field "custom_quota" must be null or a positive integer/],
      ['bad date', JSON.stringify({ version: 1, keys: [{ ...good, created_at: 'then' }] }), /field "created_at" must be an ISO 8601 date/],
      ['bad id', JSON.stringify({ version: 1, keys: [{ ...good, id: 'k1' }] }), /record 0 \(k1\): field "id"/],
      ['duplicate id', JSON.stringify({ version: 1, keys: [good, { ...good, hash: 'b'.repeat(64) }] }), /record 1 \(key_0123456789ab\): field "id" duplicates/],
    ];
    for (const [name, text, expected] of cases) {
      it(name, async () => {
        const dir = await tempDir();
        await writeFile(join(dir, 'keys.json'), text);
        await assert.rejects(KeyStore.open(dir), (err: Error) => {
          assert.match(err.message, expected);
          assert.ok(err.message.startsWith(join(dir, 'keys.json')), err.message);
          return true;
        });
      });
    }

    it('a missing file is an empty store', async () => {
      assert.deepEqual((await KeyStore.open(await tempDir())).list(), []);
    });
  });
});
