import { ref } from '../docs/schemas.ts';
import { HttpError } from '../http/http-error.ts';
import type { Params, ParamSpec, Reply, Route, RequestContext } from '../http/route-types.ts';
import type { App } from '../app.ts';
import { P, bytes, catalogueOf, paginated, seesBodymaps } from './common.ts';
import type { ProgramResponses } from '../catalogue/program-views.ts';

const text = (name: string, description: string, examples: string[]): ParamSpec => ({
  name, in: 'query', type: 'string', maxLength: 100, description, examples,
});

const COST_HEADER = {
  'X-API-Calls-Cost': { description: 'Calls charged for this response (equals api_calls_cost)', schema: { type: 'integer' } },
};

/**
 * Routines and workouts (PROFESSIONAL and ENTERPRISE): every response of a language and base URL is built once,
 * when first asked for or in the background builder's slices, then looked up here.
 */
export function programRoutes(app: App): Route[] {
  // Each response is built the first time it is asked for (a routine in full: its workouts and their exercises),
  // so a request right after start-up never waits for the whole set; the background builder makes the rest.
  const built = (answer: (ctx: RequestContext, json: ProgramResponses) => Reply) => (ctx: RequestContext): Reply =>
    answer(ctx, catalogueOf(app, ctx).programJson(ctx.lang, ctx.baseUrl, seesBodymaps(ctx)));
  const routine = (ctx: RequestContext) => {
    const i = catalogueOf(app, ctx).routineIndexOf(ctx.params.routine_id as number);
    if (i === undefined) throw new HttpError(404, 'Routine not found');
    return i;
  };
  const workout = (ctx: RequestContext) => {
    const i = catalogueOf(app, ctx).workoutIndexOf(ctx.params.workout_id as number);
    if (i === undefined) throw new HttpError(404, 'Workout not found');
    return i;
  };
  // A full response costs what it expands to; an unknown id costs the one call of its 404.
  const routineCost = (p: Params, ctx: RequestContext) => {
    const catalogue = catalogueOf(app, ctx);
    const i = catalogue.routineIndexOf(p.routine_id as number);
    if (i === undefined) return 1;
    const workouts = catalogue.programs.routines[i]!.workouts.map((id) => catalogue.programs.workouts[catalogue.workoutIndexOf(id)!]!);
    return 1 + workouts.length + workouts.reduce((n, w) => n + w.exercises.length, 0);
  };
  const workoutCost = (p: Params, ctx: RequestContext) => {
    const catalogue = catalogueOf(app, ctx);
    const i = catalogue.workoutIndexOf(p.workout_id as number);
    return i === undefined ? 1 : 1 + catalogue.programs.workouts[i]!.exercises.length;
  };
  const common = { method: 'GET' as const, access: 'key' as const, minTier: 'PROFESSIONAL' as const, basic: 'playground' as const, lang: true };
  const difficulty = text('difficulty', 'Difficulty, case-insensitive (Novice, Beginner, Intermediate, Advanced).', ['Beginner']);
  return [
    {
      ...common, id: 'list_routines', path: '/routines', tag: 'Routines', cost: 1,
      summary: 'List training routines',
      params: [P.limit(100, 20), P.offset, difficulty],
      errors: [400, 401, 402, 403, 422, 429],
      response: { status: 200, description: 'A page of RoutineMinimal', schema: ref('PaginatedRoutines') },
      reuse: {},
      handler: built((ctx, json) => {
        const want = (ctx.params.difficulty as string | undefined)?.toLowerCase();
        const all = catalogueOf(app, ctx).programs.routines;
        const matches = all.map((_, i) => i).filter((i) => want === undefined || all[i]!.difficulty?.toLowerCase() === want);
        const { limit, offset } = ctx.params as { limit: number; offset: number };
        return bytes(paginated(matches.length, limit, offset, matches.slice(offset, offset + limit).map((i) => json.routineMinimal(i))));
      }),
    },
    {
      ...common, id: 'get_routine', path: '/routines/{routine_id}', tag: 'Routines', cost: 1,
      summary: 'One routine with its workouts',
      params: [P.id('routine_id', 1)],
      errors: [400, 401, 402, 403, 404, 422, 429],
      response: { status: 200, description: 'RoutineStandard', schema: ref('RoutineStandard') },
      handler: built((ctx, json) => bytes(json.routineStandard(routine(ctx)))),
    },
    {
      ...common, id: 'get_routine_full', path: '/routines/{routine_id}/full', tag: 'Routines', cost: routineCost,
      summary: 'One routine with every workout and exercise expanded',
      description: 'Costs 1 + number of workouts + number of exercises (the X-API-Calls-Cost header and api_calls_cost field say how much).',
      params: [P.id('routine_id', 1)],
      errors: [400, 401, 402, 403, 404, 422, 429],
      response: { status: 200, description: 'RoutineFull', schema: ref('RoutineFull'), headers: COST_HEADER },
      handler: built((ctx, json) => bytes(json.routineFull(routine(ctx)))),
    },
    {
      ...common, id: 'list_workouts', path: '/workouts', tag: 'Workouts', cost: 1,
      summary: 'List workouts across all routines',
      description: 'Filters match case-insensitively, in English or in the requested language.',
      params: [
        P.limit(100, 20), P.offset, difficulty,
        text('goal', 'Training goal, e.g. Gain Muscle, Lose Weight, Build Strength, Improve Mobility.', ['Gain Muscle']),
        text('equipment', 'Equipment the workout uses, e.g. Barbell, Dumbbells, Bodyweight.', ['Dumbbells']),
        text('muscles', 'A muscle group the workout targets.', ['Chest']),
      ],
      errors: [400, 401, 402, 403, 422, 429],
      response: { status: 200, description: 'A page of WorkoutMinimal', schema: ref('PaginatedWorkouts') },
      reuse: {},
      handler: built((ctx, json) => {
        const facets = catalogueOf(app, ctx).programText(ctx.lang).workoutFacets;
        const values = ['difficulty', 'goal', 'equipment', 'muscles'].map((k) => ctx.params[k] as string | undefined);
        // English values fold the same under every language, translated ones by the language's own rules (Turkish
        // lower-cases "I" to dotless "ı"), so a value is looked up folded both ways. Difficulty is English only.
        const [diff, goal, equipment, muscle] = values.map((v) => v?.toLowerCase());
        const [, goalHere, equipmentHere, muscleHere] = values.map((v) => v?.toLocaleLowerCase(ctx.lang));
        const matches: number[] = [];
        facets.forEach((f, i) => {
          if (diff !== undefined && f.difficulty !== diff) return;
          if (goal !== undefined && !f.goal.has(goal) && !f.goal.has(goalHere!)) return;
          if (equipment !== undefined && !f.equipment.has(equipment) && !f.equipment.has(equipmentHere!)) return;
          if (muscle !== undefined && !f.muscles.has(muscle) && !f.muscles.has(muscleHere!)) return;
          matches.push(i);
        });
        const { limit, offset } = ctx.params as { limit: number; offset: number };
        return bytes(paginated(matches.length, limit, offset, matches.slice(offset, offset + limit).map((i) => json.workoutMinimal(i))));
      }),
    },
    {
      ...common, id: 'get_workout', path: '/workouts/{workout_id}', tag: 'Workouts', cost: 1,
      summary: 'One workout with its exercise prescriptions',
      params: [P.id('workout_id', 1)],
      errors: [400, 401, 402, 403, 404, 422, 429],
      response: { status: 200, description: 'WorkoutStandard', schema: ref('WorkoutStandard') },
      handler: built((ctx, json) => bytes(json.workoutStandard(workout(ctx)))),
    },
    {
      ...common, id: 'get_workout_full', path: '/workouts/{workout_id}/full', tag: 'Workouts', cost: workoutCost,
      summary: 'One workout with every exercise expanded',
      description: 'Costs 1 + number of exercises (X-API-Calls-Cost header and api_calls_cost field).',
      params: [P.id('workout_id', 1)],
      errors: [400, 401, 402, 403, 404, 422, 429],
      response: { status: 200, description: 'WorkoutFull', schema: ref('WorkoutFull'), headers: COST_HEADER },
      handler: built((ctx, json) => bytes(json.workoutFull(workout(ctx)))),
    },
  ];
}
