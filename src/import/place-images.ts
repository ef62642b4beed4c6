import { constants } from 'node:fs';
import { copyFile, link, lstat, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { fsyncDir, fsyncFile } from '../fs/durable-file.ts';
import { sniffImageType } from '../media/send-file.ts';
import type { ImagePlacement } from './free-exercise-db.ts';

export const OG_IMAGES = path.join('images', 'og_images');
const PARALLEL = 16;

export interface Placed {
  copied: number;
  /** Target names that could not be placed, with why. */
  failed: { placement: ImagePlacement; reason: string }[];
}

/**
 * Copies each picture into `stagingDir` under its flat name, to be moved into the media store by `installImages`
 * once the import checks out. A picture that is missing or is not a JPEG, PNG, GIF or WebP by its first bytes is
 * reported, not copied: the stream route sniffs the type the same way, so only what it can serve is placed. Each
 * copy is fsynced, so the rename that later puts it in place never exposes an empty file after a power cut. A copy
 * that fails (a full disk) rejects, but only once every copy in flight has ended, so nothing is still writing
 * when the caller removes the staging folder.
 */
export async function stageImages(placements: readonly ImagePlacement[], imagesDir: string, stagingDir: string): Promise<Placed> {
  const failed: Placed['failed'] = [];
  let copied = 0;
  let next = 0;
  let stop = false;
  const worker = async () => {
    while (!stop && next < placements.length) {
      const p = placements[next++]!;
      const source = path.join(imagesDir, p.source);
      const type = await sniff(source);
      if (type === null) {
        failed.push({ placement: p, reason: `${p.source} cannot be read in ${imagesDir}: left out` });
        continue;
      }
      if (!type.startsWith('image/')) {
        failed.push({ placement: p, reason: `${p.source} is not a JPEG, PNG, GIF or WebP image: left out` });
        continue;
      }
      try {
        await copyFile(source, path.join(stagingDir, p.target), constants.COPYFILE_EXCL);
        await fsyncFile(path.join(stagingDir, p.target));
      } catch (err) {
        stop = true;
        throw new Error(`${p.source} cannot be copied: ${(err as Error).message}`);
      }
      copied++;
    }
  };
  const ends = await Promise.allSettled(Array.from({ length: Math.min(PARALLEL, placements.length) }, worker));
  const rejected = ends.find((e) => e.status === 'rejected');
  if (rejected) throw rejected.reason;
  return { copied, failed };
}

/**
 * Moves the staged pictures `names` into `ogDir`, each by one rename: an existing file of that name is replaced,
 * never written through (it may be a link `exref media prepare` made). Each replaced file is first hard-linked
 * into `backupDir` (a link itself is linked, not followed), so the returned `undo` puts back exactly what was
 * there, and fsyncs `ogDir` after. If a move fails, the ones done are undone before the error is passed on.
 */
export async function installImages(stagingDir: string, names: readonly string[], ogDir: string, backupDir: string): Promise<{ undo: () => Promise<void> }> {
  const existed = new Set<string>();
  for (const name of names) {
    const present = await lstat(path.join(ogDir, name)).then(() => true, (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return false;
      throw err;
    });
    if (present) {
      await link(path.join(ogDir, name), path.join(backupDir, name));
      existed.add(name);
    }
  }
  const moved: string[] = [];
  // Put back durably: without the folder's fsync, a power cut after a failed import could leave the new pictures
  // under names the old catalogue still uses. Best effort, like the moves back: the caller passes on the first error.
  const undo = async () => {
    for (const name of moved.reverse()) {
      const target = path.join(ogDir, name);
      await (existed.has(name) ? rename(path.join(backupDir, name), target) : unlink(target)).catch(() => undefined);
    }
    await fsyncDir(ogDir).catch(() => undefined);
  };
  try {
    for (const name of names) {
      await rename(path.join(stagingDir, name), path.join(ogDir, name));
      moved.push(name);
    }
  } catch (err) {
    await undo();
    throw err;
  }
  return { undo };
}

async function sniff(file: string): Promise<string | null> {
  let handle;
  try {
    handle = await open(file, 'r');
    const buf = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return sniffImageType(buf.subarray(0, bytesRead));
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}
