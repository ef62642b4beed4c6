/**
 * Staging folders of an import, named `.<name>.import-<host>-<pid>-<random>` beside the folder whose content they
 * will replace. The name tells which process made one, so a later import removes those that an import killed or cut
 * off by a power loss left behind, and only those: a folder of a process still running, of another machine sharing
 * the file system, or made less than an hour ago (by a process with the same pid in another pid namespace) stays.
 */
import { mkdtemp, readdir, rm, rmdir, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { isProcessAlive } from '../fs/durable-file.ts';

/** This machine's name as it appears in staging folder names (anything but letters, digits, `.` and `-` as `_`). */
export const STAGING_HOST = hostname().replace(/[^A-Za-z0-9.-]/g, '_');

/** How old a staging folder of a dead process must be before it is removed. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** A new staging folder for `name`, inside `parent`. */
export function makeStaging(parent: string, name: string): Promise<string> {
  return mkdtemp(path.join(parent, `.${name}.import-${STAGING_HOST}-${process.pid}-`));
}

/** The host and pid a staging folder's name gives, once past `.<name>.import-`; null for any other name. */
function madeBy(rest: string): { host: string; pid: number } | null {
  // The host may hold "-" and digits itself ("web-12"): the pid is the last number before mkdtemp's six characters.
  const m = /^(.+)-(\d+)-[A-Za-z0-9]{6}$/.exec(rest);
  const pid = Number(m?.[2]);
  return m && Number.isSafeInteger(pid) && pid > 0 ? { host: m[1]!, pid } : null;
}

export interface Abandoned {
  dir: string;
  /** Why it could not be removed; absent when it was. */
  error?: string;
}

/** What removeAbandoned asks of the system; replaceable in tests. */
export interface RemoveOptions {
  alive?: (pid: number) => boolean;
  now?: number;
  remove?: (dir: string) => Promise<void>;
}

/**
 * Removes the staging folders for `name` in `parent` that were made on this machine by a process that is gone, at
 * least ABANDONED_AFTER_MS ago. A folder that cannot be removed is reported, not fatal: it is someone else's mess.
 */
export async function removeAbandoned(parent: string, name: string, opts: RemoveOptions = {}): Promise<Abandoned[]> {
  const { alive = isProcessAlive, now = Date.now(), remove = (dir: string) => rm(dir, { recursive: true, force: true }) } = opts;
  let entries: string[];
  try {
    entries = await readdir(parent);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []; // no parent yet: nothing left behind
    throw err;
  }
  const prefix = `.${name}.import-`;
  const found: Abandoned[] = [];
  for (const entry of entries) {
    if (!entry.startsWith(prefix)) continue;
    const by = madeBy(entry.slice(prefix.length));
    if (by === null || by.host !== STAGING_HOST || by.pid === process.pid || alive(by.pid)) continue;
    const dir = path.join(parent, entry);
    try {
      if (now - (await stat(dir)).mtimeMs < ABANDONED_AFTER_MS) continue;
      await remove(dir);
      found.push({ dir });
    } catch (err) {
      found.push({ dir, error: (err as Error).message });
    }
  }
  return found;
}

/**
 * Removes the folders a failed import made, deepest first, each only while it is empty: another import (or anyone)
 * may have written into one since, and what they wrote is not the failed import's to remove.
 */
export async function removeEmptyFolders(dirs: Iterable<string>): Promise<void> {
  const deepestFirst = [...dirs].map((d) => path.resolve(d)).sort((a, b) => b.length - a.length);
  for (const dir of deepestFirst) await rmdir(dir).catch(() => undefined);
}
