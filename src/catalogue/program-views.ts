import { compareEnglish, memoLowerCase } from '../i18n/languages.ts';
import type { LanguageView } from './language-view.ts';
import type { Programs, WorkoutRecord } from './load-programs.ts';
import { bodymapUrl } from './media-fragments.ts';
import { finish, mapInSteps } from './pending.ts';
import type { Steps } from './pending.ts';

type Translate = (text: string, record?: string | number) => string;

/** Routine and workout text in one language, plus what the filters compare against. */
export interface ProgramText {
  routines: { name: string; description: string }[];
  workouts: { name: string; description: string; goal: string; equipment: string[]; muscles: string[] }[];
  /** Per workout: lower-cased goal, equipment and muscles in English and in this language, for the filters. */
  workoutFacets: { goal: Set<string>; equipment: Set<string>; muscles: Set<string>; difficulty: string | null }[];
}

/** What a nested exercise needs from the catalogue: its index, and its serialized standard record. */
export interface ExerciseSource {
  indexOf(id: number): number | undefined;
  /** The parts of one ExerciseStandard (its bodymap URLs, or nulls), shared with the exercise endpoints. */
  standardParts(view: LanguageView, index: number, base: string, bodymaps: boolean): Buffer[];
  muscles(index: number): readonly string[];
}

/** What program text needs from the catalogue: no serialized bodies. */
export type ExerciseLookup = Pick<ExerciseSource, 'indexOf' | 'muscles'>;

