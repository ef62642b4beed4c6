import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Catalogue } from '../catalogue/catalogue.ts';
import { EXERCISES_FILE } from '../catalogue/load-exercises.ts';
import { formatProblem } from '../catalogue/model.ts';
import type { Config } from '../config.ts';
import { writeFileAtomic } from '../fs/durable-file.ts';
import { formatCoverage, missingProblems } from '../i18n/translations.ts';
import { convertFreeExerciseDb, exercisesFileText, withoutImages } from '../import/free-exercise-db.ts';
import type { ImportIssue } from '../import/free-exercise-db.ts';
import { OG_IMAGES, placeImages } from '../import/place-images.ts';
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
    return importFreeExerciseDb(args.positional[3]!, typeof images === 'string' ? images : null, path.resolve(outDir), config.mediaDir, out);
  }
  throw new UsageError(DATA_USAGE);
}

/**
 * Validates the data folder and prints every problem. Then the translation coverage of each language and every
 * string served in English; with `strict`, those missing strings are problems (exit 1), as they are for the server
 * with EXREF_I18N_STRICT=true.
 */
export async function check(dataDir: string, strict: boolean, out: Out): Promise<DataOutcome> {
  const { problems, catalogue, coverage } = await Catalogue.inspect(dataDir, { strictTranslations: strict });
  if (problems.length > 0) {
    for (const p of problems) out(formatProblem(p));
    return { code: 1, message: `${problems.length} problem(s) in ${dataDir}` };
  }
  for (const c of coverage) out(`coverage ${formatCoverage(c)}`);
  for (const c of coverage) for (const p of missingProblems(c)) out(`served in English: ${formatProblem(p)}`);
  out(`${dataDir}: ${catalogue!.exercises.length} exercises, languages ${catalogue!.languages.join(', ')}: no problems`);
  return { code: 0 };
}

const issueLine = (kind: string, i: ImportIssue) => `${kind}: record ${i.record}${i.field ? `, field ${i.field}` : ''}: ${i.reason}`;

/**
 * Converts a free-exercise-db file into an exref data folder (exercises.json; no routines), places its pictures
 * in the media store, then checks the folder as `exref data check` does.
 */
async function importFreeExerciseDb(input: string, imagesDir: string | null, outDir: string, mediaDir: string, out: Out): Promise<DataOutcome> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(input, 'utf8'));
  } catch (err) {
    return { code: 1, message: `${input} cannot be read as JSON: ${(err as Error).message}` };
  }
  const converted = convertFreeExerciseDb(raw);
  if (!converted.ok) return { code: 1, message: `${input}: ${converted.error}` };
  const { skipped, warnings } = converted;
  let exercises = converted.exercises;
  let placed = 0;
  if (imagesDir === null) {
    if (converted.images.length > 0) warnings.push({ record: '(all)', field: 'images', reason: `no --images folder given: ${converted.images.length} picture(s) left out` });
    exercises = exercises.map((e) => ({ ...e, videos: [] }));
  } else {
    const result = await placeImages(converted.images, path.resolve(imagesDir), mediaDir);
    placed = result.copied;
    for (const f of result.failed) warnings.push({ record: f.placement.record, field: 'images', reason: f.reason });
    exercises = withoutImages(exercises, new Set(result.failed.map((f) => f.placement.target)));
  }
  await mkdir(outDir, { recursive: true });
  await writeFileAtomic(path.join(outDir, EXERCISES_FILE), exercisesFileText(exercises));
  for (const s of skipped) out(issueLine('skipped', s));
  for (const w of warnings) out(issueLine('warning', w));
  out(`imported ${exercises.length}, skipped ${skipped.length}, warnings ${warnings.length}: ${path.join(outDir, EXERCISES_FILE)}`
    + `${imagesDir === null ? '' : `, ${placed} picture(s) in ${path.join(mediaDir, OG_IMAGES)}`}`);
  return check(outDir, false, out);
}
