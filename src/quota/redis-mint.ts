/**
 * The media-token mint allowance in Redis: the sliding window of MintRateLimiter (src/auth/media-token.ts), kept in
 * one sorted set per key, `{prefix}mint:{key id}` (mint times as scores), so the limit holds across every process.
 * One Lua script per mint.
 */
import { randomBytes } from 'node:crypto';
import type { MintAdmission } from '../auth/media-token.ts';
import { luaScript } from '../redis/connect.ts';
import type { RedisConnection } from '../redis/connect.ts';

/** ARGV: now (ms), window (ms), limit, a unique member. Returns {1, 0} when taken, {0, oldest mint time} when full. */
const TAKE = luaScript(`
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2])}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}`);

export class RedisMintLimiter {
  static readonly scripts = [TAKE];
  constructor(private readonly redis: RedisConnection, readonly limit: number, readonly windowMs = 60_000) {}

  /** Records a mint for `keyId` at `now` when the allowance has room; otherwise says how long to wait. */
  async take(keyId: string, now: Date): Promise<MintAdmission> {
    const t = now.getTime();
    const member = `${t}:${randomBytes(6).toString('hex')}`;
    const [ok, oldest] = await this.redis.eval<[number, number]>(TAKE, [`${this.redis.prefix}mint:${keyId}`], [t, this.windowMs, this.limit, member]);
    if (ok === 1) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - t) / 1000)) };
  }
}
