/**
 * JSON Schemas (OpenAPI 3.1 dialect) of every response body, published under components.schemas of
 * /openapi.json. Routes point at them with `ref('Name')`; the test suite validates every response against them.
 */
type Schema = Record<string, unknown>;

export const ref = (name: keyof typeof schemas): Schema => ({ $ref: `#/components/schemas/${name}` });
const str: Schema = { type: 'string' };
const int: Schema = { type: 'integer' };
const nullableStr: Schema = { type: ['string', 'null'] };
const strArray: Schema = { type: 'array', items: str };
const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties), extra = false): Schema => ({
  type: 'object', properties, required, additionalProperties: extra,
});
const paginated = (item: string): Schema => obj({
  total: { ...int, minimum: 0, description: 'all matching items' },
  limit: int,
  offset: int,
  count: { ...int, minimum: 0, description: 'items in this response' },
  results: { type: 'array', items: { $ref: `#/components/schemas/${item}` } },
});

const exerciseStandard = {
  id: { ...int, description: 'non-consecutive integer id' },
  name: str,
  primary_muscles: strArray,
  category: { ...str, description: 'equipment category' },
  force: { ...nullableStr, description: 'Push, Pull or Hold (translated with lang)' },
  grips: strArray,
  mechanic: { ...nullableStr, description: 'Isolation or Compound' },
  difficulty: { ...nullableStr, description: 'Novice, Beginner, Intermediate or Advanced' },
  steps: { ...strArray, description: 'ordered instructions' },
  videos: { type: 'array', items: { $ref: '#/components/schemas/Video' } },
  bodymap_male: { ...nullableStr, description: 'base stream URL of the male bodymap; null below PROFESSIONAL' },
  bodymap_female: { ...nullableStr, description: 'as bodymap_male, female variant' },
};
const standardRequired = ['id', 'name', 'primary_muscles', 'category', 'grips', 'steps', 'videos'];

