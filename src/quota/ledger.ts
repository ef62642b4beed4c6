/**
 * A crash-safe quota ledger in the state folder: `ledger.snapshot.json` plus an append-only `ledger.journal`.
 * One process writes (guarded by `ledger.lock`); calls are charged synchronously in memory and made durable by
 * group commit. Only the current period of each key is kept; periods are `periodKey()` strings, which sort in time.
 *
 * In 'sync' mode the journal is compacted without holding a charge: once it holds `compactEvery` records, charges
 * go on in a new journal, `ledger.journal.next`, while the snapshot of everything before is written; the new file
 * then takes the journal's name. Replay reads the snapshot, the journal, then `ledger.journal.next` if present.
 *
 * A journal is written into space zeroed ahead of it (JOURNAL_CHUNK at a time): its records end at its first zero
 * byte, and what follows is zeros. Writing over zeroed space leaves the file's size alone, so a sync flushes the
 * records without a change of the file's metadata.
 */
import assert from 'node:assert/strict';
import { constants, fdatasync, writeSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncDir, tryLockFile, writeFileAtomic } from '../fs/durable-file.ts';

export interface Admission { ok: boolean; used: number; limit: number; remaining: number; durable: Promise<void> }

export interface QuotaLedger {
  /** Synchronously decide and (if ok) charge `cost` calls to keyId in the period `period` (periodKey string).
   *  A request whose cost exceeds what remains is refused whole (ok false, nothing charged, durable resolved).
   *  When ok, `durable` resolves once the charge is on disk (per the durability mode) and rejects if it could not be
   *  written (then the charge is rolled back in memory and the caller must not serve the request). */
  admit(keyId: string, period: string, limit: number, cost: number): Admission;
  used(keyId: string, period: string): number;
  /** Everything admitted so far is on disk; rejects with the write error if a write failed meanwhile. */
  flush(): Promise<void>;
  /** Flush, write a snapshot, release the lock. */
  close(): Promise<void>;
}

/** How the journal and the snapshot reach the disk; replaceable in tests to simulate ENOSPC or EIO, or a slow disk. */
export interface JournalIo {
  write(handle: FileHandle, data: Buffer, position: number): Promise<void>;
  /** Writes the zeroed space of a journal being opened or made ready, off the event loop. */
  zero(handle: FileHandle, data: Buffer, position: number): Promise<void>;
  sync(handle: FileHandle): Promise<void>;
  /** Replaces the snapshot file all at once. */
  snapshot(file: string, text: string): Promise<void>;
  /** Makes a name created, renamed or removed in the state folder durable. */
  syncFolder(dir: string): Promise<void>;
}

export interface LedgerOptions {
  /** 'sync' (default): `durable` resolves after the fdatasync covering the charge. 'interval': the journal is
   *  synced at most every `intervalMs` and `durable` resolves at once: faster, but a crash loses up to that window. */
  durability?: 'sync' | 'interval';
  intervalMs?: number;
  /** Journal records between snapshots (default 10000). */
  compactEvery?: number;
  /** false skips `ledger.lock`: only for tests that simulate a crash by reopening without closing. */
  lock?: boolean;
  io?: Partial<JournalIo>;
  /** Failures nobody awaits: 'interval' writes (retried at the next interval) and compactions. */
  onError?: (err: Error) => void;
}

export interface LedgerStats { fsyncs: number; writes: number; records: number }

export interface OpenedLedger extends QuotaLedger {
  /** Problems repaired at open, such as a torn last journal record cut off. */
  readonly warnings: readonly string[];
  stats(): LedgerStats;
}

export interface Usage { period: string; used: number }
export interface JournalRecord { s: number; k: string; p: string; n: number }
interface Pending { rec: JournalRecord; replaced: Usage | undefined }

const SNAPSHOT = 'ledger.snapshot.json';
const JOURNAL = 'ledger.journal';
/** The journal charges go to while the one before it is retired (see JsonFileLedger.rotate). */
const NEXT_JOURNAL = 'ledger.journal.next';
/**
 * The zeroed space a journal gets ahead of its records, at a time. An fdatasync of records appended at the end of
 * the file also commits the file's new size, in the file system's own journal: about 80 µs of system time on a
 * 2-core VM with ext4. Written over space already zeroed, the same sync costs about half that and returns about
 * 80 µs sooner; under load that was 1.16 to 1.23 times the requests per second with sync metering, and about 9 µs
 * less CPU a request (bench/README.md, "What durable metering costs"). 1 MiB holds the default 10,000 records of a
 * journal between compactions.
 */
export const JOURNAL_CHUNK = 1 << 20;
let zeros: Buffer | undefined;
const zeroChunk = (): Buffer => (zeros ??= Buffer.alloc(JOURNAL_CHUNK));

