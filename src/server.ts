import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { App, Deps } from './app.ts';
import type { Config } from './config.ts';
import { authenticateKey, checkLanguageTier } from './auth/authenticate.ts';
import { authenticateMedia } from './auth/media-auth.ts';
import { MediaTokens } from './auth/media-token.ts';
import { catalogueBodymaps } from './media/bodymap-source.ts';
import { renderBodymap } from './media/bodymap-svg.ts';
import { quotaOf } from './auth/tiers.ts';
import type { KeyRecord } from './auth/tiers.ts';
import { LoggedResponse, leftWhileWaiting, logAtClose, logEnded, logRawAnswer, redactPath } from './http/access-log.ts';
import { HttpError } from './http/http-error.ts';
import { parseParams } from './http/params.ts';
import type { Principal, Reply, RequestContext, Route } from './http/route-types.ts';
import { Query, originForm } from './http/query.ts';
import { quotaHeaders, send } from './http/send.ts';
import type { Quota } from './http/send.ts';
import { ReplyCache } from './http/reply-cache.ts';
import { Router } from './http/router.ts';
import { S, StageClock } from './http/stages.ts';
import { DEFAULT_LANG, LANGUAGE_CODES } from './i18n/languages.ts';
import { currentPeriod, periodKey } from './quota/periods.ts';
import type { Admission } from './quota/ledger.ts';
import { unavailable } from './quota/store.ts';
import { buildRoutes } from './routes/index.ts';

export { redactPath };

export const MAX_URL_LENGTH = 8192;
const JSON_TYPE = 'application/json';
/** The wall clock as one Date per millisecond, however many requests share it: nothing changes a Date it is given. */
function millisecondClock(): () => Date {
  let at = Number.NaN;
  let date = new Date(0);
  return () => {
    const t = Date.now();
    if (t !== at) date = new Date((at = t));
    return date;
  };
}

