import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ExerciseRecord, VideoRecord } from '../catalogue/model.ts';
import { CATEGORY_OVERRIDES, EQUIPMENT, FORCES, IMAGE_SLOTS, LEVELS, MECHANICS, MUSCLES, SHOULDER_HEADS } from './free-exercise-db-vocabulary.ts';

/** One record the import could not map (skipped) or mapped by a rule worth reviewing (warning). */
export interface ImportIssue {
  /** The source record: its free-exercise-db `id` (or name), and its position in the file. */
  record: string;
  field: string | null;
  reason: string;
}

/** A picture to copy into the media store: from the images folder to a flat name under images/og_images/. */
export interface ImagePlacement {
  /** Path relative to the images folder, as the record gives it. */
  source: string;
  /** Flat file name in the store, unique: `fedb-<exercise id>-<n>.<ext>`. */
  target: string;
  exerciseId: number;
  /** The source record, as issues name it. */
  record: string;
}

export type Conversion =
  | { ok: true; exercises: ExerciseRecord[]; images: ImagePlacement[]; skipped: ImportIssue[]; warnings: ImportIssue[] }
  | { ok: false; error: string };

const MAX_STEPS = 30;
const MAX_MUSCLES = 10;
const MAX_NAME = 200;

/** `base` followed by `suffix`, `base` shortened (by whole code points, trailing spaces dropped) to keep MAX_NAME. */
function withSuffix(base: string, suffix: string): string {
  let cut = base;
  while (cut.length + suffix.length > MAX_NAME) cut = Array.from(cut).slice(0, -1).join('');
  return `${cut.trimEnd()}${suffix}`;
}
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp']);
/** Ids are 31-bit so they stay small, safe integers in every client. */
const ID_SPACE = 0x7fffffff;

/** The same source key always gives the same id; a collision moves to the next free id in source-key order. */
function stableId(key: string, taken: Set<number>): number {
  let id = createHash('sha256').update(key).digest().readUInt32BE(0) & ID_SPACE;
  while (taken.has(id)) id = (id + 1) & ID_SPACE;
  taken.add(id);
  return id;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim().replace(/\s+/g, ' ') : null);

/** Why a record cannot be imported. */
interface Failure {
  field: string;
  reason: string;
}
type Warn = (field: string | null, reason: string) => void;
const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && !Array.isArray(v) && 'reason' in v;

/** A value of a closed vocabulary: mapped, null when the source has none, or a failure. */
function vocab(o: Record<string, unknown>, field: string, table: Readonly<Record<string, string>>): string | null | Failure {
  const value = o[field];
  if (value === null || value === undefined) return null;
  const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!Object.hasOwn(table, key)) return { field, reason: `${JSON.stringify(value)} is not one of ${Object.keys(table).join(', ')}` };
  return table[key]!;
}

function mapCategory(o: Record<string, unknown>, warn: Warn): string | Failure {
  const category = typeof o.category === 'string' ? o.category.trim().toLowerCase() : null;
  const equipment = o.equipment === null || o.equipment === undefined ? null : typeof o.equipment === 'string' ? o.equipment.trim().toLowerCase() : undefined;
  if (equipment === 'foam roll') return EQUIPMENT['foam roll']!;
  if (category !== null && Object.hasOwn(CATEGORY_OVERRIDES, category)) return CATEGORY_OVERRIDES[category]!;
  if (equipment === null) {
    warn('equipment', 'null: filed under Bodyweight');
    return 'Bodyweight';
  }
  const mapped = equipment !== undefined && Object.hasOwn(EQUIPMENT, equipment) ? EQUIPMENT[equipment] : undefined;
  if (mapped === undefined) return { field: 'equipment', reason: `${JSON.stringify(o.equipment)} is not one of ${Object.keys(EQUIPMENT).join(', ')} or null` };
  if (mapped === null) return { field: 'equipment', reason: `${JSON.stringify(o.equipment)} has no exref category` };
  return mapped;
}

