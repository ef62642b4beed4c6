/**
 * JSON-RPC 2.0 as the MCP stdio transport frames it: one message per line, UTF-8, no embedded newlines, no header
 * layer. Framing, parsing and dispatch are pure over strings and values; server.ts connects them to streams.
 */

export type RequestId = string | number;

export interface RpcRequest {
  jsonrpc: '2.0';
  id: RequestId;
  method: string;
  params?: Record<string, unknown>;
}

export interface RpcNotification {
  jsonrpc: '2.0';
  method: string;
  params?: Record<string, unknown>;
}

export interface RpcResponse {
  jsonrpc: '2.0';
  id: RequestId | null;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

/** A failure a handler reports to the caller as a JSON-RPC error object. */
export class RpcError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** Splits a character stream into lines; a line split across chunks is held until its newline arrives. */
export class LineBuffer {
  private pending = '';

  /** The complete, non-blank lines this chunk finishes (a trailing `\r` is dropped). */
  push(chunk: string): string[] {
    const parts = (this.pending + chunk).split('\n');
    this.pending = parts.pop()!;
    return parts.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l)).filter((l) => l.trim() !== '');
  }

  /** What is left when the input ends (a last message without a newline), if anything. */
  flush(): string | null {
    const rest = this.pending.trim();
    this.pending = '';
    return rest === '' ? null : rest;
  }
}

/** One serialized message with its newline. JSON.stringify escapes every newline inside strings. */
export function frame(message: RpcResponse | RpcNotification | RpcRequest): string {
  return `${JSON.stringify(message)}\n`;
}

export function errorResponse(id: RequestId | null, code: number, message: string, data?: unknown): RpcResponse {
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } };
}

export type Parsed =
  | { kind: 'request'; message: RpcRequest }
  | { kind: 'notification'; message: RpcNotification }
  /** A response to a request of ours; this server sends none, so these are ignored. */
  | { kind: 'response' }
  | { kind: 'invalid'; response: RpcResponse };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parses one line into a message, or the error response it deserves (-32700 bad JSON, -32600 not a message). */
export function parseMessage(line: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { kind: 'invalid', response: errorResponse(null, PARSE_ERROR, 'Parse error: the line is not valid JSON') };
  }
  // MCP since 2025-06-18 has no batches; an array is answered as one invalid request.
  if (!isObject(value)) return { kind: 'invalid', response: errorResponse(null, INVALID_REQUEST, 'Invalid request: expected one JSON-RPC message object (batches are not supported)') };
  const id = value.id;
  const validId = typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
  if (value.jsonrpc !== '2.0') return { kind: 'invalid', response: errorResponse(validId ? id : null, INVALID_REQUEST, 'Invalid request: jsonrpc must be "2.0"') };
  if (value.method === undefined && ('result' in value || 'error' in value)) return { kind: 'response' };
  if (typeof value.method !== 'string') return { kind: 'invalid', response: errorResponse(validId ? id : null, INVALID_REQUEST, 'Invalid request: method must be a string') };
  if (value.params !== undefined && !isObject(value.params)) {
    return { kind: 'invalid', response: errorResponse(validId ? id : null, INVALID_PARAMS, 'Invalid params: params must be an object') };
  }
  const params = value.params as Record<string, unknown> | undefined;
  if (!('id' in value)) return { kind: 'notification', message: { jsonrpc: '2.0', method: value.method, ...(params ? { params } : {}) } };
  if (!validId) return { kind: 'invalid', response: errorResponse(null, INVALID_REQUEST, 'Invalid request: id must be a string or a number') };
  return { kind: 'request', message: { jsonrpc: '2.0', id: id as RequestId, method: value.method, ...(params ? { params } : {}) } };
}

/** A method handler: its return value is the result; an RpcError becomes that error, anything else -32603. */
export type MethodHandler = (params: Record<string, unknown>) => unknown;

/**
 * Runs one parsed line against the handlers and resolves with the response to send, or null when none is due
 * (notifications and stray responses). `onInternalError` sees unexpected errors, which the caller gets only as -32603.
 */
export async function dispatch(
  parsed: Parsed,
  handlers: Readonly<Record<string, MethodHandler>>,
  onInternalError: (err: unknown, method: string) => void,
): Promise<RpcResponse | null> {
  if (parsed.kind === 'invalid') return parsed.response;
  if (parsed.kind === 'response') return null;
  const { message } = parsed;
  const handler = Object.hasOwn(handlers, message.method) ? handlers[message.method] : undefined;
  if (parsed.kind === 'notification') {
    if (handler) {
      try {
        await handler(message.params ?? {});
      } catch (err) {
        onInternalError(err, message.method);
      }
    }
    return null;
  }
  const id = parsed.message.id;
  if (!handler) return errorResponse(id, METHOD_NOT_FOUND, `Method not found: ${message.method}`);
  try {
    return { jsonrpc: '2.0', id, result: await handler(message.params ?? {}) };
  } catch (err) {
    if (err instanceof RpcError) return errorResponse(id, err.code, err.message, err.data);
    onInternalError(err, message.method);
    return errorResponse(id, INTERNAL_ERROR, 'Internal error');
  }
}
