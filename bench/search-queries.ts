/**
 * Labelled search queries over the demo catalogue (data/exercises.json): what a person types, and the exact name
 * of the exercise that must rank first. `relevant` names other exercises a good answer lists near the top; they
 * count for nDCG@10 (the expected exercise has grade 2, these grade 1).
 *
 * Where a query fits many variants ("bench press"), the expected answer is the plain, canonical one a lifter means.
 * Labels say what a person expects, not what any engine returns: never edit them to make a figure look better.
 */

export type QueryKind = 'exact' | 'partial' | 'prefix' | 'typo' | 'alias' | 'steps';

export interface LabelledQuery {
  q: string;
  kind: QueryKind;
  expect: string;
  relevant?: string[];
}

export const LABELLED: readonly LabelledQuery[] = [
  // Exact names, typed in lower case.
  { q: 'barbell bench press', kind: 'exact', expect: 'Barbell Bench Press', relevant: ['Dumbbell Bench Press', 'Smith Machine Bench Press', 'Barbell Paused Bench Press'] },
  { q: 'dumbbell romanian deadlift', kind: 'exact', expect: 'Dumbbell Romanian Deadlift', relevant: ['Barbell Romanian Deadlift', 'Kettlebell Romanian Deadlift'] },
  { q: 'kettlebell swing', kind: 'exact', expect: 'Kettlebell Swing', relevant: ['Double Kettlebell Swing', 'Kettlebell Single-Arm Swing', 'Kettlebell American Swing'] },
  { q: 'lat pulldown', kind: 'exact', expect: 'Lat Pulldown', relevant: ['Wide-Grip Lat Pulldown', 'Close-Grip Lat Pulldown', 'Machine Lat Pulldown'] },
  { q: 'bulgarian split squat', kind: 'exact', expect: 'Bulgarian Split Squat', relevant: ['Dumbbell Bulgarian Split Squat', 'Barbell Bulgarian Split Squat'] },
  { q: 'downward-facing dog', kind: 'exact', expect: 'Downward-Facing Dog', relevant: ['Three-Legged Downward Dog'] },
  { q: 'leg press', kind: 'exact', expect: 'Leg Press', relevant: ['Seated Leg Press', 'Vertical Leg Press'] },
  { q: 'pull-up', kind: 'exact', expect: 'Pull-Up', relevant: ['Wide-Grip Pull-Up', 'Neutral-Grip Pull-Up', 'Chin-Up'] },
  { q: 'barbell hip thrust', kind: 'exact', expect: 'Barbell Hip Thrust', relevant: ['Dumbbell Hip Thrust', 'Smith Machine Hip Thrust'] },
  { q: 'kettlebell turkish get up', kind: 'exact', expect: 'Kettlebell Turkish Get-Up', relevant: ['Dumbbell Turkish Get-Up'] },

  // Part of a name.
  { q: 'bench press', kind: 'partial', expect: 'Barbell Bench Press', relevant: ['Dumbbell Bench Press', 'Smith Machine Bench Press'] },
  { q: 'zottman curl', kind: 'partial', expect: 'Dumbbell Zottman Curl' },
  { q: 'meadows row', kind: 'partial', expect: 'Landmine Meadows Row' },
  { q: 'goblet squat', kind: 'partial', expect: 'Dumbbell Goblet Squat', relevant: ['Kettlebell Goblet Squat'] },
  { q: 'hip thrust', kind: 'partial', expect: 'Barbell Hip Thrust', relevant: ['Dumbbell Hip Thrust', 'Smith Machine Hip Thrust'] },
  { q: 'face pull', kind: 'partial', expect: 'Cable Face Pull', relevant: ['Band Face Pull', 'Cable Seated Face Pull'] },
  { q: 'triceps pushdown', kind: 'partial', expect: 'Cable Triceps Pushdown', relevant: ['Band Triceps Pushdown', 'Cable Rope Pushdown'] },
  { q: 'pigeon pose', kind: 'partial', expect: 'Pigeon Pose', relevant: ['One-Legged King Pigeon Pose', 'Flying Pigeon Pose'] },
  { q: 'farmers walk', kind: 'partial', expect: "Dumbbell Farmer's Walk", relevant: ['Kettlebell Farmer\'s Carry', 'Trap Bar Farmer\'s Carry'] },
  { q: 'close grip bench press', kind: 'partial', expect: 'Barbell Close-Grip Bench Press', relevant: ['Smith Machine Close-Grip Bench Press', 'EZ-Bar Close-Grip Bench Press'] },
  { q: 'single arm dumbbell row', kind: 'partial', expect: 'Dumbbell Single-Arm Row', relevant: ['Kettlebell Single-Arm Row', 'Dumbbell Lawnmower Row'] },

  // Still typing.
  { q: 'bench pr', kind: 'prefix', expect: 'Barbell Bench Press', relevant: ['Dumbbell Bench Press', 'Smith Machine Bench Press'] },
  { q: 'kettlebell sw', kind: 'prefix', expect: 'Kettlebell Swing', relevant: ['Double Kettlebell Swing'] },
  { q: 'zottm', kind: 'prefix', expect: 'Dumbbell Zottman Curl' },
  { q: 'lat pull', kind: 'prefix', expect: 'Lat Pulldown', relevant: ['Wide-Grip Lat Pulldown', 'Close-Grip Lat Pulldown'] },
  { q: 'bulgarian sp', kind: 'prefix', expect: 'Bulgarian Split Squat', relevant: ['Dumbbell Bulgarian Split Squat'] },
  { q: 'copenh', kind: 'prefix', expect: 'Copenhagen Plank' },
  { q: 'goblet sq', kind: 'prefix', expect: 'Dumbbell Goblet Squat', relevant: ['Kettlebell Goblet Squat'] },

  // Slips of the finger.
  { q: 'romanain deadlift', kind: 'typo', expect: 'Barbell Romanian Deadlift', relevant: ['Dumbbell Romanian Deadlift', 'Kettlebell Romanian Deadlift'] },
  { q: 'shoulder pres', kind: 'typo', expect: 'Dumbbell Shoulder Press', relevant: ['Barbell Overhead Press', 'Dumbbell Standing Shoulder Press'] },
  { q: 'kettlebel swing', kind: 'typo', expect: 'Kettlebell Swing', relevant: ['Double Kettlebell Swing'] },
  { q: 'bulgarain split squat', kind: 'typo', expect: 'Bulgarian Split Squat', relevant: ['Dumbbell Bulgarian Split Squat'] },
  { q: 'lat pulldwon', kind: 'typo', expect: 'Lat Pulldown', relevant: ['Wide-Grip Lat Pulldown'] },
  { q: 'zotman curl', kind: 'typo', expect: 'Dumbbell Zottman Curl' },
  { q: 'hammer crul', kind: 'typo', expect: 'Dumbbell Hammer Curl', relevant: ['Kettlebell Hammer Curl', 'Dumbbell Alternating Hammer Curl'] },
  { q: 'deadlfit', kind: 'typo', expect: 'Barbell Deadlift', relevant: ['Trap Bar Deadlift', 'Dumbbell Deadlift'] },

  // Gym shorthand.
  { q: 'rdl', kind: 'alias', expect: 'Barbell Romanian Deadlift', relevant: ['Dumbbell Romanian Deadlift', 'Kettlebell Romanian Deadlift'] },
  { q: 'db rdl', kind: 'alias', expect: 'Dumbbell Romanian Deadlift', relevant: ['Dumbbell Single-Leg Romanian Deadlift'] },
  { q: 'ohp', kind: 'alias', expect: 'Barbell Overhead Press', relevant: ['Dumbbell Shoulder Press', 'Kettlebell Overhead Press'] },
  { q: 'pullup', kind: 'alias', expect: 'Pull-Up', relevant: ['Wide-Grip Pull-Up', 'Chin-Up'] },
  { q: 'db curl', kind: 'alias', expect: 'Dumbbell Curl', relevant: ['Dumbbell Hammer Curl', 'Dumbbell Alternating Curl'] },
  { q: 'kb swing', kind: 'alias', expect: 'Kettlebell Swing', relevant: ['Double Kettlebell Swing'] },
  { q: 'pushup', kind: 'alias', expect: 'Push-Up', relevant: ['Wide-Grip Push-Up', 'Knee Push-Up'] },
  { q: 'sldl', kind: 'alias', expect: 'Barbell Stiff-Legged Deadlift', relevant: ['Dumbbell Stiff-Leg Deadlift'] },

  // Words from the instructions.
  { q: 'tuck bottom leg under the bench', kind: 'steps', expect: 'Copenhagen Plank' },
  { q: 'arms pointing at the ceiling opposite leg', kind: 'steps', expect: 'Dead Bug', relevant: ['Bosu Dead Bug'] },
  { q: 'palms face down overhand grip', kind: 'steps', expect: 'Dumbbell Zottman Curl' },
  { q: 'settle completely before each rep', kind: 'steps', expect: 'Dumbbell Pendlay Row' },
];
