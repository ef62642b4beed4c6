/**
 * Durable file primitives shared by the key store, the quota ledger and the importer: atomic replacement (temp file,
 * fsync, rename, fsync the folder) and a pid lock file, so the CLI and a running server never corrupt state between
 * them.
 */
import { randomBytes } from 'node:crypto';
import { open, readFile, rename, unlink, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
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

export type LockAttempt = { ok: true; release: () => Promise<void> } | { ok: false; pid: number | null };

/**
 * One attempt at an exclusive pid lock file. A lock whose process is dead is stale and taken over; an empty lock
 * (its creator died between create and write) is stale once it is a second old.
 */
export async function tryLockFile(lockPath: string): Promise<LockAttempt> {
  const age = async (path: string): Promise<number> =>
    Date.now() - (await stat(path).catch(() => ({ mtimeMs: 0 }))).mtimeMs;
  for (let attempt = 0; attempt < 3; attempt++) {
    const handle = await open(lockPath, 'wx').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EEXIST') return undefined;
      throw err;
    });
    if (handle !== undefined) {
      try {
        await handle.writeFile(String(process.pid));
      } catch (err) {
        await unlink(lockPath).catch(() => undefined);
        throw err;
      } finally {
        await handle.close();
      }
      return { ok: true, release: () => unlink(lockPath).catch(() => undefined) };
    }
    const holder = await readLockPid(lockPath);
    if (holder === 'gone') continue;
    if (holder !== null ? isProcessAlive(holder) : (await age(lockPath)) < 1000) return { ok: false, pid: holder };
    // Take over by renaming the stale file aside, which only one contender can do. If what was moved is not what we
    // judged stale (another contender's fresh lock, created meanwhile), put it back.
    const aside = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
    if (!(await rename(lockPath, aside).then(() => true, () => false))) continue;
    const moved = await readLockPid(aside);
    if (moved !== holder || (moved === null && (await age(aside)) < 1000)) {
      await rename(aside, lockPath).catch(() => undefined);
      return { ok: false, pid: typeof moved === 'number' ? moved : null };
    }
    await unlink(aside).catch(() => undefined);
  }
  return { ok: false, pid: null };
}

async function readLockPid(path: string): Promise<number | null | 'gone'> {
  try {
    const pid = Number.parseInt(await readFile(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return 'gone';
  }
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