/** Builds the service as an http.Server that is not yet listening (the CLI and tests call listen). */
export function createServer(config: Config, deps: Deps): http.Server & { app: App; routes: readonly Route[] } {
  const app: App = {
    config,
    catalogue: deps.catalogue,
    keys: deps.keys,
    ledger: deps.ledger,
    log: deps.log,
    clock: deps.clock ?? millisecondClock(),
    mediaTokens: MediaTokens.fromConfig(config),
    bodymaps: deps.bodymaps ?? catalogueBodymaps(renderBodymap),
    mints: deps.mints,
    random: deps.random ?? Math.random,
    startedAt: new Date(),
    startupMs: 0,
    allLanguagesMs: null,
    lifecycle: { ready: true, draining: false },
    stages: config.profileStages ? new StageClock() : null,
    reloadedAt: null,
  };
  const routes = buildRoutes(app);
  const router = new Router(routes);
  const replies = new ReplyCache(() => app.catalogue);
  const logged = app.log.enabled('info');
  const stages = app.stages;
  // requireHostHeader off: node's own 400 for a missing Host has no body; handle() answers it with JSON instead.
  const server = http.createServer({ maxHeaderSize: 16 * 1024, requireHostHeader: false, ...(logged ? { ServerResponse: LoggedResponse } : {}) }, (req, res) => {
    if (res.socket === null) closeWithConnection(req.socket, res);
    // Stopping: each answer closes its connection, so a client that keeps its connection busy (nginx's upstream
    // keep-alive) does not hold the drain until it is cut.
    if (app.lifecycle.draining) res.setHeader('connection', 'close');
    if (stages) {
      stages.requests++;
      stages.begin();
    }
    let pending: Promise<void> | void;
    try {
      pending = handle(app, router, replies, req, res);
    } catch (err) {
      sendError(app, req, res, err);
      return;
    }
    if (pending) {
      // It ends later, however it ends (the client may leave meanwhile): its line is written at close.
      logAtClose(app, res);
      pending.catch((err: unknown) => sendError(app, req, res, err));
    }
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => answerClientError(err, socket));
  // An Expect other than 100-continue: node would answer a bare 417; this one has the JSON body every error has.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    sendError(app, req, res, new HttpError(417, `Expectation Failed: only "Expect: 100-continue" is supported`));
  });
  // CONNECT (a proxy's method): node would close the connection without a word. The socket comes without any of
  // node's listeners or timeouts: a client that resets it must not crash the process, and one that never closes it
  // must not hold it open (what it sends is read and dropped, so its close is seen).
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const started = performance.now();
    socket.on('error', () => socket.destroy());
    socket.resume();
    afterPendingResponses(socket, () => {
      socket.setTimeout(CONNECT_CLOSE_MS, () => socket.destroy());
      const bytes = answerRaw(socket, 405, 'Method Not Allowed', 'Method CONNECT not allowed: this is not a proxy', 'allow: GET, HEAD, POST\r\n');
      logRawAnswer(app, req, 405, bytes, started);
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  return Object.assign(server, { app, routes });
}

/** How long a CONNECT's connection may stay open after its 405. */
const CONNECT_CLOSE_MS = 5_000;

/**
 * A pipelined response waiting for the one before it on its connection has no socket yet, and Node 20 does not tell
 * it when the connection closes meanwhile (later versions do): a file streamed into it would wait for 'drain' for
 * ever, its descriptor open, its access-log line unwritten. It is told here as later versions tell it: destroyed,
 * then 'close'.
 */
const queuedOn = new WeakMap<Socket, Set<ServerResponse>>();
function closeWithConnection(socket: Socket, res: ServerResponse): void {
  const waiting = queuedOn.get(socket) ?? watchConnection(socket);
  waiting.add(res);
  res.once('socket', () => waiting.delete(res));
}

/** The responses of `socket` still waiting for it, told when it closes. */
function watchConnection(socket: Socket): Set<ServerResponse> {
  const waiting = new Set<ServerResponse>();
  queuedOn.set(socket, waiting);
  const closeAll = (): void => {
    for (const res of waiting) {
      res.destroy();
      res.emit('close');
    }
    waiting.clear();
  };
  if (socket.destroyed) process.nextTick(closeAll);
  else socket.once('close', closeAll);
  return waiting;
}

function baseUrlOf(app: App, req: IncomingMessage): string {
  if (!app.config.trustProxy) return app.config.publicBaseUrl;
  const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim();
  const host = String(req.headers['x-forwarded-host'] ?? '').split(',')[0]!.trim();
  if (!host || !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return app.config.publicBaseUrl;
  const port = /\]?:(\d+)$/.exec(host)?.[1];
  if (port !== undefined && Number(port) > 65535) return app.config.publicBaseUrl;
  const scheme = proto === 'https' || proto === 'http' ? proto : new URL(app.config.publicBaseUrl).protocol.slice(0, -1);
  return `${scheme}://${host}`;
}

/**
 * The request path, synchronous up to the handler: route, credential, parameters, language, quota admission and
 * the handler run in one go. A response that must wait for its charge to be durable is sent from the charge's
 * promise, one waiting for an async handler continues in `finish`; anything else is sent at once.
 */
function handle(app: App, router: Router, replies: ReplyCache, req: IncomingMessage, res: ServerResponse): Promise<void> | void {
  const stages = app.stages;
  let rawUrl = req.url ?? '/';
  // Everything after this reads the origin form, the media routes and the access log too.
  if (rawUrl.charCodeAt(0) !== 0x2f) req.url = rawUrl = originForm(rawUrl);
  if (rawUrl.length > MAX_URL_LENGTH) throw new HttpError(414, `URL too long: at most ${MAX_URL_LENGTH} characters`);
  // RFC 9112 3.2: an HTTP/1.1 request without Host, or with more than one, or with an invalid one, is answered 400.
  const host = req.headers.host;
  if (host === undefined) {
    if (req.httpVersionMinor === 1 && req.httpVersionMajor === 1) throw new HttpError(400, 'Bad request: an HTTP/1.1 request needs a Host header');
  } else if (!HOST_VALUE.test(host) || hostRepeated(req.rawHeaders)) {
    throw new HttpError(400, 'Bad request: a request carries one Host header, with a host and an optional port');
  }
  if (rawUrl.charCodeAt(0) === 0x2a) return serverOptions(app, router, req, res);
  const q = rawUrl.indexOf('?');
  const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const rawQuery = q < 0 ? '' : rawUrl.slice(q + 1);
  const query = Query.parse(rawQuery);
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
  stages?.mark(S.ParseRoute);

  let principal: Principal | null = null;
  if (route.access === 'key') {
    principal = authenticateKey(req, route, query.has('token'), app.keys, now, app.config.upgradeUrl);
    if (res instanceof LoggedResponse) res.keyId = principal.key.id;
  } else if (route.access === 'media') {
    principal = authenticateMedia(req, query, route, app.keys, app.mediaTokens, now, app.config.upgradeUrl);
    if (res instanceof LoggedResponse) res.keyId = principal.key.id;
  }
  stages?.mark(S.Authenticate);

  const parsed = parseParams(route.params, match.pathParams, query);
  if (!parsed.ok) throw new HttpError(422, { detail: parsed.errors });

  let lang = DEFAULT_LANG as string;
  if (route.lang) {
    // Its last value, as for every other scalar parameter (params.ts).
    const sent = query.getAll('lang');
    const requested = sent.length === 0 ? null : sent[sent.length - 1]!;
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
  const checked = route.beforeCharge?.(ctx);
  if (checked instanceof Promise) return checked.then(() => admit(app, replies, req, res, route, ctx, now));
  return admit(app, replies, req, res, route, ctx, now);
}

/** A Host value (RFC 9110 7.2): an IP literal in brackets or a registered name (possibly empty), and a port. */
const HOST_VALUE = /^(?:\[[0-9A-Fa-f:.]+\]|[\w\-.~!$&'()*+,;=%]*)(?::\d*)?$/;

/** Whether Host appears more than once among the raw headers (node keeps the first in `headers.host`). */
function hostRepeated(raw: readonly string[]): boolean {
  let seen = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host') {
      if (seen) return true;
      seen = true;
    }
  }
  return false;
}

/**
 * `OPTIONS *` asks what the server as a whole supports (RFC 9110 9.3.7): the methods of its routes and OPTIONS
 * itself (which also answers CORS preflights), no body. The asterisk is a request target for OPTIONS only (RFC 9112
 * 3.2.4).
 */
function serverOptions(app: App, router: Router, req: IncomingMessage, res: ServerResponse): void {
  if (req.url !== '*' || req.method !== 'OPTIONS') throw new HttpError(400, 'Bad request: the request target * is for OPTIONS only');
  res.writeHead(204, { allow: [...router.methods, 'OPTIONS'].join(', '), 'cache-control': 'no-store' });
  res.end();
  logEnded(app, res);
}

/** Quota admission, then the handler. The file ledger admits synchronously; a shared store (Redis) answers with a
 *  promise once it acknowledged the charge, and an unreachable store is a 503: nothing is served uncharged. */
function admit(app: App, replies: ReplyCache, req: IncomingMessage, res: ServerResponse, route: Route, ctx: RequestContext, now: Date): Promise<void> | void {
  const cost = typeof route.cost === 'function' ? route.cost(ctx.params, ctx) : route.cost;
  app.stages?.mark(S.Parameters);
  const principal = ctx.principal;
  if (!principal || cost <= 0 || !app.ledger) return run(app, replies, req, res, route, ctx, cost, null, null);
  const period = periodOf(principal.key, now);
  const pending = app.ledger.admit(principal.key.id, period.key, quotaOf(principal.key), cost);
  if (pending instanceof Promise) {
    return pending.then((admission) => run(app, replies, req, res, route, ctx, cost, admission, period), unavailable);
  }
  return run(app, replies, req, res, route, ctx, cost, pending, period);
}

function run(app: App, replies: ReplyCache, req: IncomingMessage, res: ServerResponse, route: Route, ctx: RequestContext, cost: number,
  admission: Admission | null, period: CachedPeriod | null): Promise<void> | void {
  const stages = app.stages;
  let quota: Quota | null = null;
  let durable: Promise<void> | null = null;
  if (admission && period) {
    quota = { limit: admission.limit, remaining: admission.remaining, reset: period.resetEpoch };
    if (!admission.ok) {
      throw new HttpError(429, {
        detail: 'Monthly API quota exceeded',
        message: `This key has used ${admission.used} of its ${admission.limit} calls this period${cost > 1 ? ` and the request costs ${cost}` : ''}. The quota refreshes at ${period.end.toISOString()}.`,
        reset_at: period.end.toISOString(),
      // An HTTP-date has whole seconds: the instant the quota refreshes, rounded up, as X-RateLimit-Reset is.
      }, { ...quotaHeaders(quota), 'retry-after': new Date(period.resetEpoch * 1000).toUTCString() });
    }
    durable = admission.durable;
  }
  stages?.mark(S.Metering);

  let reply: Reply | Promise<Reply>;
  try {
    if (route.reuse) {
      // A kept reply skips the handler, the joining of parts and the ETag lookup; see reply-cache.ts.
      const kept = replies.get(ctx.catalogue!, route, ctx);
      if (kept !== undefined) reply = kept;
      else {
        reply = route.handler(ctx);
        if (!(reply instanceof Promise)) reply = replies.keep(ctx.catalogue!, route, ctx, reply);
      }
    } else {
      reply = route.handler(ctx);
    }
  } catch (err) {
    if (durable === null) throw err;
    return failAfterCharge(app, err, durable, quota);
  }
  stages?.mark(S.Handler);
  if (typeof route.cost === 'function' && quota) quota.cost = cost;
  if (reply instanceof Promise) return finish(app, req, res, route, reply, durable, quota);
  if (durable === null) return send(app, req, res, reply, route, quota);
  // The usual metered request: no async function and no .catch per request, one reaction on the batch's promise.
  const ready = reply;
  durable.then(() => sendWhenDurable(app, req, res, ready, route, quota), (err: unknown) => {
    const failure = ledgerFailed(app, err); // logged whether or not the client is still there
    if (!leftWhileWaiting(app, res)) sendError(app, req, res, failure);
  });
}

/** The response that an admission paid for leaves only once the charge is on disk (see the ledger). */
function sendWhenDurable(app: App, req: IncomingMessage, res: ServerResponse, reply: Reply, route: Route, quota: Quota | null): void {
  if (leftWhileWaiting(app, res)) return;
  app.stages?.begin();
  try {
    const streamed = send(app, req, res, reply, route, quota);
    if (streamed) streamed.catch((err: unknown) => sendError(app, req, res, err));
  } catch (err) {
    sendError(app, req, res, err);
  }
}

function ledgerFailed(app: App, err: unknown): HttpError {
  app.log.log('error', 'quota ledger write failed', { error: (err as Error).message });
  return new HttpError(503, 'Service temporarily unavailable: the usage ledger could not be written', { 'retry-after': '1' });
}

/** A handler failed after its request was charged: the error leaves once the charge is durable, with the quota state;
 *  a charge that could not be made durable is the 503 every other request gets then. */
async function failAfterCharge(app: App, err: unknown, durable: Promise<void>, quota: Quota | null): Promise<never> {
  try {
    await durable;
  } catch (failure) {
    throw ledgerFailed(app, failure);
  }
  if (err instanceof HttpError) Object.assign(err.headers, quotaHeaders(quota && { ...quota, cost: undefined }));
  throw err;
}

/** A handler that answered with a promise (a search waiting for its index): the reply, then the charge, then send. */
async function finish(app: App, req: IncomingMessage, res: ServerResponse, route: Route, pending: Reply | Promise<Reply>,
  durable: Promise<void> | null, quota: Quota | null): Promise<void> {
  let reply: Reply;
  try {
    reply = await pending;
  } catch (err) {
    if (durable === null) throw err;
    return failAfterCharge(app, err, durable, quota);
  }
  if (durable) {
    try {
      await durable;
    } catch (err) {
      throw ledgerFailed(app, err);
    }
  }
  app.stages?.begin();
  return send(app, req, res, reply, route, quota);
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
      'access-control-allow-headers': 'X-API-Key, Range, If-None-Match, If-Range, If-Match, If-Modified-Since, If-Unmodified-Since, Content-Type',
      'access-control-max-age': '600',
      'content-length': 0,
    });
    res.end();
    logEnded(app, res);
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
    if (!leftWhileWaiting(app, res)) logAtClose(app, res);
    res.destroy();
    return;
  }
  const buf = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': JSON_TYPE, 'content-length': buf.length, 'cache-control': 'no-store', ...headers });
  if (req.method === 'HEAD') res.end();
  else res.end(buf);
  logEnded(app, res);
}

