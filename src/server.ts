import { createHash } from 'node:crypto';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App, Deps } from './app.ts';
import type { Config } from './config.ts';
import { authenticateKey, checkLanguageTier } from './auth/authenticate.ts';
import { authenticateMedia } from './auth/media-auth.ts';
import { MediaTokens } from './auth/media-token.ts';
import { catalogueBodymaps } from './media/bodymap-source.ts';
import { renderBodymap } from './media/bodymap-svg.ts';
import { quotaOf } from './auth/tiers.ts';
import type { KeyRecord } from './auth/tiers.ts';
import { HttpError } from './http/http-error.ts';
import { parseParams } from './http/params.ts';
import type { Principal, Reply, RequestContext, Route } from './http/route-types.ts';
import { Router } from './http/router.ts';
import { DEFAULT_LANG, LANGUAGE_CODES } from './i18n/languages.ts';
import { currentPeriod, periodKey } from './quota/periods.ts';
import { buildRoutes } from './routes/index.ts';

export const MAX_URL_LENGTH = 8192;
const JSON_TYPE = 'application/json';
/** The key id of each authenticated response, for the access log (never the key itself). */
const callerOf = new WeakMap<ServerResponse, string>();

/**
 * A response that counts the body bytes handed to it, for the access log: headers given to writeHead cannot be
 * read back with getHeader, and a stream cut short sends less than its Content-Length anyway.
 */
