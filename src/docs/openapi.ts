import type { ParamSpec, Route } from '../http/route-types.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { VERSION } from '../version.ts';
import { schemas } from './schemas.ts';

const STATUS_TEXT: Record<number, { description: string; schema: string | Record<string, unknown> }> = {
  400: { description: 'Unsupported lang code; the body lists the supported codes', schema: 'LanguageError' },
  401: { description: 'Missing credential', schema: 'Error' },
  402: { description: 'Custom plan checkout incomplete', schema: 'Error' },
  403: {
    description: 'Invalid, expired or revoked key; a media token outside /stream/; or a tier restriction (then with message and upgrade_url)',
    schema: { anyOf: [{ $ref: '#/components/schemas/TierError' }, { $ref: '#/components/schemas/Error' }] },
  },
  404: { description: 'Not found', schema: 'Error' },
  405: { description: 'Method not allowed (see the Allow header)', schema: 'Error' },
  412: { description: 'Precondition Failed: If-Match names no current ETag (or, for a file, If-Unmodified-Since is before its Last-Modified). Charged like any request.', schema: 'Error' },
  414: { description: 'URL longer than 8192 characters', schema: 'Error' },
  416: { description: 'Range not satisfiable', schema: 'Error' },
  422: { description: 'Validation error: one entry per bad parameter', schema: 'HTTPValidationError' },
  429: { description: 'Monthly quota exceeded (reset_at and Retry-After), or too many token mints', schema: 'QuotaError' },
  501: { description: 'Media token exchange not enabled on this deployment', schema: 'Error' },
  502: { description: 'The media fallback origin failed', schema: 'Error' },
  500: { description: 'Internal server error', schema: 'Error' },
  503: { description: 'Not ready, or the usage ledger could not be written or reached (Retry-After; nothing served, nothing charged)', schema: 'Error' },
};

const LANG_PARAM: ParamSpec = {
  name: 'lang', in: 'query', type: 'string', default: 'en-us', enum: LANGUAGE_CODES,
  description: 'Response language. Non-English codes need GROWTH or above; an unsupported code gives 400. Sent more than once, the last value counts, as for every other parameter that takes one value.',
};

function paramSchema(p: ParamSpec): Record<string, unknown> {
  const s: Record<string, unknown> = { type: p.type };
  if (p.enum) s.enum = [...p.enum];
  if (p.minimum !== undefined) s.minimum = p.minimum;
  if (p.maximum !== undefined) s.maximum = p.maximum;
  if (p.minLength !== undefined) s.minLength = p.minLength;
  if (p.maxLength !== undefined) s.maxLength = p.maxLength;
  if (p.default !== undefined) s.default = p.default;
  if (p.examples) s.examples = [...p.examples];
  return p.repeatable ? { type: 'array', items: s } : s;
}

/**
 * A route's path as OpenAPI writes it: the router's `{name*}` (the rest of the path) is `{name}`, since every template
 * expression must name a path parameter exactly (OpenAPI 3.1, Path Templating); the parameter says it takes the rest.
 */
export function documentedPath(path: string): string {
  return path.replace(/\{(\w+)\*\}/g, '{$1}');
}

const int = { type: 'integer' };
/** What every metered answer carries (the quota's state after the call). */
const QUOTA_HEADERS = {
  'X-RateLimit-Limit': { schema: int, description: 'Calls the key may make in its current period' },
  'X-RateLimit-Remaining': { schema: int, description: 'Calls left in the period, after this one' },
  'X-RateLimit-Reset': { schema: int, description: 'When the period ends, in seconds since the epoch' },
};
/** What every keyed JSON answer to a GET carries. */
const VALIDATOR_HEADERS = {
  ETag: { schema: { type: 'string' }, description: 'Strong validator of the body; send it back in If-None-Match for a 304, or in If-Match to get this version only (412 otherwise)' },
  'Cache-Control': { schema: { type: 'string' }, description: '`private, no-cache`, or for reference lists `public, max-age=86400, stale-while-revalidate=2592000`' },
};

