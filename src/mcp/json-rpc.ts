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

/** The longest message line read, in characters: this server's messages are a few kilobytes. */
export const MAX_LINE = 2 ** 20;

/** A line longer than the buffer's limit, dropped unread: it is answered as an invalid request. */
export interface TooLong {
  tooLong: true;
}
const TOO_LONG: TooLong = { tooLong: true };

/**
 * Splits a character stream into lines; a line split across chunks is held (in pieces: each chunk is scanned once)
 * until its newline arrives. A line over `maxLength` characters is not held: the rest of it is skipped up to its
 * newline, and it comes out as a TooLong.
 */
export class LineBuffer {
  private held: string[] = [];
  private heldLength = 0;
  private skipping = false;

  constructor(private readonly maxLength = MAX_LINE) {}

  /** The complete, non-blank lines this chunk finishes (a trailing `\r` is dropped). */
  push(chunk: string): (string | TooLong)[] {
    const out: (string | TooLong)[] = [];
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', start)) {
      const line = this.take(chunk.slice(start, nl));
      start = nl + 1;
      if (typeof line !== 'string') out.push(line);
      else if (line.trim() !== '') out.push(line.endsWith('\r') ? line.slice(0, -1) : line);
    }
    this.hold(chunk.slice(start));
    return out;
  }

  /** What is left when the input ends (a last message without a newline), if anything. */
  flush(): string | TooLong | null {
    const rest = this.take('');
    if (typeof rest !== 'string') return rest;
    return rest.trim() === '' ? null : rest.trim();
  }

  private hold(piece: string): void {
    if (this.skipping || piece === '') return;
    if (this.heldLength + piece.length > this.maxLength) {
      this.skipping = true;
      this.held = [];
      this.heldLength = 0;
      return;
    }
    this.held.push(piece);
    this.heldLength += piece.length;
  }

  /** The held pieces and `last`, as one line, and a fresh start. */
  private take(last: string): string | TooLong {
    const tooLong = this.skipping || this.heldLength + last.length > this.maxLength;
    const line = tooLong ? TOO_LONG : this.held.length === 0 ? last : this.held.join('') + last;
    this.held = [];
    this.heldLength = 0;
    this.skipping = false;
    return line;
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
  /** A notification with something wrong in it: a notification is never answered (JSON-RPC 2.0, 4.1). */
  | { kind: 'ignored' }
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
  // Only now is it known to be a notification, which gets no answer whatever is wrong with its params.
  if (!('id' in value) && value.params !== undefined && !isObject(value.params)) return { kind: 'ignored' };
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
  if (parsed.kind === 'response' || parsed.kind === 'ignored') return null;
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
    // Every answer carries a result or an error: a method that returns nothing (one meant for a notification, sent
    // as a request) answers an empty result.
    return { jsonrpc: '2.0', id, result: (await handler(message.params ?? {})) ?? {} };
  } catch (err) {
    if (err instanceof RpcError) return errorResponse(id, err.code, err.message, err.data);
    onInternalError(err, message.method);
    return errorResponse(id, INTERNAL_ERROR, 'Internal error');
  }
}
