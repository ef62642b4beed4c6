import { KeyStore, keyStatus } from '../auth/key-store.ts';
import type { CreateKeyOptions, KeyAdmin } from '../auth/key-store.ts';
import { RedisKeyStore } from '../auth/redis-key-store.ts';
import { TIERS, isTier, quotaOf } from '../auth/tiers.ts';
import type { Billing, KeyRecord } from '../auth/tiers.ts';
import type { Config } from '../config.ts';
import { createLogger } from '../log.ts';
import { currentPeriod, periodKey } from '../quota/periods.ts';
import { readLedgerUsage } from '../quota/ledger.ts';
import { openRedis } from '../quota/open-stores.ts';
import { RedisLedger } from '../quota/redis-ledger.ts';
import type { ParsedArgs } from './args.ts';
import { UsageError } from './usage-error.ts';

type Out = (line: string) => void;

/** Where the CLI finds keys and usage: the state folder, or Redis when EXREF_REDIS_URL is set (same output). */
export interface KeysBackend {
  store: KeyAdmin;
  /** Calls charged to `keyId` in the period that starts at `period` (a periodKey string). */
  used(keyId: string, period: string): Promise<number>;
  close(): Promise<void>;
}

export async function openKeysBackend(config: Config): Promise<KeysBackend> {
  if (config.redisUrl === null) {
    const store = await KeyStore.open(config.stateDir);
    let usage: ReturnType<typeof readLedgerUsage> | undefined;
    return {
      store,
      async used(keyId, period) {
        const held = (await (usage ??= readLedgerUsage(config.stateDir))).get(keyId);
        return held && held.period === period ? held.used : 0;
      },
      close: async () => undefined,
    };
  }
  const redis = await openRedis(config, createLogger('silent'));
  try {
    const store = await RedisKeyStore.open(redis);
    const ledger = new RedisLedger(redis);
    return { store, used: (keyId, period) => ledger.used(keyId, period), close: () => redis.close() };
  } catch (err) {
    await redis.close();
    throw err;
  }
}

/** What `keys show` prints about a key: its plan and where it stands in the current period. */
export async function keyReport(backend: KeysBackend, key: KeyRecord, now: Date) {
  const period = currentPeriod(key, now);
  const used = await backend.used(key.id, periodKey(period.start));
  const quota = quotaOf(key);
  return {
    id: key.id,
    prefix: key.prefix,
    name: key.name,
    tier: key.tier,
    custom: key.custom_quota !== null,
    billing: key.billing,
    status: keyStatus(key, now),
    quota,
    used,
    remaining: Math.max(0, quota - used),
    period_start: period.start.toISOString(),
    reset_at: period.end.toISOString(),
    created_at: key.created_at,
    expires_at: key.expires_at,
  };
}

function createOptions(flags: Map<string, string | true>): CreateKeyOptions {
  const tier = flags.get('tier');
  if (typeof tier !== 'string' || !isTier(tier.toUpperCase())) throw new UsageError(`--tier must be one of ${TIERS.join(', ')}`);
  const opts: CreateKeyOptions = { tier: tier.toUpperCase() as CreateKeyOptions['tier'] };
  const quota = flags.get('quota');
  if (quota !== undefined) {
    // Digits only: Number() would also read "0x10" as 16 and "1e3" as 1000.
    const n = typeof quota === 'string' && /^[0-9]+$/.test(quota) ? Number(quota) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) throw new UsageError('--quota must be a whole number of calls, at least 1');
    opts.quota = n;
  }
  const billing = flags.get('billing');
  if (billing !== undefined) {
    if (billing !== 'monthly' && billing !== 'annual') throw new UsageError('--billing must be monthly or annual');
    opts.billing = billing as Billing;
  }
  if (flags.get('unpaid') === true) {
    if (opts.quota === undefined) throw new UsageError('--unpaid applies only to custom plans: give --quota too');
    opts.unpaid = true;
  }
  const expires = flags.get('expires');
  if (expires !== undefined) {
    const at = typeof expires === 'string' ? parseIsoInstant(expires) : null;
    if (at === null) throw new UsageError('--expires must be an ISO 8601 date (2027-01-31) or date-time (2027-01-31T18:00:00Z; UTC unless an offset is given)');
    opts.expiresAt = at.toISOString();
  }
  const name = flags.get('name');
  if (name !== undefined) opts.name = String(name);
  return opts;
}