/** Whether `bytes` holds nothing but zeros (compared a chunk at a time: a journal's zeroed space is 1 MiB). */
function isZeros(bytes: Buffer): boolean {
  for (let at = 0; at < bytes.length; at += JOURNAL_CHUNK) {
    const part = bytes.subarray(at, at + JOURNAL_CHUNK);
    if (!part.equals(zeroChunk().subarray(0, part.length))) return false;
  }
  return true;
}

/** The offsets of the first and the last byte that is not zero from `from` on (there is at least one). */
function nonZeroSpan(bytes: Buffer, from: number): [number, number] {
  let first = from;
  while (bytes[first] === 0) first++;
  let last = bytes.length - 1;
  while (bytes[last] === 0) last--;
  return [first, last];
}

/** A write through the thread pool, off the event loop: where zeros are written ahead of time (open, prepare). */
async function poolWrite(handle: FileHandle, data: Buffer, position: number): Promise<void> {
  if ((await handle.write(data, 0, data.length, position)).bytesWritten !== data.length) throw new Error('short write');
}

/**
 * Zeroes JOURNAL_CHUNK bytes at `at` and returns the file's new end. On a nearly full disk it cuts off the zeros
 * that landed and returns `at`: the records are what counts, and they are then appended as before.
 */
async function zeroAhead(handle: FileHandle, at: number, write: JournalIo['write'] = poolWrite): Promise<number> {
  try {
    await write(handle, zeroChunk(), at);
    return at + JOURNAL_CHUNK;
  } catch {
    await handle.truncate(at).catch(() => undefined);
    return at;
  }
}

/** After a failed step of compaction (a full disk, say), the wait before it is tried again. */
const RETRY_MS = 1000;
const RESOLVED: Promise<void> = Promise.resolve();
const defaultIo: JournalIo = {
  // A batch is a few KiB written to the page cache: on this thread it costs microseconds, where a trip through the
  // thread pool costs a wake-up on each side. Only the fdatasync, which waits for the disk, goes there. (A journal's
  // zeroed space is written here too when records outgrow it: 1 MiB, once per JOURNAL_CHUNK of records at most.)
  async write(handle, data, position) {
    for (let done = 0; done < data.length;) done += writeSync(handle.fd, data, done, data.length - done, position + done);
  },
  // The callback form: FileHandle.datasync() adds a reference count and an async function around the same call.
  sync: (handle) => new Promise<void>((resolve, reject) => fdatasync(handle.fd, (err) => (err ? reject(err) : resolve()))),
  zero: poolWrite,
  snapshot: writeFileAtomic,
  syncFolder: fsyncDir,
};

/** Adds `n` to a key's usage. A newer period replaces the held one; an older one counts in the held one, so a
 *  clock stepping back across a reset never hands out a fresh allowance. Returns the entry it replaced. */
function charge(usage: Map<string, Usage>, k: string, p: string, n: number): Usage | undefined {
  const held = usage.get(k);
  if (held === undefined || p > held.period) {
    usage.set(k, { period: p, used: n });
    return held;
  }
  usage.set(k, { period: held.period, used: held.used + n });
  return undefined;
}

/** A record as JSON.stringify writes it (the same bytes), without walking the object: one per charge. */
export function journalLine(rec: JournalRecord): string {
  return `{"s":${rec.s}${keyAndPeriod(rec.k, rec.p)}${rec.n}}\n`;
}

/** `,"k":…,"p":…,"n":` of each key's latest period, kept: a key charges the same period thousands of times. */
const KEY_PERIODS_MAX = 10_000;
const keyPeriods = new Map<string, { p: string; text: string }>();
function keyAndPeriod(k: string, p: string): string {
  let kept = keyPeriods.get(k);
  if (kept === undefined || kept.p !== p) {
    if (keyPeriods.size >= KEY_PERIODS_MAX) keyPeriods.clear();
    keyPeriods.set(k, (kept = { p, text: `,"k":${JSON.stringify(k)},"p":${JSON.stringify(p)},"n":` }));
  }
  return kept.text;
}

/** The bytes one write appends: a line per charge, in admission order. */
function journalBytes(items: readonly Pending[]): Buffer {
  let text = '';
  for (const { rec } of items) text += journalLine(rec);
  return Buffer.from(text, 'utf8');
}

/** Charges that share one write and one fdatasync, and the promise their requests wait on. */
interface Batch {
  items: Pending[];
  durable: Promise<void>;
  resolve: () => void;
  reject: (err: Error) => void;
  /** Bytes written, once the write is done. */
  size: number;
  /** Its write and sync are over, well or not. */
  settled: boolean;
  error?: Error;
}

function openBatch(): Batch {
  const batch = { items: [], size: 0, settled: false } as unknown as Batch;
  batch.durable = new Promise<void>((resolve, reject) => {
    batch.resolve = resolve;
    batch.reject = reject;
  });
  batch.durable.catch(() => undefined); // the caller may await it later; an unawaited failure must not crash the process
  return batch;
}

