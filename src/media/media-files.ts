/**
 * Opening a media file through the hot-file cache. A request path the cache knows, whose file is unchanged (one
 * stat), is answered from memory, or opened by its real path without resolving links again; anything else takes
 * the full safe open of safe-path.ts (links resolved and checked against the media root).
 */
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { DescriptorCache } from './fd-cache.ts';
import { MediaCache, mediaMeta } from './file-cache.ts';
import type { MediaMeta } from './file-cache.ts';
import { ReadBuffer } from './read-buffer.ts';
import { OPEN_FLAGS, openMediaFile } from './safe-path.ts';
import { SNIFF_BYTES, sniffFile, sniffImageType } from './send-file.ts';
import type { FileBody } from './send-file.ts';

/** How the Content-Type is decided: a fixed type, or 'sniff-image' to read it from the file's first bytes. */
export type Typing = string | 'sniff-image';

export type OpenedFile =
  | { ok: true; meta: MediaMeta; body: FileBody; contentType: string }
  | { ok: false; status: 403 | 404 };

export type LocatedFile = { ok: true; meta: MediaMeta; contentType: string } | { ok: false; status: 403 | 404 };

export class MediaFiles {
  private readonly fds: DescriptorCache;
  /**
   * Misses being opened, by request path. Requests for a file that is not in memory yet (a new video everyone asks
   * for at once) wait for the first one's read instead of each reading the whole file.
   */
  private readonly opening = new Map<string, Promise<OpenedFile>>();
  /** Where files read on the event loop and not kept are read into. */
  readonly reads = new ReadBuffer();

  constructor(readonly root: string, readonly cache: MediaCache) {
    this.fds = new DescriptorCache(cache.maxDescriptors);
  }

  /**
   * The file at a resolved request path with its bytes: from memory when cached, else an open handle to send. Bytes
   * in memory are answered at once, not through a promise: the hot path waits for nothing.
   */
  open(requestPath: string, typing: Typing): OpenedFile | Promise<OpenedFile> {
    const known = this.cache.lookup(requestPath);
    const bytes = known && this.cache.bytes(known);
    if (known && bytes) {
      this.cache.hits++;
      return { ok: true, meta: known, body: { bytes }, contentType: typeOf(known, typing, bytes) };
    }
    this.cache.misses++;
    if (known) {
      // A file known to be too large for memory is streamed from its own handle: nothing to share, nothing to wait for.
      if (!this.cache.admits(known.size)) return this.openMissed(requestPath, typing, known);
      // A small file read lately is copied from the page cache on the event loop: no promise, no thread pool. One
      // the cache will not keep is read into the buffer that is used again once the answer is sent.
      const lend = !this.cache.wouldKeep(known);
      const now = this.fds.readNow(known, lend ? this.reads.take : undefined);
      if (now) return lend ? this.lent(known, typing, now) : this.kept(known, typing, now);
    }
    const pending = this.opening.get(requestPath);
    if (pending !== undefined) return this.join(pending, requestPath, typing, known !== undefined);
    const opened = this.openMissed(requestPath, typing, known);
    this.opening.set(requestPath, opened);
    const done = (): void => {
      if (this.opening.get(requestPath) === opened) this.opening.delete(requestPath);
    };
    opened.then(done, done);
    return opened;
  }

  /**
   * A miss while another request opens the same path. Its bytes in memory are shared only when they are the file
   * at that path now: the cache's stat, taken after this request arrived, still describes it. Anything else (an open
   * handle, which belongs to one response; a 403 or 404; a failure; a file replaced meanwhile) is opened anew. A
   * request the cache's lookup already counted (the path was known) is not counted again in its frequency.
   */
  private async join(pending: Promise<OpenedFile>, requestPath: string, typing: Typing, counted: boolean): Promise<OpenedFile> {
    const first = await pending.catch(() => null);
    const now = counted ? this.cache.current(requestPath) : this.cache.lookup(requestPath);
    if (first?.ok && 'bytes' in first.body && now === first.meta) {
      this.cache.shared++;
      return first;
    }
    return this.openMissed(requestPath, typing, now);
  }

