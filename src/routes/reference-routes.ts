import { ref } from '../docs/schemas.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import type { Route } from '../http/route-types.ts';
import type { App } from '../app.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { bytes, catalogueOf, languageView } from './common.ts';

/** Reference lists change only with the data: the spec allows caching metadata up to 30 days. */
const REFERENCE_CACHE = 'public, max-age=86400, stale-while-revalidate=2592000';

export function referenceRoutes(app: App): Route[] {
  const list = (id: string, path: string, summary: string, schema: Record<string, unknown>, pick: 'categories' | 'muscles' | 'filters' | 'statistics'): Route => ({
    id, method: 'GET', path, tag: 'Reference', access: 'key', lang: true, cost: 1, summary, params: [],
    description: 'With `lang`, names, counts and aggregates are computed over the translated values.',
    errors: [400, 401, 403, 422, 429],
    response: { status: 200, description: summary, schema },
    cache: REFERENCE_CACHE,
    reuse: {},
    handler: (ctx) => bytes(languageView(app, ctx)[pick]),
  });
  // Built once per catalogue: a reload may install or remove a language.
  const languages = new WeakMap<Catalogue, Buffer>();
  const languagesOf = (catalogue: Catalogue) => {
    let body = languages.get(catalogue);
    if (!body) languages.set(catalogue, (body = Buffer.from(JSON.stringify(LANGUAGES.filter((l) => catalogue.languages.includes(l.code))))));
    return body;
  };
  return [
    list('list_categories', '/categories', 'Equipment categories with exercise counts', { type: 'array', items: ref('CategoryDict') }, 'categories'),
    list('list_muscles', '/muscles', 'Muscles with exercise counts', { type: 'array', items: ref('MuscleDict') }, 'muscles'),
    list('list_filters', '/filters', 'Every value each exercise filter can take', ref('AvailableFiltersDict'), 'filters'),
    list('get_statistics', '/statistics', 'Catalogue statistics', ref('StatisticsDict'), 'statistics'),
    {
      id: 'list_languages', method: 'GET', path: '/languages', tag: 'Reference', access: 'key', basic: 'direct', cost: 1,
      summary: 'Languages the lang parameter accepts',
      params: [], errors: [401, 403, 429], cache: REFERENCE_CACHE,
      response: { status: 200, description: 'Array of LanguageInfo', schema: { type: 'array', items: ref('LanguageInfo') } },
      reuse: {},
      handler: (ctx) => bytes(languagesOf(catalogueOf(app, ctx))),
    },
  ];
}
