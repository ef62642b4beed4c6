import type { Route } from '../http/route-types.ts';
import { documentedPath } from './openapi.ts';
import { VERSION } from '../version.ts';

/** /llms.txt: a plain-text map of the API for language models, derived from the route table. */
export function buildLlmsTxt(routes: readonly Route[], baseUrl: string): string {
  const lines = [
    '# exref exercise reference API',
    '',
    `> Read-only JSON API (version ${VERSION}) over an exercise catalogue: exercises with videos and bodymaps, search,`,
    '> reference lists, routines and workouts, 14 languages, media streaming and tiered monthly quotas.',
    '',
    `Base URL: ${baseUrl}`,
    'Authentication: send the header `X-API-Key: <key>` on every data request. /stream/ paths also accept `?token=<media token>` from POST /media/token.',
    'Errors are JSON with a `detail` field; 422 bodies list one entry per bad parameter.',
    'Every data endpoint accepts `lang` (en-us default; pt-br, es-es, hi-in, de-de, ar-sa, fr-fr, tr-tr, it-it, fa-ir, pl-pl, ru-ru, zh-cn, ja-jp).',
    '',
    '## Endpoints',
    '',
  ];
  for (const r of routes) {
    if (r.access === 'public' && r.path !== '/health') continue;
    const params = r.params.map((p) => {
      const bounds = [
        p.required ? 'required' : null,
        p.enum ? `one of ${p.enum.join('|')}` : null,
        p.minimum !== undefined ? `min ${p.minimum}` : null,
        p.maximum !== undefined ? `max ${p.maximum}` : null,
        p.minLength !== undefined ? `${p.minLength}-${p.maxLength} chars` : null,
        p.default !== undefined ? `default ${p.default}` : null,
        p.repeatable ? 'repeatable' : null,
      ].filter(Boolean).join(', ');
      return `${p.name}${bounds ? ` (${bounds})` : ''}`;
    });
    const tier = r.minTier ? ` [${r.minTier}+]` : '';
    lines.push(`- ${r.method} ${documentedPath(r.path)}${tier}: ${r.summary}.${params.length ? ` Parameters: ${params.join('; ')}.` : ''}`);
  }
  lines.push('', '## More', '', `- OpenAPI 3.1 description: ${baseUrl}/openapi.json`, `- Interactive docs: ${baseUrl}/docs`, '');
  return lines.join('\n');
}