/**
 * An ISO 8601 date (midnight UTC) or date-time (seconds and a fraction optional; UTC unless it ends in Z or an
 * offset), and only a real one: Date.parse would also take "1" (2001), "May 3" and 2027-02-30 (2 March).
 */
export function parseIsoInstant(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(text);
  if (m === null) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const monthDays = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  if (month! < 1 || month! > 12 || day! < 1 || day! > monthDays || hour > 23 || minute > 59 || second > 59) return null;
  const offset = m[8] === undefined || m[8] === 'Z' ? 0 : (m[8].startsWith('-') ? -1 : 1) * (Number(m[8].slice(1, 3)) * 60 + Number(m[8].slice(4, 6)));
  if (Math.abs(offset) > 18 * 60) return null;
  const ms = m[7] === undefined ? 0 : Math.floor(Number(`0${m[7]}`) * 1000);
  return new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second, ms) - offset * 60_000);
}

/** `exref keys create|list|show|revoke|pay`. A running server sees the change from its next request. */
export async function keysCommand(backend: KeysBackend, args: ParsedArgs, out: Out, now: () => Date = () => new Date()): Promise<void> {
  const [, sub, id] = args.positional;
  const json = args.flags.get('json') === true;
  const { store } = backend;
  switch (sub) {
    case 'create': {
      const { record, key } = await store.create(createOptions(args.flags), now());
      if (json) {
        out(JSON.stringify({ id: record.id, key, tier: record.tier, quota: quotaOf(record), custom: record.custom_quota !== null, billing: record.billing, paid: record.paid, name: record.name, expires_at: record.expires_at }));
      } else {
        out(`Created ${record.tier} key ${record.id}${record.custom_quota !== null ? ` (custom plan, ${record.custom_quota} calls a month${record.paid ? '' : ', checkout incomplete'})` : ''}.`);
        out(`Key (shown once, store it now): ${key}`);
      }
      return;
    }
    case 'list': {
      const reports = await Promise.all(store.list().map((k) => keyReport(backend, k, now())));
      if (json) return out(JSON.stringify(reports));
      if (reports.length === 0) return out('No keys. Create one with: exref keys create --tier TESTING');
      out(['ID'.padEnd(17), 'PREFIX'.padEnd(11), 'TIER'.padEnd(13), 'STATUS'.padEnd(8), 'USED/QUOTA'.padEnd(16), 'NAME'].join(' '));
      for (const r of reports) {
        out([r.id.padEnd(17), `${r.prefix}…`.padEnd(11), r.tier.padEnd(13), r.status.padEnd(8), `${r.used}/${r.quota}`.padEnd(16), r.name ?? ''].join(' '));
      }
      return;
    }
    case 'show': {
      const key = id ? store.get(id) : undefined;
      if (!key) throw new UsageError(id ? `no key with id ${id}` : 'keys show needs a key id');
      const r = await keyReport(backend, key, now());
      if (json) return out(JSON.stringify(r));
      for (const [k, v] of Object.entries(r)) out(`${k.padEnd(13)} ${v ?? '-'}`);
      return;
    }
    case 'revoke':
    case 'pay': {
      if (!id || !store.get(id)) throw new UsageError(id ? `no key with id ${id}` : `keys ${sub} needs a key id`);
      const r = sub === 'revoke' ? await store.revoke(id) : await store.pay(id);
      out(sub === 'revoke' ? `Revoked ${r.id}: it gets 403 from now on.` : `Marked ${r.id} as paid: the custom plan is active.`);
      return;
    }
    default:
      throw new UsageError('keys needs one of: create, list, show ID, revoke ID, pay ID');
  }
}
