/**
 * Builds data/routines.json from the program seeds in scripts/programs/. Reproducible: the same seeds and the same
 * data/exercises.json always give the same bytes. Run with `npx tsx scripts/build-programs.ts` after
 * `npm run catalogue`.
 *
 * Routines get ids 1..N and workouts 101.. in program order. Slugs come from names; a workout name used by more
 * than one routine gets its routine's slug as a prefix. Exercise names are resolved against data/exercises.json;
 * an unknown name stops the build, naming routine, workout and exercise. Before writing, every prescription is
 * checked against the coaching rules in lintPrograms (sets, reps, holds, rest, supersets, equipment, difficulty).
 *
 * `--seeds` resolves names against the catalogue seed files that exist instead, checks, and writes nothing:
 * useful while the catalogue is still being written.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SEED_FILES, slugify } from './build-catalogue.ts';
import type { ExerciseSeed } from './catalogue/types.ts';
import { DIFFICULTIES, EQUIPMENT, GOALS, SUPERSETS } from './programs/types.ts';
import type { PrescriptionSeed, RoutineSeed, WorkoutSeed } from './programs/types.ts';

/** The program seed files, one per theme; each exports `routines: RoutineSeed[]`. Order is program order. */
export const PROGRAM_FILES = [
  'beginner', 'strength', 'hypertrophy', 'specialization', 'free-weights-home', 'bodyweight', 'conditioning',
  'athletic', 'machines-cables', 'mobility-recovery',
];

export interface CatalogueEntry {
  id: number;
  name: string;
  category: string;
  difficulty: string | null;
  mechanic: string | null;
}

export async function loadPrograms(root: string): Promise<RoutineSeed[]> {
  const all: RoutineSeed[] = [];
  for (const f of PROGRAM_FILES) {
    const file = path.join(root, 'scripts', 'programs', `${f}.ts`);
    all.push(...((await import(pathToFileURL(file).href)) as { routines: RoutineSeed[] }).routines);
  }
  return all;
}

/** Categories whose exercises need the same word in the workout's equipment list. */
const GEAR_CATEGORIES = new Set([
  'Barbell', 'Dumbbells', 'Kettlebells', 'Cables', 'Machine', 'Smith Machine', 'Bodyweight', 'Band', 'Plate',
  'Medicine Ball', 'TRX', 'Bosu Ball',
]);
/** Categories that need no equipment entry of their own (a mat or a wall at most). */
const FREE_CATEGORIES = new Set(['Stretches', 'Yoga', 'Recovery']);

const NEEDS_BENCH = /\b(Bench|Incline|Decline|Preacher|Hip Thrust|Seal Row|Chest-Supported)\b/;
const NO_BENCH = /\b(Floor|Stability Ball|Push-Up|Smith Machine Hip Thrust|Machine Hip Thrust|Leg Press|Incline Board)\b/;
/** Cardio done on a machine or with conditioning-area gear (ropes, sleds); the rest of the Cardio category is bodyweight. */
const CARDIO_GEAR = /\b(Treadmill|Rowing Machine|Ski Erg|Bike|Elliptical|Stair Climber|Vertical Climber|Arm Ergometer|Sled|Battle Rope|Jump Rope)\b/;
const NEEDS_BAR = /\b(Pull-Up|Chin-Up|Hanging|Dead Hang|Muscle-Up|Toes-to-Bar|Scapular Pull)\b/;
const HOLD = /\b(Plank|Hold|Hollow|Wall Sit|L-Sit|Hang|Support|Lever|Bridge Hold)\b/;
/** Heavy barbell lifts whose sets stay short. */
const HEAVY_BARBELL = /\b(Squat|Deadlift|Clean|Snatch|Good Morning|Rack Pull|Block Pull)\b/;
const REPS = /^(\d+(-\d+)?\+?|AMRAP)( per side)?$/;

function rank(d: string | null): number {
  return d === null ? 0 : DIFFICULTIES.indexOf(d as (typeof DIFFICULTIES)[number]);
}

