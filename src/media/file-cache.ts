/**
 * The hot-file cache of the media routes: per request path, what opening the file taught (its real path, inode,
 * size, modification time, validators, sniffed type), and the bytes of small files, shared by every name that links
 * to the same file. One budget (EXREF_MEDIA_CACHE_MB) bounds both: an eighth for the metadata, the rest for bytes.
 *
 * Never stale: every request stats the request path (one system call on a cached dentry, no thread-pool round
 * trip; requests released together by one ledger sync share it) and drops the entry when the inode, size or
 * modification time differ, so a replaced file is served anew, with a new ETag, from the next request on. Bytes are
 * keyed by inode, size and time, so old bytes are never reused.
 */
import { statSync } from 'node:fs';
import { fileEtag } from './range.ts';

/** What the cache knows of one request path. */
export interface MediaMeta {
  /** The real path (links resolved), checked to be inside the media root when the entry was made. */
  real: string;
  ino: number;
  size: number;
  mtimeMs: number;
  etag: string;
  lastModified: string;
  /** The image type read from the file's first bytes, once it was read. */
  sniffed: string | null;
  /** Requests for this path lately (halved as time goes on): decides which bytes earn their place in memory. */
  freq: number;
  /** This version of the file, as the byte cache and the kept descriptors know it: the same inode rewritten in
   *  place has another size or time. */
  readonly blobKey: string;
  /** The cache's lookup count when the entry was last moved to the recent end of its LRU order. */
  movedAt: number;
}

/** The metadata of one file, as the cache keeps it. */
export function mediaMeta(real: string, ino: number, size: number, mtimeMs: number): MediaMeta {
  return {
    real, ino, size, mtimeMs, etag: fileEtag(size, mtimeMs, ino), lastModified: new Date(mtimeMs).toUTCString(), sniffed: null, freq: 1,
    blobKey: `${real}\0${ino}:${size}:${mtimeMs}`, movedAt: -Infinity,
  };
}

export interface MediaCacheStats {
  max_bytes: number;
  bytes: number;
  files_in_memory: number;
  paths: number;
  hits: number;
  misses: number;
  /** Entries dropped because the file on disk changed. */
  invalidations: number;
  /** Files read but not kept: memory was full of files asked for at least as often. */
  not_admitted: number;
  /** Misses that waited for another request's read of the same file instead of reading it again. */
  shared: number;
}

/** What one metadata entry is counted as against the budget (object, strings, map slot). */
const META_COST = 512;

/**
 * A bounded LRU of file metadata and bytes. A budget of 0 keeps nothing (every request opens its file).
 *
 * Bytes are admitted as in TinyLFU: once memory is full, a file's bytes replace the least recently used ones only
 * when its path was asked for more often lately. Plain LRU would turn a cycle over more files than fit (a crawler,
 * a playlist) into a miss on every request; this keeps the part that fits and serves it from memory.
 */
