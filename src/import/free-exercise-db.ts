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

/** A value of a closed vocabulary: mapped, null when the source has none, or a failure reason. */
function vocab(value: unknown, table: Readonly<Record<string, string>>, nullable = true): { value: string | null } | { reason: string } {
  if (value === null || value === undefined) return nullable ? { value: null } : { reason: 'is missing' };
  const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const mapped = Object.hasOwn(table, key) ? table[key] : undefined;
  if (mapped === undefined) return { reason: `${JSON.stringify(value)} is not one of ${Object.keys(table).join(', ')}` };
  return { value: mapped };
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
    const skip = (field: string, reason: string) => void skipped.push({ record, field, reason });
    const warn = (field: string | null, reason: string) => warnings.push({ record, field, reason });
    const { o } = s;
    const id = ids.get(s)!;

    let name = str(o.name);
    if (name === null) { skip('name', 'must be a non-empty string'); continue; }
    if (name.length > MAX_NAME) { skip('name', `is longer than ${MAX_NAME} characters`); continue; }

    const fedbCategory = typeof o.category === 'string' ? o.category.trim().toLowerCase() : null;
    const equipment = o.equipment === null || o.equipment === undefined ? null : typeof o.equipment === 'string' ? o.equipment.trim().toLowerCase() : undefined;
    let category: string | null | undefined;
    if (equipment === 'foam roll') category = EQUIPMENT['foam roll'];
    else if (fedbCategory !== null && Object.hasOwn(CATEGORY_OVERRIDES, fedbCategory)) category = CATEGORY_OVERRIDES[fedbCategory];
    else if (equipment === null) category = 'Bodyweight';
    else category = equipment !== undefined && Object.hasOwn(EQUIPMENT, equipment) ? EQUIPMENT[equipment] : undefined;
    if (category === undefined) { skip('equipment', `${JSON.stringify(o.equipment)} is not one of ${Object.keys(EQUIPMENT).join(', ')} or null`); continue; }
    if (category === null) { skip('equipment', `${JSON.stringify(o.equipment)} has no exref category`); continue; }
    if (equipment === null && category === 'Bodyweight') warn('equipment', 'null: filed under Bodyweight');

    const force = vocab(o.force, FORCES);
    if ('reason' in force) { skip('force', force.reason); continue; }
    const mechanic = vocab(o.mechanic, MECHANICS);
    if ('reason' in mechanic) { skip('mechanic', mechanic.reason); continue; }
    const level = vocab(o.level, LEVELS);
    if ('reason' in level) { skip('level', level.reason); continue; }

    const muscles: string[] = [];
    let badMuscle: string | null = null;
    for (const field of ['primaryMuscles', 'secondaryMuscles'] as const) {
      const list = o[field] ?? [];
      if (!Array.isArray(list)) { badMuscle = `${field}: must be an array of muscle names`; break; }
      for (const m of list) {
        const key = typeof m === 'string' ? m.trim().toLowerCase() : '';
        let muscle = Object.hasOwn(MUSCLES, key) ? MUSCLES[key] : undefined;
        if (muscle === undefined) { badMuscle = `${field}: ${JSON.stringify(m)} is not one of the 17 muscles (${Object.keys(MUSCLES).join(', ')})`; break; }
        if (key === 'shoulders') {
          const head = SHOULDER_HEADS.find((h) => h.pattern.test(name!));
          muscle = head?.muscle ?? (force.value === 'Pull' ? 'Rear Shoulders' : 'Front Shoulders');
          if (!head) warn(field, `"shoulders" read as ${muscle} from the force (${force.value ?? 'none'})`);
        }
        if (!muscles.includes(muscle)) muscles.push(muscle);
      }
      if (badMuscle) break;
    }
    if (badMuscle) { skip(badMuscle.slice(0, badMuscle.indexOf(':')), badMuscle.slice(badMuscle.indexOf(':') + 2)); continue; }
    if (!Array.isArray(o.primaryMuscles) || o.primaryMuscles.length === 0) { skip('primaryMuscles', 'names no muscle'); continue; }
    if (muscles.length > MAX_MUSCLES) {
      warn('secondaryMuscles', `${muscles.length - MAX_MUSCLES} muscle(s) past the ${MAX_MUSCLES} exref keeps were left out`);
      muscles.length = MAX_MUSCLES;
    }

    if (!Array.isArray(o.instructions)) { skip('instructions', 'must be an array of strings'); continue; }
    const steps: string[] = [];
    for (const step of o.instructions) {
      const text = str(step);
      if (text === null) continue;
      if (steps.includes(text)) warn('instructions', 'a repeated step was left out');
      else steps.push(text);
    }
    if (steps.length === 0) { skip('instructions', 'has no step'); continue; }
    if (steps.length > MAX_STEPS) { skip('instructions', `has ${steps.length} steps; exref takes at most ${MAX_STEPS}`); continue; }

    if (names.has(name.toLowerCase())) {
      const base = name;
      for (let n = 2; names.has(name.toLowerCase()); n++) name = `${base} (${n})`;
      warn('name', `another record has the name ${JSON.stringify(base)}: imported as ${JSON.stringify(name)}`);
    }
    names.add(name.toLowerCase());

    const videos: VideoRecord[] = [];
    const pictures = Array.isArray(o.images) ? o.images : [];
    if (o.images !== undefined && !Array.isArray(o.images)) warn('images', 'is not an array: no pictures');
    pictures.forEach((p: unknown, k) => {
      const rel = typeof p === 'string' ? p.trim() : '';
      const ext = path.extname(rel).toLowerCase();
      if (rel === '' || path.isAbsolute(rel) || rel.split(/[\\/]/).includes('..')) return void warn(`images[${k}]`, `${JSON.stringify(p)} is not a path inside the images folder: left out`);
      if (!IMAGE_EXTENSIONS.has(ext)) return void warn(`images[${k}]`, `${JSON.stringify(p)} is not a JPEG, PNG, GIF or WebP file name: left out`);
      const slot = IMAGE_SLOTS[videos.length];
      if (!slot) return void warn(`images[${k}]`, `only ${IMAGE_SLOTS.length} pictures per exercise are kept: left out`);
      const target = `fedb-${id}-${videos.length}${ext === '.jpeg' ? '.jpg' : ext}`;
      videos.push({ angle: slot.angle, gender: slot.gender, video: null, og_image: target });
      images.push({ source: rel, target, exerciseId: id, record });
    });

    exercises.push({
      id, name, category, primary_muscles: muscles, force: force.value, mechanic: mechanic.value,
      difficulty: level.value, grips: [], steps, videos,
    });
  }
  exercises.sort((a, b) => a.id - b.id);
  return { ok: true, exercises, images, skipped, warnings };
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
