/**
 * The quota store in Redis (EXREF_REDIS_URL): one hash per key, `{prefix}usage:{keyId}` = { p: period, u: used },
 * holding the current period only, as the file ledger does. Admission is one Lua script (one round trip, atomic:
 * no read-then-write), so any number of processes share a quota exactly. A response leaves only after Redis
 * answered, and Redis answers only after the write reached its AOF per its appendfsync setting (see README).
 */
import type { Admission } from './ledger.ts';
import { StoreUnavailableError } from './store.ts';
import type { QuotaStore } from './store.ts';
import { luaScript } from '../redis/connect.ts';
import type { RedisConnection } from '../redis/connect.ts';

const RESOLVED: Promise<void> = Promise.resolve();

/** The held period, or the requested one when newer: periods are ISO strings, which sort in time. An older request
 *  period counts in the held one, so a clock stepping back across a reset never hands out a fresh allowance. */
const CURRENT = `
local held = redis.call('HMGET', KEYS[1], 'p', 'u')
local p = ARGV[1]
local used = 0
if held[1] then
  if held[1] > p then p = held[1] end
  if held[1] == p then used = tonumber(held[2]) end
end`;

/** ARGV: period, limit, cost, deadline. Returns {1, used after} or {0, used} (a cost over what remains is refused
 *  whole), or {-1, 0} when Redis runs it past the deadline (ms on Redis's clock; 0: none): the caller has given up on
 *  it by then and answered 503, so it must charge nothing (a hung Redis runs the queued commands when it resumes). */
const ADMIT = luaScript(`
local deadline = tonumber(ARGV[4])
if deadline > 0 then
  local t = redis.pcall('TIME')
  if t[1] and tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) > deadline then return {-1, 0} end
end${CURRENT}
local cost = tonumber(ARGV[3])
if used + cost > tonumber(ARGV[2]) then return {0, used} end
redis.call('HSET', KEYS[1], 'p', p, 'u', used + cost)
return {1, used + cost}`);

const USED = luaScript(`${CURRENT}
return used`);

/** ARGV: period, used. Raises the usage to at least `used` (migration): never lowers it, never goes back a period. */
const RAISE = luaScript(`${CURRENT}
local n = tonumber(ARGV[2])
if p ~= ARGV[1] or used >= n then return used end
redis.call('HSET', KEYS[1], 'p', p, 'u', n)
return n`);

export class RedisLedger implements QuotaStore {
  readonly kind = 'redis';
  /** The scripts of the request path, for RedisConnection.loadScripts. */
  static readonly scripts = [ADMIT];

  constructor(private readonly redis: RedisConnection) {}

  private key(keyId: string): string {
    return `${this.redis.prefix}usage:${keyId}`;
  }

  async admit(keyId: string, period: string, limit: number, cost: number): Promise<Admission> {
    if (!Number.isInteger(cost) || cost < 1) throw new RangeError(`cost must be a positive integer, got ${cost}`);
    const [ok, used] = await this.redis.eval<[number, number]>(ADMIT, [this.key(keyId)], [period, limit, cost, this.redis.deadline()]);
    if (ok === -1) throw new StoreUnavailableError('Redis ran the admission after its deadline: not charged');
    return { ok: ok === 1, used, limit, remaining: Math.max(0, limit - used), durable: RESOLVED };
  }

  used(keyId: string, period: string): Promise<number> {
    return this.redis.eval<number>(USED, [this.key(keyId)], [period]);
  }

  /** Migration: the usage becomes max(held, used) in `period`; returns the usage now held. */
  raise(keyId: string, period: string, used: number): Promise<number> {
    return this.redis.eval<number>(RAISE, [this.key(keyId)], [period, used]);
  }

  ready(): boolean {
    return this.redis.ready();
  }

  /** Every admission was acknowledged by Redis before it returned: nothing is pending. */
  flush(): Promise<void> {
    return RESOLVED;
  }

  close(): Promise<void> {
    return RESOLVED;
  }
}