  private async openMissed(requestPath: string, typing: Typing, known: MediaMeta | undefined): Promise<OpenedFile> {
    if (known && this.cache.admits(known.size)) {
      // A small file seen before: one read through a kept descriptor.
      const again = await this.fds.readWhole(known);
      if (again) return this.kept(known, typing, again);
    }
    const found = await this.openOnDisk(requestPath, known);
    if (!found.ok) return found;
    const { meta, handle } = found;
    if (this.cache.admits(meta.size)) {
      let whole: Buffer | null;
      try {
        whole = await readWhole(handle, meta.size);
      } catch (err) {
        await handle.close();
        throw err;
      }
      if (whole) {
        await handle.close();
        return this.kept(meta, typing, whole);
      }
    }
    try {
      const contentType = typing === 'sniff-image' ? (meta.sniffed ??= await sniffFile(handle)) : typing;
      return { ok: true, meta, body: { handle, path: meta.real }, contentType };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  /** The bytes of a file read whole, offered to the cache, as the answer. */
  private kept(meta: MediaMeta, typing: Typing, bytes: Buffer): OpenedFile {
    this.cache.keep(meta, bytes);
    return { ok: true, meta, body: { bytes }, contentType: typeOf(meta, typing, bytes) };
  }

  /** The bytes of a file the cache would not keep (counted as keep() counts it), in the shared read buffer. */
  private lent(meta: MediaMeta, typing: Typing, bytes: Buffer): OpenedFile {
    this.cache.notAdmitted++;
    return { ok: true, meta, body: { bytes, lentFrom: this.reads }, contentType: typeOf(meta, typing, bytes) };
  }

  /** The file's metadata and type without its bytes (for X-Accel-Redirect): a cached path opens nothing at all. */
  async locate(requestPath: string, typing: Typing): Promise<LocatedFile> {
    const known = this.cache.lookup(requestPath);
    if (known && (typing !== 'sniff-image' || known.sniffed !== null)) {
      this.cache.hits++;
      return { ok: true, meta: known, contentType: typing === 'sniff-image' ? known.sniffed! : typing };
    }
    this.cache.misses++;
    const found = await this.openOnDisk(requestPath, known);
    if (!found.ok) return found;
    try {
      const contentType = typing === 'sniff-image' ? (found.meta.sniffed ??= await sniffFile(found.handle)) : typing;
      return { ok: true, meta: found.meta, contentType };
    } finally {
      await found.handle.close();
    }
  }

  private async openOnDisk(requestPath: string, known: MediaMeta | undefined): Promise<{ ok: true; meta: MediaMeta; handle: FileHandle } | { ok: false; status: 403 | 404 }> {
    if (known) {
      const handle = await reopen(known);
      if (handle) return { ok: true, meta: known, handle };
    }
    const opened = await openMediaFile(this.root, requestPath);
    if (!opened.ok) return opened;
    const { handle, path, ino, size, mtimeMs } = opened.file;
    const meta = mediaMeta(path, ino, size, mtimeMs);
    this.cache.remember(requestPath, meta);
    return { ok: true, meta, handle };
  }
}

/** The known real path opened again (no link followed), or null when it is no longer the same file. */
async function reopen(meta: MediaMeta): Promise<FileHandle | null> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(meta.real, OPEN_FLAGS);
    const st = await handle.stat();
    if (st.ino === meta.ino && st.size === meta.size && st.mtimeMs === meta.mtimeMs) return handle;
  } catch {
    // gone, swapped for a link, unreadable: the full open decides what to answer
  }
  await handle?.close();
  return null;
}

/** The whole file, or null when it no longer has `size` bytes (it changed while being read). */
async function readWhole(handle: FileHandle, size: number): Promise<Buffer | null> {
  // Not from the shared pool: a cached slice would keep a whole pool block alive.
  const buf = Buffer.allocUnsafeSlow(size);
  let at = 0;
  while (at < size) {
    const { bytesRead } = await handle.read(buf, at, size - at, at);
    if (bytesRead === 0) return null;
    at += bytesRead;
  }
  return buf;
}

function typeOf(meta: MediaMeta, typing: Typing, bytes: Buffer): string {
  if (typing !== 'sniff-image') return typing;
  return (meta.sniffed ??= sniffImageType(bytes.subarray(0, SNIFF_BYTES)));
}
