import { ref } from '../docs/schemas.ts';
import { HttpError } from '../http/http-error.ts';
import type { Handler, Reply, Route, RequestContext } from '../http/route-types.ts';
import type { GenderFilter } from '../catalogue/media-fragments.ts';
import type { App } from '../app.ts';
import { alternativesBody } from './alternatives.ts';
import { P, bytes, catalogueOf, exerciseFilters, languageView, paginated, seesBodymaps } from './common.ts';

const FILTERS = [P.gender, P.category, P.muscles, P.difficulty, P.force, P.mechanic];
const ALTERNATIVE_CATEGORY = {
  ...P.category, repeatable: true,
  description: 'Equipment the caller has, repeatable (any of them matches); ignores case, spaces and hyphens; English or translated.',
};

/**
 * A handler that searches runs once the request language's search index is built: at once when it is (the usual
 * case), otherwise after the index is built in slices while other requests keep being served.
 */
function afterSearchIndex(app: App, param: string, handle: (ctx: RequestContext) => Reply): Handler {
  return (ctx) => {
    const building = ctx.params[param] === undefined ? null : catalogueOf(app, ctx).whenSearchable(languageView(app, ctx));
    return building ? building.then(() => handle(ctx)) : handle(ctx);
  };
}

function findExercise(app: App, ctx: RequestContext): number {
  const index = catalogueOf(app, ctx).indexOf(ctx.params.exercise_id as number);
  if (index === undefined) throw new HttpError(404, 'Exercise not found');
  return index;
}