const routineMinimal = {
  id: int,
  name: str,
  slug: { ...str, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  description: { ...str, default: '' },
  difficulty: { ...nullableStr, description: 'Novice, Beginner, Intermediate or Advanced (canonical English)' },
};
const bodymaps = {
  bodymap_male: { ...nullableStr, description: 'base stream URL of the male bodymap (PROFESSIONAL and ENTERPRISE)' },
  bodymap_female: { ...nullableStr, description: 'as bodymap_male, female variant' },
};
const workoutHead = {
  id: int,
  name: str,
  slug: str,
  description: str,
  difficulty: nullableStr,
  goal: { ...str, description: 'e.g. Gain Muscle, Lose Weight, Build Strength (translated with lang)' },
  equipment: { ...strArray, description: 'equipment the workout needs (translated with lang)' },
  muscles: { ...strArray, description: 'primary muscles of its exercises, most worked first (translated with lang)' },
  routine_id: { ...int, description: 'the routine this workout belongs to' },
  ...bodymaps,
};
const prescription = (exercise: Schema): Schema => obj({
  position: { ...int, minimum: 1, description: 'order within the workout, from 1' },
  exercise,
  sets: { ...int, minimum: 1 },
  reps: { ...nullableStr, description: 'repetitions per set as written by the coach ("8", "8-12", "10 per side"); null for timed work' },
  duration_seconds: { type: ['integer', 'null'], description: 'work per set in seconds for timed exercises; null for rep-based work' },
  rest_seconds: { ...int, minimum: 0, description: 'rest after the set (after the last exercise of a superset)' },
  superset: { ...nullableStr, description: 'entries sharing a letter are performed back to back; null when done alone' },
});

export const schemas = {
  ExerciseMinimal: obj({ id: int, name: str }),
  Alternatives: obj({
    exercise: { $ref: '#/components/schemas/ExerciseMinimal' },
    count: { ...int, minimum: 0 },
    results: { type: 'array', items: { $ref: '#/components/schemas/Alternative' } },
  }),
  Alternative: obj({
    id: int,
    name: str,
    reason: obj({
      shared_muscles: { ...strArray, description: 'primary muscles both train, in the order of the requested exercise (translated with lang)' },
      same_main_muscle: { type: 'boolean', description: 'both have the same main mover (first primary muscle)' },
      movement_family: { ...nullableStr, description: 'movement family both belong to (canonical key such as horizontal_press); null when not known' },
      same_equipment: { type: 'boolean', description: 'done with the same equipment as the requested exercise' },
      score: { type: 'number', minimum: 0, maximum: 1, description: 'closeness: muscles, variation words, difficulty' },
    }),
  }),
  ExerciseStandard: obj(exerciseStandard, standardRequired),
  ExerciseDetailed: obj({
    ...exerciseStandard,
    video_count: { ...int, description: 'number of videos the exercise has' },
    image_count: { ...int, description: 'number of preview images the exercise has' },
    step_count: { ...int, description: 'number of instruction steps' },
  }, [...standardRequired, 'video_count', 'image_count', 'step_count']),
  Video: obj({
    url: { ...nullableStr, format: 'uri', description: 'absolute URL under {base_url}/stream/videos/branded/' },
    angle: { enum: ['front', 'side'] },
    gender: { enum: ['male', 'female'] },
    og_image: { ...nullableStr, format: 'uri', description: 'absolute URL under {base_url}/stream/images/og_images/' },
  }, ['angle', 'gender']),
  PaginatedExercises: paginated('ExerciseMinimal'),
  CategoryDict: obj({ name: { ...str, description: 'lowercase with underscores; usable as the category filter' }, display_name: str, count: int }),
  MuscleDict: obj({ name: str, count: int }),
  AvailableFiltersDict: obj({ muscles: strArray, difficulties: strArray, forces: strArray, mechanics: strArray, grips: strArray, categories: strArray }),
  StatisticsDict: obj({
    total_exercises: int, total_categories: int, total_muscles: int,
    categories: { type: 'array', items: { $ref: '#/components/schemas/CategoryDict' } },
    muscles: { type: 'array', items: { $ref: '#/components/schemas/MuscleDict' } },
    difficulty_distribution: { type: 'object', additionalProperties: int },
    mechanic_distribution: { type: 'object', additionalProperties: int },
    force_distribution: { type: 'object', additionalProperties: int },
    average_steps_per_exercise: { type: 'number' },
    average_videos_per_exercise: { type: 'number' },
    total_videos: int,
    total_routines: { ...int, default: 0 },
    total_workouts: { ...int, default: 0 },
  }, ['total_exercises', 'total_categories', 'total_muscles', 'categories', 'muscles', 'difficulty_distribution',
    'mechanic_distribution', 'force_distribution', 'average_steps_per_exercise', 'average_videos_per_exercise', 'total_videos']),
  LanguageInfo: obj({ code: str, name: str }),
  RoutineMinimal: obj(routineMinimal, ['id', 'name', 'slug', 'description', 'difficulty']),
  RoutineStandard: obj({ ...routineMinimal, ...bodymaps, workouts: { type: 'array', items: { $ref: '#/components/schemas/WorkoutRef' } } },
    ['id', 'name', 'slug', 'description', 'difficulty', 'bodymap_male', 'bodymap_female', 'workouts']),
  RoutineFull: obj({ ...routineMinimal, ...bodymaps, workouts: { type: 'array', items: { $ref: '#/components/schemas/WorkoutFull' } }, api_calls_cost: { ...int, description: '1 + workouts + exercises: what the request was charged' } },
    ['id', 'name', 'slug', 'description', 'difficulty', 'bodymap_male', 'bodymap_female', 'workouts', 'api_calls_cost']),
  WorkoutRef: obj({ id: int, name: str, slug: str }),
  WorkoutMinimal: obj({ id: int, name: str, slug: str, difficulty: nullableStr, goal: str }),
  ExerciseRef: obj({ id: int, name: str }),
  Prescription: prescription({ $ref: '#/components/schemas/ExerciseRef' }),
  FullPrescription: prescription({ $ref: '#/components/schemas/ExerciseStandard' }),
  WorkoutStandard: obj({ ...workoutHead, exercises: { type: 'array', items: { $ref: '#/components/schemas/Prescription' } } }),
  WorkoutFull: obj({ ...workoutHead, exercises: { type: 'array', items: { $ref: '#/components/schemas/FullPrescription' } }, api_calls_cost: { ...int, description: '1 + exercises: what the request was charged' } }),
  PaginatedRoutines: paginated('RoutineMinimal'),
  PaginatedWorkouts: paginated('WorkoutMinimal'),
  Health: obj({ status: str, version: str, exercises_loaded: int }),
  HealthStatus: obj({ status: str, version: str, environment: str, uptime_seconds: { type: 'number' }, checks: { type: 'object' } }),
  ReadinessStatus: obj({ ready: { type: 'boolean' }, checks: { type: 'object', additionalProperties: { type: 'boolean' } } }),
  Liveness: obj({ status: { const: 'alive' } }),
  Startup: obj({ status: { enum: ['started', 'starting'] }, started_at: { ...str, format: 'date-time' }, startup_ms: { type: 'number' }, all_languages_built_ms: { type: ['number', 'null'] } }),
  Root: { type: 'object', required: ['name', 'version', 'endpoints'], properties: { name: str, version: str, endpoints: { type: 'object', additionalProperties: str } } },
  MediaTokenResponse: obj({ token: { ...str, description: 'opaque signed media-only token' }, expires_in: { ...int, description: 'lifetime in seconds from issue' } }),
  ValidationError: obj({
    loc: { type: 'array', items: { type: ['string', 'integer'] } },
    msg: str,
    type: str,
    input: {},
    ctx: { type: 'object' },
  }, ['loc', 'msg', 'type']),
  HTTPValidationError: obj({ detail: { type: 'array', items: { $ref: '#/components/schemas/ValidationError' } } }),
  Error: { type: 'object', required: ['detail'], properties: { detail: str, message: str }, additionalProperties: true },
  TierError: obj({ detail: str, message: str, upgrade_url: { ...str, format: 'uri' }, required_tier: str }, ['detail', 'message', 'upgrade_url'], true),
  QuotaError: {
    type: 'object', required: ['detail', 'message'],
    properties: { detail: { enum: ['Monthly API quota exceeded', 'Too many media token requests'] }, message: str, reset_at: { ...str, format: 'date-time' } },
  },
  LanguageError: obj({ detail: str, supported_languages: strArray }),
} satisfies Record<string, Schema>;