function maxReps(r: string): number | null {
  const n = r.match(/\d+/g);
  return n ? Math.max(...n.map(Number)) : null;
}

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '').length;
}

/**
 * Checks the seeds make training sense and fit the catalogue. Returns one line per problem, each naming routine,
 * workout and exercise.
 */
export function lintPrograms(routines: readonly RoutineSeed[], catalogue: ReadonlyMap<string, CatalogueEntry>): string[] {
  const problems: string[] = [];
  const routineNames = new Set<string>();
  for (const r of routines) {
    const rw = `routine "${r.name}"`;
    if (routineNames.has(r.name.toLowerCase())) problems.push(`${rw}: the name is used twice`);
    routineNames.add(r.name.toLowerCase());
    if (r.workouts.length < 2 || r.workouts.length > 7) problems.push(`${rw}: needs 2 to 7 workouts`);
    checkText(r.description, rw, problems);
    if (!DIFFICULTIES.includes(r.difficulty)) problems.push(`${rw}: difficulty ${r.difficulty} is not in the vocabulary`);
    const workoutNames = new Set<string>();
    for (const w of r.workouts) {
      const ww = `${rw}, workout "${w.name}"`;
      if (workoutNames.has(w.name.toLowerCase())) problems.push(`${ww}: the name is used twice in the routine`);
      workoutNames.add(w.name.toLowerCase());
      if (Math.abs(rank(w.difficulty) - rank(r.difficulty)) > 1) problems.push(`${ww}: difficulty ${w.difficulty} is far from the routine's ${r.difficulty}`);
      lintWorkout(w, ww, catalogue, problems);
    }
  }
  return problems;
}

function checkText(text: string, where: string, problems: string[]): void {
  const n = sentences(text);
  if (n < 1 || n > 3) problems.push(`${where}: the description needs 1 to 3 sentences, has ${n}`);
  if (!/[.!]$/.test(text)) problems.push(`${where}: the description does not end a sentence`);
  if (/\s{2,}/.test(text)) problems.push(`${where}: the description has doubled spaces`);
}

function lintWorkout(w: WorkoutSeed, ww: string, catalogue: ReadonlyMap<string, CatalogueEntry>, problems: string[]): void {
  checkText(w.description, ww, problems);
  if (!DIFFICULTIES.includes(w.difficulty)) problems.push(`${ww}: difficulty ${w.difficulty} is not in the vocabulary`);
  if (!GOALS.includes(w.goal)) problems.push(`${ww}: goal ${w.goal} is not in the vocabulary`);
  if (w.equipment.length < 1 || w.equipment.length > 10) problems.push(`${ww}: needs 1 to 10 pieces of equipment`);
  if (new Set(w.equipment).size !== w.equipment.length) problems.push(`${ww}: repeats a piece of equipment`);
  for (const e of w.equipment) if (!EQUIPMENT.includes(e)) problems.push(`${ww}: equipment ${e} is not in the vocabulary`);
  if (w.exercises.length < 4 || w.exercises.length > 10) problems.push(`${ww}: needs 4 to 10 prescriptions, has ${w.exercises.length}`);
  const used = new Set<string>();
  const seen = new Set<string>();
  w.exercises.forEach((p, i) => {
    const pw = `${ww}, exercise "${p.exercise}"`;
    if (seen.has(p.exercise)) problems.push(`${pw}: appears twice in the workout`);
    seen.add(p.exercise);
    const ex = catalogue.get(p.exercise);
    if (!ex) return void problems.push(`${pw}: is not in the catalogue`);
    used.add(ex.category);
    lintPrescription(p, ex, w, pw, problems);
    const next = w.exercises[i + 1];
    const inGroup = p.superset !== undefined && next?.superset === p.superset;
    if (p.superset !== undefined) {
      if (inGroup && p.rest !== 0) problems.push(`${pw}: rest must be 0 before the next exercise of superset ${p.superset}`);
      if (!inGroup && p.rest === 0) problems.push(`${pw}: the last exercise of superset ${p.superset} needs a rest`);
      if (inGroup && next.sets !== p.sets) problems.push(`${pw}: superset ${p.superset} mixes set counts`);
    } else if (p.rest < 15) problems.push(`${pw}: rest of ${p.rest} s outside a superset`);
  });
  // Superset letters: contiguous groups of 2 or more, lettered A, B, ... in order.
  const groups: string[] = [];
  w.exercises.forEach((p, i) => {
    if (p.superset === undefined) return;
    if (w.exercises[i - 1]?.superset !== p.superset) groups.push(p.superset);
  });
  groups.forEach((g, i) => {
    if (g !== SUPERSETS[i]) problems.push(`${ww}: supersets must be lettered A, B, ... in order (found ${groups.join(', ')})`);
  });
  for (const g of new Set(groups)) {
    if (w.exercises.filter((p) => p.superset === g).length < 2) problems.push(`${ww}: superset ${g} has one exercise`);
  }
  // "Bodyweight" also stands for "no equipment": a stretching or yoga session may list it.
  const free = [...used].some((c) => FREE_CATEGORIES.has(c))
    || w.exercises.some((p) => catalogue.get(p.exercise)?.category === 'Cardio' && !CARDIO_GEAR.test(p.exercise));
  for (const e of w.equipment) {
    if (GEAR_CATEGORIES.has(e) && !used.has(e) && !(e === 'Bodyweight' && free)) problems.push(`${ww}: lists ${e} but no exercise uses it`);
  }
  if (w.equipment.includes('Cardio Machine') && !w.exercises.some((p) => CARDIO_GEAR.test(p.exercise) && catalogue.get(p.exercise)?.category === 'Cardio')) problems.push(`${ww}: lists Cardio Machine but uses none`);
  if (w.equipment.includes('Foam Roller') && !w.exercises.some((p) => p.exercise.startsWith('Foam Roller'))) problems.push(`${ww}: lists Foam Roller but does not roll`);
}

