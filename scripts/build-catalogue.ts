/**
 * Builds data/exercises.json from the seed files in scripts/catalogue/. Reproducible: the same seeds always give
 * the same bytes. Run with `npm run catalogue`.
 *
 * Ids are derived from a hash of the name (then probed upwards on collision, in name order), so adding an exercise
 * does not renumber the others, and ids are non-consecutive as the spec describes.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, DIFFICULTIES, FORCES, GRIPS, MECHANICS, MUSCLES } from './catalogue/types.ts';
import type { ExerciseSeed } from './catalogue/types.ts';

/** The seed files, one per group of equipment categories; each exports `seeds: ExerciseSeed[]`. */
export const SEED_FILES = ['free-weights-barbell', 'dumbbells-kettlebells', 'cables', 'machines-bands', 'bodyweight-suspension', 'mobility'];

export async function loadSeeds(): Promise<ExerciseSeed[]> {
  const all: ExerciseSeed[] = [];
  for (const f of SEED_FILES) all.push(...((await import(`./catalogue/${f}.ts`)) as { seeds: ExerciseSeed[] }).seeds);
  return all;
}

const ID_BASE = 1000;
const ID_SPACE = 90_000;

export function slugify(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function check(seed: ExerciseSeed, problems: string[]): void {
  const where = `"${seed.name}"`;
  const inList = (v: string | null, list: readonly string[], field: string) => {
    if (v !== null && !list.includes(v)) problems.push(`${where}: ${field} ${v} is not in the vocabulary`);
  };
  inList(seed.category, CATEGORIES, 'category');
  seed.primary_muscles.forEach((m) => inList(m, MUSCLES, 'muscle'));
  seed.grips.forEach((g) => inList(g, GRIPS, 'grip'));
  inList(seed.force, FORCES, 'force');
  inList(seed.mechanic, MECHANICS, 'mechanic');
  inList(seed.difficulty, DIFFICULTIES, 'difficulty');
  if (seed.primary_muscles.length < 1 || seed.primary_muscles.length > 3) problems.push(`${where}: needs 1 to 3 muscles`);
  if (seed.steps.length < 3 || seed.steps.length > 7) problems.push(`${where}: needs 3 to 7 steps`);
  if (new Set(seed.steps).size !== seed.steps.length) problems.push(`${where}: repeats a step`);
  for (const s of seed.steps) if (!/[.!?]$/.test(s)) problems.push(`${where}: step does not end a sentence: ${s}`);
}

export function buildCatalogue(all: readonly ExerciseSeed[]) {
  const problems: string[] = [];
  const names = new Map<string, ExerciseSeed>();
  const slugs = new Set<string>();
  for (const seed of all) {
    check(seed, problems);
    const lower = seed.name.toLowerCase();
    if (names.has(lower)) problems.push(`"${seed.name}" appears twice`);
    names.set(lower, seed);
    const slug = slugify(seed.name);
    if (slugs.has(slug)) problems.push(`"${seed.name}" has the same file slug as another exercise`);
    slugs.add(slug);
  }
  if (problems.length) throw new Error(`the seeds have ${problems.length} problem(s):\n${problems.join('\n')}`);

  const byName = [...all].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const used = new Set<number>();
  const withIds = byName.map((seed) => {
    let id = ID_BASE + (fnv1a(seed.name) % ID_SPACE);
    while (used.has(id)) id++;
    used.add(id);
    return { id, seed };
  });
  return withIds
    .sort((a, b) => a.id - b.id)
    .map(({ id, seed }) => {
      const slug = slugify(seed.name);
      const genders = seed.female === false ? ['male'] : ['male', 'female'];
      return {
        id,
        name: seed.name,
        category: seed.category,
        primary_muscles: seed.primary_muscles,
        force: seed.force,
        mechanic: seed.mechanic,
        difficulty: seed.difficulty,
        grips: seed.grips,
        steps: seed.steps,
        videos: genders.flatMap((gender) =>
          ['front', 'side'].map((angle) => ({
            angle,
            gender,
            video: `${gender}-${slug}-${angle}.mp4`,
            og_image: `${gender}-${slug}-${angle}.jpg`,
          })),
        ),
      };
    });
}

/** One exercise per line: small diffs when the catalogue changes. */
export function serializeCatalogue(exercises: readonly unknown[]): string {
  return `{"version":1,"exercises":[\n${exercises.map((e) => JSON.stringify(e)).join(',\n')}\n]}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const exercises = buildCatalogue(await loadSeeds());
  const out = path.join(root, 'data', 'exercises.json');
  await writeFile(out, serializeCatalogue(exercises));
  const steps = new Set(exercises.flatMap((e) => e.steps)).size;
  process.stdout.write(`wrote ${out}: ${exercises.length} exercises, ${steps} distinct steps\n`);
}