export class MediaCache {
  readonly maxBytes: number;
  /** The largest file kept in memory: bigger ones are streamed from disk. */
  readonly maxFileBytes: number;
  private readonly maxPaths: number;
  /** Open descriptors kept for files whose bytes are not in memory (see fd-cache.ts). */
  readonly maxDescriptors: number;
  private readonly metas = new Map<string, MediaMeta>();
  private readonly blobs = new Map<string, { buf: Buffer; meta: MediaMeta; movedAt: number }>();
  /** Lookups, and reads of bytes in memory, so far: the clocks of the LRU moves of paths and of bytes. */
  private lookups = 0;
  private byteReads = 0;
  /** The key of the entry last put at the end of `blobs`. */
  private newest: string | null = null;
  /**
   * Paths stat'ed in the current run of microtasks. The requests one ledger sync releases are answered in one such
   * run (reactions to one promise, with no I/O in between): all were received before it began, so those asking for
   * the same file share one stat. The set is emptied before any other I/O is read, so a request received after a
   * file changed always stats it again.
   */
  private readonly checked = new Set<string>();
  private clearing = false;
  private readonly forgetChecks = (): void => {
    this.checked.clear();
    this.clearing = false;
  };
  /** Lookups since the frequencies were last halved. */
  private sinceAging = 0;
  private blobBytes = 0;
  private readonly blobBudget: number;
  hits = 0;
  misses = 0;
  invalidations = 0;
  notAdmitted = 0;
  shared = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
    this.maxPaths = Math.floor(maxBytes / 8 / META_COST);
    this.blobBudget = maxBytes - this.maxPaths * META_COST;
    this.maxFileBytes = Math.floor(maxBytes / 8);
    this.maxDescriptors = Math.min(1024, this.maxPaths);
  }

  /** The entry of `requestPath` when the file there is still the one it describes; undefined otherwise. Counts as a
   *  request for it: the entry becomes the most recently used, and its frequency grows. */
  lookup(requestPath: string): MediaMeta | undefined {
    const meta = this.current(requestPath);
    if (meta === undefined) return undefined;
    // Least recently used first: a hit moves the entry to the end, unless it was moved there in the last eighth of
    // lookups: it is among the most recent anyway, and a hot file is spared two map updates on every request.
    const now = ++this.lookups;
    if (now - meta.movedAt > this.maxPaths >> 3) {
      meta.movedAt = now;
      this.metas.delete(requestPath);
      this.metas.set(requestPath, meta);
    }
    meta.freq++;
    if (++this.sinceAging >= 10 * this.maxPaths) this.age();
    return meta;
  }

  /** The entry of `requestPath` when the file there is still the one it describes, without counting a request (a
   *  request that waited for another's read looks again: it was counted once already). */
  current(requestPath: string): MediaMeta | undefined {
    const meta = this.metas.get(requestPath);
    if (meta === undefined) return undefined;
    if (!this.checked.has(requestPath)) {
      let st;
      try {
        st = statSync(requestPath, { throwIfNoEntry: false });
      } catch {
        st = undefined;
      }
      if (st === undefined || st.ino !== meta.ino || st.size !== meta.size || st.mtimeMs !== meta.mtimeMs || !st.isFile()) {
        this.metas.delete(requestPath);
        this.invalidations++;
        return undefined;
      }
      this.checked.add(requestPath);
      if (!this.clearing) {
        this.clearing = true;
        queueMicrotask(this.forgetChecks);
      }
    }
    return meta;
  }

  /** Remembers what opening `requestPath` found. */
  remember(requestPath: string, meta: MediaMeta): void {
    if (this.maxPaths === 0) return;
    meta.movedAt = this.lookups;
    this.metas.delete(requestPath);
    this.metas.set(requestPath, meta);
    while (this.metas.size > this.maxPaths) this.metas.delete(this.metas.keys().next().value!);
  }

  /** The bytes of the file `meta` describes, when they are in memory. */
  bytes(meta: MediaMeta): Buffer | undefined {
    const key = meta.blobKey;
    const entry = this.blobs.get(key);
    if (entry === undefined) return undefined;
    // As in lookup(): moved to the end unless it was, lately, or is the last one in (one hot file among fewer than
    // eight would otherwise be moved on every read).
    const now = ++this.byteReads;
    if (key !== this.newest && now - entry.movedAt > this.blobs.size >> 3) {
      entry.movedAt = now;
      this.blobs.delete(key);
      this.blobs.set(key, entry);
      this.newest = key;
    }
    return entry.buf;
  }

  /** Halves every frequency, so what was popular long ago does not hold its place for ever. */
  private age(): void {
    this.sinceAging = 0;
    for (const meta of this.metas.values()) meta.freq >>= 1;
  }

  /** Whether a file of `size` bytes may be kept in memory (an empty one costs nothing to read, and would cost a slot). */
  admits(size: number): boolean {
    return size > 0 && size <= this.maxFileBytes && size <= this.blobBudget;
  }

  /**
   * Keeps the bytes of the file `meta` describes, evicting the least recently used ones past the budget, unless one
   * of those was asked for at least as often as this one: then the newcomer is not kept.
   */
  keep(meta: MediaMeta, buf: Buffer): void {
    if (!this.admits(buf.length)) return;
    const key = meta.blobKey;
    const old = this.blobs.get(key);
    if (old) {
      this.blobs.delete(key);
      this.blobBytes -= old.buf.length;
    }
    const victims = this.victims(meta, buf.length);
    if (victims === null) {
      this.notAdmitted++;
      return;
    }
    for (const k of victims) {
      this.blobBytes -= this.blobs.get(k)!.buf.length;
      this.blobs.delete(k);
    }
    this.blobs.set(key, { buf, meta, movedAt: this.byteReads });
    this.newest = key;
    this.blobBytes += buf.length;
  }

  /** Whether keep() would keep the bytes of the file `meta` describes, not in memory now (nothing changes). */
  wouldKeep(meta: MediaMeta): boolean {
    return this.admits(meta.size) && this.victims(meta, meta.size) !== null;
  }

  /**
   * The least recently used bytes to evict so that `bytes` more fit the budget, or null when one of them was asked
   * for at least as often as `meta`.
   */
  private victims(meta: MediaMeta, bytes: number): string[] | null {
    const victims: string[] = [];
    let freed = 0;
    for (const [k, entry] of this.blobs) {
      if (this.blobBytes - freed + bytes <= this.blobBudget) break;
      if (entry.meta.freq >= meta.freq) return null;
      victims.push(k);
      freed += entry.buf.length;
    }
    return victims;
  }

  stats(): MediaCacheStats {
    return {
      max_bytes: this.maxBytes, bytes: this.blobBytes + this.metas.size * META_COST, files_in_memory: this.blobs.size,
      paths: this.metas.size, hits: this.hits, misses: this.misses, invalidations: this.invalidations, not_admitted: this.notAdmitted, shared: this.shared,
    };
  }
}