function lintPrescription(p: PrescriptionSeed, ex: CatalogueEntry, w: WorkoutSeed, pw: string, problems: string[]): void {
  const eq = w.equipment as readonly string[];
  if (GEAR_CATEGORIES.has(ex.category) && !eq.includes(ex.category)) problems.push(`${pw}: is a ${ex.category} exercise, not in the equipment list`);
  else if (ex.category === 'Cardio' && CARDIO_GEAR.test(ex.name) && !eq.includes('Cardio Machine')) problems.push(`${pw}: needs Cardio Machine in the equipment list`);
  else if (ex.category === 'Cardio' && !CARDIO_GEAR.test(ex.name) && !eq.includes('Bodyweight')) problems.push(`${pw}: bodyweight cardio needs Bodyweight in the equipment list`);
  else if (!GEAR_CATEGORIES.has(ex.category) && !FREE_CATEGORIES.has(ex.category) && ex.category !== 'Cardio') problems.push(`${pw}: category ${ex.category} is unknown to the equipment rules`);
  if (ex.name.startsWith('Foam Roller') && !eq.includes('Foam Roller')) problems.push(`${pw}: needs Foam Roller in the equipment list`);
  if (NEEDS_BENCH.test(ex.name) && !NO_BENCH.test(ex.name) && ex.category !== 'Machine' && ex.category !== 'Cardio' && !eq.includes('Bench')) problems.push(`${pw}: needs Bench in the equipment list`);
  if (ex.category === 'Bodyweight' && NEEDS_BAR.test(ex.name) && !eq.includes('Pull-Up Bar')) problems.push(`${pw}: needs Pull-Up Bar in the equipment list`);
  if (rank(ex.difficulty) > rank(w.difficulty) + 1) problems.push(`${pw}: an exercise rated ${ex.difficulty} in a ${w.difficulty} workout`);
  if (!Number.isInteger(p.sets) || p.sets < 1 || p.sets > 10) problems.push(`${pw}: sets must be 1 to 10`);
  if (!Number.isInteger(p.rest) || p.rest < 0 || p.rest > 300) problems.push(`${pw}: rest must be 0 to 300 s`);
  if ((p.reps === undefined) === (p.seconds === undefined)) return void problems.push(`${pw}: needs exactly one of reps and seconds`);
  if (p.reps !== undefined) {
    if (!REPS.test(p.reps)) problems.push(`${pw}: reps "${p.reps}" is not written as coaches write them`);
    const n = maxReps(p.reps);
    if (n !== null && (n < 1 || n > 30)) problems.push(`${pw}: ${n} reps`);
    if (ex.category === 'Barbell' && HEAVY_BARBELL.test(ex.name) && n !== null && n > 12) problems.push(`${pw}: ${n} reps of a heavy barbell lift`);
    if (ex.category === 'Barbell' && ex.mechanic === 'Compound' && n !== null && n <= 5 && p.superset === undefined && (p.rest < 120 || p.rest > 240) && !/Jump|Carry/.test(ex.name)) problems.push(`${pw}: heavy sets of ${n} need 120-240 s rest, has ${p.rest}`);
    if (ex.category === 'Stretches' && /Stretch$/.test(ex.name) && !/per side|^\d/.test(p.reps)) problems.push(`${pw}: odd reps for a stretch`);
    if (ex.mechanic === 'Isolation' && GEAR_CATEGORIES.has(ex.category) && n !== null && (n > 15 || p.sets < 2 || p.sets > 4)) problems.push(`${pw}: isolation work is 2-4 sets of up to 15 reps`);
    if (ex.mechanic === 'Compound' && ex.category !== 'Bodyweight' && n !== null && n > 15) problems.push(`${pw}: ${n} reps of a loaded compound lift`);
  } else {
    const s = p.seconds!;
    if (!Number.isInteger(s) || s < 5 || s > (ex.category === 'Cardio' ? 3600 : 600)) problems.push(`${pw}: ${s} s per set`);
    if (HOLD.test(ex.name) && ex.category !== 'Yoga' && ex.category !== 'Stretches') {
      const limit = w.difficulty === 'Advanced' ? 120 : w.difficulty === 'Intermediate' ? 60 : 45;
      if (s > limit) problems.push(`${pw}: a ${s} s hold in a ${w.difficulty} workout (max ${limit})`);
      if (s < (rank(w.difficulty) <= 1 ? 20 : 10)) problems.push(`${pw}: a ${s} s hold is too short`);
    }
    if (p.superset !== undefined && !FREE_CATEGORIES.has(ex.category) && (s < 30 || s > 60)) problems.push(`${pw}: circuit work is 30-60 s, has ${s}`);
    if (ex.category === 'Stretches' && /Stretch\b/.test(ex.name) && (s < 30 || s > 60)) problems.push(`${pw}: stretch holds are 30-60 s, has ${s}`);
    if (ex.category === 'Yoga' && (s < 15 || s > (w.difficulty === 'Advanced' ? 120 : 90))) problems.push(`${pw}: a ${s} s yoga hold`);
    if (ex.category === 'Recovery' && (s < 20 || s > 300)) problems.push(`${pw}: ${s} s of recovery work`);
    if (w.difficulty === 'Novice' && s > 90 && ex.category !== 'Recovery' && ex.category !== 'Cardio') problems.push(`${pw}: ${s} s of work in a Novice workout`);
  }
}

