/**
 * How the free-exercise-db vocabulary (yuhonas/free-exercise-db, public domain) maps onto exref's. The README
 * ("Importing free-exercise-db") shows the same tables; a value missing here is reported, never guessed.
 */

/** `equipment` -> exref category. `null` marks equipment exref has no category for (the record is skipped). */
export const EQUIPMENT: Readonly<Record<string, string | null>> = {
  barbell: 'Barbell',
  // exref files EZ-bar lifts under Barbell ("EZ-Bar Close-Grip Bench Press").
  'e-z curl bar': 'Barbell',
  dumbbell: 'Dumbbells',
  kettlebells: 'Kettlebells',
  cable: 'Cables',
  machine: 'Machine',
  bands: 'Band',
  'medicine ball': 'Medicine Ball',
  'body only': 'Bodyweight',
  'foam roll': 'Recovery',
  // A stability ball is not a Bosu (flat base, other exercises), and "other" names no tool at all.
  'exercise ball': null,
  other: null,
};

/**
 * `category` values that decide the exref category whatever the equipment says (a stretch done with a band is
 * still a stretch), except foam rolling, which stays Recovery.
 */
export const CATEGORY_OVERRIDES: Readonly<Record<string, string>> = {
  stretching: 'Stretches',
  cardio: 'Cardio',
};

/** Every free-exercise-db `category`; only those in CATEGORY_OVERRIDES change the mapping. */
export const CATEGORIES = ['strength', 'powerlifting', 'olympic weightlifting', 'strongman', 'plyometrics', 'stretching', 'cardio'] as const;

/** The 17 free-exercise-db muscles -> exref muscles. `shoulders` is split by SHOULDER_HEADS below. */
export const MUSCLES: Readonly<Record<string, string>> = {
  abdominals: 'Abdominals',
  abductors: 'Abductors',
  adductors: 'Adductors',
  biceps: 'Biceps',
  calves: 'Calves',
  chest: 'Chest',
  forearms: 'Forearms',
  glutes: 'Glutes',
  hamstrings: 'Hamstrings',
  lats: 'Lats',
  'lower back': 'Lower back',
  'middle back': 'Traps (mid-back)',
  neck: 'Neck',
  quadriceps: 'Quads',
  shoulders: 'Front Shoulders',
  traps: 'Traps',
  triceps: 'Triceps',
};

/**
 * exref names three deltoid heads where free-exercise-db says `shoulders`. The movement decides: these name
 * patterns first, then a pulling movement works the rear delts and anything else the front ones (presses, raises
 * to the front). A hold or a record without force is read as front delts with a warning, for the owner to review.
 */
export const SHOULDER_HEADS: readonly { pattern: RegExp; muscle: string }[] = [
  { pattern: /\b(lateral|side)\b.*\braise|\bupright row|\blu raise|\biron cross/i, muscle: 'Side Shoulders' },
  { pattern: /\brear\b|\breverse (fly|flye|pec)|\bface pull|\bbent[- ]over (lateral|raise)|\bposterior/i, muscle: 'Rear Shoulders' },
];

/** `level` -> exref difficulty. */
export const LEVELS: Readonly<Record<string, string>> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  expert: 'Advanced',
};

/** `force` -> exref force: a static hold is exref's Hold. */
export const FORCES: Readonly<Record<string, string>> = { push: 'Push', pull: 'Pull', static: 'Hold' };

/** `mechanic` -> exref mechanic. */
export const MECHANICS: Readonly<Record<string, string>> = { compound: 'Compound', isolation: 'Isolation' };

/**
 * Slots for a record's pictures, in order. exref's media entries are one per angle and model; free-exercise-db
 * pictures are positions of the movement (start, finish), so the slot says where a picture is kept, not what it
 * shows. Pictures past the fourth are left out with a warning.
 */
export const IMAGE_SLOTS = [
  { angle: 'front', gender: 'male' },
  { angle: 'side', gender: 'male' },
  { angle: 'front', gender: 'female' },
  { angle: 'side', gender: 'female' },
] as const;
