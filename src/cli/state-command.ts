/**
 * `exref state migrate`: copies the state folder's keys and each key's usage in its current period into Redis.
 * Idempotent, and it never lowers anything Redis holds: a key already in Redis is kept (only a revocation or a
 * payment recorded in the folder is carried over, since neither may be undone), and usage becomes the larger of
 * the two counts. It takes the ledger's lock, so a server still running on the folder stops it with a clear message.
 */
import { KeyStore } from '../auth/key-store.ts';
import { RedisKeyStore } from '../auth/redis-key-store.ts';
import type { Config } from '../config.ts';
import { createLogger } from '../log.ts';
import { openLedger } from '../quota/ledger.ts';
import { openRedis } from '../quota/open-stores.ts';
import { currentPeriod, periodKey } from '../quota/periods.ts';
import { RedisLedger } from '../quota/redis-ledger.ts';
import { redact } from '../redis/connect.ts';
import type { ParsedArgs } from './args.ts';
import { UsageError } from './usage-error.ts';

type Out = (line: string) => void;

export async function stateCommand(config: Config, args: ParsedArgs, out: Out, now: () => Date = () => new Date()): Promise<void> {
  if (args.positional[1] !== 'migrate') throw new UsageError('usage: exref state migrate --redis-url redis://… [--state-dir DIR]');
  if (config.redisUrl === null) throw new UsageError('state migrate copies the state folder into Redis: set EXREF_REDIS_URL or --redis-url');
  const files = await KeyStore.open(config.stateDir);
  const ledger = await openLedger(config.stateDir, { durability: 'sync' });
  const redis = await openRedis(config, createLogger('silent'));
  try {
    const keys = await RedisKeyStore.open(redis);
    const usage = new RedisLedger(redis);
    const n = { copied: 0, kept: 0, flagged: 0, raised: 0, unchanged: 0 };
    for (const record of files.list()) {
      if (await keys.insert(record)) {
        n.copied++;
      } else {
        n.kept++;
        const held = keys.get(record.id)!;
        if (record.revoked && !held.revoked) await keys.revoke(record.id).then(() => n.flagged++);
        if (record.paid && !held.paid) await keys.pay(record.id).then(() => n.flagged++);
      }
      const period = periodKey(currentPeriod(record, now()).start);
      const used = ledger.used(record.id, period);
      if (used === 0) continue;
      const before = await usage.used(record.id, period);
      const after = await usage.raise(record.id, period, used);
      if (after > before) n.raised++;
      else n.unchanged++;
    }
    out(`Keys: ${n.copied} copied into Redis, ${n.kept} already there (kept; ${n.flagged} revocation or payment carried over).`);
    out(`Usage this period: ${n.raised} raised to the state folder's count, ${n.unchanged} unchanged (Redis held as much or more).`);
    out(`Redis prefix ${config.redisPrefix} at ${redact(config.redisUrl)}; the state folder ${config.stateDir} is untouched.`);
  } finally {
    files.close();
    await ledger.close();
    await redis.close();
  }
}