/** Primary muscles, then secondary ones, mapped and without repeats; `shoulders` resolved by the movement. */
function mapMuscles(o: Record<string, unknown>, name: string, force: string | null, warn: Warn): string[] | Failure {
  const muscles: string[] = [];
  for (const field of ['primaryMuscles', 'secondaryMuscles'] as const) {
    const list = o[field] ?? [];
    if (!Array.isArray(list)) return { field, reason: 'must be an array of muscle names' };
    for (const m of list) {
      const key = typeof m === 'string' ? m.trim().toLowerCase() : '';
      let muscle = Object.hasOwn(MUSCLES, key) ? MUSCLES[key] : undefined;
      if (muscle === undefined) return { field, reason: `${JSON.stringify(m)} is not one of the 17 muscles (${Object.keys(MUSCLES).join(', ')})` };
      if (key === 'shoulders') {
        const head = SHOULDER_HEADS.find((h) => h.pattern.test(name));
        muscle = head?.muscle ?? (force === 'Pull' ? 'Rear Shoulders' : 'Front Shoulders');
        // Presses work the front delts and pulls the rear ones; a hold or no force says nothing, so it is flagged.
        if (!head && force !== 'Push' && force !== 'Pull') warn(field, `"shoulders" read as ${muscle}: neither the name nor the force (${force ?? 'none'}) says which head`);
      }
      if (!muscles.includes(muscle)) muscles.push(muscle);
    }
  }
  if (!Array.isArray(o.primaryMuscles) || o.primaryMuscles.length === 0) return { field: 'primaryMuscles', reason: 'names no muscle' };
  if (muscles.length > MAX_MUSCLES) {
    warn('secondaryMuscles', `${muscles.length - MAX_MUSCLES} muscle(s) past the ${MAX_MUSCLES} exref keeps were left out`);
    muscles.length = MAX_MUSCLES;
  }
  return muscles;
}

function mapSteps(o: Record<string, unknown>, warn: Warn): string[] | Failure {
  if (!Array.isArray(o.instructions)) return { field: 'instructions', reason: 'must be an array of strings' };
  const steps: string[] = [];
  for (const step of o.instructions) {
    const text = str(step);
    if (text === null) continue;
    if (steps.includes(text)) warn('instructions', 'a repeated step was left out');
    else steps.push(text);
  }
  if (steps.length === 0) return { field: 'instructions', reason: 'has no step' };
  if (steps.length > MAX_STEPS) return { field: 'instructions', reason: `has ${steps.length} steps; exref takes at most ${MAX_STEPS}` };
  return steps;
}

/** Media entries for the record's pictures (video null), and the copies that put them in the store. */
function planPictures(o: Record<string, unknown>, id: number, record: string, warn: Warn): { videos: VideoRecord[]; images: ImagePlacement[] } {
  const videos: VideoRecord[] = [];
  const images: ImagePlacement[] = [];
  if (o.images !== undefined && !Array.isArray(o.images)) warn('images', 'is not an array: no pictures');
  const pictures: unknown[] = Array.isArray(o.images) ? o.images : [];
  pictures.forEach((p, k) => {
    const rel = typeof p === 'string' ? p.trim() : '';
    const ext = path.extname(rel).toLowerCase();
    // A picture path must stay inside the images folder: no absolute paths, no way up.
    if (rel === '' || path.isAbsolute(rel) || rel.split(/[\\/]/).includes('..')) return void warn(`images[${k}]`, `${JSON.stringify(p)} is not a path inside the images folder: left out`);
    if (!IMAGE_EXTENSIONS.has(ext)) return void warn(`images[${k}]`, `${JSON.stringify(p)} is not a JPEG, PNG, GIF or WebP file name: left out`);
    const slot = IMAGE_SLOTS[videos.length];
    if (!slot) return void warn(`images[${k}]`, `only ${IMAGE_SLOTS.length} pictures per exercise are kept: left out`);
    const target = `fedb-${id}-${videos.length}${ext === '.jpeg' ? '.jpg' : ext}`;
    videos.push({ angle: slot.angle, gender: slot.gender, video: null, og_image: target });
    images.push({ source: rel, target, exerciseId: id, record });
  });
  return { videos, images };
}

interface Source {
  index: number;
  key: string;
  o: Record<string, unknown>;
}

/**
 * Converts the free-exercise-db format (one JSON array of records) into exref exercise records. Pure: it plans
 * the image copies and reports every record it cannot map (record, field, reason) instead of guessing.
 */
