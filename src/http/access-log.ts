/**
 * The access log: one line per request, with its status, body bytes, duration and key id. A JSON reply handed whole
 * to the socket is logged by send at once; anything that may end otherwise (a stream, a wait for a promise, a body
 * the socket did not take at once) is logged when the response closes, so a client that leaves is logged too.
 */
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../app.ts';
import { S } from './stages.ts';

/**
 * The response class when the access log is on: it counts the body bytes handed to it and carries what the log
 * line needs, so logging a request allocates no closure. Headers given to writeHead cannot be read back with
 * getHeader, and a stream cut short sends less than its Content-Length anyway.
 */
export class LoggedResponse extends http.ServerResponse {
  bodyBytes = 0;
  /** When node made the response: as the request's head was parsed, just before 'request' or 'checkExpectation'. */
  started = performance.now();
  keyId: string | null = null;
  /** Set once a close listener is to write the line. */
  app: App | null = null;
  /** Its line is written at 'close' (or already written): send does not write it. */
  watched = false;

  override write(chunk: unknown, ...rest: unknown[]): boolean {
    this.bodyBytes += byteLength(chunk, rest[0]);
    return (super.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  }

  override end(...args: unknown[]): this {
    if (typeof args[0] !== 'function') this.bodyBytes += byteLength(args[0], args[1]);
    return (super.end as (...a: unknown[]) => this).apply(this, args);
  }
}

function byteLength(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string') return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return chunk instanceof Uint8Array ? chunk.byteLength : 0;
}

// 'close', not 'finish': a response the client abandoned (a video it stopped watching) is logged too.
function onClose(this: LoggedResponse): void {
  const app = this.app!;
  app.stages?.begin();
  accessLog(app, this);
  app.stages?.mark(S.Log);
}

/** The line of this response will be written when it closes, however it ends. */
export function logAtClose(app: App, res: ServerResponse): void {
  if (!(res instanceof LoggedResponse) || res.watched) return;
  res.watched = true;
  res.app = app;
  res.on('close', onClose);
}

/**
 * A response was just ended. When the socket took every byte, nothing can cut it short any more: its line is written
 * now, with no listener. Otherwise (bytes queued behind a slow reader, a socket already gone) it is written at close.
 */
export function logEnded(app: App, res: ServerResponse): void {
  if (!(res instanceof LoggedResponse) || res.watched) return;
  const socket = res.socket;
  if (socket === null || socket.destroyed || socket.writableLength !== 0 || !res.writableEnded) return logAtClose(app, res);
  res.watched = true;
  accessLog(app, res, true);
}

/**
 * Before answering after a wait that no close listener watched (the charge becoming durable): a client that left
 * meanwhile gets its line now, as the close listener would have written it, and true (nothing is left to send).
 * The connection is the request's socket: the response's is null also while a pipelined response waits for the one
 * before it on the same connection, and that one is still to be answered.
 */
export function leftWhileWaiting(app: App, res: ServerResponse): boolean {
  if (!res.req.socket.destroyed) return false;
  if (res instanceof LoggedResponse && !res.watched) {
    res.watched = true;
    accessLog(app, res);
  }
  return true;
}

/** One access log line, serialized by hand: it is written for every request. Same fields, same order as log(). */
function accessLog(app: App, res: LoggedResponse, finished = res.writableFinished): void {
  // 499 (nginx's "client closed request"): the client left before any status was sent.
  const status = res.headersSent ? res.statusCode : 499;
  const now = performance.now();
  app.log.logSerialized('info', 'request', lineFields(res.req, status, res.bodyBytes, now - res.started, res.keyId, finished), now);
}

/** The line of a request answered straight on its socket, with no response object (CONNECT). */
export function logRawAnswer(app: App, req: IncomingMessage, status: number, bytes: number, started: number): void {
  if (!app.log.enabled('info')) return;
  const now = performance.now();
  app.log.logSerialized('info', 'request', lineFields(req, status, bytes, now - started, null, true), now);
}

function lineFields(req: IncomingMessage, status: number, bytes: number, ms: number, keyId: string | null, finished: boolean): string {
  let fields = `"method":${quoted(req.method ?? '')},"path":${jsonString(redactPath(req.url ?? ''))},"status":${status},"bytes":${bytes},"duration_ms":${hundredths(Math.round(ms * 100))}`;
  if (keyId !== null) fields += `,"key_id":${jsonString(keyId)}`;
  if (!finished) fields += ',"aborted":true';
  return fields;
}

/** Printable ASCII but `"` and backslash: JSON writes such text as it is, between quotes. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
/** A string as JSON.stringify writes it; a URL path is nearly always plain, and testing that is cheaper. */
export function jsonString(text: string): string {
  return PLAIN.test(text) ? `"${text}"` : JSON.stringify(text);
}

/**
 * A count of hundredths written as JSON.stringify writes it divided by 100 (1234 as 12.34, 1230 as 12.3, 1200 as
 * 12), from integers: turning a fraction into its shortest decimal was the costliest part of the line.
 */
export function hundredths(h: number): string {
  const whole = Math.trunc(h / 100);
  const frac = h - whole * 100;
  if (frac === 0) return `${whole}`;
  if (frac % 10 === 0) return `${whole}.${frac / 10}`;
  return `${whole}.${frac < 10 ? '0' : ''}${frac}`;
}

const METHODS: Record<string, string> = { GET: '"GET"', HEAD: '"HEAD"', POST: '"POST"', OPTIONS: '"OPTIONS"' };
function quoted(method: string): string {
  return METHODS[method] ?? JSON.stringify(method);
}

/** Media tokens travel in URLs: they never reach a log line. */
export function redactPath(url: string): string {
  // Without "%" a name is what it says, so a URL with no "token=" in it holds no token.
  if (!url.includes('%') && !url.includes('token=')) return url;
  // A search's "%20" is in a value: only a name that needs decoding, or is "token", can name a token.
  if (!mayNameToken(url)) return url;
  // Parameter names are compared decoded, as the server reads them: "?%74oken=" is a token too. A parameter with no
  // "=" whose text decodes to "token=..." ("?token%3D...", a client that encoded too much) is no token to the
  // server, but its text is one: redacted whole.
  return url.replace(/([?&])([^=&]*)=([^&]*)/g, (whole, sep: string, name: string) => {
    return decodedName(name) === 'token' ? `${sep}${name}=REDACTED` : whole;
  }).replace(/([?&])([^=&]*%[^=&]*)(?=&|$)/g, (whole, sep: string, name: string) => {
    return decodedName(name).startsWith('token=') ? `${sep}REDACTED` : whole;
  });
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name; // a malformed name is no token
  }
}

const QUESTION = 0x3f;
const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const PERCENT = 0x25;

/**
 * False only when no parameter of `url`, read as redactPath's patterns read them (a "?" or "&", a name up to "=" or
 * "&", then "=" or nothing), has a name that holds "%" or is "token" before an "=": then redactPath would change
 * nothing.
 */
function mayNameToken(url: string): boolean {
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c !== QUESTION && c !== AMPERSAND) continue;
    let j = i + 1;
    let encoded = false;
    for (; j < url.length; j++) {
      const d = url.charCodeAt(j);
      if (d === EQUALS || d === AMPERSAND) break;
      if (d === PERCENT) encoded = true;
    }
    if (j < url.length && url.charCodeAt(j) === EQUALS && (encoded || (j - i === 6 && url.startsWith('token', i + 1)))) return true;
    // A name alone, encoded: it may decode to "token=...".
    if (encoded && (j === url.length || url.charCodeAt(j) === AMPERSAND)) return true;
  }
  return false;
}