/**
 * Batches whose fdatasync may be in flight at once in 'sync' mode. Writes stay one at a time and in journal order;
 * only the syncs overlap, so a full batch is written while the previous one syncs, and the disk's group commit
 * serves several batches per journal commit. Node's thread pool has four threads: one is left for the log writer.
 */
const SYNCS_IN_FLIGHT = 3;

/**
 * A burst of requests (every connection answered by the same sync sends its next request at once) is cut into
 * batches of this many charges: the first is written and synced by the thread pool while the event loop still
 * parses the rest of the burst, so the process does not sit idle waiting for the disk with all its clients. 32 cuts
 * a burst of 64 connections in two: measured against 16, as many requests per second for fewer syncs (each costs
 * the process system time), and against no cut, 17% more requests per second.
 *
 * It is also the size a batch must reach to start a sync while another is in flight. An fdatasync costs the process
 * about 80 µs of system time on a 2-core VM with ext4 (appending; about half over zeroed space, see JOURNAL_CHUNK),
 * whatever it carries; under load, starting one at the end of every event loop turn made batches of about 16
 * charges and 1,000 to 1,700 syncs a second, and each sync handed to the thread pool also costs the event loop a
 * wake-up of a pool thread. Charges of the next turns now wait for the sync in flight and join one batch: about 24
 * charges, a third fewer syncs (bench/README.md, "What durable metering costs"). A full batch, a burst, still goes
 * at once.
 */
export const EARLY_BATCH = 32;

class JsonFileLedger implements OpenedLedger {
  private readonly memory: Map<string, Usage>;
  /** 'interval' mode: charges not yet written. */
  private pending: Pending[] = [];
  /** 'sync' mode: the batch collecting this turn's charges, then the batches written or syncing, oldest first. */
  private open: Batch | null = null;
  private readonly inFlight: Batch[] = [];
  private writingBatch = false;
  /** A batch failed: nothing new is written until every batch in flight has settled and the journal is cut back. */
  private halted = false;
  /** 'sync' mode: the next journal, created and made durable, not yet written to. */
  private next: FileHandle | null = null;
  private preparing: Promise<void> | null = null;
  /** The journal before the one charges go to, until the snapshot covering it is written and it is replaced. */
  private previous: FileHandle | null = null;
  /** The next journal already took the journal's name: retiring the previous one has only the folder sync left. */
  private renamed = false;
  private retiring: Promise<void> | null = null;
  /** No compaction step is tried before this time (Date.now()) after one failed. */
  private retryAt = 0;
  private idleWaiters: (() => void)[] = [];
  /** End of the last write issued; journalSize is the end of what is durable. */
  private writeOffset: number;
  /** End of the journal file: the bytes from writeOffset up to it are zeros (see JOURNAL_CHUNK). */
  private fileEnd: number;
  /** The same for the next journal, zeroed when it is made ready. */
  private nextEnd = 0;
  /** After zeroing space failed (a nearly full disk), records are appended without it until this time (Date.now()). */
  private zeroRetryAt = 0;
  private writing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private immediate = false;
  private lastWriteAt = 0;
  private failures = 0;
  private lastError: Error | undefined;
  private truncateFirst = false;
  private closed = false;
  private readonly counters: LedgerStats = { fsyncs: 0, writes: 0, records: 0 };
  private readonly io: JournalIo;

  constructor(
    private readonly dir: string,
    private handle: FileHandle,
    private readonly durableUsage: Map<string, Usage>,
    private seq: number,
    private durableSeq: number,
    private journalSize: number,
    private journalRecords: number,
    fileSize: number,
    private readonly opts: Required<Pick<LedgerOptions, 'durability' | 'intervalMs' | 'compactEvery'>> & LedgerOptions,
    private readonly release: () => Promise<void>,
    readonly warnings: readonly string[],
  ) {
    this.memory = new Map(durableUsage);
    this.io = { ...defaultIo, ...opts.io };
    this.writeOffset = journalSize;
    this.fileEnd = fileSize;
  }

  admit(keyId: string, period: string, limit: number, cost: number): Admission {
    if (this.closed) throw new Error('the quota ledger is closed');
    if (!Number.isInteger(cost) || cost < 1) throw new RangeError(`cost must be a positive integer, got ${cost}`);
    const held = this.memory.get(keyId);
    const p = held !== undefined && held.period > period ? held.period : period;
    const used = held !== undefined && held.period === p ? held.used : 0;
    if (used + cost > limit) {
      return { ok: false, used, limit, remaining: Math.max(0, limit - used), durable: RESOLVED };
    }
    const rec: JournalRecord = { s: ++this.seq, k: keyId, p, n: cost };
    const replaced = charge(this.memory, keyId, p, cost);
    let durable = RESOLVED;
    if (this.opts.durability === 'sync') {
      const batch = (this.open ??= openBatch());
      batch.items.push({ rec, replaced });
      durable = batch.durable;
      if (batch.items.length >= EARLY_BATCH) this.pump();
    } else {
      this.pending.push({ rec, replaced });
    }
    this.schedule();
    return { ok: true, used: used + cost, limit, remaining: limit - used - cost, durable };
  }

