import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ANGLES, DIFFICULTIES, FORCES, GENDERS, MECHANICS } from './model.ts';
import type { DataProblem, ExerciseRecord, VideoRecord } from './model.ts';

export const EXERCISES_FILE = 'exercises.json';

/** A safe media file name: no folders, no dot-files, nothing a URL would need to escape. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Reads and parses a JSON data file, reporting a missing or malformed file as a problem rather than throwing. */
export async function readJsonFile(dir: string, file: string, problems: DataProblem[], optional = false): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path.join(dir, file), 'utf8');
  } catch (err) {
    if (optional && (err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    problems.push({ file, record: null, field: null, reason: `cannot be read: ${(err as Error).message}` });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    problems.push({ file, record: null, field: null, reason: `is not valid JSON: ${(err as Error).message}` });
    return undefined;
  }
}

/** Field checks that record problems instead of throwing, so `exref data check` can list them all at once. */
export class RecordChecker {
  constructor(
    private readonly problems: DataProblem[],
    private readonly file: string,
    private readonly record: string | number | null,
  ) {}

  fail(field: string | null, reason: string): void {
    this.problems.push({ file: this.file, record: this.record, field, reason });
  }

  text(obj: Record<string, unknown>, field: string, max = 2000): string | null {
    const v = obj[field];
    if (typeof v !== 'string' || v.trim() === '') return this.fail(field, 'must be a non-empty string'), null;
    if (v.length > max) return this.fail(field, `must be at most ${max} characters`), null;
    if (v !== v.trim()) return this.fail(field, 'must not start or end with white space'), null;
    return v;
  }

  textList(obj: Record<string, unknown>, field: string, min: number, max: number): string[] | null {
    const v = obj[field];
    if (!Array.isArray(v)) return this.fail(field, 'must be an array of strings'), null;
    if (v.length < min || v.length > max) return this.fail(field, `must have ${min} to ${max} entries`), null;
    const bad = v.findIndex((s) => typeof s !== 'string' || s.trim() === '' || s !== s.trim());
    if (bad >= 0) return this.fail(`${field}[${bad}]`, 'must be a non-empty, trimmed string'), null;
    if (new Set(v).size !== v.length) return this.fail(field, 'must not repeat a value'), null;
    return v as string[];
  }

  choice<T extends string>(obj: Record<string, unknown>, field: string, allowed: readonly T[], nullable: boolean): T | null | undefined {
    const v = obj[field];
    if (v === null && nullable) return null;
    if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
      this.fail(field, `must be one of ${allowed.join(', ')}${nullable ? ' or null' : ''}`);
      return undefined;
    }
    return v as T;
  }

  positiveInt(obj: Record<string, unknown>, field: string): number | null {
    const v = obj[field];
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) return this.fail(field, 'must be a non-negative integer'), null;
    return v;
  }
}

function checkVideos(c: RecordChecker, raw: unknown): VideoRecord[] | null {
  if (!Array.isArray(raw)) return c.fail('videos', 'must be an array'), null;
  const videos: VideoRecord[] = [];
  const seen = new Set<string>();
  raw.forEach((v: unknown, i) => {
    const field = `videos[${i}]`;
    if (typeof v !== 'object' || v === null) return c.fail(field, 'must be an object');
    const o = v as Record<string, unknown>;
    const angle = c.choice(o, 'angle', ANGLES, false);
    const gender = c.choice(o, 'gender', GENDERS, false);
    for (const f of ['video', 'og_image'] as const) {
      if (o[f] !== null && (typeof o[f] !== 'string' || !FILE_NAME.test(o[f] as string))) {
        c.fail(`${field}.${f}`, 'must be null or a plain file name (letters, digits, ".", "_", "-"; no folders)');
      }
    }
    if (!angle || !gender) return;
    const pair = `${angle}/${gender}`;
    if (seen.has(pair)) return c.fail(field, `repeats the ${pair} video`);
    seen.add(pair);
    videos.push({ angle, gender, video: (o.video as string | null) ?? null, og_image: (o.og_image as string | null) ?? null });
  });
  return videos;
}

/**
 * Variants of a movement share step sentences, and JSON.parse (or v8.deserialize) gives each occurrence its own
 * string: this keeps one copy of each.
 */
export function sharedStrings(): (text: string) => string {
  const seen = new Map<string, string>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    seen.set(text, text);
    return text;
  };
}

/**
 * Validates the exercises file's content. Every problem is recorded; records with problems are left out of
 * the result (the caller refuses to start when any problem was found).
 */
export function checkExercises(raw: unknown, problems: DataProblem[]): ExerciseRecord[] {
  const file = EXERCISES_FILE;
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { exercises?: unknown }).exercises)) {
    problems.push({ file, record: null, field: 'exercises', reason: 'the file must be an object with an "exercises" array' });
    return [];
  }
  const list = (raw as { exercises: unknown[] }).exercises;
  const out: ExerciseRecord[] = [];
  const ids = new Set<number>();
  const names = new Map<string, number>();
  const shared = sharedStrings();
  list.forEach((item, index) => {
    const o = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const id = typeof o.id === 'number' ? o.id : null;
    const c = new RecordChecker(problems, file, id ?? `#${index}`);
    const before = problems.length;
    const checkedId = c.positiveInt(o, 'id');
    if (checkedId !== null) {
      if (ids.has(checkedId)) c.fail('id', 'is used by another exercise');
      ids.add(checkedId);
    }
    const name = c.text(o, 'name', 200);
    if (name !== null) {
      const other = names.get(name.toLowerCase());
      if (other !== undefined) c.fail('name', `is also the name of exercise ${other}`);
      names.set(name.toLowerCase(), checkedId ?? -1);
    }
    const category = c.text(o, 'category', 100);
    const muscles = c.textList(o, 'primary_muscles', 1, 10);
    const force = c.choice(o, 'force', FORCES, true);
    const mechanic = c.choice(o, 'mechanic', MECHANICS, true);
    const difficulty = c.choice(o, 'difficulty', DIFFICULTIES, true);
    const grips = c.textList(o, 'grips', 0, 10);
    const steps = c.textList(o, 'steps', 1, 30);
    const videos = checkVideos(c, o.videos);
    if (problems.length > before) return;
    out.push({
      id: checkedId!, name: name!, category: category!, primary_muscles: muscles!, force: force ?? null,
      mechanic: mechanic ?? null, difficulty: difficulty ?? null, grips: grips!, steps: steps!.map(shared), videos: videos!,
    });
  });
  return out.sort((a, b) => a.id - b.id);
}