/** The muscles a workout trains: the primary muscles of its exercises, most worked first, then by name. */
export function workoutMuscles(w: WorkoutRecord, exercises: ExerciseLookup): string[] {
  const counts = new Map<string, number>();
  for (const p of w.exercises) for (const m of exercises.muscles(exercises.indexOf(p.exercise_id)!)) counts.set(m, (counts.get(m) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || compareEnglish(a[0], b[0])).map(([m]) => m);
}

export function translatePrograms(programs: Programs, lang: string, t: Translate, exercises: ExerciseLookup): ProgramText {
  return finish(translateProgramsInSteps(programs, lang, t, exercises));
}

/** translatePrograms() in steps, for the background builder: tens of milliseconds in all before the code is optimised. */
export function* translateProgramsInSteps(programs: Programs, lang: string, t: Translate, exercises: ExerciseLookup): Steps<ProgramText> {
  const lower = memoLowerCase(lang);
  const workouts = yield* mapInSteps(programs.workouts, PROGRAMS_PER_STEP, (w) => {
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
  const routines = yield* mapInSteps(programs.routines, PROGRAMS_PER_STEP, (r) => ({
    name: t(r.name, `routine ${r.id}`),
    description: r.description === '' ? '' : t(r.description, `routine ${r.id}`),
  }));
  const workoutFacets = yield* mapInSteps(programs.workouts, PROGRAMS_PER_STEP, (w, i) => {
    const tw = workouts[i]!;
    return {
      goal: new Set([w.goal.toLowerCase(), lower(tw.goal)]),
      equipment: new Set([...w.equipment.map((e) => e.toLowerCase()), ...tw.equipment.map(lower)]),
      muscles: new Set([...tw.english.muscles.map((m) => m.toLowerCase()), ...tw.muscles.map(lower)]),
      difficulty: w.difficulty?.toLowerCase() ?? null,
    };
  });
  return { routines, workouts: workouts.map(({ english: _english, ...rest }) => rest), workoutFacets };
}

/** Workouts or routines serialized between two yields of ProgramResponses.buildAll(). */
const PROGRAMS_PER_STEP = 8;

const COMMA = Buffer.from(',');

/**
 * The routine and workout responses of one language and one base URL. Each is built the first time it is asked for
 * and kept: a request right after start-up builds the one response it needs (a routine in full is a few workouts
 * and their exercises: about a millisecond) instead of waiting for all of them (tens of milliseconds). The
 * background builder calls buildAll() to have every one ready before it is asked for.
 *
 * A response in full is a frozen list of parts that shares the catalogue's exercise fragments rather than copying
 * them; the same object is returned every time, so its joined bytes and ETag are computed once (see send.ts).
 */
export class ProgramResponses {
  private readonly workoutIndex: Map<number, number>;
  // What is built so far, by routine or workout index: each accessor fills its slot once (`??=`).
  private readonly workoutOpens: string[] = [];
  private readonly workoutMinimals: string[] = [];
  private readonly workoutStandards: Buffer[] = [];
  private readonly workoutFulls: Buffer[][] = [];
  private readonly routineHeads: string[] = [];
  private readonly routineStandards: Buffer[] = [];
  private readonly routineFulls: Buffer[][] = [];

  constructor(private readonly programs: Programs, private readonly text: ProgramText, private readonly view: LanguageView,
    private readonly base: string, private readonly exercises: ExerciseSource, private readonly withBodymaps = true) {
    this.workoutIndex = new Map(programs.workouts.map((w, i) => [w.id, i]));
  }

  /** How many responses in full are built so far (workouts, routines). */
  get builtFull(): { workouts: number; routines: number } {
    const count = (list: readonly unknown[]) => list.reduce<number>((n, x) => (x === undefined ? n : n + 1), 0);
    return { workouts: count(this.workoutFulls), routines: count(this.routineFulls) };
  }

  workoutMinimal(j: number): string {
    return (this.workoutMinimals[j] ??= this.makeWorkoutMinimal(j));
  }

  workoutStandard(j: number): Buffer {
    return (this.workoutStandards[j] ??= this.makeWorkoutStandard(j));
  }

  /** Frozen: typed as a plain list for bytes() and send(), which never change it. */
  workoutFull(j: number): Buffer[] {
    return (this.workoutFulls[j] ??= this.makeWorkoutFull(j));
  }

  routineMinimal(i: number): string {
    return `${this.routineHead(i)}}`;
  }

  routineStandard(i: number): Buffer {
    return (this.routineStandards[i] ??= this.makeRoutineStandard(i));
  }

  routineFull(i: number): Buffer[] {
    return (this.routineFulls[i] ??= this.makeRoutineFull(i));
  }

  /** Builds every response, yielding every few programs: the background builder runs it a slice at a time. */
  *buildAll(): Steps<this> {
    const { workouts, routines } = this.programs;
    for (let j = 0; j < workouts.length; j++) {
      if (j > 0 && j % PROGRAMS_PER_STEP === 0) yield;
      this.workoutMinimal(j);
      this.workoutStandard(j);
      this.workoutFull(j);
    }
    for (let i = 0; i < routines.length; i++) {
      if (i % PROGRAMS_PER_STEP === 0) yield;
      this.routineStandard(i);
      this.routineFull(i);
    }
    return this;
  }

  /** `{"id":...,"name":...,"slug":...,"description":...,"difficulty":...` of a routine, without its closing brace. */
  private routineHead(i: number): string {
    return (this.routineHeads[i] ??= this.makeRoutineHead(i));
  }

  /** A workout's head, its bodymaps and the opening of its exercise list: shared by its standard and full forms. */
  private workoutOpen(j: number): string {
    return (this.workoutOpens[j] ??= this.makeWorkoutOpen(j));
  }

  private makeWorkoutMinimal(j: number): string {
    const w = this.programs.workouts[j]!;
    const tw = this.text.workouts[j]!;
    return JSON.stringify({ id: w.id, name: tw.name, slug: w.slug, difficulty: w.difficulty, goal: tw.goal });
  }

  private makeWorkoutStandard(j: number): Buffer {
    const w = this.programs.workouts[j]!;
    const standard = w.exercises.map((p, k) => {
      const index = this.exercises.indexOf(p.exercise_id)!;
      return `{"position":${k + 1},"exercise":${JSON.stringify({ id: p.exercise_id, name: this.view.name(index) })}${prescription(p)}`;
    });
    return Buffer.from(`${this.workoutOpen(j)}${standard.join(',')}]}`);
  }

  private makeWorkoutFull(j: number): Buffer[] {
    const w = this.programs.workouts[j]!;
    // Exercise bodies in the full form are the catalogue's own fragments, referenced rather than copied.
    const full: Buffer[] = [Buffer.from(this.workoutOpen(j))];
    w.exercises.forEach((p, k) => {
      full.push(Buffer.from(`${k === 0 ? '' : ','}{"position":${k + 1},"exercise":`));
      full.push(...this.exercises.standardParts(this.view, this.exercises.indexOf(p.exercise_id)!, this.base, this.withBodymaps));
      full.push(Buffer.from(prescription(p)));
    });
    full.push(Buffer.from(`],"api_calls_cost":${1 + w.exercises.length}}`));
    return Object.freeze(full) as Buffer[];
  }

  private makeRoutineStandard(i: number): Buffer {
    const r = this.programs.routines[i]!;
    const refs = r.workouts.map((id) => {
      const j = this.workoutIndex.get(id)!;
      return JSON.stringify({ id, name: this.text.workouts[j]!.name, slug: this.programs.workouts[j]!.slug });
    });
    return Buffer.from(`${this.routineHead(i)},${this.bodymaps('routine', r.id)},"workouts":[${refs.join(',')}]}`);
  }

  private makeRoutineFull(i: number): Buffer[] {
    const r = this.programs.routines[i]!;
    const ws = r.workouts.map((id) => this.workoutIndex.get(id)!);
    const cost = 1 + ws.length + ws.reduce((n, j) => n + this.programs.workouts[j]!.exercises.length, 0);
    const full: Buffer[] = [Buffer.from(`${this.routineHead(i)},${this.bodymaps('routine', r.id)},"workouts":[`)];
    ws.forEach((j, k) => {
      if (k > 0) full.push(COMMA);
      full.push(...this.workoutFull(j));
    });
    full.push(Buffer.from(`],"api_calls_cost":${cost}}`));
    return Object.freeze(full) as Buffer[];
  }

  private makeRoutineHead(i: number): string {
    const r = this.programs.routines[i]!;
    const tr = this.text.routines[i]!;
    return JSON.stringify({ id: r.id, name: tr.name, slug: r.slug, description: tr.description, difficulty: r.difficulty }).slice(0, -1);
  }

  private makeWorkoutOpen(j: number): string {
    const w = this.programs.workouts[j]!;
    const tw = this.text.workouts[j]!;
    const head = JSON.stringify({
      id: w.id, name: tw.name, slug: w.slug, description: tw.description, difficulty: w.difficulty, goal: tw.goal,
      equipment: tw.equipment, muscles: tw.muscles, routine_id: w.routine_id,
    }).slice(0, -1);
    return `${head},${this.bodymaps('workout', w.id)},"exercises":[`;
  }

  /** Shown to PROFESSIONAL and ENTERPRISE keys; null for a BASIC key in the playground (spec 2.5). */
  private bodymaps(kind: 'routine' | 'workout', id: number): string {
    if (!this.withBodymaps) return '"bodymap_male":null,"bodymap_female":null';
    return `"bodymap_male":${JSON.stringify(bodymapUrl(this.base, kind, id, 'male'))},"bodymap_female":${JSON.stringify(bodymapUrl(this.base, kind, id, 'female'))}`;
  }
}

/** The end of one exercise of a workout: its sets, reps, duration, rest and superset. */
function prescription(p: WorkoutRecord['exercises'][number]): string {
  return `,"sets":${p.sets},"reps":${JSON.stringify(p.reps)},"duration_seconds":${p.duration_seconds},"rest_seconds":${p.rest_seconds},"superset":${JSON.stringify(p.superset)}}`;
}