class CountingResponse extends http.ServerResponse {
  bodyBytes = 0;

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

/** Builds the service as an http.Server that is not yet listening (the CLI and tests call listen). */
export function createServer(config: Config, deps: Deps): http.Server & { app: App; routes: readonly Route[] } {
  const app: App = {
    config,
    catalogue: deps.catalogue,
    keys: deps.keys,
    ledger: deps.ledger,
    log: deps.log,
    clock: deps.clock ?? (() => new Date()),
    mediaTokens: MediaTokens.fromConfig(config),
    bodymaps: deps.bodymaps ?? catalogueBodymaps(() => app.catalogue, renderBodymap),
    random: deps.random ?? Math.random,
    startedAt: new Date(),
    startupMs: 0,
    allLanguagesMs: null,
    lifecycle: { ready: true, draining: false },
    reloadedAt: null,
  };
  const routes = buildRoutes(app);
  const router = new Router(routes);
  const logged = app.log.enabled('info');
  const server = http.createServer({ maxHeaderSize: 16 * 1024, ...(logged ? { ServerResponse: CountingResponse } : {}) }, (req, res) => {
    if (logged) {
      const started = performance.now();
      // 'close', not 'finish': a response the client abandoned (a video it stopped watching) is logged too.
      res.once('close', () => accessLog(app, req, res as CountingResponse, started));
    }
    handle(app, router, req, res).catch((err: unknown) => sendError(app, req, res, err));
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: import('node:net').Socket) => answerClientError(err, socket));
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  return Object.assign(server, { app, routes });
}

function baseUrlOf(app: App, req: IncomingMessage): string {
  if (!app.config.trustProxy) return app.config.publicBaseUrl;
  const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim();
  const host = String(req.headers['x-forwarded-host'] ?? '').split(',')[0]!.trim();
  if (!host || !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return app.config.publicBaseUrl;
  const scheme = proto === 'https' || proto === 'http' ? proto : new URL(app.config.publicBaseUrl).protocol.slice(0, -1);
  return `${scheme}://${host}`;
}

async function handle(app: App, router: Router, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const rawUrl = req.url ?? '/';
  if (rawUrl.length > MAX_URL_LENGTH) throw new HttpError(414, `URL too long: at most ${MAX_URL_LENGTH} characters`);
  const q = rawUrl.indexOf('?');
  const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : rawUrl.slice(q + 1));
  if (app.config.corsOrigins.length > 0) {
    const preflight = applyCors(app, req, res);
    if (preflight) return;
  }
  const match = router.find(req.method ?? 'GET', path);
  if (match.kind === 'not-found') throw new HttpError(404, 'Not found');
  if (match.kind === 'method-not-allowed') {
    throw new HttpError(405, `Method ${req.method} not allowed`, { allow: match.allow.join(', ') });
  }
  const { route } = match;
  const now = app.clock();
  const catalogue = app.catalogue;

  let principal: Principal | null = null;
  if (route.access === 'key') {
    principal = authenticateKey(req, route, query.has('token'), app.keys, now, app.config.upgradeUrl);
    callerOf.set(res, principal.key.id);
  } else if (route.access === 'media') {
    principal = authenticateMedia(req, query, route, app.keys, app.mediaTokens, now, app.config.upgradeUrl);
    callerOf.set(res, principal.key.id);
  }

  const parsed = parseParams(route.params, match.pathParams, query);
  if (!parsed.ok) throw new HttpError(422, { detail: parsed.errors });

  let lang = DEFAULT_LANG as string;
  if (route.lang) {
    const requested = query.get('lang');
    if (requested !== null && requested !== '') {
      lang = requested.toLowerCase();
      if (!LANGUAGE_CODES.includes(lang) || !catalogue.hasLanguage(lang)) {
        throw new HttpError(400, {
          detail: `Unsupported language '${requested}'. Use one of the supported language codes.`,
          supported_languages: catalogue.languages,
        });
      }
    }
    checkLanguageTier(principal, lang, app.config.upgradeUrl);
  }

  const ctx: RequestContext = { req, params: parsed.params, lang, principal, baseUrl: baseUrlOf(app, req), catalogue };
  route.beforeCharge?.(ctx);
  const cost = typeof route.cost === 'function' ? route.cost(parsed.params, ctx) : route.cost;
  const quotaHeaders: Record<string, string | number> = {};
  let durable: Promise<void> | null = null;
  if (principal && cost > 0 && app.ledger) {
    const key = principal.key;
    const period = periodOf(key, now);
    const admission = app.ledger.admit(key.id, period.key, quotaOf(key), cost);
    const resetEpoch = period.resetEpoch;
    quotaHeaders['x-ratelimit-limit'] = admission.limit;
    quotaHeaders['x-ratelimit-remaining'] = admission.remaining;
    quotaHeaders['x-ratelimit-reset'] = resetEpoch;
    if (!admission.ok) {
      throw new HttpError(429, {
        detail: 'Monthly API quota exceeded',
        message: `This key has used ${admission.used} of its ${admission.limit} calls this period${cost > 1 ? ` and the request costs ${cost}` : ''}. The quota refreshes at ${period.end.toISOString()}.`,
        reset_at: period.end.toISOString(),
      }, { ...stringify(quotaHeaders), 'retry-after': period.end.toUTCString() });
    }
    durable = admission.durable;
  }

  let reply: Reply;
  try {
    reply = await route.handler(ctx);
  } catch (err) {
    if (durable) await durable;
    if (err instanceof HttpError) Object.assign(err.headers, stringify(quotaHeaders));
    throw err;
  }
  // The response that an admission paid for leaves only once the charge is on disk (see the ledger).
  if (durable) {
    try {
      await durable;
    } catch (err) {
      app.log.log('error', 'quota ledger write failed', { error: (err as Error).message });
      throw new HttpError(503, 'Service temporarily unavailable: the usage ledger could not be written', { 'retry-after': '1' });
    }
  }
  if (typeof route.cost === 'function') quotaHeaders['x-api-calls-cost'] = cost;
  await send(req, res, reply, route, quotaHeaders);
}

interface CachedPeriod {
  start: Date;
  end: Date;
  key: string;
  resetEpoch: number;
}
/** A key's current period, computed once per key and period rather than per request. Keyed by the record object,
 *  so a reloaded or changed key starts afresh. */
const periods = new WeakMap<KeyRecord, CachedPeriod>();
function periodOf(key: KeyRecord, now: Date): CachedPeriod {
  const cached = periods.get(key);
  const t = now.getTime();
  if (cached && t >= cached.start.getTime() && t < cached.end.getTime()) return cached;
  const p = currentPeriod(key, now);
  const fresh = { start: p.start, end: p.end, key: periodKey(p.start), resetEpoch: Math.ceil(p.end.getTime() / 1000) };
  periods.set(key, fresh);
  return fresh;
}

function stringify(h: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k, String(v)]));
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply, route: Route, extra: Record<string, string | number>): Promise<void> | void {
  if (reply.stream) return reply.stream(res, extra);
  const body = reply.body;
  const buf = Buffer.isBuffer(body)
    ? body
    : Array.isArray(body) && body.every(Buffer.isBuffer)
      ? Buffer.concat(body as Buffer[])
      : typeof body === 'string'
        ? Buffer.from(body)
        : Buffer.from(JSON.stringify(body ?? null));
  const status = reply.status ?? 200;
  const headers: Record<string, string | number> = {
    'content-type': JSON_TYPE,
    'content-length': buf.length,
    'cache-control': route.cache ?? 'private, no-cache',
    vary: 'X-API-Key',
    ...extra,
    ...reply.headers,
  };
  if (status === 200) {
    // A prebuilt body is a Buffer that was returned as is, or a frozen list of parts (see program-views.ts).
    const etag = etagOf(buf, buf === body ? buf : Array.isArray(body) && Object.isFrozen(body) ? body : null);
    headers.etag = etag;
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      delete headers['content-length'];
      delete headers['content-type'];
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(buf);
}

/** Tags of prebuilt bodies (reference lists, routines): hashed once, since those bodies live for the process. */
const etags = new WeakMap<object, string>();
function etagOf(buf: Buffer, prebuilt: object | null): string {
  let tag = prebuilt ? etags.get(prebuilt) : undefined;
  if (tag === undefined) {
    tag = `"${createHash('sha1').update(buf).digest('base64url').slice(0, 22)}"`;
    if (prebuilt) etags.set(prebuilt, tag);
  }
  return tag;
}

/** If-None-Match per RFC 9110 13.1.2: weak comparison, a list of tags, or "*". */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

const CORS_EXPOSED = 'ETag, Content-Range, Accept-Ranges, Content-Length, Retry-After, X-API-Calls-Cost, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset';

/**
 * CORS for the configured origins only (off by default). Answers preflights itself and returns true then;
 * otherwise adds the headers that let a browser app read responses and play token URLs in <video>.
 */
function applyCors(app: App, req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  res.setHeader('vary', 'Origin');
  if (!origin) return false;
  const allowed = app.config.corsOrigins.includes('*') || app.config.corsOrigins.includes(origin);
  if (!allowed) return false;
  res.setHeader('access-control-allow-origin', app.config.corsOrigins.includes('*') ? '*' : origin);
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    res.writeHead(204, {
      'access-control-allow-methods': 'GET, HEAD, POST',
      'access-control-allow-headers': 'X-API-Key, Range, If-None-Match, If-Range, Content-Type',
      'access-control-max-age': '600',
      'content-length': 0,
    });
    res.end();
    return true;
  }
  res.setHeader('access-control-expose-headers', CORS_EXPOSED);
  return false;
}