export function buildPrograms(routines: readonly RoutineSeed[], ids: ReadonlyMap<string, number>) {
  const problems: string[] = [];
  const useCount = new Map<string, number>();
  for (const r of routines) for (const name of new Set(r.workouts.map((w) => w.name))) useCount.set(name, (useCount.get(name) ?? 0) + 1);
  const routineSlugs = new Set<string>();
  const workoutSlugs = new Set<string>();
  const routineRecords: unknown[] = [];
  const workoutRecords: unknown[] = [];
  let workoutId = 101;
  routines.forEach((r, i) => {
    const id = i + 1;
    const slug = slugify(r.name);
    if (routineSlugs.has(slug)) problems.push(`routine "${r.name}": slug ${slug} is used by another routine`);
    routineSlugs.add(slug);
    const workoutIds: number[] = [];
    for (const w of r.workouts) {
      const wslug = (useCount.get(w.name) ?? 0) > 1 ? `${slug}-${slugify(w.name)}` : slugify(w.name);
      if (workoutSlugs.has(wslug)) problems.push(`routine "${r.name}", workout "${w.name}": slug ${wslug} is used by another workout`);
      workoutSlugs.add(wslug);
      const exercises = w.exercises.map((p) => {
        const exerciseId = ids.get(p.exercise);
        if (exerciseId === undefined) problems.push(`routine "${r.name}", workout "${w.name}": exercise "${p.exercise}" is not in the catalogue`);
        return {
          exercise_id: exerciseId ?? -1,
          sets: p.sets,
          reps: p.reps ?? null,
          duration_seconds: p.seconds ?? null,
          rest_seconds: p.rest,
          superset: p.superset ?? null,
        };
      });
      workoutRecords.push({
        id: workoutId, routine_id: id, name: w.name, slug: wslug, description: w.description, difficulty: w.difficulty,
        goal: w.goal, equipment: w.equipment, exercises,
      });
      workoutIds.push(workoutId++);
    }
    routineRecords.push({ id, name: r.name, slug, description: r.description, difficulty: r.difficulty, workouts: workoutIds });
  });
  if (problems.length) throw new Error(`the programs have ${problems.length} problem(s):\n${problems.join('\n')}`);
  return { routines: routineRecords, workouts: workoutRecords };
}

