/**
 * Vocabulary and seed shape of the demo catalogue. Each file beside this one exports
 * `seeds: ExerciseSeed[]` for a group of equipment categories; build-catalogue.ts merges them,
 * assigns ids and media filenames, and writes data/exercises.json.
 */

export const CATEGORIES = [
  'Barbell', 'Dumbbells', 'Kettlebells', 'Cables', 'Machine', 'Smith Machine', 'Bodyweight', 'Band',
  'Plate', 'Medicine Ball', 'TRX', 'Bosu Ball', 'Stretches', 'Yoga', 'Cardio', 'Recovery',
] as const;

export const MUSCLES = [
  'Chest', 'Front Shoulders', 'Side Shoulders', 'Rear Shoulders', 'Biceps', 'Triceps', 'Forearms',
  'Traps', 'Traps (mid-back)', 'Lats', 'Lower back', 'Abdominals', 'Obliques', 'Hip Flexors',
  'Glutes', 'Quads', 'Hamstrings', 'Adductors', 'Abductors', 'Calves', 'Neck',
] as const;

export const FORCES = ['Push', 'Pull', 'Hold'] as const;
export const MECHANICS = ['Isolation', 'Compound'] as const;
export const DIFFICULTIES = ['Novice', 'Beginner', 'Intermediate', 'Advanced'] as const;
export const GRIPS = ['Overhand', 'Underhand', 'Neutral', 'Mixed', 'Hook', 'Wide', 'Close', 'False', 'Rotating'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Muscle = (typeof MUSCLES)[number];
export type Force = (typeof FORCES)[number];
export type Mechanic = (typeof MECHANICS)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type Grip = (typeof GRIPS)[number];

export interface ExerciseSeed {
  /** Unique across the whole catalogue, Title Case, equipment first where usual: "Dumbbell Romanian Deadlift". */
  name: string;
  category: Category;
  /** 1 to 3 muscles, the main mover first. */
  primary_muscles: Muscle[];
  force: Force | null;
  mechanic: Mechanic | null;
  difficulty: Difficulty;
  /** Empty when the hands hold nothing (squats, stretches). */
  grips: Grip[];
  /** 3 to 7 ordered instructions, each one full sentence ending with a period. */
  steps: string[];
  /** False when only the male model was filmed (about one exercise in ten). Default true. */
  female?: boolean;
}
