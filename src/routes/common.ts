import { tierAtLeast } from '../auth/tiers.ts';
import type { Catalogue, ExerciseFilters } from '../catalogue/catalogue.ts';
import { DIFFICULTIES, FORCES, GENDERS, MECHANICS } from '../catalogue/model.ts';
import type { Gender } from '../catalogue/model.ts';
import type { LanguageView } from '../catalogue/language-view.ts';
import type { ParamSpec, Params, Reply, RequestContext } from '../http/route-types.ts';
import type { App } from '../app.ts';

/** Parameter declarations shared by several routes. */
export const P = {
  limit: (max: number, dflt: number): ParamSpec => ({ name: 'limit', in: 'query', type: 'integer', minimum: 1, maximum: max, default: dflt, description: `Items per page, 1 to ${max}.` }),
  offset: { name: 'offset', in: 'query', type: 'integer', minimum: 0, default: 0, description: 'Items to skip.' } as ParamSpec,
  gender: { name: 'gender', in: 'query', type: 'string', enum: GENDERS, description: 'Only videos of this model (and, in lists, exercises that have them).' } as ParamSpec,
  category: { name: 'category', in: 'query', type: 'string', maxLength: 100, description: 'Equipment category; ignores case, spaces and hyphens; English or translated.', examples: ['Barbell', 'smith-machine'] } as ParamSpec,
  muscles: { name: 'muscles', in: 'query', type: 'string', repeatable: true, maxLength: 100, description: 'Primary muscle, repeatable (any of them matches); English or translated.', examples: ['Chest'] } as ParamSpec,
  difficulty: { name: 'difficulty', in: 'query', type: 'string', enum: DIFFICULTIES, caseInsensitive: true, description: 'Difficulty (English value, case-insensitive, under every language).' } as ParamSpec,
  force: { name: 'force', in: 'query', type: 'string', enum: FORCES, caseInsensitive: true, description: 'Force (English value, case-insensitive).' } as ParamSpec,
  mechanic: { name: 'mechanic', in: 'query', type: 'string', enum: MECHANICS, caseInsensitive: true, description: 'Mechanic (English value, case-insensitive).' } as ParamSpec,
  grips: { name: 'grips', in: 'query', type: 'string', repeatable: true, maxLength: 100, description: 'Grip type, repeatable (any of them matches).', examples: ['Overhand'] } as ParamSpec,
  search: (name: string, required: boolean): ParamSpec => ({ name, in: 'query', type: 'string', minLength: 2, maxLength: 200, required, description: 'Words matched against exercise names and steps (prefixes and small typos allowed).', examples: ['bench press'] }),
  id: (name: string, minimum: number): ParamSpec => ({ name, in: 'path', type: 'integer', minimum, required: true, description: `Identifier, at least ${minimum}.` }),
};

/** The exercise filters of a request, as the catalogue takes them. */
export function exerciseFilters(p: Params): ExerciseFilters {
  return {
    category: p.category as string | undefined,
    muscles: p.muscles as string[] | undefined,
    difficulty: p.difficulty as string | undefined,
    force: p.force as string | undefined,
    mechanic: p.mechanic as string | undefined,
    grips: p.grips as string[] | undefined,
    gender: p.gender as Gender | undefined,
  };
}

/** Bodymap URLs are shown to PROFESSIONAL and ENTERPRISE keys only (spec 2.2). */
export function seesBodymaps(ctx: RequestContext): boolean {
  return ctx.principal !== null && tierAtLeast(ctx.principal.key.tier, 'PROFESSIONAL');
}

/** The catalogue of this request: the one it started with (see RequestContext.catalogue), never a newer one. */
export function catalogueOf(app: App, ctx: RequestContext): Catalogue {
  return ctx.catalogue ?? app.catalogue;
}

export function languageView(app: App, ctx: RequestContext): LanguageView {
  return catalogueOf(app, ctx).view(ctx.lang)!;
}

export const JSON_TYPE = 'application/json';

/** A JSON reply from already-serialized bytes. */
export function bytes(body: Buffer | Buffer[] | string, status = 200, headers: Record<string, string | number> = {}): Reply {
  return { status, body, headers };
}

/** The PaginatedResponse envelope around pre-serialized items. */
export function paginated(total: number, limit: number, offset: number, items: string[]): string {
  return `{"total":${total},"limit":${limit},"offset":${offset},"count":${items.length},"results":[${items.join(',')}]}`;
}