/** The one place that turns an error into a response. Unknown errors become the spec's 500 and are logged once. */
export function sendError(app: App, req: IncomingMessage, res: ServerResponse, err: unknown): void {
  let status = 500;
  let body: Record<string, unknown> = { detail: 'Internal server error' };
  let headers: Record<string, string> = {};
  if (err instanceof HttpError) {
    ({ status, body, headers } = err);
  } else {
    app.log.log('error', 'unhandled error', { method: req.method, path: redactPath(req.url ?? ''), error: (err as Error)?.stack ?? String(err) });
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const buf = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': JSON_TYPE, 'content-length': buf.length, 'cache-control': 'no-store', ...headers });
  if (req.method === 'HEAD') res.end();
  else res.end(buf);
}

/**
 * Errors Node's parser raises before a request exists (oversized headers, a request that never finished, bytes
 * that are not HTTP) would otherwise get a bare status line: they get the same JSON body as every other error.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: import('node:net').Socket): void {
  if (!socket.writable || (err as { bytesParsed?: number }).bytesParsed === 0 && err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, reason, detail] =
    err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', 'Request headers too large: at most 16 KiB']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout', 'Request timeout: the request was not received in time']
        : [400, 'Bad Request', 'Bad request: not a valid HTTP request'];
  const body = JSON.stringify({ detail });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
}

/** Media tokens travel in URLs: they never reach a log line. */
export function redactPath(url: string): string {
  // Parameter names are compared decoded, as the server reads them: "?%74oken=" is a token too.
  return url.replace(/([?&])([^=&]*)=([^&]*)/g, (whole, sep: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // a malformed name is no token
    }
    return decoded === 'token' ? `${sep}${name}=REDACTED` : whole;
  });
}

function accessLog(app: App, req: IncomingMessage, res: CountingResponse, started: number): void {
  const keyId = callerOf.get(res);
  app.log.log('info', 'request', {
    method: req.method,
    path: redactPath(req.url ?? ''),
    // 499 (nginx's "client closed request"): the client left before any status was sent.
    status: res.headersSent ? res.statusCode : 499,
    bytes: res.bodyBytes,
    duration_ms: Math.round((performance.now() - started) * 100) / 100,
    ...(keyId ? { key_id: keyId } : {}),
    ...(res.writableFinished ? {} : { aborted: true }),
  });
}
