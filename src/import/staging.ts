/**
 * Staging folders of an import, named `.<name>.import-<host>-<pid>-<random>` beside the folder whose content they
 * will replace. The name tells which process made one, so a later import removes those that an import killed or cut
 * off by a power loss left behind, and only those: a folder of a process still running, or of another machine
 * sharing the file system, stays.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** This machine's name as it appears in staging folder names (anything but letters, digits, `.` and `-` as `_`). */
export const STAGING_HOST = hostname().replace(/[^A-Za-z0-9.-]/g, '_');

/** A new staging folder for `name`, inside `parent`. */
export function makeStaging(parent: string, name: string): Promise<string> {
  return mkdtemp(path.join(parent, `.${name}.import-${STAGING_HOST}-${process.pid}-`));
}

/** Removes the staging folders for `name` in `parent` made on this machine by a process that is gone; their paths. */
export async function removeAbandoned(parent: string, name: string, alive: (pid: number) => boolean = processAlive): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(parent);
  } catch {
    return []; // no parent yet: nothing left behind
  }
  const prefix = `.${name}.import-${STAGING_HOST}-`;
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)-/.exec(entry.slice(prefix.length))?.[1]);
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || alive(pid)) continue;
    const dir = path.join(parent, entry);
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/** Whether a process of this pid runs here (one of another user counts: signalling it is merely not allowed). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
