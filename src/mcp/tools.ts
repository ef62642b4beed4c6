/**
 * MCP tools derived from the running API's own description (GET /openapi.json, itself derived from the route
 * table), so the MCP process needs no catalogue and can never disagree with the server it calls. A tool call is
 * one HTTP request with the caller's own key: the API applies its tiers, quotas and validation as for any client.
 */

export interface ToolParam {
  name: string;
  in: 'path' | 'query';
  repeatable: boolean;
}

export interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, Record<string, unknown>>; required?: string[]; additionalProperties: false };
  annotations: { title: string; readOnlyHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
}

/** A tool and what its calls need: the HTTP method, the path template and where each argument goes. */
export interface ToolBinding {
  tool: Tool;
  method: 'GET' | 'POST';
  path: string;
  params: ToolParam[];
}

/** The result of tools/call (MCP CallToolResult). */
export interface ToolResult {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: true;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Record<string, unknown>;
}

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, unknown>[];
  parameters?: OpenApiParameter[];
  'x-mcp'?: boolean;
}

export interface OpenApiDocument {
  security?: Record<string, unknown>[];
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The tools of an OpenAPI document: every GET or POST operation whose only credential is the API key. Public
 * operations (no key), the /stream/ routes (binary, and they also take media tokens) and operations marked
 * `x-mcp: false` are left out.
 */
export function toolsFromOpenApi(doc: OpenApiDocument): ToolBinding[] {
  const bindings: ToolBinding[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (path.startsWith('/stream/')) continue;
    for (const [verb, op] of Object.entries(item)) {
      const method = verb.toUpperCase();
      if ((method !== 'GET' && method !== 'POST') || !op.operationId || !TOOL_NAME.test(op.operationId) || op['x-mcp'] === false) continue;
      const security = op.security ?? doc.security ?? [];
      const keyOnly = security.length > 0 && security.every((s) => Object.keys(s).length === 1 && 'ApiKey' in s);
      if (!keyOnly) continue;
      const params = (op.parameters ?? []).filter((p): p is OpenApiParameter & { in: 'path' | 'query' } => p.in === 'path' || p.in === 'query');
      const properties: Record<string, Record<string, unknown>> = {};
      for (const p of params) properties[p.name] = { ...p.schema, ...(p.description ? { description: p.description } : {}) };
      const required = params.filter((p) => p.in === 'path' || p.required).map((p) => p.name);
      const summary = op.summary ?? op.operationId;
      bindings.push({
        method,
        path,
        params: params.map((p) => ({ name: p.name, in: p.in, repeatable: p.schema?.type === 'array' })),
        tool: {
          name: op.operationId,
          title: summary,
          // The description carries the tier the operation needs ("Needs PROFESSIONAL or above.") and its cost.
          description: [summary.endsWith('.') ? summary : `${summary}.`, op.description].filter(Boolean).join('\n\n'),
          inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false },
          annotations: { title: summary, readOnlyHint: method === 'GET', idempotentHint: method === 'GET', openWorldHint: false },
        },
      });
    }
  }
  return bindings;
}

/** The request a call makes, or the message of an argument problem the model can correct. */
export type BuiltRequest = { ok: true; method: 'GET' | 'POST'; url: string } | { ok: false; error: string };

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/**
 * Builds the URL of a call: path parameters substituted and percent-encoded, query parameters appended, the
 * values of repeatable ones as repeated parameters. Types and bounds are left to the API, whose 422 names them.
 */
export function buildRequest(binding: ToolBinding, args: Record<string, unknown>, baseUrl: string): BuiltRequest {
  const known = new Set(binding.params.map((p) => p.name));
  const unknown = Object.keys(args).filter((k) => !known.has(k));
  if (unknown.length > 0) {
    const accepted = [...known].join(', ') || 'none';
    return { ok: false, error: `Unknown argument(s) for ${binding.tool.name}: ${unknown.join(', ')}. Accepted: ${accepted}.` };
  }
  let path = binding.path;
  const query = new URLSearchParams();
  for (const p of binding.params) {
    const value = args[p.name];
    if (value === undefined || value === null) {
      if (p.in === 'path' || binding.tool.inputSchema.required?.includes(p.name)) return { ok: false, error: `Missing required argument: ${p.name}.` };
      continue;
    }
    const values = Array.isArray(value) && p.repeatable ? value : [value];
    if (!values.every(isScalar)) return { ok: false, error: `Argument ${p.name} must be ${p.repeatable ? 'a string, number or boolean, or an array of them' : 'a string, number or boolean'}.` };
    if (p.in === 'path') {
      const segment = String(values[0]);
      // The URL parser resolves a segment of `.` or `..`, in any percent-encoding: the call would go to another
      // route (`/exercises/..` is `/`). No path parameter takes one.
      if (segment === '.' || segment === '..') return { ok: false, error: `Argument ${p.name} cannot be ${JSON.stringify(segment)}.` };
      path = path.replace(new RegExp(`\\{${p.name}\\*?\\}`), encodeURIComponent(segment));
    }
    else for (const v of values) query.append(p.name, String(v));
  }
  const qs = query.toString();
  return { ok: true, method: binding.method, url: `${baseUrl.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}` };
}

/** What came back from the API. */
export interface ApiReply {
  status: number;
  contentType: string;
  text: string;
}

/** Turns an API reply into a tool result: the JSON, or an error result (never a protocol error) the model can read. */
export function toolResult(reply: ApiReply): ToolResult {
  let body: unknown = reply.text;
  if (reply.contentType.startsWith('application/json')) {
    try {
      body = JSON.parse(reply.text);
    } catch {
      // A body that says it is JSON but is not: shown as text.
    }
  }
  const pretty = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  if (reply.status >= 200 && reply.status < 300) {
    // structuredContent must be an object: a bare array (search results, lists) goes under `results`.
    const structured = isObject(body) ? body : { results: body };
    return { content: [{ type: 'text', text: pretty }], structuredContent: structured };
  }
  return errorResult(`${summarize(reply.status, body)}\n\n${pretty}`);
}

export function errorResult(text: string): ToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** One line on an error body; a tier refusal names the tier it needs and where to upgrade. */
function summarize(status: number, body: unknown): string {
  if (!isObject(body)) return `HTTP ${status}`;
  const detail = typeof body.detail === 'string' ? body.detail.replace(/\.$/, '') : Array.isArray(body.detail) ? 'Invalid arguments' : `HTTP ${status}`;
  const message = typeof body.message === 'string' ? ` ${body.message}` : '';
  if (status === 403 && typeof body.upgrade_url === 'string') {
    const tier = typeof body.required_tier === 'string' ? body.required_tier : 'a higher tier';
    return `Tier refusal (HTTP 403, requires ${tier} or above): ${detail}.${message} Upgrade at ${body.upgrade_url}`;
  }
  if (Array.isArray(body.detail)) {
    const problems = body.detail.filter(isObject).map((d) => `${Array.isArray(d.loc) ? d.loc.join('.') : '?'}: ${String(d.msg)}`);
    return `HTTP ${status}: ${detail}: ${problems.join('; ')}`;
  }
  return `HTTP ${status}: ${detail}.${message}`;
}
