import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tier, KeyRecord } from '../auth/tiers.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';

/** One declared parameter of a route. The validator, /openapi.json, /docs and the MCP tools read this. */
export interface ParamSpec {
  name: string;
  in: 'query' | 'path';
  type: 'integer' | 'number' | 'string' | 'boolean';
  description: string;
  required?: boolean;
  default?: string | number | boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  /** Allowed values; matched case-insensitively when `caseInsensitive` is set, answered in this spelling. */
  enum?: readonly string[];
  caseInsensitive?: boolean;
  /** Repeatable (`?muscles=a&muscles=b`): the value is an array. */
  repeatable?: boolean;
  examples?: readonly (string | number)[];
}

export type ParamValue = string | number | boolean | string[] | undefined;
export type Params = Record<string, ParamValue>;

/**
 * Who may call a route. `public`: no key (and none is read). `open`: no key requirement declared.
 * `key`: X-API-Key required. `media`: X-API-Key or a media token (only /stream/ paths).
 */
export type Access = 'public' | 'open' | 'key' | 'media';

/** The caller as the auth step established it. */
export interface Principal {
  key: KeyRecord;
  /** How the caller authenticated. */
  via: 'key' | 'token' | 'playground';
}

export interface RequestContext {
  req: IncomingMessage;
  params: Params;
  /** Validated language code ('en-us' when absent). */
  lang: string;
  principal: Principal | null;
  /** The {base_url} for this request. */
  baseUrl: string;
  /**
   * The catalogue this request started with: a reload swaps `app.catalogue`, and a request in flight keeps reading
   * the one it took, so no response mixes old and new data. Absent only where a test calls a handler directly.
   */
  catalogue?: Catalogue;
}

/** What a handler returns. JSON bodies are pre-serialized Buffers wherever the data allows. */
export interface Reply {
  status?: number;
  headers?: Record<string, string | number>;
  /** A Buffer or string is sent as is (JSON unless headers say otherwise); anything else is JSON-serialized. */
  body?: unknown;
  /**
   * For streamed bodies (media): the handler writes the response itself, adding `headers` (quota state and the
   * like, set by the server) to its own.
   */
  stream?: (res: ServerResponse, headers: Record<string, string | number>) => Promise<void> | void;
  /** The ETag of `body`, when it is a Buffer whose tag is already known (a kept reply, see reply-cache.ts). */
  etag?: string;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface ResponseSpec {
  status: number;
  description: string;
  /** A JSON Schema (OpenAPI 3.1 dialect), usually a `$ref` into the components. */
  schema?: Record<string, unknown>;
  contentType?: string;
  headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
}

export interface Route {
  /** operationId; also the MCP tool name. */
  id: string;
  method: 'GET' | 'POST';
  /** OpenAPI-style template: `/exercises/{exercise_id}`. A final `{name*}` matches the rest of the path. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Lowest tier that may call the route (below it: 403 with upgrade_url). */
  minTier?: Tier;
  /**
   * How a BASIC key may call it, where the spec's tier table says more than "through the playground, within
   * minTier" (the default): 'direct', without the playground too (/languages, "open to every tier"); 'playground',
   * through the playground whatever minTier says (routines, workouts and bodymaps: "playground only" for BASIC).
   */
  basic?: 'direct' | 'playground';
  /** Accepts `lang` (data endpoints). */
  lang?: boolean;
  params: readonly ParamSpec[];
  /** Calls charged to the key. A function when the cost depends on the resource (`/routines/{id}/full`). */
  cost: number | ((params: Params, ctx: RequestContext) => number);
  /** Statuses besides the success response that the route can answer with, for the docs. */
  errors: readonly number[];
  response: ResponseSpec;
  /** Other documented responses with a body of their own (e.g. the 503 of the readiness probe). */
  alternatives?: readonly ResponseSpec[];
  /** Cache-Control of the success response. */
  cache?: string;
  /** Hidden from the MCP tool list. */
  mcp?: false;
  /** Checks that may refuse the request after validation but before it is charged (refusals are free). A promise
   *  when the check asks a shared store (the mint rate in Redis). */
  beforeCharge?: (ctx: RequestContext) => void | Promise<void>;
  /**
   * The success reply depends only on the parameters, the language, the base URL, the catalogue and what `vary`
   * returns (e.g. the caller's tier where it shows more): its bytes may be kept and served again without running the
   * handler (reply-cache.ts). Never set it on a route whose reply depends on anything else (time, randomness, the key).
   */
  reuse?: { vary?: (ctx: RequestContext) => string };
  handler: Handler;
}
