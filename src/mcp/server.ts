import type { Readable, Writable } from 'node:stream';
import type { Logger } from '../log.ts';
import { VERSION } from '../version.ts';
import { INTERNAL_ERROR, INVALID_PARAMS, INVALID_REQUEST, LineBuffer, MAX_LINE, RpcError, dispatch, errorResponse, frame, parseMessage } from './json-rpc.ts';
import type { TooLong } from './json-rpc.ts';
import type { MethodHandler } from './json-rpc.ts';
import { buildRequest, errorResult, toolResult, toolsFromOpenApi } from './tools.ts';
import type { OpenApiDocument, ToolBinding, ToolResult } from './tools.ts';

/** Protocol revisions this server speaks, newest first: a client asking for another one is offered the newest. */
export const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'] as const;

export interface McpOptions {
  input: Readable;
  output: Writable;
  /** The exref API the tools call, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  /** The caller's own key: every call is authorized, tiered and charged as that key. */
  apiKey: string;
  log: Logger;
  /** Per-request limit, milliseconds. */
  timeoutMs?: number;
}

/** The problem with the settings of `exref mcp`, naming the variable, or null when they are usable. */
export function checkMcpSettings(apiKey: string | undefined, baseUrl: string): string | null {
  if (!apiKey) return 'EXREF_API_KEY is required: the API key whose tier and quota the tools use';
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return `EXREF_BASE_URL must be an http(s) URL, got "${baseUrl}"`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `EXREF_BASE_URL must be an http(s) URL, got "${baseUrl}"`;
  return null;
}

const INSTRUCTIONS = 'Exercise reference tools backed by the exref HTTP API. Each call is made with your own API key and '
  + 'charged to its monthly quota like any request; a tool your tier does not include answers with an error naming '
  + 'the tier it needs and the upgrade URL. Text is English unless `lang` is given (non-English needs GROWTH or above).';

/**
 * Serves MCP over newline-delimited JSON-RPC on `input`/`output` until `input` ends; resolves once every answer
 * is written. The tool list comes from GET {baseUrl}/openapi.json, fetched at the first tools/list or tools/call
 * (not at start: an MCP client often starts this process before the API is up, and initialize must not fail for
 * that) and kept for the life of the process; a failed fetch is retried by the next request.
 */
export function serveMcp(opts: McpOptions): Promise<void> {
  const { input, output, baseUrl, apiKey, log } = opts;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  // A last guard: nothing this process writes may carry the key, whatever an upstream message contains.
  const redact = (text: string) => (apiKey ? text.split(apiKey).join('[redacted]') : text);
  const logError = (err: unknown, method: string) => log.log('error', 'mcp handler failed', { method, error: redact(err instanceof Error ? err.stack ?? err.message : String(err)) });

  let tools: Promise<Map<string, ToolBinding>> | null = null;
  const loadTools = () => {
    tools ??= fetchTools(baseUrl, timeoutMs).then(
      (list) => {
        log.log('info', 'mcp tools loaded', { count: list.size, from: `${baseUrl}/openapi.json` });
        return list;
      },
      (err: Error) => {
        tools = null;
        throw new RpcError(INTERNAL_ERROR, redact(`Could not load the tool list from ${baseUrl}/openapi.json: ${err.message}`));
      },
    );
    return tools;
  };

  const handlers: Record<string, MethodHandler> = {
    initialize(params) {
      if (typeof params.protocolVersion !== 'string') throw new RpcError(INVALID_PARAMS, 'Invalid params: protocolVersion must be a string');
      const requested = params.protocolVersion;
      const protocolVersion = (PROTOCOL_VERSIONS as readonly string[]).includes(requested) ? requested : PROTOCOL_VERSIONS[0];
      return {
        protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: 'exref', title: 'exref exercise reference', version: VERSION },
        instructions: INSTRUCTIONS,
      };
    },
    'notifications/initialized': () => undefined,
    ping: () => ({}),
    async 'tools/list'(params) {
      // Every tool fits in one page, so this server never hands out a cursor: any cursor is one it did not issue.
      if (params.cursor !== undefined) throw new RpcError(INVALID_PARAMS, 'Invalid params: unknown cursor');
      return { tools: [...(await loadTools()).values()].map((b) => b.tool) };
    },
    async 'tools/call'(params) {
      if (typeof params.name !== 'string') throw new RpcError(INVALID_PARAMS, 'Invalid params: name must be a string');
      const args = params.arguments ?? {};
      if (typeof args !== 'object' || args === null || Array.isArray(args)) throw new RpcError(INVALID_PARAMS, 'Invalid params: arguments must be an object');
      const binding = (await loadTools()).get(params.name);
      if (!binding) throw new RpcError(INVALID_PARAMS, `Unknown tool: ${params.name}`);
      const result = await callTool(binding, args as Record<string, unknown>, baseUrl, apiKey, timeoutMs);
      log.log('debug', 'mcp tool call', { tool: binding.tool.name, error: result.isError === true });
      return result;
    },
  };

  return new Promise((resolve) => {
    const lines = new LineBuffer();
    const inFlight = new Set<Promise<void>>();
    const handle = (line: string | TooLong) => {
      const parsed = typeof line === 'string'
        ? parseMessage(line)
        : { kind: 'invalid' as const, response: errorResponse(null, INVALID_REQUEST, `Invalid request: a message longer than ${MAX_LINE} characters, not read`) };
      const done = dispatch(parsed, handlers, logError).then((response) => {
        if (response && output.writable) output.write(redact(frame(response)));
      });
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done));
    };
    output.on('error', (err: Error) => log.log('warn', 'mcp output closed', { error: err.message }));
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => lines.push(chunk).forEach(handle));
    input.on('end', () => {
      const last = lines.flush();
      if (last !== null) handle(last);
      void Promise.allSettled([...inFlight]).then(() => resolve());
    });
  });
}

async function fetchTools(baseUrl: string, timeoutMs: number): Promise<Map<string, ToolBinding>> {
  // /openapi.json is public: the key is not sent where it is not needed.
  const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/openapi.json`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const doc = (await res.json()) as OpenApiDocument;
  return new Map(toolsFromOpenApi(doc).map((b) => [b.tool.name, b]));
}

async function callTool(binding: ToolBinding, args: Record<string, unknown>, baseUrl: string, apiKey: string, timeoutMs: number): Promise<ToolResult> {
  const request = buildRequest(binding, args, baseUrl);
  if (!request.ok) return errorResult(request.error);
  try {
    const res = await fetch(request.url, {
      method: request.method,
      headers: { 'x-api-key': apiKey, accept: 'application/json', 'user-agent': `exref-mcp/${VERSION}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return toolResult({ status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() });
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
    return errorResult(`Could not reach the exref API at ${baseUrl}: ${err instanceof Error ? err.message : String(err)}${cause}`);
  }
}
