import { memoLowerCase } from '../i18n/languages.ts';
import type { LanguageView } from './language-view.ts';
import type { Programs, RoutineRecord, WorkoutRecord } from './load-programs.ts';
import { bodymapUrl } from './media-fragments.ts';
import { mapInSteps } from './pending.ts';
import type { Steps } from './pending.ts';

type Translate = (text: string, record?: string | number) => string;

/** Routine and workout text in one language, plus what the filters compare against. */
export interface ProgramText {
  routines: { name: string; description: string }[];
  workouts: { name: string; description: string; goal: string; equipment: string[]; muscles: string[] }[];
  /** Per workout: lower-cased goal, equipment and muscles in English and in this language, for the filters. */
  workoutFacets: { goal: Set<string>; equipment: Set<string>; muscles: Set<string>; difficulty: string | null }[];
}

/** Serialized routine and workout responses for one language and one base URL. */
export interface ProgramJson {
  routineMinimal: string[];
  routineStandard: Buffer[];
  /** Full responses as frozen lists of parts that share the exercise fragments, not copies of them. */
  routineFull: readonly Buffer[][];
  workoutMinimal: string[];
  workoutStandard: Buffer[];
  workoutFull: readonly Buffer[][];
}

/** What a nested exercise needs from the catalogue: its index, and its serialized standard record. */
export interface ExerciseSource {
  indexOf(id: number): number | undefined;
  /** The parts of one ExerciseStandard (with bodymaps), shared with the exercise endpoints. */
  standardParts(view: LanguageView, index: number, base: string): Buffer[];
  muscles(index: number): readonly string[];
}

/** What program text needs from the catalogue: no serialized bodies. */
export type ExerciseLookup = Pick<ExerciseSource, 'indexOf' | 'muscles'>;

