/**
 * Open descriptors of recently read media files, so a file whose bytes are not in memory costs one read instead of
 * open, stat, read and close. Keyed by file version (real path, inode, size, time): a changed file is opened anew,
 * and the old descriptor ages out of the LRU. A descriptor is closed only when no read is using it, so a number
 * reused by the kernel can never be read by mistake.
 */
import { close, fstat, open, read } from 'node:fs';
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
}

export class DescriptorCache {
  private readonly held = new Map<string, Held>();

  constructor(readonly max: number) {}

  get size(): number {
    return this.held.size;
  }

  /** The whole file `meta` describes, or null when the file at its real path is no longer that version. */
  async readWhole(meta: MediaMeta): Promise<Buffer | null> {
    const key = meta.blobKey;
    let h = this.held.get(key);
    if (h) {
      this.held.delete(key);
      this.held.set(key, h);
    } else {
      const fd = await openVersion(meta);
      if (fd === null) return null;
      // Another request may have opened it meanwhile: keep one descriptor.
      h = this.held.get(key);
      if (h) close(fd, () => undefined);
      else this.insert(key, (h = { fd, users: 0, evicted: false }));
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
