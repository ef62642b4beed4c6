/**
 * The media-token mint allowance in Redis: the sliding window of MintRateLimiter (src/auth/media-token.ts), kept in
 * one sorted set per key, `{prefix}mint:{key id}` (mint times as scores), so the limit holds across every process.
 * One Lua script per mint.
 */
import { randomBytes } from 'node:crypto';
import type { MintAdmission } from '../auth/media-token.ts';
import { luaScript } from '../redis/connect.ts';
import type { RedisConnection } from '../redis/connect.ts';

/**
 * ARGV: window (ms), limit, a unique member. Returns {1, 0, now} when taken, {0, oldest mint time, now} when full.
 * The times are Redis's (TIME), one clock for every process: with each process's own, a machine whose clock is
 * behind would record mints that the others count as already out of the window.
 */
const TAKE = luaScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]), now}
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0, now}`);

export class RedisMintLimiter {
  static readonly scripts = [TAKE];
  constructor(private readonly redis: RedisConnection, readonly limit: number, readonly windowMs = 60_000) {}

  /** Records a mint for `keyId` now, on Redis's clock (the process's own, `_now`, is not used), when the allowance
   *  has room; otherwise says how long to wait. */
  async take(keyId: string, _now: Date): Promise<MintAdmission> {
    const member = randomBytes(9).toString('hex');
    const [ok, oldest, now] = await this.redis.eval<[number, number, number]>(TAKE, [`${this.redis.prefix}mint:${keyId}`], [this.windowMs, this.limit, member]);
    if (ok === 1) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
  }
}
