/**
 * Durable file primitives shared by the key store, the quota ledger and the importer: atomic replacement (temp file,
 * fsync, rename, fsync the folder) and a lock file naming its holder process, so the CLI and a running server never
 * corrupt state between them.
 */
import { randomBytes } from 'node:crypto';
import { open, readFile, rename, unlink, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const IGNORABLE_DIR_FSYNC = new Set(['EINVAL', 'EPERM', 'EISDIR', 'EACCES']);

/** fsync a folder so a rename or create inside it survives a power cut; some platforms cannot, which is tolerated. */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch (err) {
    if (!IGNORABLE_DIR_FSYNC.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
  } finally {
    await handle.close();
  }
}

/**
 * fsync a file written by other means (a copy), before a rename puts it in place: without it a power cut can leave
 * the new name on an empty or partly written file. Opened read-only: a copy keeps its source's mode, which may not
 * allow writing, and fsync needs no write access on Linux.
 */
export async function fsyncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Replaces `file` all at once: temp file in the same folder, fsync, rename over, fsync the folder. */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await open(tmp, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (err) {
    await handle.close();
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  await handle.close();
  await rename(tmp, file).catch(async (err: unknown) => {
    await unlink(tmp).catch(() => undefined);
    throw err;
  });
  await fsyncDir(dirname(file));
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

/**
 * A lock's holder. A pid alone does not name a process for long: after a restart in a container the new server is
 * pid 1 again, and after a reboot an old pid may be anyone's. So where /proc says, the lock also records the
 * process's start time (field 22 of /proc/PID/stat, clock ticks since boot) and the boot id; the file reads
 * `PID START BOOT_ID`, or `PID` alone where there is no /proc (and in files written before).
 */
interface LockHolder { pid: number; start?: string; boot?: string }

/** The start time of `pid` in clock ticks since boot, or undefined where /proc cannot tell (not Linux, or hidden). */
async function processStart(pid: number): Promise<string | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces or parentheses itself: count after the last.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return start !== undefined && /^\d+$/.test(start) ? start : undefined;
  } catch {
    return undefined;
  }
}

let bootIdRead: Promise<string | undefined> | undefined;
const bootId = (): Promise<string | undefined> =>
  (bootIdRead ??= readFile('/proc/sys/kernel/random/boot_id', 'utf8').then((id) => id.trim() || undefined, () => undefined));

let ownRecord: Promise<string> | undefined;
const ownLockText = (): Promise<string> => (ownRecord ??= (async () => {
  const [start, boot] = await Promise.all([processStart(process.pid), bootId()]);
  return start !== undefined && boot !== undefined ? `${process.pid} ${start} ${boot}\n` : String(process.pid);
})());

/** Lock files this process holds now (resolved paths): a lock naming our own pid is ours only if it is listed here. */
const heldHere = new Set<string>();

/**
 * Whether the holder is gone. Our own pid is stale unless we hold the lock now: it was left by an earlier process
 * that had our pid (pid 1 in a container, restarted). Another pid is stale when it is dead, when the machine has
 * rebooted since, or when the process with that pid started at another time than the one that wrote the lock.
 */
async function isStaleHolder(lockPath: string, holder: LockHolder): Promise<boolean> {
  if (holder.pid === process.pid) return !heldHere.has(resolve(lockPath));
  if (holder.start !== undefined && holder.boot !== undefined) {
    const boot = await bootId();
    if (boot !== undefined) {
      if (boot !== holder.boot) return true;
      const start = await processStart(holder.pid);
      if (start !== undefined) return start !== holder.start;
    }
  }
  return !isProcessAlive(holder.pid);
}

export type LockAttempt = { ok: true; release: () => Promise<void> } | { ok: false; pid: number | null };

/** A lock (or takeover claim) that is still empty this long after its creation was left by a creator that died. */
const EMPTY_STALE_MS = 1000;
const age = async (path: string): Promise<number> =>
  Date.now() - (await stat(path).catch(() => ({ mtimeMs: 0 }))).mtimeMs;

/**
 * One attempt at an exclusive lock file. A lock whose holder is gone (see isStaleHolder) is stale and taken over; an
 * empty lock (its creator died between create and write) is stale once it is a second old.
 */
export async function tryLockFile(lockPath: string): Promise<LockAttempt> {
  const text = await ownLockText();
  const key = resolve(lockPath);
  for (let attempt = 0; attempt < 3; attempt++) {
    const handle = await open(lockPath, 'wx').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EEXIST') return undefined;
      throw err;
    });
    if (handle !== undefined) {
      heldHere.add(key); // before the pid is written, so that no one in this process reads it as a stale lock
      try {
        await handle.writeFile(text);
      } catch (err) {
        await unlink(lockPath).catch(() => undefined);
        heldHere.delete(key);
        throw err;
      } finally {
        await handle.close();
      }
      return { ok: true, release: async () => {
        await unlink(lockPath).catch(() => undefined);
        heldHere.delete(key);
      } };
    }
    const holder = await readLockHolder(lockPath);
    if (holder === 'gone') continue;
    if (!(await isStale(lockPath, holder))) return { ok: false, pid: holder?.pid ?? null };
    await removeStaleLock(lockPath);
  }
  return { ok: false, pid: null };
}

const isStale = async (lockPath: string, holder: LockHolder | null): Promise<boolean> =>
  holder !== null ? isStaleHolder(lockPath, holder) : (await age(lockPath)) >= EMPTY_STALE_MS;

/**
 * Removes a lock judged stale, under a claim file only one contender can create, judging it again under the claim.
 * While the claim is held, the lock can only be replaced by its holder, who is gone. Moving the lock aside to look
 * at it, as was done before, could move a fresh lock made meanwhile by a second contender, and while it was away a
 * third could make its own: two holders.
 */
async function removeStaleLock(lockPath: string): Promise<void> {
  const claimPath = `${lockPath}.takeover`;
  const claim = await open(claimPath, 'wx').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EEXIST') return undefined;
    throw err;
  });
  if (claim === undefined) {
    // Someone else is taking over, for a few milliseconds; a claim as old as this was left by a crash mid-takeover.
    if ((await age(claimPath)) >= EMPTY_STALE_MS) await unlink(claimPath).catch(() => undefined);
    else await sleep(10);
    return;
  }
  try {
    await claim.close();
    const holder = await readLockHolder(lockPath);
    if (holder !== 'gone' && (await isStale(lockPath, holder))) await unlink(lockPath).catch(() => undefined);
  } finally {
    await unlink(claimPath).catch(() => undefined);
  }
}

async function readLockHolder(path: string): Promise<LockHolder | null | 'gone'> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return 'gone';
  }
  const [pidText = '', start, boot] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return start !== undefined && /^\d+$/.test(start) && boot !== undefined ? { pid, start, boot } : { pid };
}

export async function waitForLock(lockPath: string, timeoutMs = 2000): Promise<() => Promise<void>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await tryLockFile(lockPath);
    if (got.ok) return got.release;
    if (Date.now() >= deadline) {
      throw new Error(`${lockPath}: held by process ${got.pid ?? '(unknown)'} for over ${timeoutMs} ms; ` +
        'if no exref process is running, delete the file');
    }
    await sleep(20 + Math.random() * 20);
  }
}

// ---- the store ------------------------------------------------------------------------------------------------
