import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Catalogue } from '../catalogue/catalogue.ts';
import { EXERCISES_FILE } from '../catalogue/load-exercises.ts';
import { formatProblem } from '../catalogue/model.ts';
import type { Config } from '../config.ts';
import { fsyncDir, writeFileAtomic } from '../fs/durable-file.ts';
import { formatCoverage, missingProblems } from '../i18n/translations.ts';
import { convertFreeExerciseDb, exercisesFileText, withoutImages } from '../import/free-exercise-db.ts';
import type { ImportIssue } from '../import/free-exercise-db.ts';
import { readKeptFiles, sameKeptFiles, writeKeptFiles } from '../import/kept-files.ts';
import { installImages, OG_IMAGES, stageImages } from '../import/place-images.ts';
import { makeStaging, removeAbandoned, removeEmptyFolders } from '../import/staging.ts';
import { DATA_FLAGS } from './args.ts';
import type { ParsedArgs } from './args.ts';
import { UsageError } from './usage-error.ts';

export const DATA_USAGE = `usage: exref data check [--strict] [--data-dir DIR]
       exref data import free-exercise-db <exercises.json> [--images DIR] --out DIR [--media-dir DIR]`;

/** What `exref data` ends with: the exit code (0 fine, 1 problems found). */
export type DataOutcome = { code: 0 | 1; message?: string };

type Out = (line: string) => void;

/** `exref data check` and `exref data import`. */
export async function dataCommand(config: Config, args: ParsedArgs, out: Out): Promise<DataOutcome> {
  const sub = args.positional[1];
  const only = (allowed: string[]) => {
    const other = DATA_FLAGS.find((f) => args.flags.has(f) && !allowed.includes(f));
    if (other) throw new UsageError(`exref data ${sub} takes no --${other}\n${DATA_USAGE}`);
  };
  if (sub === 'check' && args.positional.length === 2) {
    only(['strict']);
    return check(config.dataDir, args.flags.has('strict'), out);
  }
  if (sub === 'import' && args.positional[2] === 'free-exercise-db' && args.positional.length === 4) {
    only(['images', 'out']);
    const outDir = args.flags.get('out');
    const images = args.flags.get('images');
    if (typeof outDir !== 'string') throw new UsageError(`--out DIR is required\n${DATA_USAGE}`);
    return importFreeExerciseDb(args.positional[3]!, typeof images === 'string' ? images : null, path.resolve(outDir), config.mediaDir, config.i18nStrict, out);
  }
  throw new UsageError(DATA_USAGE);
}

/**
 * Validates the data folder and prints every problem. Then the translation coverage of each language and every
 * string served in English; with `strict`, those missing strings are problems (exit 1), as they are for the server
 * with EXREF_I18N_STRICT=true. `shownAs` names the folder in what is printed (an import checks its staging folder).
 */
export async function check(dataDir: string, strict: boolean, out: Out, shownAs = dataDir): Promise<DataOutcome> {
  const { problems, catalogue, coverage } = await Catalogue.inspect(dataDir, { strictTranslations: strict });
  if (problems.length > 0) {
    for (const p of problems) out(formatProblem(p));
    return { code: 1, message: `${problems.length} problem(s) in ${shownAs}` };
  }
  for (const c of coverage) out(`coverage ${formatCoverage(c)}`);
  for (const c of coverage) for (const p of missingProblems(c)) out(`served in English: ${formatProblem(p)}`);
  out(`${shownAs}: ${catalogue!.exercises.length} exercises, languages ${catalogue!.languages.join(', ')}: no problems`);
  return { code: 0 };
}

const issueLine = (kind: string, i: ImportIssue) => `${kind}: record ${i.record}${i.field ? `, field ${i.field}` : ''}: ${i.reason}`;

/**
 * Converts a free-exercise-db file into an exref data folder (exercises.json; no routines) and its pictures into the
 * media store. Everything is built in staging folders first (the data one beside --out, with the folder's own
 * routines.json and i18n/, the pictures one inside the media store's images/) and checked as `exref data check`
 * does (`--strict` when EXREF_I18N_STRICT=true); only a folder that passes is moved into place. On any failure
 * --out and --media-dir are left as they were.
 */
