/**
 * API keys in Redis (EXREF_REDIS_URL): one hash `{prefix}keys` (id -> the record as JSON), a version counter bumped
 * by every change, and a `{prefix}keys:changed` channel. Each process authenticates against an in-memory mirror, so
 * the request path stays synchronous; a change message reloads it at once and a poll of the version (every
 * POLL_MS) is the safety net for a message lost during a reconnection.
 */
import { indexKeys, KeySetReader, newKeyRecord, parseKeysFile } from './key-store.ts';
import type { CreateKeyOptions, KeyAdmin } from './key-store.ts';
import type { KeyRecord } from './tiers.ts';
import { luaScript } from '../redis/connect.ts';
import type { RedisConnection } from '../redis/connect.ts';

const POLL_MS = 400;
const CHANNEL = 'keys:changed';

/** Everything in one round trip, so the mirror and its version always agree. */
const LOAD = luaScript(`return {redis.call('GET', KEYS[2]) or '0', redis.call('HGETALL', KEYS[1])}`);

const CREATE = luaScript(`
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return 0 end
redis.call('INCR', KEYS[2])
redis.call('PUBLISH', ARGV[3], ARGV[1])
return 1`);

/** Sets one boolean field of a record inside Redis, so two admins changing different fields never undo each other. */
const SET_FLAG = luaScript(`
local v = redis.call('HGET', KEYS[1], ARGV[1])
if not v then return false end
local r = cjson.decode(v)
r[ARGV[2]] = true
v = cjson.encode(r)
redis.call('HSET', KEYS[1], ARGV[1], v)
redis.call('INCR', KEYS[2])
redis.call('PUBLISH', ARGV[3], ARGV[1])
return v`);

export class RedisKeyStore extends KeySetReader implements KeyAdmin {
  private version = '';
  private timer: NodeJS.Timeout | undefined;
  private loading: Promise<void> | null = null;
  private again = false;
  private readonly keys: [string, string];

  private constructor(private readonly redis: RedisConnection) {
    super();
    this.keys = [redis.prefix + 'keys', redis.prefix + 'keys:version'];
  }

  /** Loads every key from Redis; an invalid record is an Error naming it. */
  static async open(redis: RedisConnection): Promise<RedisKeyStore> {
    const store = new RedisKeyStore(redis);
    await store.reload();
    return store;
  }

  /** Where the keys live, for messages. */
  get where(): string {
    return `Redis hash ${this.keys[0]}`;
  }

  async create(opts: CreateKeyOptions, now: Date): Promise<{ record: KeyRecord; key: string }> {
    const build = newKeyRecord(opts, now);
    for (;;) {
      const created = build((gen) => this.set.byId.has(gen.id) || this.set.byHash.has(gen.hash));
      if (await this.insert(created.record)) return created;
    }
  }

  /** Copies a record as it is (migration); false when Redis already has a key with that id. */
  async insert(record: KeyRecord): Promise<boolean> {
    const done = await this.redis.eval<number>(CREATE, this.keys, [record.id, JSON.stringify(record), this.redis.prefix + CHANNEL]);
    await this.reload();
    return done === 1;
  }

  revoke(id: string): Promise<KeyRecord> {
    return this.setFlag(id, 'revoked');
  }

  pay(id: string): Promise<KeyRecord> {
    return this.setFlag(id, 'paid');
  }

  /** Follows changes made by any process: the change channel, then a version poll as the safety net. */
  watch(onChange: () => void, onError: (err: Error) => void = () => undefined): void {
    if (this.timer) return;
    // Tried whatever the connection's readiness says (a failed command is just a failure); an outage is reported
    // once, not on every poll.
    let failing = false;
    const refresh = (force: boolean) => {
      this.refresh(force).then((changed) => {
        failing = false;
        if (changed) onChange();
      }, (err: Error) => {
        if (!failing) onError(err);
        failing = true;
      });
    };
    this.redis.subscribe(CHANNEL, () => refresh(true)).catch((err: Error) => onError(err));
    this.redis.onReconnect(() => refresh(true));
    this.timer = setInterval(() => refresh(false), POLL_MS);
    this.timer.unref();
  }

  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async setFlag(id: string, field: 'revoked' | 'paid'): Promise<KeyRecord> {
    const json = await this.redis.eval<string | null>(SET_FLAG, this.keys, [id, field, this.redis.prefix + CHANNEL]);
    if (json === null) throw new Error(`no key with id ${id} in ${this.where}`);
    await this.reload();
    return this.get(id) ?? (JSON.parse(json) as KeyRecord);
  }

  /** Reloads when forced or when the version moved; true when the mirror changed. */
  private async refresh(force: boolean): Promise<boolean> {
    if (!force) {
      const version = await this.redis.send<string | null>(['GET', this.keys[1]]);
      if ((version ?? '0') === this.version) return false;
    }
    const before = this.version;
    await this.reload();
    return this.version !== before || force;
  }

  /** One load at a time; a change arriving meanwhile triggers one more. */
  private reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.again = false;
        const [version, flat] = await this.redis.eval<[string, string[]]>(LOAD, this.keys, []);
        const values: string[] = [];
        for (let i = 1; i < flat.length; i += 2) values.push(flat[i]!);
        const records = parseKeysFile(`{"version":1,"keys":[${values.join(',')}]}`, this.where);
        records.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
        this.set = indexKeys(records);
        this.version = version;
      } while (this.again);
    })().finally(() => (this.loading = null));
    return this.loading;
  }
}