/** The OpenAPI 3.1 document, derived from the route table (nothing about a route is written twice). */
export function buildOpenApi(routes: readonly Route[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const params = r.lang ? [...r.params, LANG_PARAM] : r.params;
    const metered = (r.access === 'key' || r.access === 'media') && r.cost !== 0;
    const json = (r.response.contentType ?? 'application/json') === 'application/json';
    const validated = json && r.method === 'GET' && r.access !== 'public' && r.access !== 'open';
    // A file of the media store (the rest of the path names one): ranges and preconditions.
    const storeFile = r.access === 'media' && r.path.endsWith('*}');
    const headers = {
      ...(metered ? QUOTA_HEADERS : {}),
      ...(validated ? VALIDATOR_HEADERS : {}),
      ...r.response.headers,
    };
    const responses: Record<string, unknown> = {
      [r.response.status]: {
        description: r.response.description,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        content: { [r.response.contentType ?? 'application/json']: { schema: r.response.schema ?? {} } },
      },
    };
    if (validated) {
      responses[304] = { description: 'Not Modified: If-None-Match names the current ETag. No body; charged like any request.', headers: metered ? QUOTA_HEADERS : {} };
    }
    if (storeFile) {
      responses[206] = {
        description: 'Partial Content: the one range asked, with Content-Range; several give multipart/byteranges',
        headers: { ...QUOTA_HEADERS, 'Content-Range': { schema: { type: 'string' }, description: 'bytes FIRST-LAST/SIZE' } },
        content: { [r.response.contentType ?? 'application/octet-stream']: { schema: r.response.schema ?? {} }, 'multipart/byteranges': { schema: { type: 'string', format: 'binary' } } },
      };
    }
    // Statuses that follow from what the route declares: its credential, its `lang`, its parameters. Any route
    // can answer 414 and 500 (the URL length is checked before routing).
    const keyed = r.access === 'key' || r.access === 'media' ? [401, 402, 403, 429, 503] : [];
    // A GET with a validator answers its client's preconditions: 412 when If-Match (or a file's If-Unmodified-Since) fails.
    const derived = [...keyed, ...(r.lang ? [400] : []), ...(r.params.length > 0 ? [422] : []), ...(validated || storeFile ? [412] : []), 414, 500];
    for (const status of [...new Set([...r.errors, ...derived])].sort()) {
      const e = STATUS_TEXT[status] ?? { description: `HTTP ${status}`, schema: 'Error' };
      const schema = typeof e.schema === 'string' ? { $ref: `#/components/schemas/${e.schema}` } : e.schema;
      responses[status] = { description: e.description, content: { 'application/json': { schema } } };
    }
    for (const extra of r.alternatives ?? []) {
      responses[extra.status] = { description: extra.description, content: { 'application/json': { schema: extra.schema ?? {} } } };
    }
    const cost = typeof r.cost === 'function' ? 'variable (see description)' : String(r.cost);
    const access = r.access === 'public' || r.access === 'open' ? 'No key needed.'
      : r.basic === 'direct' ? 'Any key, BASIC included.'
        : `Needs ${r.minTier ?? 'TESTING'} or above${r.basic === 'playground' ? ' (BASIC keys: through the playground)' : ''}.`;
    const path = documentedPath(r.path);
    paths[path] ??= {};
    paths[path]![r.method.toLowerCase()] = {
      operationId: r.id,
      ...(r.mcp === false ? { 'x-mcp': false } : {}),
      tags: [r.tag],
      summary: r.summary,
      description: [r.description, access, `Calls charged: ${cost}.`].filter(Boolean).join('\n\n'),
      ...(r.access === 'key' ? { security: [{ ApiKey: [] }] } : r.access === 'media' ? { security: [{ ApiKey: [] }, { MediaToken: [] }] } : { security: [] }),
      parameters: params.map((p) => ({
        name: p.name,
        in: p.in,
        required: p.in === 'path' ? true : (p.required ?? false),
        description: p.description,
        schema: paramSchema(p),
        ...(p.repeatable ? { style: 'form', explode: true } : {}),
        // The rest of the path, slashes included (the /docs playground keeps them as they are).
        ...(p.in === 'path' && r.path.includes(`{${p.name}*}`) ? { 'x-rest-of-path': true } : {}),
      })),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'exref: exercise reference API',
      version: VERSION,
      description: 'A read-only JSON API over an exercise catalogue with videos, bodymaps, routines, workouts, 14 languages and tiered monthly quotas.',
    },
    servers: [{ url: serverUrl }],
    security: [{ ApiKey: [] }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        MediaToken: { type: 'apiKey', in: 'query', name: 'token', description: 'Media token from POST /media/token; /stream/ paths only.' },
      },
    },
  };
}