export function convertFreeExerciseDb(raw: unknown): Conversion {
  if (!Array.isArray(raw)) return { ok: false, error: 'the file must be a JSON array of exercise records (free-exercise-db dist/exercises.json)' };
  const skipped: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const sources: Source[] = [];
  const keys = new Map<string, number>();
  raw.forEach((item: unknown, index) => {
    const o = (typeof item === 'object' && item !== null && !Array.isArray(item) ? item : {}) as Record<string, unknown>;
    const key = str(o.id) ?? str(o.name);
    const label = `${key ?? '(no id or name)'} (#${index})`;
    if (key === null) return void skipped.push({ record: label, field: 'id', reason: 'the record has neither an id nor a name' });
    const first = keys.get(key.toLowerCase());
    if (first !== undefined) return void skipped.push({ record: label, field: 'id', reason: `repeats the id of record #${first}` });
    keys.set(key.toLowerCase(), index);
    sources.push({ index, key, o });
  });
  // Ids are assigned in source-key order, so the same records give the same ids whatever order the file has.
  const taken = new Set<number>();
  const ids = new Map([...sources].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((s) => [s, stableId(s.key, taken)]));

  const exercises: ExerciseRecord[] = [];
  const images: ImagePlacement[] = [];
  const names = new Set<string>();
  for (const s of sources) {
    const record = `${s.key} (#${s.index})`;
    // Warnings count only for records that are imported.
    const pending: ImportIssue[] = [];
    const warn: Warn = (field, reason) => pending.push({ record, field, reason });
    const { o } = s;
    const id = ids.get(s)!;
    let name = str(o.name);
    const mapped = name === null ? { field: 'name', reason: 'must be a non-empty string' }
      : name.length > MAX_NAME ? { field: 'name', reason: `is longer than ${MAX_NAME} characters` }
        : mapFields(o, name, warn);
    if (isFailure(mapped)) {
      skipped.push({ record, ...mapped });
      continue;
    }
    if (names.has(name!.toLowerCase())) {
      const base = name!;
      // The number must fit within MAX_NAME too: the base is cut (never inside a character) to make room.
      for (let n = 2; names.has(name!.toLowerCase()); n++) name = withSuffix(base, ` (${n})`);
      warn('name', `another record has the name ${JSON.stringify(base)}: imported as ${JSON.stringify(name)}`);
    }
    names.add(name!.toLowerCase());
    const pictures = planPictures(o, id, record, warn);
    images.push(...pictures.images);
    exercises.push({ id, name: name!, ...mapped, grips: [], videos: pictures.videos });
    warnings.push(...pending);
  }
  exercises.sort((a, b) => a.id - b.id);
  return { ok: true, exercises, images, skipped, warnings };
}

type MappedFields = Pick<ExerciseRecord, 'category' | 'primary_muscles' | 'force' | 'mechanic' | 'difficulty' | 'steps'>;

/** Every mapped field of one record, or the first that cannot be mapped. */
function mapFields(o: Record<string, unknown>, name: string, warn: Warn): MappedFields | Failure {
  const category = mapCategory(o, warn);
  if (isFailure(category)) return category;
  const force = vocab(o, 'force', FORCES);
  if (isFailure(force)) return force;
  const mechanic = vocab(o, 'mechanic', MECHANICS);
  if (isFailure(mechanic)) return mechanic;
  const difficulty = vocab(o, 'level', LEVELS);
  if (isFailure(difficulty)) return difficulty;
  const muscles = mapMuscles(o, name, force, warn);
  if (isFailure(muscles)) return muscles;
  const steps = mapSteps(o, warn);
  if (isFailure(steps)) return steps;
  return { category, primary_muscles: muscles, force, mechanic, difficulty, steps };
}

/** Drops the media entries of pictures that could not be placed (their files were missing or not images). */
export function withoutImages(exercises: ExerciseRecord[], failed: ReadonlySet<string>): ExerciseRecord[] {
  if (failed.size === 0) return exercises;
  return exercises.map((e) => {
    const kept = e.videos.filter((v) => v.og_image === null || !failed.has(v.og_image));
    return kept.length === e.videos.length ? e : { ...e, videos: kept.map((v, k) => ({ ...v, ...IMAGE_SLOTS[k]! })) };
  });
}

/** The exercises file as exref writes it: one exercise per line. */
export function exercisesFileText(exercises: readonly ExerciseRecord[]): string {
  return `{"version":1,"exercises":[\n${exercises.map((e) => JSON.stringify(e)).join(',\n')}\n]}\n`;
}