  used(keyId: string, period: string): number {
    const held = this.memory.get(keyId);
    return held !== undefined && held.period >= period ? held.used : 0;
  }

  stats(): LedgerStats {
    return { ...this.counters };
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const failuresBefore = this.failures;
    if (this.opts.durability === 'sync') {
      while (this.open !== null || this.inFlight.length > 0 || this.halted) {
        const idle = new Promise<void>((resolve) => this.idleWaiters.push(resolve));
        this.pump();
        await idle;
      }
    }
    while (this.pending.length > 0 || this.writing !== null) {
      const before = this.failures;
      await this.startWriter();
      if (this.failures !== before) break;
    }
    if (this.failures !== failuresBefore) throw this.lastError!;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    let failure: unknown;
    try {
      await this.flush();
    } catch (err) {
      failure = err;
    }
    // Background steps finish before the lock is released: a next owner must not see them land after it opened.
    await this.retiring;
    await this.preparing;
    // Compacted even after a failed flush: the snapshot holds only what is durable, and the journal is emptied of
    // what was refused. The flush's error is the one reported.
    try {
      await this.compact();
    } catch (err) {
      failure ??= err;
    }
    for (const handle of [this.handle, this.next, this.previous]) await handle?.close().catch(() => undefined);
    await this.release();
    if (failure !== undefined) throw failure;
  }

