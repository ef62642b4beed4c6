/**
 * Open descriptors of recently read media files, so a file whose bytes are not in memory costs one read instead of
 * open, stat, read and close: on the event loop when it was read lately (readNow), else through the thread pool.
 * Keyed by file version (real path, inode, size, time): a changed file is opened anew, and the old descriptor ages
 * out of the LRU. A descriptor is closed only when no read is using it, so a number reused by the kernel can never be
 * read by mistake.
 */
import { close, fstat, open, read, readSync } from 'node:fs';
import { promisify } from 'node:util';
import type { MediaMeta } from './file-cache.ts';
import { OPEN_FLAGS } from './safe-path.ts';

const openFd = promisify(open);
const fstatFd = promisify(fstat);
const readFd = promisify(read);

interface Held {
  fd: number;
  users: number;
  evicted: boolean;
  /** When a whole read of it last succeeded (performance.now()); never, before the first. */
  readAt: number;
}

/**
 * When a file is read on the event loop instead of through the thread pool (readNow). A file read whole through its
 * kept descriptor within `recentMs` is in the kernel's page cache: reading it again is a copy of a few microseconds,
 * where a read through the pool costs a pool thread's wake-up, its sleep and the completion's wake-up of the event
 * loop (bench/README.md, "Why media stays below nginx"). Only files up to `maxBytes`: a larger copy would hold the
 * loop too long. `slowReads` reads within `windowMs` that each take more than `slowMs` (the pages were on disk after
 * all) send every read through the pool for `pauseMs`: a slow disk stalls the loop a few times, then not for that
 * while. One slow read proves nothing: on a busy machine the event loop's thread is now and then descheduled for
 * milliseconds, whatever it is doing (the cold-files bench saw a 4 ms read of 17 KiB every few seconds).
 */
export interface SyncReads {
  recentMs: number;
  maxBytes: number;
  slowMs: number;
  slowReads: number;
  windowMs: number;
  pauseMs: number;
}
const SYNC_READS: SyncReads = { recentMs: 60_000, maxBytes: 256 * 1024, slowMs: 2, slowReads: 3, windowMs: 1_000, pauseMs: 10_000 };

export class DescriptorCache {
  private readonly held = new Map<string, Held>();
  /** Until when reads go through the thread pool, after slow ones on the event loop. */
  private syncPausedUntil = 0;
  /** Slow reads on the event loop since `slowSince`. */
  private slow = 0;
  private slowSince = 0;

  constructor(readonly max: number, private readonly sync: SyncReads = SYNC_READS) {}

  /**
   * The whole file `meta` describes, read on the event loop when that is a copy from memory: its descriptor is kept
   * and was read whole lately (see SyncReads). Undefined when it is to be read through the thread pool
   * (readWhole): not read lately, too large, reads paused after slow ones, or anything unexpected (a short read, an
   * error), which the pool's read then meets and answers. The bytes go into a buffer of `alloc`'s.
   */
  readNow(meta: MediaMeta, alloc: (size: number) => Buffer = Buffer.allocUnsafeSlow): Buffer | undefined {
    if (meta.size > this.sync.maxBytes) return undefined;
    const h = this.held.get(meta.blobKey);
    if (h === undefined) return undefined;
    const started = performance.now();
    if (started - h.readAt > this.sync.recentMs || started < this.syncPausedUntil) return undefined;
    const buf = alloc(meta.size);
    let at = 0;
    try {
      while (at < meta.size) {
        const n = readSync(h.fd, buf, at, meta.size - at, at);
        if (n === 0) return undefined;
        at += n;
      }
    } catch {
      return undefined;
    }
    const ended = performance.now();
    if (ended - started > this.sync.slowMs) this.slowRead(ended);
    h.readAt = ended;
    this.touch(meta.blobKey, h);
    return buf;
  }

  get size(): number {
    return this.held.size;
  }

  /** Least recently used first: a read moves the descriptor to the end. */
  private touch(key: string, h: Held): void {
    this.held.delete(key);
    this.held.set(key, h);
  }

  private slowRead(at: number): void {
    if (at - this.slowSince > this.sync.windowMs) {
      this.slowSince = at;
      this.slow = 0;
    }
    if (++this.slow >= this.sync.slowReads) this.syncPausedUntil = at + this.sync.pauseMs;
  }

  /** The whole file `meta` describes, or null when the file at its real path is no longer that version. */
  async readWhole(meta: MediaMeta): Promise<Buffer | null> {
    const key = meta.blobKey;
    let h = this.held.get(key);
    if (h) {
      this.touch(key, h);
    } else {
      const fd = await openVersion(meta);
      if (fd === null) return null;
      // Another request may have opened it meanwhile: keep one descriptor.
      h = this.held.get(key);
      if (h) close(fd, () => undefined);
      else this.insert(key, (h = { fd, users: 0, evicted: false, readAt: -Infinity }));
    }
    h.users++;
    try {
      const buf = Buffer.allocUnsafeSlow(meta.size);
      let at = 0;
      while (at < meta.size) {
        const { bytesRead } = await readFd(h.fd, buf, at, meta.size - at, at);
        if (bytesRead === 0) return null;
        at += bytesRead;
      }
      h.readAt = performance.now();
      return buf;
    } finally {
      h.users--;
      if (h.evicted && h.users === 0) close(h.fd, () => undefined);
    }
  }

  private insert(key: string, h: Held): void {
    if (this.max === 0) {
      h.evicted = true;
      return;
    }
    this.held.set(key, h);
    while (this.held.size > this.max) {
      const [oldKey, old] = this.held.entries().next().value!;
      this.held.delete(oldKey);
      old.evicted = true;
      if (old.users === 0) close(old.fd, () => undefined);
    }
  }
}

/** The real path opened without following a link, if it is still the version `meta` describes. */
async function openVersion(meta: MediaMeta): Promise<number | null> {
  let fd: number;
  try {
    fd = await openFd(meta.real, OPEN_FLAGS);
  } catch {
    return null;
  }
  try {
    const st = await fstatFd(fd);
    if (st.ino === meta.ino && st.size === meta.size && st.mtimeMs === meta.mtimeMs) return fd;
  } catch {
    // fall through: not usable
  }
  close(fd, () => undefined);
  return null;
}
