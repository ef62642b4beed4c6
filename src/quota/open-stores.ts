/**
 * Opens where keys and quota usage live: the state folder (default: one process, file ledger) or, with
 * EXREF_REDIS_URL, Redis (any number of processes on any number of machines).
 */
import { KeyStore } from '../auth/key-store.ts';
import type { KeyAdmin } from '../auth/key-store.ts';
import type { MintLimiter } from '../auth/media-token.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import type { RedisConnection } from '../redis/connect.ts';
import { openLedger } from './ledger.ts';
import type { QuotaStore } from './store.ts';

export interface OpenedStores {
  keys: KeyAdmin;
  /** Null when metering is off. */
  ledger: QuotaStore | null;
  redis: RedisConnection | null;
  /** The mint allowance shared through Redis; undefined: each process counts its own. */
  mints?: MintLimiter;
  /** Where the state lives, for the start-up log line. */
  where: string;
  close(): Promise<void>;
}

/**
 * Connects to the configured Redis, logging each outage and recovery once. The Redis modules are loaded only here:
 * a single process on its state folder never loads or compiles those four modules.
 */
export async function openRedis(config: Config, log: Logger): Promise<RedisConnection> {
  const { connectRedis } = await import('../redis/connect.ts');
  return connectRedis(config.redisUrl!, config.redisPrefix, (state, detail) => {
    if (state === 'down') log.log('error', 'redis unreachable: metered requests get 503 until it returns', { error: detail });
    else if (state === 'error') log.log('error', 'redis refused a command: the request got 503', { error: detail });
    else log.log('info', 'redis reachable again', { url: detail });
  });
}

/** For `exref serve` and `exref demo`: keys (watched by the caller) and the quota store. */
export async function openStores(config: Config, log: Logger): Promise<OpenedStores> {
  if (config.redisUrl !== null) {
    const [redis, { RedisKeyStore }, { RedisLedger }, { RedisMintLimiter }] = await Promise.all([
      openRedis(config, log), import('../auth/redis-key-store.ts'), import('./redis-ledger.ts'), import('./redis-mint.ts'),
    ]);
    try {
      const keys = await RedisKeyStore.open(redis);
      await redis.loadScripts([...RedisLedger.scripts, ...RedisMintLimiter.scripts]);
      return {
        keys, redis, ledger: config.metering ? new RedisLedger(redis) : null, where: `redis prefix ${config.redisPrefix}`,
        mints: new RedisMintLimiter(redis, config.mediaTokenMintPerMinute),
        async close() {
          keys.close();
          await redis.close();
        },
      };
    } catch (err) {
      await redis.close();
      throw err;
    }
  }
  const keys = await KeyStore.open(config.stateDir);
  const ledger = config.metering
    ? await openLedger(config.stateDir, {
      durability: config.ledgerDurability,
      intervalMs: config.ledgerIntervalMs,
      onError: (err) => log.log('error', 'ledger write failed', { error: err.message }),
    })
    : null;
  for (const w of ledger?.warnings ?? []) log.log('warn', 'ledger repaired at start-up', { warning: w });
  return {
    keys, ledger, redis: null, where: config.stateDir,
    async close() {
      keys.close();
      if (ledger) await ledger.close();
    },
  };
}
