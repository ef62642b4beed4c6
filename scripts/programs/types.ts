/**
 * Seed shape of the demo training programs. Each theme file beside this one exports `routines: RoutineSeed[]`;
 * build-programs.ts resolves exercise names against data/exercises.json, assigns ids and slugs, checks the
 * prescriptions make training sense, and writes data/routines.json.
 */

export const GOALS = [
  'Gain Muscle', 'Build Strength', 'Lose Weight', 'Improve Endurance', 'Improve Mobility', 'General Fitness',
] as const;

/** The catalogue's equipment categories plus the gear a program may also need. */
export const EQUIPMENT = [
  'Barbell', 'Dumbbells', 'Kettlebells', 'Cables', 'Machine', 'Smith Machine', 'Bodyweight', 'Band', 'Plate',
  'Medicine Ball', 'TRX', 'Bosu Ball', 'Foam Roller', 'Yoga Mat', 'Pull-Up Bar', 'Bench', 'Cardio Machine',
] as const;

export const DIFFICULTIES = ['Novice', 'Beginner', 'Intermediate', 'Advanced'] as const;

export const SUPERSETS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

export type Goal = (typeof GOALS)[number];
export type Equipment = (typeof EQUIPMENT)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type Superset = (typeof SUPERSETS)[number];

interface PrescriptionBase {
  /** Exact catalogue name of the exercise. */
  exercise: string;
  /** 1 to 10. */
  sets: number;
  /** Seconds of rest after the set; 0 between the entries of a superset, the rest after the last of the group. */
  rest: number;
  /** Entries sharing a letter are done back to back. */
  superset?: Superset;
}

/** Exactly one of `reps` (as coaches write them: "5", "8-12", "10 per side") and `seconds` (timed work). */
export type PrescriptionSeed =
  | (PrescriptionBase & { reps: string; seconds?: undefined })
  | (PrescriptionBase & { seconds: number; reps?: undefined });

export interface WorkoutSeed {
  name: string;
  /** 1 to 3 sentences in plain English. */
  description: string;
  difficulty: Difficulty;
  goal: Goal;
  equipment: Equipment[];
  /** 4 to 10 prescriptions, in the order they are performed. */
  exercises: PrescriptionSeed[];
}

export interface RoutineSeed {
  /** Unique across all programs. */
  name: string;
  /** 1 to 3 sentences in plain English. */
  description: string;
  difficulty: Difficulty;
  /** 2 to 7 workouts, in the order the program runs them. */
  workouts: WorkoutSeed[];
}

/** A rep-based prescription: `reps(name, sets, "8-12", rest)`. */
export function reps(exercise: string, sets: number, count: string, rest: number, superset?: Superset): PrescriptionSeed {
  return superset === undefined ? { exercise, sets, reps: count, rest } : { exercise, sets, reps: count, rest, superset };
}

/** A timed prescription: `timed(name, sets, seconds, rest)`. */
export function timed(exercise: string, sets: number, seconds: number, rest: number, superset?: Superset): PrescriptionSeed {
  return superset === undefined ? { exercise, sets, seconds, rest } : { exercise, sets, seconds, rest, superset };
}