/** One record per line: small diffs when a program changes. */
export function serializePrograms(programs: { routines: readonly unknown[]; workouts: readonly unknown[] }): string {
  const lines = (list: readonly unknown[]) => list.map((x) => JSON.stringify(x)).join(',\n');
  return `{"version":1,"routines":[\n${lines(programs.routines)}\n],"workouts":[\n${lines(programs.workouts)}\n]}\n`;
}

async function catalogueFromSeeds(): Promise<Map<string, CatalogueEntry>> {
  const map = new Map<string, CatalogueEntry>();
  for (const f of SEED_FILES) {
    let seeds: ExerciseSeed[];
    try {
      seeds = ((await import(`./catalogue/${f}.ts`)) as { seeds: ExerciseSeed[] }).seeds;
    } catch {
      process.stderr.write(`(seed file ${f}.ts is missing: its names are not checked)\n`);
      continue;
    }
    for (const s of seeds) map.set(s.name, { id: map.size, name: s.name, category: s.category, difficulty: s.difficulty, mechanic: s.mechanic });
  }
  return map;
}

async function catalogueFromData(root: string): Promise<Map<string, CatalogueEntry>> {
  const raw = JSON.parse(await readFile(path.join(root, 'data', 'exercises.json'), 'utf8')) as { exercises: CatalogueEntry[] };
  return new Map(raw.exercises.map((e) => [e.name, e]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const fromSeeds = process.argv.includes('--seeds');
  const catalogue = fromSeeds ? await catalogueFromSeeds() : await catalogueFromData(root);
  const routines = await loadPrograms(root);
  const problems = lintPrograms(routines, catalogue);
  if (problems.length) {
    process.stderr.write(`the programs have ${problems.length} problem(s):\n${problems.join('\n')}\n`);
    process.exit(1);
  }
  const ids = new Map([...catalogue.values()].map((e) => [e.name, e.id]));
  const programs = buildPrograms(routines, ids);
  const prescriptions = routines.reduce((n, r) => n + r.workouts.reduce((m, w) => m + w.exercises.length, 0), 0);
  const summary = `${programs.routines.length} routines, ${programs.workouts.length} workouts, ${prescriptions} prescriptions`;
  if (fromSeeds) {
    process.stdout.write(`checked against the seed files: ${summary}; nothing written\n`);
  } else {
    const out = path.join(root, 'data', 'routines.json');
    await writeFile(out, serializePrograms(programs));
    process.stdout.write(`wrote ${out}: ${summary}\n`);
  }
}
