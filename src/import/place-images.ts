import { constants } from 'node:fs';
import { copyFile, mkdir, open, unlink } from 'node:fs/promises';
import path from 'node:path';
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
 * Copies each picture into `<mediaDir>/images/og_images/` under its flat name. A picture that is missing or is
 * not a JPEG, PNG, GIF or WebP by its first bytes is reported, not copied: the stream route sniffs the type the
 * same way, so only what it can serve is placed. An existing file of that name is replaced, never written through
 * (it may be a link `exref media prepare` made).
 */
export async function placeImages(placements: readonly ImagePlacement[], imagesDir: string, mediaDir: string): Promise<Placed> {
  const dir = path.join(mediaDir, OG_IMAGES);
  await mkdir(dir, { recursive: true });
  const failed: Placed['failed'] = [];
  let copied = 0;
  let next = 0;
  const worker = async () => {
    while (next < placements.length) {
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
      const target = path.join(dir, p.target);
      await unlink(target).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
      await copyFile(source, target, constants.COPYFILE_EXCL);
      copied++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, placements.length) }, worker));
  return { copied, failed };
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
