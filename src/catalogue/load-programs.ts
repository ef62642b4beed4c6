import { DIFFICULTIES } from './model.ts';
import type { DataProblem } from './model.ts';
import { RecordChecker } from './load-exercises.ts';

export const PROGRAMS_FILE = 'routines.json';

/** One exercise prescription inside a workout. */
export interface Prescription {
  exercise_id: number;
  sets: number;
  /** Repetitions per set as coaches write them ("8", "8-12", "10 per side"); null for timed work. */
  reps: string | null;
  /** Work per set in seconds for timed exercises (planks, carries, intervals); null for rep-based work. */
  duration_seconds: number | null;
  rest_seconds: number;
  /** Entries sharing a label ("A", "B") are performed back to back as a superset; null when done alone. */
  superset: string | null;
}

export interface WorkoutRecord {
  id: number;
  routine_id: number;
  name: string;
  slug: string;
  description: string;
  difficulty: string | null;
  goal: string;
  equipment: string[];
  exercises: Prescription[];
}

export interface RoutineRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  difficulty: string | null;
  /** Workout ids in the order the program runs them. */
  workouts: number[];
}

export interface Programs {
  routines: RoutineRecord[];
  workouts: WorkoutRecord[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SUPERSET = /^[A-Z]$/;

function positive(c: RecordChecker, o: Record<string, unknown>, field: string, min: number, max: number, nullable = false): number | null | undefined {
  const v = o[field];
  if (v === null && nullable) return null;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    c.fail(field, `must be an integer from ${min} to ${max}${nullable ? ' or null' : ''}`);
    return undefined;
  }
  return v;
}

function checkPrescription(c: RecordChecker, raw: unknown, i: number, exerciseIds: ReadonlySet<number>): Prescription | null {
  const field = `exercises[${i}]`;
  if (typeof raw !== 'object' || raw === null) return c.fail(field, 'must be an object'), null;
  const o = raw as Record<string, unknown>;
  const id = o.exercise_id;
  if (typeof id !== 'number' || !exerciseIds.has(id)) {
    c.fail(`${field}.exercise_id`, `names exercise ${JSON.stringify(id)}, which is not in the catalogue`);
    return null;
  }
  const sets = positive(c, o, 'sets', 1, 20);
  const duration = positive(c, o, 'duration_seconds', 5, 3600, true);
  const rest = positive(c, o, 'rest_seconds', 0, 600);
  const reps = o.reps;
  if (reps !== null && (typeof reps !== 'string' || reps.trim() === '' || reps.length > 40)) c.fail(`${field}.reps`, 'must be a short string or null');
  if ((reps === null) === (duration === null)) c.fail(field, 'needs exactly one of reps and duration_seconds');
  const superset = o.superset;
  if (superset !== null && (typeof superset !== 'string' || !SUPERSET.test(superset))) c.fail(`${field}.superset`, 'must be a capital letter or null');
  if (sets === undefined || duration === undefined || rest === undefined) return null;
  return { exercise_id: id, sets: sets!, reps: reps as string | null, duration_seconds: duration, rest_seconds: rest!, superset: superset as string | null };
}

/**
 * Validates routines.json: `{ "routines": [...], "workouts": [...] }`. A prescription naming an exercise that is
 * not in the catalogue is reported with its routine, workout and id.
 */
export function checkPrograms(raw: unknown, exerciseIds: ReadonlySet<number>, problems: DataProblem[]): Programs {
  const file = PROGRAMS_FILE;
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as { routines?: unknown; workouts?: unknown };
  if (!Array.isArray(o.routines) || !Array.isArray(o.workouts)) {
    problems.push({ file, record: null, field: null, reason: 'the file must be an object with "routines" and "workouts" arrays' });
    return { routines: [], workouts: [] };
  }
  const workouts: WorkoutRecord[] = [];
  const slugs = { routine: new Set<string>(), workout: new Set<string>() };
  const workoutIds = new Map<number, number>();
  const routineIds = new Set<number>((o.routines as { id?: unknown }[]).map((r) => r?.id).filter((id): id is number => typeof id === 'number'));
  o.workouts.forEach((item: unknown, index) => {
    const w = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const c = new RecordChecker(problems, file, `workout ${typeof w.id === 'number' ? w.id : `#${index}`} (routine ${String(w.routine_id)})`);
    const before = problems.length;
    const id = positive(c, w, 'id', 1, 1e9);
    if (id != null && workoutIds.has(id)) c.fail('id', 'is used by another workout');
    const routineId = w.routine_id;
    if (typeof routineId !== 'number' || !routineIds.has(routineId)) c.fail('routine_id', 'must name a routine in this file');
    const name = c.text(w, 'name', 200);
    const slug = c.text(w, 'slug', 200);
    if (slug !== null && !SLUG.test(slug)) c.fail('slug', 'must be lowercase words joined by hyphens');
    if (slug !== null && slugs.workout.has(slug)) c.fail('slug', 'is used by another workout');
    const description = typeof w.description === 'string' ? w.description : (c.fail('description', 'must be a string'), '');
    const difficulty = c.choice(w, 'difficulty', DIFFICULTIES, true);
    const goal = c.text(w, 'goal', 100);
    const equipment = c.textList(w, 'equipment', 1, 10);
    const list = Array.isArray(w.exercises) ? w.exercises : (c.fail('exercises', 'must be an array'), []);
    if (list.length === 0 || list.length > 30) c.fail('exercises', 'must have 1 to 30 entries');
    const exercises = list.map((p, i) => checkPrescription(c, p, i, exerciseIds));
    if (problems.length > before) return;
    slugs.workout.add(slug!);
    workoutIds.set(id!, index);
    workouts.push({
      id: id!, routine_id: routineId as number, name: name!, slug: slug!, description, difficulty: difficulty ?? null,
      goal: goal!, equipment: equipment!, exercises: exercises as Prescription[],
    });
  });
  const routines: RoutineRecord[] = [];
  const seen = new Set<number>();
  const claimed = new Map<number, number>();
  o.routines.forEach((item: unknown, index) => {
    const r = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const c = new RecordChecker(problems, file, `routine ${typeof r.id === 'number' ? r.id : `#${index}`}`);
    const before = problems.length;
    const id = positive(c, r, 'id', 1, 1e9);
    if (id != null && seen.has(id)) c.fail('id', 'is used by another routine');
    const name = c.text(r, 'name', 200);
    const slug = c.text(r, 'slug', 200);
    if (slug !== null && !SLUG.test(slug)) c.fail('slug', 'must be lowercase words joined by hyphens');
    if (slug !== null && slugs.routine.has(slug)) c.fail('slug', 'is used by another routine');
    const description = typeof r.description === 'string' ? r.description : (c.fail('description', 'must be a string'), '');
    const difficulty = c.choice(r, 'difficulty', DIFFICULTIES, true);
    const ids = Array.isArray(r.workouts) ? r.workouts : (c.fail('workouts', 'must be an array of workout ids'), []);
    if (ids.length === 0) c.fail('workouts', 'must name at least one workout');
    ids.forEach((wid: unknown, i) => {
      const w = typeof wid === 'number' ? workouts.find((x) => x.id === wid) : undefined;
      if (!w) return c.fail(`workouts[${i}]`, `names workout ${JSON.stringify(wid)}, which is not in this file`);
      if (w.routine_id !== id) c.fail(`workouts[${i}]`, `workout ${w.id} belongs to routine ${w.routine_id}`);
      if (claimed.has(w.id)) c.fail(`workouts[${i}]`, `workout ${w.id} is listed twice`);
      claimed.set(w.id, id ?? -1);
    });
    if (problems.length > before) return;
    seen.add(id!);
    slugs.routine.add(slug!);
    routines.push({ id: id!, name: name!, slug: slug!, description, difficulty: difficulty ?? null, workouts: ids as number[] });
  });
  for (const w of workouts) {
    if (!claimed.has(w.id)) problems.push({ file, record: `workout ${w.id} (routine ${w.routine_id})`, field: 'id', reason: 'is not listed by its routine' });
  }
  return { routines: routines.sort((a, b) => a.id - b.id), workouts: workouts.sort((a, b) => a.id - b.id) };
}
