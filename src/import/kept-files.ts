import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROGRAMS_FILE } from '../catalogue/load-programs.ts';
import { I18N_DIR } from '../i18n/translations.ts';

/** The files of a data folder an import keeps, by path relative to the folder, with their bytes. */
export type KeptFiles = Map<string, Buffer>;

const absent = (err: NodeJS.ErrnoException) => {
  if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
  throw err;
};

/**
 * Reads what an import into `dataDir` leaves in place: its routines.json and the files in its i18n/ folder, when
 * present. The import checks its exercises together with these, so the folder it leaves is the folder it checked.
 */
export async function readKeptFiles(dataDir: string): Promise<KeptFiles> {
  const kept: KeptFiles = new Map();
  const programs = await readFile(path.join(dataDir, PROGRAMS_FILE)).catch(absent);
  if (programs !== null) kept.set(PROGRAMS_FILE, programs);
  const entries = await readdir(path.join(dataDir, I18N_DIR), { withFileTypes: true }).catch(absent);
  for (const e of entries ?? []) {
    if (e.isFile()) kept.set(path.join(I18N_DIR, e.name), await readFile(path.join(dataDir, I18N_DIR, e.name)));
  }
  return kept;
}

/** Writes `kept` into `dir` (the staging folder), as they are, for the check only: they never move into --out (its
 *  own files stay), so unlike what the import puts in place they need no fsync. */
export async function writeKeptFiles(dir: string, kept: KeptFiles): Promise<void> {
  for (const [rel, bytes] of kept) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), bytes);
  }
}

/** True when both hold the same files with the same bytes. */
export function sameKeptFiles(a: KeptFiles, b: KeptFiles): boolean {
  return a.size === b.size && [...a].every(([rel, bytes]) => b.get(rel)?.equals(bytes) === true);
}