/** Connections whose error answer is written or waits for the responses before it: it is given once. */
const answering = new WeakSet<Socket>();

/**
 * Errors Node's parser raises before a request exists (oversized headers, a request that never finished, bytes
 * that are not HTTP) would otherwise get a bare status line: they get the same JSON body as every other error.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || (err as { bytesParsed?: number }).bytesParsed === 0 && err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  // Node reports each later chunk of a connection whose parser has failed: one answer is enough.
  if (answering.has(socket)) return;
  answering.add(socket);
  const [status, reason, detail] =
    err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', 'Request headers too large: at most 16 KiB']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout', 'Request timeout: the request was not received in time']
        : [400, 'Bad Request', 'Bad request: not a valid HTTP request'];
  afterPendingResponses(socket, () => answerRaw(socket, status, reason, detail));
}

/**
 * HTTP/1.1 answers a connection's requests in order. Bytes that cannot be parsed (or a CONNECT) may follow requests
 * still being answered on the same connection: pipelined, or waiting for their charge to become durable. Their
 * responses go out first, whole; the error answer after them, never in their place. A connection that closed
 * meanwhile, or will close after them (the request before asked for `Connection: close`), gets none.
 * `_httpMessage` is the response node is writing to the socket (node's own clientError handler reads it too); the
 * ones queued behind it take its place as it finishes.
 */
function afterPendingResponses(socket: Socket, then: () => void): void {
  const current = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (current != null && !current.writableFinished && !current.destroyed) {
    const next = (): void => {
      current.off('finish', next);
      current.off('close', next);
      setImmediate(afterPendingResponses, socket, then);
    };
    current.on('finish', next);
    current.on('close', next);
    return;
  }
  if (socket.writable) then();
  else socket.destroy();
}

/** An error written straight to the connection, which then closes: there is no response object to write it with.
 *  Returns the body's length in bytes. */
function answerRaw(socket: Socket, status: number, reason: string, detail: string, extraHeaders = ''): number {
  const body = JSON.stringify({ detail });
  const bytes = Buffer.byteLength(body);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${bytes}\r\n${extraHeaders}connection: close\r\n\r\n${body}`);
  return bytes;
}