  private schedule(): void {
    if (this.opts.durability === 'sync') {
      // setImmediate runs after every charge admitted in this turn of the event loop: they share one write and sync.
      if (this.immediate) return;
      this.immediate = true;
      setImmediate(() => {
        this.immediate = false;
        this.pump();
      });
      return;
    }
    if (this.writing !== null || this.timer !== undefined) return; // the writer will get to it
    const wait = Math.max(0, this.lastWriteAt + this.opts.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.startWriter();
    }, wait);
  }

  /** 'sync' mode: starts writing the open batch when the journal is free and a sync slot is, and either no sync is in
   *  flight or the batch is full (EARLY_BATCH): a smaller one waits for the sync in flight and takes more charges. */
  private pump(): void {
    if (this.writingBatch || this.halted || this.inFlight.length >= SYNCS_IN_FLIGHT) return;
    if (this.inFlight.length > 0 && this.open !== null && this.open.items.length < EARLY_BATCH) return;
    if (this.journalFull()) {
      // Everything in the journal must be durable before charges go on in the next one; the settle of the last
      // batch in flight pumps again.
      if (this.inFlight.length > 0) return;
      this.switchJournal();
    }
    const batch = this.open;
    if (batch === null) return this.wake();
    this.open = null;
    void this.commit(batch);
  }

  private async commit(batch: Batch): Promise<void> {
    this.inFlight.push(batch);
    this.writingBatch = true;
    const handle = this.handle;
    const data = journalBytes(batch.items);
    try {
      // After a failed write the bytes past journalSize are garbage that a shorter write would not cover.
      if (this.truncateFirst) await this.cutBack(handle);
      this.truncateFirst = false;
      await this.writeRecords(handle, data, this.writeOffset);
      this.writeOffset += data.length;
      batch.size = data.length;
    } catch (err) {
      batch.error = err instanceof Error ? err : new Error(String(err));
    }
    this.writingBatch = false;
    if (batch.error === undefined) {
      this.pump(); // the next batch is written while this one syncs
      try {
        await this.io.sync(handle);
        this.counters.fsyncs++;
      } catch (err) {
        batch.error = err instanceof Error ? err : new Error(String(err));
      }
    }
    batch.settled = true;
    if (batch.error !== undefined) this.halted = true;
    this.settle();
  }

  /**
   * Answers batches in journal order: a batch is durable once its own sync is done and every earlier batch's is.
   * After a failure, waits for every batch in flight, then rolls back and refuses the failed batch and all after it
   * (their records follow the failed ones in the file), and cuts the journal back to what is durable.
   */
  private settle(): void {
    while (this.inFlight.length > 0 && this.inFlight[0]!.settled && this.inFlight[0]!.error === undefined) {
      const batch = this.inFlight.shift()!;
      this.journalSize += batch.size;
      this.journalRecords += batch.items.length;
      this.counters.writes++;
      this.counters.records += batch.items.length;
      for (const { rec } of batch.items) charge(this.durableUsage, rec.k, rec.p, rec.n);
      this.durableSeq = batch.items[batch.items.length - 1]!.rec.s;
      batch.resolve();
    }
    if (this.halted) {
      if (this.writingBatch || this.inFlight.some((b) => !b.settled)) return;
      const failed = this.inFlight.splice(0);
      this.failures++;
      this.lastError = failed[0]!.error!;
      for (const batch of [...failed].reverse()) this.rollBack(batch.items);
      for (const batch of failed) batch.reject(this.lastError);
      this.writeOffset = this.journalSize;
      // The cut-back is synced before anything more is written: a switch to the next journal may follow, and no
      // later sync of this file would then cover it. Failed, it is made again by the next write (truncateFirst).
      const handle = this.handle;
      this.cutBack(handle).then(() => this.io.sync(handle)).then(() => (this.truncateFirst = false), () => (this.truncateFirst = true)).finally(() => {
        this.halted = false;
        this.pump();
      });
      return;
    }
    // The next journal is made ready half way, so that it is there when the journal is full.
    if (this.journalRecords >= this.opts.compactEvery / 2) this.prepare();
    // A retirement that failed is tried again at the first batch a while later.
    if (this.previous !== null && this.retiring === null && Date.now() >= this.retryAt) this.retire();
    this.pump();
  }

  /**
   * The journal holds compactEvery records and the next journal is ready to take over. Not while a cut-back after a
   * failed batch is still owed to the journal: the next write makes it, and it must land in this file.
   */
  private journalFull(): boolean {
    return this.journalRecords >= this.opts.compactEvery && this.next !== null && !this.truncateFirst;
  }

  /**
   * 'sync' mode compaction. Once the journal is full and the next one is ready, new writes wait for the syncs in
   * flight (at most one sync's time), so that everything in the journal is durable; then charges go on in the next
   * journal, and the snapshot of everything durable so far is written in the background, after which the next
   * journal takes the journal's name (retire). Compaction used to wait for a moment with no sync in flight, which a
   * server under steady load never has: its journal grew by every charge. And its snapshot, written inline, held
   * every batch for the three syncs it takes.
   *
   * A crash at any point leaves a state replay reads right: before the snapshot, the journal and the next journal
   * hold every record; after it, the snapshot covers the journal and replay skips records it already counts.
   *
   * Here charges go on in the next journal (nothing is being written, nothing is syncing); the full one is retired.
   */
  private switchJournal(): void {
    this.previous = this.handle;
    this.handle = this.next!;
    this.next = null;
    this.journalSize = 0;
    this.writeOffset = 0;
    this.fileEnd = this.nextEnd;
    this.journalRecords = 0;
    this.retire();
  }

  /** Creates the next journal, zeroed (see JOURNAL_CHUNK) and empty, and makes it and its name durable before a
   *  charge relies on it. */
  private prepare(): void {
    // While a journal is retired, the one charges go to still has the next journal's name: never touch it.
    if (this.preparing !== null || this.next !== null || this.previous !== null || this.closed || Date.now() < this.retryAt) return;
    const path = join(this.dir, NEXT_JOURNAL);
    this.preparing = (async () => {
      const handle = await open(path, constants.O_RDWR | constants.O_CREAT | constants.O_TRUNC, 0o644);
      try {
        // On the thread pool, off the event loop: 1 MiB, about every 10,000 charges.
        const end = await zeroAhead(handle, 0, this.io.zero);
        // A disk too full for it: charges go on in the current journal (over its zeros left, then appended), and
        // the next journal is made ready again later. Switching to an empty one would append every record at once.
        if (end === 0) throw new Error(`${path}: no room for the next journal's zeroed space; charges go on in the current journal`);
        await handle.datasync();
        this.nextEnd = end;
        await this.io.syncFolder(this.dir);
      } catch (err) {
        await handle.close().then(() => unlink(path)).catch(() => undefined);
        throw err;
      }
      if (this.closed) {
        await handle.close().then(() => unlink(path)).catch(() => undefined);
        return;
      }
      this.next = handle;
      this.pump(); // the journal may be full already
    })().catch((err: Error) => this.failed(err)).finally(() => {
      this.preparing = null;
    });
  }

  /**
   * Snapshot of what is durable (which covers the previous journal), then the next journal takes the journal's
   * name, then the folder is synced. A step that failed is tried again later from where it stopped.
   */
  private retire(): void {
    this.retiring = (async () => {
      if (!this.renamed) {
        // A cut-back after a failed batch may be the last change to the previous journal: make it durable too.
        await this.io.sync(this.previous!);
        await this.io.snapshot(join(this.dir, SNAPSHOT), this.snapshotText());
      }
      await this.replacePrevious();
    })().catch((err: Error) => this.failed(err)).finally(() => {
      this.retiring = null;
    });
  }

  /**
   * The end of a retirement, once a snapshot covers the previous journal: the next journal takes the journal's name,
   * the folder is synced, the previous journal is closed. A step that failed is resumed from where it stopped.
   */
  private async replacePrevious(): Promise<void> {
    if (!this.renamed) await rename(join(this.dir, NEXT_JOURNAL), join(this.dir, JOURNAL));
    this.renamed = true;
    await this.io.syncFolder(this.dir);
    await this.previous!.close().catch(() => undefined);
    this.previous = null;
    this.renamed = false;
  }

  private failed(err: Error): void {
    this.retryAt = Date.now() + RETRY_MS;
    this.opts.onError?.(err);
  }

  private snapshotText(): string {
    return snapshotText(this.durableSeq, this.durableUsage);
  }

  private wake(): void {
    if (this.inFlight.length > 0 || this.halted || this.idleWaiters.length === 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private startWriter(): Promise<void> {
    this.writing ??= this.drain().finally(() => {
      this.writing = null;
      if (this.pending.length > 0 && !this.closed) this.schedule();
    });
    return this.writing;
  }

  /** 'interval' mode: writes one batch; a failed one is kept and retried at the next interval. Never rejects. */
  private async drain(): Promise<void> {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    try {
      await this.append(batch);
    } catch (err) {
      this.failures++;
      this.lastError = err instanceof Error ? err : new Error(String(err));
      this.pending = batch.concat(this.pending); // already served: keep the charges and retry next interval
      this.opts.onError?.(this.lastError);
      return;
    }
    if (this.journalRecords >= this.opts.compactEvery) {
      await this.compact().catch((err: Error) => this.opts.onError?.(err));
    }
  }

  private async append(batch: Pending[]): Promise<void> {
    const data = journalBytes(batch);
    this.lastWriteAt = Date.now();
    try {
      if (this.truncateFirst) await this.cutBack(this.handle);
      this.truncateFirst = false;
      await this.writeRecords(this.handle, data, this.journalSize);
      await this.io.sync(this.handle);
      this.counters.fsyncs++;
    } catch (err) {
      this.truncateFirst = true;
      await this.cutBack(this.handle).then(() => (this.truncateFirst = false), () => undefined);
      throw err;
    }
    this.journalSize += data.length;
    this.writeOffset = this.journalSize;
    this.journalRecords += batch.length;
    this.counters.writes++;
    this.counters.records += batch.length;
    for (const { rec } of batch) charge(this.durableUsage, rec.k, rec.p, rec.n);
    this.durableSeq = batch[batch.length - 1]!.rec.s;
  }

  /**
   * Writes records at `position`. Past the end of the zeroed space, it then zeroes the next JOURNAL_CHUNK after
   * them, which the sync that follows covers too. A failure there (a nearly full disk) fails no charge: the zeros
   * that landed are cut off, and records are appended until a while later.
   */
  private async writeRecords(handle: FileHandle, data: Buffer, position: number): Promise<void> {
    await this.io.write(handle, data, position);
    const end = position + data.length;
    if (end <= this.fileEnd) return;
    this.fileEnd = end;
    if (Date.now() < this.zeroRetryAt) return;
    this.fileEnd = await zeroAhead(handle, end, this.io.write);
    if (this.fileEnd === end) this.zeroRetryAt = Date.now() + RETRY_MS;
  }

  /** Cuts the journal back to what is durable: the bytes of a failed write after it go, with the zeroed space. */
  private async cutBack(handle: FileHandle): Promise<void> {
    this.fileEnd = Math.min(this.fileEnd, this.journalSize);
    await handle.truncate(this.journalSize);
  }

  private rollBack(batch: Pending[]): void {
    for (const { rec, replaced } of [...batch].reverse()) {
      const held = this.memory.get(rec.k);
      if (held === undefined || held.period !== rec.p) continue;
      const used = held.used - rec.n;
      if (used > 0) this.memory.set(rec.k, { period: held.period, used });
      else if (replaced !== undefined) this.memory.set(rec.k, replaced);
      else this.memory.delete(rec.k);
    }
  }

  /**
   * Snapshot, then empty the journal, holding the writes ('interval' mode, and at close). A crash in between is
   * harmless: replay skips records with s <= seq. A retirement that failed is finished here.
   */
  private async compact(): Promise<void> {
    await this.io.snapshot(join(this.dir, SNAPSHOT), this.snapshotText());
    if (this.previous !== null) await this.replacePrevious();
    // A next journal made ready, or left by a preparation that failed half way, is not needed any more.
    await this.next?.close().catch(() => undefined);
    this.next = null;
    await unlink(join(this.dir, NEXT_JOURNAL)).catch(() => undefined);
    await this.handle.truncate(0);
    this.fileEnd = 0;
    this.journalSize = 0;
    this.writeOffset = 0;
    this.journalRecords = 0;
    await this.handle.sync();
    this.counters.fsyncs++;
  }
}

/** One journal file read by replay: its name in the state folder and its bytes. */
interface JournalFile { name: string; data: Buffer }
/** The journal files replay reads, in order: the journal, then the next journal when there is one. */
function journalFiles(journal: Buffer, next: Buffer | null): JournalFile[] {
  return next === null ? [{ name: JOURNAL, data: journal }] : [{ name: JOURNAL, data: journal }, { name: NEXT_JOURNAL, data: next }];
}
/** Per journal file: the end of its last whole record, its records, and a note when a torn last record was cut;
 *  `gap` when bytes other than zeros follow its first zero byte (the rest of a write a crash interrupted). */
interface ReplayedFile { goodEnd: number; records: number; torn?: string; gap?: boolean }
/** The snapshot file's text: every key's usage as of record `seq`. */
function snapshotText(seq: number, usage: ReadonlyMap<string, Usage>): string {
  return JSON.stringify({ version: 1, seq, usage: Object.fromEntries(usage) }) + '\n';
}

interface Replayed { usage: Map<string, Usage>; seq: number; files: ReplayedFile[] }

function isUsage(v: unknown): v is Usage {
  const u = v as Usage | null;
  return typeof u === 'object' && u !== null && typeof u.period === 'string' && Number.isInteger(u.used) && u.used >= 0;
}

function parseRecord(line: string): JournalRecord | undefined {
  try {
    const r = JSON.parse(line) as JournalRecord | null;
    const ok = typeof r === 'object' && r !== null && Number.isInteger(r.s) && r.s > 0 && typeof r.k === 'string' &&
      typeof r.p === 'string' && Number.isInteger(r.n) && r.n > 0;
    return ok ? r : undefined;
  } catch {
    return undefined;
  }
}

function preview(text: string): string {
  const cut = text.length > 120 ? text.slice(0, 120) + '...' : text;
  return /^[\x20-\x7e]*$/.test(cut) ? cut : JSON.stringify(cut); // make control bytes visible
}

/**
 * Snapshot, then the records of each journal file in turn that are newer than everything counted before them (a
 * record read twice, as when a compaction renames the next journal between two reads, counts once). A file's
 * records end at its first zero byte (no record holds one: JSON escapes it). In each file a bad last line is torn (a
 * crash mid-append), and so is anything but zeros after the first zero byte (a crash in the middle of a write over
 * zeroed space, with a later page of it on disk and an earlier one not): on a sound disk neither was durable, so no
 * answer relied on it. A bad line before the last means the file was damaged some other way, and guessing would
 * lose or invent charges.
 */
function replay(dir: string, snapshotText: string | null, journals: readonly JournalFile[]): Replayed {
  const usage = new Map<string, Usage>();
  let seq = 0;
  if (snapshotText !== null) {
    const file = join(dir, SNAPSHOT);
    let doc: { version?: unknown; seq?: unknown; usage?: unknown };
    try {
      doc = JSON.parse(snapshotText) as typeof doc;
    } catch (err) {
      throw new Error(`${file}: not valid JSON: ${(err as Error).message}`);
    }
    if (doc?.version !== 1 || !Number.isInteger(doc.seq) || typeof doc.usage !== 'object' || doc.usage === null) {
      throw new Error(`${file}: expected { "version": 1, "seq": integer, "usage": {...} }`);
    }
    seq = doc.seq as number;
    for (const [k, u] of Object.entries(doc.usage)) {
      if (!isUsage(u)) throw new Error(`${file}: usage of ${k} must be { "period": string, "used": integer >= 0 }`);
      usage.set(k, { period: u.period, used: u.used });
    }
  }
  const files = journals.map(({ name, data: journal }): ReplayedFile => {
    const zero = journal.indexOf(0);
    const end = zero < 0 ? journal.length : zero;
    let pos = 0;
    let line = 0;
    let records = 0;
    while (pos < end) {
      line++;
      let nl = journal.indexOf(10, pos);
      if (nl >= end) nl = -1;
      const text = journal.toString('utf8', pos, nl < 0 ? end : nl);
      const rec = nl < 0 ? undefined : parseRecord(text);
      if (rec === undefined) {
        const where = `${join(dir, name)}: line ${line}`;
        if (nl >= 0 && nl + 1 < end) throw new Error(`${where} is not a valid record: ${preview(text)}`);
        return { goodEnd: pos, records, torn: `${where}: cut a torn last record (${end - pos} bytes): ${preview(text)}` };
      }
      if (rec.s > seq) {
        charge(usage, rec.k, rec.p, rec.n);
        seq = rec.s;
      }
      records++;
      pos = nl + 1;
    }
    if (!isZeros(journal.subarray(end))) {
      const [first, last] = nonZeroSpan(journal, end);
      const torn = `${join(dir, name)}: cut ${journal.length - pos} bytes from its first zero byte on (offset ${pos}), which are not all ` +
        `zeros: bytes that are not zero lie from offset ${first} to ${last} (the rest of an interrupted write)`;
      return { goodEnd: pos, records, torn, gap: true };
    }
    return { goodEnd: pos, records };
  });
  return { usage, seq, files };
}

async function readOptional(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Opens the state folder's ledger for writing: takes `ledger.lock`, replays, and cuts a torn last record. A next
 * journal left by a crash during compaction is folded in: a snapshot of the whole replayed state is written, then
 * the journal is emptied and the next journal removed.
 */
export async function openLedger(stateDir: string, opts: LedgerOptions = {}): Promise<OpenedLedger> {
  const settings = { ...opts, durability: opts.durability ?? 'sync', intervalMs: opts.intervalMs ?? 50,
    compactEvery: opts.compactEvery ?? 10_000 };
  assert(settings.durability === 'sync' || settings.durability === 'interval', 'durability must be sync or interval');
  assert(Number.isFinite(settings.intervalMs) && settings.intervalMs >= 0, 'intervalMs must be a number >= 0');
  assert(Number.isInteger(settings.compactEvery) && settings.compactEvery > 0, 'compactEvery must be an integer > 0');
  await mkdir(stateDir, { recursive: true });
  let release = async (): Promise<void> => undefined;
  if (opts.lock !== false) {
    const lockPath = join(stateDir, 'ledger.lock');
    const got = await tryLockFile(lockPath);
    if (!got.ok) {
      throw new Error(`${lockPath}: the quota ledger in ${stateDir} is in use by process ${got.pid ?? '(unknown)'}; ` +
        'two servers cannot share one state folder');
    }
    release = got.release;
    await removeLeftTemps(stateDir);
  }
  let handle: FileHandle | undefined;
  try {
    const snapshot = await readOptional(join(stateDir, SNAPSHOT));
    const journalPath = join(stateDir, JOURNAL);
    handle = await open(journalPath, constants.O_RDWR | constants.O_CREAT, 0o644);
    const nextPath = join(stateDir, NEXT_JOURNAL);
    const next = await readOptional(nextPath);
    const journal = await handle.readFile();
    const files = journalFiles(journal, next);
    const state = replay(stateDir, snapshot?.toString('utf8') ?? null, files);
    const warnings: string[] = [];
    for (const [i, f] of state.files.entries()) {
      if (f.torn === undefined) continue;
      if (!f.gap) {
        warnings.push(f.torn);
        continue;
      }
      // Not a plain torn record: what is cut is kept beside the journal, for whoever wants to look at it.
      const kept = join(stateDir, `${files[i]!.name}.cut-${Date.now()}`);
      await writeFileAtomic(kept, files[i]!.data.subarray(f.goodEnd));
      warnings.push(`${f.torn}; the bytes cut are kept in ${kept}`);
    }
    let [{ goodEnd, records }] = state.files as [ReplayedFile];
    // A next journal that holds no record (made ready, zeroed, before a crash, never written) is only removed.
    const fold = next !== null && !isZeros(next);
    if (fold) {
      await writeFileAtomic(join(stateDir, SNAPSHOT), snapshotText(state.seq, state.usage));
      goodEnd = 0;
      records = 0;
    }
    // Zeros after the records stay: the space the next records are written into. A journal without any gets a chunk.
    let fileSize = journal.length;
    let changed = false;
    if (fold || state.files[0]!.torn !== undefined) {
      await handle.truncate(goodEnd);
      fileSize = goodEnd;
      changed = true;
    }
    if (fileSize === goodEnd) {
      fileSize = await zeroAhead(handle, goodEnd, opts.io?.zero);
      changed ||= fileSize > goodEnd;
    }
    if (changed) await handle.sync();
    if (next !== null) await unlink(nextPath);
    await fsyncDir(stateDir); // the journal may have just been created, the next one removed
    return new JsonFileLedger(stateDir, handle, state.usage, state.seq, state.seq, goodEnd, records, fileSize, settings, release, warnings);
  } catch (err) {
    await handle?.close().catch(() => undefined);
    await release();
    throw err;
  }
}

/**
 * Temp files of the ledger's atomic writes (a snapshot, the bytes a replay cut) that a crash left before their
 * rename. Only the lock's holder writes them, and it holds the lock now: whatever is there is a dead writer's.
 */
const LEFT_TEMP = /^\.ledger\..*\.\d+\.[0-9a-f]{8}\.tmp$/;
async function removeLeftTemps(stateDir: string): Promise<void> {
  for (const name of await readdir(stateDir)) {
    if (LEFT_TEMP.test(name)) await unlink(join(stateDir, name)).catch(() => undefined);
  }
}

/** The usage on disk, read-only and without the lock, for `exref keys show` while a server runs. */
export async function readLedgerUsage(stateDir: string): Promise<Map<string, Usage>> {
  for (let attempt = 0; ; attempt++) {
    const before = await readOptional(join(stateDir, SNAPSHOT));
    // The next journal first: if a compaction renames it to the journal in between, the journal read after it holds
    // its records, which replay counts once.
    const next = await readOptional(join(stateDir, NEXT_JOURNAL));
    const journal = (await readOptional(join(stateDir, JOURNAL))) ?? Buffer.alloc(0);
    const after = await readOptional(join(stateDir, SNAPSHOT));
    // A compaction between the reads could pair a new snapshot with an old journal or the reverse: read again.
    if (attempt < 5 && (before === null ? after !== null : after === null || !before.equals(after))) continue;
    return replay(stateDir, after?.toString('utf8') ?? null, journalFiles(journal, next)).usage;
  }
}
