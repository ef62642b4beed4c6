/** API keys on disk (spec section 5): `keys.json` in the state folder, shared safely by the CLI and the server. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, statSync, watch as watchDir, watchFile, unwatchFile } from 'node:fs';
import type { FSWatcher, Stats } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { waitForLock, writeFileAtomic } from '../fs/durable-file.ts';
import { isTier, TIERS } from './tiers.ts';
import type { Billing, KeyRecord, Tier } from './tiers.ts';

export type KeyStatus = 'active' | 'revoked' | 'expired' | 'unpaid';

export interface CreateKeyOptions {
  tier: Tier;
  /** A negotiated monthly quota: makes the key a custom plan. */
  quota?: number;
  billing?: Billing;
  /** Custom plans only: the checkout is incomplete, so the key gets 402 until `pay`. */
  unpaid?: boolean;
  expiresAt?: Date | string | null;
  name?: string | null;
}

const KEYS_FILE = 'keys.json';
/** Bound of the verified-key map: past it the map starts over (each key then pays one SHA-256 again). */
const VERIFIED_MAX = 10_000;
const BILLINGS: readonly Billing[] = ['monthly', 'annual', 'free'];

/** A new random key and what is stored about it. The key itself is shown once and never stored. */
export function generateKey(): { key: string; id: string; hash: string; prefix: string } {
  const key = 'exref_' + randomBytes(30).toString('base64url'); // 30 bytes encode to exactly 40 characters
  return { key, id: 'key_' + randomBytes(6).toString('hex'), hash: hashKey(key), prefix: key.slice(0, 10) };
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** What the service does with a key now; the order decides between 403 (revoked, expired) and 402 (unpaid). */
export function keyStatus(record: KeyRecord, now: Date): KeyStatus {
  if (record.revoked) return 'revoked';
  if (record.expires_at !== null && Date.parse(record.expires_at) <= now.getTime()) return 'expired';
  if (!record.paid) return 'unpaid';
  return 'active';
}

// ---- validation -----------------------------------------------------------------------------------------------

type Check = (v: unknown) => string | undefined;
const isoDate = (v: unknown): boolean => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const FIELDS: Record<keyof KeyRecord, Check> = {
  id: (v) => (typeof v === 'string' && /^key_[0-9a-f]{12}$/.test(v) ? undefined : 'must be "key_" and 12 hex digits'),
  hash: (v) => (typeof v === 'string' && /^[0-9a-f]{64}$/.test(v) ? undefined : 'must be 64 hex characters'),
  prefix: (v) => (typeof v === 'string' && v.startsWith('exref_') ? undefined : 'must be a string starting "exref_"'),
  tier: (v) => (typeof v === 'string' && isTier(v) ? undefined : `must be one of ${TIERS.join(', ')}`),
  custom_quota: (v) =>
    (v === null || (Number.isInteger(v) && (v as number) > 0) ? undefined : 'must be null or a positive integer'),
  billing: (v) => (BILLINGS.includes(v as Billing) ? undefined : `must be one of ${BILLINGS.join(', ')}`),
  paid: (v) => (typeof v === 'boolean' ? undefined : 'must be a boolean'),
  revoked: (v) => (typeof v === 'boolean' ? undefined : 'must be a boolean'),
  name: (v) => (v === null || typeof v === 'string' ? undefined : 'must be null or a string'),
  created_at: (v) => (isoDate(v) ? undefined : 'must be an ISO 8601 date'),
  expires_at: (v) => (v === null || isoDate(v) ? undefined : 'must be null or an ISO 8601 date'),
};

/** Parses and validates the file's text; the Error names the file, the record and the field. */
export function parseKeysFile(text: string, file: string): KeyRecord[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: not valid JSON: ${(err as Error).message}`);
  }
  const top = doc as { version?: unknown; keys?: unknown } | null;
  if (top === null || typeof top !== 'object' || top.version !== 1 || !Array.isArray(top.keys)) {
    throw new Error(`${file}: expected { "version": 1, "keys": [...] }`);
  }
  const ids = new Set<string>();
  const hashes = new Set<string>();
  return top.keys.map((raw: unknown, i: number) => {
    const rec = raw as Record<string, unknown> | null;
    const where = `${file}: record ${i}` + (typeof rec?.id === 'string' ? ` (${rec.id})` : '');
    if (rec === null || typeof rec !== 'object' || Array.isArray(rec)) throw new Error(`${where}: must be an object`);
    for (const [field, check] of Object.entries(FIELDS)) {
      if (!(field in rec)) throw new Error(`${where}: field "${field}" is missing`);
      const problem = check(rec[field]);
      if (problem) throw new Error(`${where}: field "${field}" ${problem}, got ${JSON.stringify(rec[field])}`);
    }
    const record = rec as unknown as KeyRecord;
    if (ids.has(record.id)) throw new Error(`${where}: field "id" duplicates an earlier record`);
    if (hashes.has(record.hash)) throw new Error(`${where}: field "hash" duplicates an earlier record`);
    ids.add(record.id);
    hashes.add(record.hash);
    return record;
  });
}

// ---- durable files and pid locks (shared with src/quota/ledger.ts) -------------------------------------------

/**
 * Validates `opts` (throwing an Error that says what is wrong) and returns a builder of the new record: it draws
 * random keys until `taken` accepts one. Shared by the file and the Redis key stores.
 */
export function newKeyRecord(opts: CreateKeyOptions, now: Date): (taken: (gen: { id: string; hash: string }) => boolean) => { record: KeyRecord; key: string } {
  if (!isTier(opts.tier)) throw new Error(`unknown tier "${String(opts.tier)}": expected one of ${TIERS.join(', ')}`);
  if (opts.quota !== undefined && !(Number.isInteger(opts.quota) && opts.quota > 0)) {
    throw new Error(`quota must be a positive integer, got ${String(opts.quota)}`);
  }
  if (opts.unpaid && opts.quota === undefined) {
    throw new Error('unpaid applies only to custom plans: give a quota too');
  }
  const billing = opts.billing ?? (opts.tier === 'BASIC' ? 'free' : 'monthly');
  if (!BILLINGS.includes(billing)) throw new Error(`billing must be one of ${BILLINGS.join(', ')}`);
  let expires_at: string | null = null;
  if (opts.expiresAt !== undefined && opts.expiresAt !== null) {
    const at = new Date(opts.expiresAt);
    if (Number.isNaN(at.getTime())) throw new Error(`expiresAt is not a valid date: ${String(opts.expiresAt)}`);
    expires_at = at.toISOString();
  }
  return (taken) => {
    let gen = generateKey();
    while (taken(gen)) gen = generateKey();
    const record: KeyRecord = {
      id: gen.id, hash: gen.hash, prefix: gen.prefix, tier: opts.tier,
      custom_quota: opts.quota ?? null, billing, paid: !opts.unpaid, revoked: false,
      name: opts.name ?? null, created_at: now.toISOString(), expires_at,
    };
    return { record, key: gen.key };
  };
}

/** What the CLI, the demo and the server need from a key store, whichever holds the keys (file or Redis). */
export interface KeyAdmin {
  lookup(presentedKey: string): KeyRecord | undefined;
  get(id: string): KeyRecord | undefined;
  list(): readonly KeyRecord[];
  create(opts: CreateKeyOptions, now: Date): Promise<{ record: KeyRecord; key: string }>;
  revoke(id: string): Promise<KeyRecord>;
  pay(id: string): Promise<KeyRecord>;
  watch(onChange: () => void, onError?: (err: Error) => void): void;
  close(): void;
}

/** The indexes of a set of keys, rebuilt on every change: lookups on the request path are map reads. */
export interface KeySet {
  records: KeyRecord[];
  byHash: Map<string, KeyRecord>;
  byId: Map<string, KeyRecord>;
  /** Presented key text to its record, filled after the first SHA-256 check; a changed set starts empty. */
  verified: Map<string, KeyRecord>;
}

export function indexKeys(records: KeyRecord[]): KeySet {
  return {
    records,
    byHash: new Map(records.map((r) => [r.hash, r])),
    byId: new Map(records.map((r) => [r.id, r])),
    verified: new Map(),
  };
}

/** The record of a presented key in `set`, whatever its status, or undefined. */
export function lookupKey(set: KeySet, presentedKey: string): KeyRecord | undefined {
  // Keys that passed the SHA-256 check before are found by their text: no hashing, no allocation per request.
  // A hit is only possible for the exact key text, so its speed tells a caller nothing the answer does not.
  const known = set.verified.get(presentedKey);
  if (known !== undefined) return known;
  const record = verifyKey(set, presentedKey);
  if (record !== undefined) {
    if (set.verified.size >= VERIFIED_MAX) set.verified.clear();
    set.verified.set(presentedKey, record);
  }
  return record;
}

function verifyKey(set: KeySet, presentedKey: string): KeyRecord | undefined {
  const digest = hashKey(presentedKey);
  const record = set.byHash.get(digest);
  if (record === undefined) return undefined;
  // The Map compares SHA-256 digests, never the secret, so its timing reveals at most how much of a digest matched,
  // and nobody can steer a digest's bytes without inverting SHA-256. The constant-time comparison of the full
  // digests keeps it that way should the index ever change (a prefix index, say).
  const ok = timingSafeEqual(Buffer.from(digest, 'hex'), Buffer.from(record.hash, 'hex'));
  return ok ? record : undefined;
}

/** The read side every key store shares: lookups on the in-memory indexes of its current set. */
export abstract class KeySetReader {
  protected set: KeySet = indexKeys([]);

  /** The record of a presented key, whatever its status, or undefined. */
  lookup(presentedKey: string): KeyRecord | undefined {
    return lookupKey(this.set, presentedKey);
  }

  protected replace(records: KeyRecord[]): void {
    this.set = indexKeys(records);
  }

  get(id: string): KeyRecord | undefined {
    return this.set.byId.get(id);
  }

  list(): readonly KeyRecord[] {
    return this.set.records;
  }
}

/** How long a change of keys.json waits for another process's change before it gives up. */
const KEYS_LOCK_WAIT_MS = 15_000;

export class KeyStore extends KeySetReader implements KeyAdmin {
  readonly file: string;
  private queue: Promise<unknown> = Promise.resolve();
  private watcher: ((curr: Stats, prev: Stats) => void) | undefined;
  private dirWatcher: FSWatcher | undefined;

  /**
   * @param readIdentity the file's identity (identityOf) taken before the read that gave `records`: a change made
   *   after it, while the server was still starting, is read when the watch begins.
   */
  private constructor(readonly stateDir: string, records: KeyRecord[], private readonly readIdentity: string) {
    super();
    this.file = join(stateDir, KEYS_FILE);
    this.set = indexKeys(records);
  }

  /** Loads `keys.json` from `stateDir`; a missing file is an empty set, an invalid one an Error naming it. */
  static async open(stateDir: string): Promise<KeyStore> {
    const file = join(stateDir, KEYS_FILE);
    const identity = identityOf(file);
    return new KeyStore(stateDir, readKeys(file), identity);
  }

  async create(opts: CreateKeyOptions, now: Date): Promise<{ record: KeyRecord; key: string }> {
    const build = newKeyRecord(opts, now);
    let created: { record: KeyRecord; key: string } | undefined;
    await this.mutate((records) => {
      created = build((gen) => records.some((r) => r.id === gen.id || r.hash === gen.hash));
      return [...records, created.record];
    });
    return created!;
  }

  /** Marks the key revoked (idempotent) and returns its record. */
  revoke(id: string): Promise<KeyRecord> {
    return this.update(id, (r) => ({ ...r, revoked: true }));
  }

  /** Marks a custom plan's checkout complete (idempotent) and returns its record. */
  pay(id: string): Promise<KeyRecord> {
    return this.update(id, (r) => ({ ...r, paid: true }));
  }

  /**
   * Reloads when another process changes the file (`exref keys revoke` in a shell), without a restart. The state
   * folder is watched for the file's replacement (inotify on Linux: the reload starts within a millisecond of the
   * CLI's write, before the CLI has even exited), and the file is polled every 250 ms as well (fs.watchFile), for
   * file systems that send no change notices. Either way a change is read once: the file's inode, size and
   * modification time tell, and it is read in the same turn. A reload that fails keeps the last good set and
   * reports through `onError`.
   */
  watch(onChange: () => void, onError: (err: Error) => void = () => undefined): void {
    if (this.watcher) return;
    // From the version read at open, not the one there now: what changed in between (a key revoked while the
    // catalogue loaded) is read by the first check, below.
    let seen = this.readIdentity;
    const check = () => {
      const now = identityOf(this.file);
      if (now === seen) return;
      seen = now;
      // Read at once, in this turn: a request that arrives after the change must see it (the file is small).
      let records: KeyRecord[];
      try {
        records = readKeys(this.file);
      } catch (err) {
        onError(err instanceof Error ? err : new Error(String(err)));
        return;
      }
      this.replace(records);
      onChange();
    };
    this.watcher = () => check();
    watchFile(this.file, { interval: 250, persistent: false }, this.watcher);
    const name = basename(this.file);
    try {
      this.dirWatcher = watchDir(this.stateDir, { persistent: false }, (_event, filename) => {
        if (filename === null || filename === name) check();
      });
      // Out of inotify watches, or a folder removed: the polling goes on alone.
      this.dirWatcher.on('error', () => this.closeDirWatcher());
    } catch {
      this.dirWatcher = undefined;
    }
    check();
  }

  close(): void {
    if (this.watcher) unwatchFile(this.file, this.watcher);
    this.watcher = undefined;
    this.closeDirWatcher();
  }

  private closeDirWatcher(): void {
    this.dirWatcher?.close();
    this.dirWatcher = undefined;
  }

  private async update(id: string, change: (r: KeyRecord) => KeyRecord): Promise<KeyRecord> {
    let updated: KeyRecord | undefined;
    await this.mutate((records) => {
      const i = records.findIndex((r) => r.id === id);
      if (i < 0) throw new Error(`no key with id ${id} in ${this.file}`);
      updated = change(records[i]!);
      return records.map((r, j) => (j === i ? updated! : r));
    });
    return updated!;
  }

  /** Re-reads the file under the lock, applies `change`, writes atomically: other processes' changes are kept. */
  private mutate(change: (records: KeyRecord[]) => KeyRecord[]): Promise<void> {
    const run = async (): Promise<void> => {
      await mkdir(this.stateDir, { recursive: true });
      // Each change holds the lock for a few milliseconds; a burst of CLI runs (a provisioning script starting dozens
      // at once on a small machine) can queue for seconds.
      const release = await waitForLock(this.file + '.lock', KEYS_LOCK_WAIT_MS);
      try {
        const next = change(readKeys(this.file));
        await writeFileAtomic(this.file, JSON.stringify({ version: 1, keys: next }, null, 2) + '\n');
        this.replace(next);
      } finally {
        await release();
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

/** What tells one version of a file from the next: inode, size, modification time ("" when there is none). */
function identityOf(file: string): string {
  try {
    const st = statSync(file, { throwIfNoEntry: false });
    return st === undefined ? '' : `${st.ino}:${st.size}:${st.mtimeMs}`;
  } catch {
    return ''; // unreadable now: the read that follows reports why
  }
}

/** The keys in `file` (none when there is no file): read synchronously, it is small and read rarely. */
function readKeys(file: string): KeyRecord[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`${file}: cannot read: ${(err as Error).message}`);
  }
  return parseKeysFile(text, file);
}