/** The muscles a workout trains: the primary muscles of its exercises, most worked first, then by name. */
export function workoutMuscles(w: WorkoutRecord, exercises: ExerciseLookup): string[] {
  const counts = new Map<string, number>();
  for (const p of w.exercises) for (const m of exercises.muscles(exercises.indexOf(p.exercise_id)!)) counts.set(m, (counts.get(m) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en')).map(([m]) => m);
}

export function translatePrograms(programs: Programs, lang: string, t: Translate, exercises: ExerciseLookup): ProgramText {
  const lower = memoLowerCase(lang);
  const workouts = programs.workouts.map((w) => {
    const muscles = workoutMuscles(w, exercises);
    return {
      name: t(w.name, `workout ${w.id}`),
      description: w.description === '' ? '' : t(w.description, `workout ${w.id}`),
      goal: t(w.goal, `workout ${w.id}`),
      equipment: w.equipment.map((e) => t(e, `workout ${w.id}`)),
      muscles: muscles.map((m) => t(m, `workout ${w.id}`)),
      english: { muscles },
    };
  });
  return {
    routines: programs.routines.map((r) => ({
      name: t(r.name, `routine ${r.id}`),
      description: r.description === '' ? '' : t(r.description, `routine ${r.id}`),
    })),
    workouts: workouts.map(({ english: _english, ...rest }) => rest),
    workoutFacets: programs.workouts.map((w, i) => {
      const tw = workouts[i]!;
      return {
        goal: new Set([w.goal.toLowerCase(), lower(tw.goal)]),
        equipment: new Set([...w.equipment.map((e) => e.toLowerCase()), ...tw.equipment.map(lower)]),
        muscles: new Set([...tw.english.muscles.map((m) => m.toLowerCase()), ...tw.muscles.map(lower)]),
        difficulty: w.difficulty?.toLowerCase() ?? null,
      };
    }),
  };
}

/** Workouts or routines serialized between two yields of programJsonSteps(). */
const PROGRAMS_PER_STEP = 8;

/**
 * Builds every routine and workout response of one language for one base URL, yielding every few programs (the
 * whole set takes tens of milliseconds: too long to hold the event loop right after listening).
 */
export function* programJsonSteps(programs: Programs, text: ProgramText, view: LanguageView, base: string, exercises: ExerciseSource): Steps<ProgramJson> {
  const workoutIndex = new Map(programs.workouts.map((w, i) => [w.id, i]));
  const bodymaps = (kind: 'routine' | 'workout', id: number) =>
    `"bodymap_male":${JSON.stringify(bodymapUrl(base, kind, id, 'male'))},"bodymap_female":${JSON.stringify(bodymapUrl(base, kind, id, 'female'))}`;

  const workoutParts = yield* mapInSteps(programs.workouts, PROGRAMS_PER_STEP, (w, j) => {
    const tw = text.workouts[j]!;
    const head = JSON.stringify({
      id: w.id, name: tw.name, slug: w.slug, description: tw.description, difficulty: w.difficulty, goal: tw.goal,
      equipment: tw.equipment, muscles: tw.muscles, routine_id: w.routine_id,
    }).slice(0, -1);
    const open = `${head},${bodymaps('workout', w.id)},"exercises":[`;
    const tail = (p: WorkoutRecord['exercises'][number]) =>
      `,"sets":${p.sets},"reps":${JSON.stringify(p.reps)},"duration_seconds":${p.duration_seconds},"rest_seconds":${p.rest_seconds},"superset":${JSON.stringify(p.superset)}}`;
    const standard = w.exercises.map((p, k) => {
      const index = exercises.indexOf(p.exercise_id)!;
      return `{"position":${k + 1},"exercise":${JSON.stringify({ id: p.exercise_id, name: view.name(index) })}${tail(p)}`;
    });
    // Exercise bodies in the full form are the catalogue's own fragments, referenced rather than copied.
    const full: Buffer[] = [Buffer.from(open)];
    w.exercises.forEach((p, k) => {
      full.push(Buffer.from(`${k === 0 ? '' : ','}{"position":${k + 1},"exercise":`));
      full.push(...exercises.standardParts(view, exercises.indexOf(p.exercise_id)!, base));
      full.push(Buffer.from(tail(p)));
    });
    full.push(Buffer.from(`],"api_calls_cost":${1 + w.exercises.length}}`));
    return {
      minimal: JSON.stringify({ id: w.id, name: tw.name, slug: w.slug, difficulty: w.difficulty, goal: tw.goal }),
      standard: Buffer.from(`${open}${standard.join(',')}]}`),
      full: Object.freeze(full) as Buffer[],
    };
  });

  const COMMA = Buffer.from(',');
  const routineParts = yield* mapInSteps(programs.routines, PROGRAMS_PER_STEP, (r: RoutineRecord, i) => {
    const tr = text.routines[i]!;
    const head = JSON.stringify({ id: r.id, name: tr.name, slug: r.slug, description: tr.description, difficulty: r.difficulty }).slice(0, -1);
    const ws = r.workouts.map((id) => workoutIndex.get(id)!);
    const refs = ws.map((j) => JSON.stringify({ id: programs.workouts[j]!.id, name: text.workouts[j]!.name, slug: programs.workouts[j]!.slug })).join(',');
    const cost = 1 + ws.length + ws.reduce((n, j) => n + programs.workouts[j]!.exercises.length, 0);
    const full: Buffer[] = [Buffer.from(`${head},${bodymaps('routine', r.id)},"workouts":[`)];
    ws.forEach((j, k) => {
      if (k > 0) full.push(COMMA);
      full.push(...workoutParts[j]!.full);
    });
    full.push(Buffer.from(`],"api_calls_cost":${cost}}`));
    return {
      minimal: `${head}}`,
      standard: Buffer.from(`${head},${bodymaps('routine', r.id)},"workouts":[${refs}]}`),
      full: Object.freeze(full) as Buffer[],
    };
  });

  return {
    routineMinimal: routineParts.map((p) => p.minimal),
    routineStandard: routineParts.map((p) => p.standard),
    routineFull: routineParts.map((p) => p.full),
    workoutMinimal: workoutParts.map((p) => p.minimal),
    workoutStandard: workoutParts.map((p) => p.standard),
    workoutFull: workoutParts.map((p) => p.full),
  };
}