export function exerciseRoutes(app: App): Route[] {
  const gender = (ctx: RequestContext) => (ctx.params.gender as GenderFilter | undefined) ?? 'all';
  return [
    {
      id: 'list_exercises', method: 'GET', path: '/exercises', tag: 'Exercises', access: 'key', lang: true, cost: 1,
      summary: 'List, filter and search exercises',
      description: 'A page of exercises (id and name). Filters combine with AND; repeated values of one filter with OR. With `search`, results are ordered by relevance, otherwise by id.',
      params: [P.limit(100, 20), P.offset, P.search('search', false), ...FILTERS, P.grips],
      errors: [401, 403, 422, 429],
      response: { status: 200, description: 'A page of ExerciseMinimal', schema: ref('PaginatedExercises') },
      reuse: {},
      handler: afterSearchIndex(app, 'search', (ctx) => {
        const catalogue = catalogueOf(app, ctx);
        const view = catalogue.view(ctx.lang)!;
        const query = ctx.params.search as string | undefined;
        const order = query === undefined ? undefined : catalogue.search(view, query);
        const matches = catalogue.filter(view, exerciseFilters(ctx.params), order);
        const limit = ctx.params.limit as number;
        const offset = ctx.params.offset as number;
        const items = matches.slice(offset, offset + limit).map((i) => view.minimal[i]!);
        return bytes(paginated(matches.length, limit, offset, items));
      }),
    },
    {
      id: 'get_exercise', method: 'GET', path: '/exercises/{exercise_id}', tag: 'Exercises', access: 'key', lang: true, cost: 1,
      summary: 'Get one exercise',
      description: 'ExerciseStandard, or ExerciseDetailed with `detail=true` (adds video_count, image_count and step_count: the exercise\'s totals, whatever the gender filter).',
      params: [
        P.id('exercise_id', 0),
        { name: 'detail', in: 'query', type: 'boolean', default: false, description: 'Add video, image and step counts.' },
        P.gender,
      ],
      errors: [401, 403, 404, 422, 429],
      response: { status: 200, description: 'The exercise', schema: { anyOf: [ref('ExerciseStandard'), ref('ExerciseDetailed')] } },
      reuse: BY_BODYMAPS,
      handler(ctx) {
        const index = findExercise(app, ctx);
        return bytes(catalogueOf(app, ctx).exerciseParts(languageView(app, ctx), index, {
          base: ctx.baseUrl, gender: gender(ctx), bodymaps: seesBodymaps(ctx), detail: ctx.params.detail as boolean,
        }));
      },
    },
    {
      id: 'get_exercise_videos', method: 'GET', path: '/exercises/{exercise_id}/videos', tag: 'Exercises', access: 'key', lang: true, cost: 1,
      summary: 'The videos of one exercise',
      params: [P.id('exercise_id', 0), P.gender],
      errors: [401, 403, 404, 422, 429],
      response: { status: 200, description: 'Array of Video', schema: { type: 'array', items: ref('Video') } },
      reuse: {},
      handler(ctx) {
        const index = findExercise(app, ctx);
        return bytes(catalogueOf(app, ctx).media(ctx.baseUrl).videos(gender(ctx), index));
      },
    },
    {
      id: 'exercise_alternatives', method: 'GET', path: '/exercises/{exercise_id}/alternatives', tag: 'Exercises', access: 'key', lang: true, cost: 1,
      summary: 'Exercises to do instead of this one',
      description: 'Exercises that train the same main muscle with the same force, mechanic and movement family (recognised from the name, e.g. horizontal_press), best first. The first results use different equipment from each other (the best alternative per kind of equipment comes first), so `category` can narrow them to the equipment you have. Each result carries a machine-readable `reason`.',
      params: [P.id('exercise_id', 0), P.limit(50, 10), ALTERNATIVE_CATEGORY],
      errors: [400, 401, 403, 404, 422, 429],
      response: { status: 200, description: 'The exercise and its alternatives', schema: ref('Alternatives') },
      reuse: {},
      handler(ctx) {
        const index = findExercise(app, ctx);
        const catalogue = catalogueOf(app, ctx);
        return bytes(alternativesBody(catalogue, catalogue.view(ctx.lang)!, index, ctx.params.limit as number, ctx.params.category as string[] | undefined));
      },
    },
    {
      id: 'random_exercise', method: 'GET', path: '/random', tag: 'Exercises', access: 'key', lang: true, cost: 1,
      summary: 'One exercise picked at random',
      description: 'Only `category` and `gender` narrow the pick; other filters are ignored. 404 when nothing matches.',
      params: [P.category, P.gender],
      errors: [401, 403, 404, 422, 429],
      response: { status: 200, description: 'ExerciseStandard', schema: ref('ExerciseStandard') },
      handler(ctx) {
        const catalogue = catalogueOf(app, ctx);
        const view = catalogue.view(ctx.lang)!;
        const matches = catalogue.filter(view, { category: ctx.params.category as string | undefined, gender: exerciseFilters(ctx.params).gender });
        if (matches.length === 0) throw new HttpError(404, 'No exercise matches the filters');
        const index = matches[Math.floor(app.random() * matches.length)]!;
        return bytes(catalogue.exerciseParts(view, index, { base: ctx.baseUrl, gender: gender(ctx), bodymaps: seesBodymaps(ctx), detail: false }));
      },
    },
    {
      id: 'search_exercises', method: 'GET', path: '/search', tag: 'Exercises', access: 'key', lang: true, cost: 1,
      summary: 'Full-text search',
      description: 'Exercises whose name or steps contain every query word (as a word or prefix, small typos allowed for longer words, common abbreviations such as rdl, db and ohp expanded), best first. `grips` is not accepted here and is ignored.',
      params: [P.search('q', true), P.limit(50, 10), ...FILTERS],
      errors: [401, 403, 422, 429],
      response: { status: 200, description: 'Array of ExerciseStandard by relevance', schema: { type: 'array', items: ref('ExerciseStandard') } },
      reuse: BY_BODYMAPS,
      handler: afterSearchIndex(app, 'q', (ctx) => {
        const catalogue = catalogueOf(app, ctx);
        const view = catalogue.view(ctx.lang)!;
        const ranked = catalogue.filter(view, exerciseFilters(ctx.params), catalogue.search(view, ctx.params.q as string));
        const opts = { base: ctx.baseUrl, gender: gender(ctx), bodymaps: seesBodymaps(ctx), detail: false };
        const parts: Buffer[] = [Buffer.from('[')];
        ranked.slice(0, ctx.params.limit as number).forEach((index, k) => {
          if (k > 0) parts.push(COMMA);
          parts.push(...catalogue.exerciseParts(view, index, opts));
        });
        parts.push(Buffer.from(']'));
        return bytes(parts);
      }),
    },
  ];
}

const COMMA = Buffer.from(',');
/** Exercise bodies show bodymap URLs to some tiers only: a kept reply is kept per visibility. */
const BY_BODYMAPS = { vary: (ctx: RequestContext) => (seesBodymaps(ctx) ? 'bodymaps' : '') };