async function importFreeExerciseDb(input: string, imagesDir: string | null, outDir: string, mediaDir: string, strict: boolean, out: Out): Promise<DataOutcome> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(input, 'utf8'));
  } catch (err) {
    return { code: 1, message: `${input} cannot be read as JSON: ${(err as Error).message}` };
  }
  const converted = convertFreeExerciseDb(raw);
  if (!converted.ok) return { code: 1, message: `${input}: ${converted.error}` };
  const { skipped, warnings } = converted;
  if (converted.exercises.length === 0) {
    for (const s of skipped) out(issueLine('skipped', s));
    const records = skipped.length === 0 ? 'it holds 0 records' : `all ${skipped.length} record(s) skipped`;
    return { code: 1, message: `${input}: no exercises to import (${records}): nothing written` };
  }
  // Every folder this import created, down to the leaves: each parent is fsynced before the swap, and they are
  // removed again (while empty) if it fails.
  const created = new Set<string>();
  const staging: string[] = [];
  const mkdirs = async (dir: string) => {
    const first = await mkdir(dir, { recursive: true });
    if (first === undefined) return;
    // mkdir names the first folder it made in its own spelling: the walk also stops at the root, whatever that is.
    for (let d = path.resolve(dir); ; d = path.dirname(d)) {
      created.add(d);
      if (d === path.resolve(first) || d === path.dirname(d)) break;
    }
  };
  let swapped = false;
  try {
    // What an import that never finished (killed, or cut off by a power loss) left behind goes first.
    const ogParent = path.join(mediaDir, path.dirname(OG_IMAGES));
    const leftovers = [...await removeAbandoned(path.dirname(outDir), path.basename(outDir)), ...await removeAbandoned(ogParent, path.basename(OG_IMAGES))];
    for (const { dir, error } of leftovers) {
      out(error === undefined ? `removed ${dir}: the staging folder of an import that did not finish` : `could not remove ${dir}, the staging folder of an import that did not finish: ${error}`);
    }
    await mkdirs(path.dirname(outDir));
    const stage = await makeStaging(path.dirname(outDir), path.basename(outDir));
    staging.push(stage);
    let exercises = converted.exercises;
    let pictures: { dir: string; names: string[] } | null = null;
    if (imagesDir === null) {
      if (converted.images.length > 0) warnings.push({ record: '(all)', field: 'images', reason: `no --images folder given: ${converted.images.length} picture(s) left out` });
      exercises = exercises.map((e) => ({ ...e, videos: [] }));
    } else {
      // Beside og_images/, so each picture moves in with one rename (same file system).
      await mkdirs(ogParent);
      const dir = await makeStaging(ogParent, path.basename(OG_IMAGES));
      staging.push(dir);
      await mkdir(path.join(dir, 'new'));
      await mkdir(path.join(dir, 'old'));
      const result = await stageImages(converted.images, path.resolve(imagesDir), path.join(dir, 'new'));
      for (const f of result.failed) warnings.push({ record: f.placement.record, field: 'images', reason: f.reason });
      const left = new Set(result.failed.map((f) => f.placement.target));
      exercises = withoutImages(exercises, left);
      pictures = { dir, names: converted.images.map((i) => i.target).filter((t) => !left.has(t)) };
    }
    const kept = await readKeptFiles(outDir);
    await writeKeptFiles(stage, kept);
    await writeFileAtomic(path.join(stage, EXERCISES_FILE), exercisesFileText(exercises));
    for (const s of skipped) out(issueLine('skipped', s));
    for (const w of warnings) out(issueLine('warning', w));
    // As strict as the server that will load it: with EXREF_I18N_STRICT=true a string served in English stops it.
    const checked = await check(stage, strict, out, outDir);
    if (checked.code !== 0) return { code: 1, message: `${checked.message} with the imported exercises: nothing was changed` };

    // The swap. Only exercises.json changes in --out (routines.json and i18n/ are the folder's own, checked with the
    // new exercises in staging), and one rename replaces it whole: a SIGHUP reload reads the old file or the new one,
    // never a mix. The pictures move in first, so the new catalogue never names a picture not yet there; in the
    // meantime the old catalogue may serve a replaced picture under its name (the same record's same slot).
    // The window left: a routines.json or i18n/ edited between this comparison and the rename goes unchecked.
    // Durability: every file moved in was fsynced before (the pictures as they were copied, exercises.json by
    // writeFileAtomic). og_images/ and the parents of the folders made here are fsynced before exercises.json moves
    // in, so after a power cut the catalogue never names a picture whose rename was lost; --out is fsynced after.
    if (!sameKeptFiles(kept, await readKeptFiles(outDir))) {
      throw new Error(`${outDir}: routines.json or i18n/ changed during the import; run it again`);
    }
    await mkdirs(outDir);
    let installed: Awaited<ReturnType<typeof installImages>> | null = null;
    if (pictures !== null) {
      const og = path.join(mediaDir, OG_IMAGES);
      await mkdirs(og);
      installed = await installImages(path.join(pictures.dir, 'new'), pictures.names, og, path.join(pictures.dir, 'old'));
    }
    try {
      if (pictures !== null) await fsyncDir(path.join(mediaDir, OG_IMAGES));
      for (const dir of new Set([...created].map((d) => path.dirname(d)))) await fsyncDir(dir);
      await rename(path.join(stage, EXERCISES_FILE), path.join(outDir, EXERCISES_FILE));
    } catch (err) {
      await installed?.undo();
      throw err;
    }
    swapped = true;
    await fsyncDir(outDir);
    out(`imported ${exercises.length}, skipped ${skipped.length}, warnings ${warnings.length}: ${path.join(outDir, EXERCISES_FILE)}`
      + `${pictures === null ? '' : `, ${pictures.names.length} picture(s) in ${path.join(mediaDir, OG_IMAGES)}`}`);
    return { code: 0 };
  } catch (err) {
    const outcome = swapped ? 'the import is in place' : 'nothing was changed';
    return { code: 1, message: `import into ${outDir} failed: ${(err as Error).message}: ${outcome}` };
  } finally {
    for (const dir of staging) await rm(dir, { recursive: true, force: true });
    if (!swapped) await removeEmptyFolders(created);
  }
}
