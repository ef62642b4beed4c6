/**
 * Turning a client-supplied file name into a file inside the media store, and nothing else (spec 4.7 rule 1).
 * The name check is pure; `openMediaFile` adds what only the file system can tell (links, missing files).
 */
import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';

export type ResolvedPath = { ok: true; path: string } | { ok: false; status: 403 | 404 };

/** An open media file. Whoever receives it closes `handle`. */
export interface MediaFile {
  handle: FileHandle;
  /** The real path (links resolved). */
  path: string;
  ino: number;
  size: number;
  mtimeMs: number;
}

export type OpenedMedia = { ok: true; file: MediaFile } | { ok: false; status: 403 | 404 };

const FORBIDDEN: ResolvedPath = { ok: false, status: 403 };
// C0 controls (NUL included) and DEL: no media file has them, and several layers below treat them specially.
const CONTROL = /[\u0000-\u001f\u007f]/;
const SEPARATOR = /[/\\]/;
// A `%` and two hex digits left after one decode: the client encoded twice, hoping a later layer decodes again.
const STILL_ENCODED = /%[0-9a-f]{2}/i;
const DRIVE = /^[a-z]:/i;

/** Why a decoded name is refused, or null when it is a plain file name. */
function refusal(name: string): string | null {
  if (name === '') return 'empty';
  if (CONTROL.test(name)) return 'control character';
  if (SEPARATOR.test(name)) return 'path separator';
  if (name === '.' || name === '..') return 'dot segment';
  if (STILL_ENCODED.test(name)) return 'double encoding';
  if (DRIVE.test(name)) return 'drive letter';
  // Look-alikes (fullwidth solidus, one-dot leader, ...) are harmless on this file system, but a layer that applies
  // compatibility normalisation would turn them into separators and dots: refuse them rather than depend on it.
  const folded = name.normalize('NFKC');
  if (folded !== name && (SEPARATOR.test(folded) || folded.split(/[/\\]/).some((s) => s === '..' || s === '.'))) return 'look-alike';
  return null;
}

/**
 * Resolves the raw (still percent-encoded) file name of a request under `root/folder`. Decodes exactly once; a name
 * that could name anything but a file directly inside that folder is refused with 403 (`..`, separators literal or
 * encoded, double encoding, NUL and other controls, absolute paths, drive letters, empty names); malformed
 * percent-encoding is also 403. Pure: the file system is not touched.
 */
export function resolveMediaPath(root: string, folder: string, rawName: string): ResolvedPath {
  let name: string;
  try {
    name = decodeURIComponent(rawName);
  } catch {
    return FORBIDDEN;
  }
  if (refusal(name) !== null) return FORBIDDEN;
  const dir = path.resolve(root, folder);
  const resolved = path.join(dir, name);
  // Belt and braces: whatever the checks above missed, the result must be one entry directly inside `dir`.
  if (path.dirname(resolved) !== dir || path.basename(resolved) !== name) return FORBIDDEN;
  return { ok: true, path: resolved };
}

const realRoots = new Map<string, Promise<string>>();

/**
 * The real path of the media root, resolved once and remembered (a failure is not remembered: the folder may appear
 * later). `openMediaFile` resolves it again when a file falls outside it, so a root link pointed elsewhere is followed.
 */
export function realRoot(root: string): Promise<string> {
  let p = realRoots.get(root);
  if (!p) {
    p = realpath(root);
    realRoots.set(root, p);
    p.catch(() => {
      if (realRoots.get(root) === p) realRoots.delete(root);
    });
  }
  return p;
}

/** The media root resolved anew, replacing `stale` (requests that fail together share one resolution). */
function reresolveRoot(root: string, stale: Promise<string>): Promise<string> {
  if (realRoots.get(root) === stale) realRoots.delete(root);
  return realRoot(root);
}

/** Whether the real path `real` is inside the real folder `base`. */
export const isInside = (real: string, base: string): boolean => real.startsWith(base.endsWith(path.sep) ? base : base + path.sep);

const NOT_FOUND = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EISDIR']);
// O_NOFOLLOW on the real path: a link swapped in after realpath is refused (ELOOP) instead of followed.
export const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/**
 * Opens a path that `resolveMediaPath` returned. Links are followed, but the real path must stay inside the real
 * media root (the demo store is links into media/demo/, which is fine; a link to /etc/passwd is 403). Missing files,
 * directories and over-long names are 404. Other errors are thrown.
 */
export async function openMediaFile(root: string, filePath: string): Promise<OpenedMedia> {
  let handle: FileHandle | undefined;
  try {
    const remembered = realRoot(root);
    const [base, real] = await Promise.all([remembered, realpath(filePath)]);
    // The root may be a link swapped to another release since it was resolved: every file would then fall outside
    // the remembered real root. Only a refusal resolves it again, so a file inside costs one comparison.
    if (!isInside(real, base) && !isInside(real, await reresolveRoot(root, remembered))) return { ok: false, status: 403 };
    handle = await open(real, OPEN_FLAGS);
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return { ok: false, status: 404 };
    }
    return { ok: true, file: { handle, path: real, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs } };
  } catch (err) {
    await handle?.close();
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (NOT_FOUND.has(code)) return { ok: false, status: 404 };
    if (code === 'ELOOP') return { ok: false, status: 403 };
    throw err;
  }
}
