/**
 * The media fallback origin (MEDIA_FALLBACK_ORIGIN): a file missing from the local store is fetched from the same
 * path under that origin and streamed through, never written anywhere (spec 4.7 rules 5 and 7).
 */
import type { ServerResponse } from 'node:http';
import { HttpError } from '../http/http-error.ts';
import { FILE_PRECONDITION_FAILED, MEDIA_SECURITY_HEADERS, OCTET_STREAM } from './send-file.ts';

export interface FallbackLimits {
  /** From the request to the upstream response headers. */
  headersMs: number;
  /** Longest silence allowed between two body chunks. */
  idleMs: number;
}

export const FALLBACK_LIMITS: Readonly<FallbackLimits> = { headersMs: 5_000, idleMs: 15_000 };

/** The upstream headers passed through unchanged. */
const PASSED = ['content-type', 'content-length', 'content-range', 'etag', 'last-modified', 'accept-ranges'] as const;

/** What of the client's request is passed to the origin: one byte range and the conditions that go with it. */
export interface ForwardedConditions {
  range?: string;
  'if-range'?: string;
  'if-none-match'?: string;
  'if-modified-since'?: string;
  'if-match'?: string;
  'if-unmodified-since'?: string;
}

/** The statuses relayed from the origin; anything else is refused. */
export type RelayedStatus = 200 | 206 | 304;

export type FallbackResult =
  | { ok: true; status: RelayedStatus; headers: Record<string, string>; body: ReadableStream<Uint8Array> | null; abort: AbortController }
  | { ok: false; status: 404 | 412 | 416 | 502; detail: string; headers?: Record<string, string> };

// One range, in the form a player sends when it seeks: several ranges get the whole file, as RFC 9110 allows.
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/**
 * The client's Range (one range only), If-Range, cache validators and preconditions, to pass to the origin;
 * nothing else of the request ever leaves (no key, token, cookie or authorization).
 */
export function forwardedConditions(h: Record<string, string | string[] | undefined>, method: string): ForwardedConditions {
  const out: ForwardedConditions = {};
  const one = (name: keyof ForwardedConditions) => {
    const v = h[name];
    return typeof v === 'string' && v.length <= 256 ? v : undefined;
  };
  const range = one('range')?.replace(/\s+/g, '');
  if (method === 'GET' && range !== undefined && SINGLE_RANGE.test(range)) {
    out.range = range;
    const ifRange = one('if-range');
    if (ifRange !== undefined) out['if-range'] = ifRange;
  }
  for (const name of ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'] as const) {
    const v = one(name);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/**
 * Asks the origin for `filePath` (the request's path with the validated file name re-encoded, and no query string:
 * a token never leaves the service). Of the client's headers only `conditions` are sent (see forwardedConditions);
 * redirects are not followed. 200, 206 (with its Content-Range) and 304 are relayed, an origin that ignores Range
 * answers 200 with the whole file, which is relayed as it is. A 404 upstream is a 404 here, a 416 a 416 with the
 * origin's Content-Range; anything else is a 502 naming the cause.
 */
export async function fetchFallback(origin: string, filePath: string, method: 'GET' | 'HEAD', limits: FallbackLimits = FALLBACK_LIMITS, conditions: ForwardedConditions = {}): Promise<FallbackResult> {
  const url = new URL(origin + filePath);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), limits.headersMs);
  let upstream: Response;
  try {
    upstream = await fetch(url, {
      method,
      redirect: 'manual',
      signal: abort.signal,
      // identity: fetch would otherwise decompress the body and Content-Length would no longer describe it.
      headers: { accept: '*/*', 'accept-encoding': 'identity', ...conditions },
    });
  } catch {
    return {
      ok: false,
      status: 502,
      detail: abort.signal.aborted
        ? `Media fallback origin did not answer within ${limits.headersMs / 1000} s`
        : 'Media fallback origin could not be reached',
    };
  } finally {
    clearTimeout(timer);
  }
  const status = upstream.status;
  const relayed = status === 200 || (status === 206 && conditions.range !== undefined && upstream.headers.has('content-range'))
    || (status === 304 && (conditions['if-none-match'] !== undefined || conditions['if-modified-since'] !== undefined));
  if (!relayed) {
    await upstream.body?.cancel().catch(() => undefined);
    if (status === 404 || status === 410) return { ok: false, status: 404, detail: 'Media file not found' };
    if (status === 412 && (conditions['if-match'] !== undefined || conditions['if-unmodified-since'] !== undefined)) {
      const etag = upstream.headers.get('etag');
      return { ok: false, status: 412, detail: FILE_PRECONDITION_FAILED, ...(etag ? { headers: { etag } } : {}) };
    }
    if (status === 416 && conditions.range !== undefined) {
      const contentRange = upstream.headers.get('content-range');
      return { ok: false, status: 416, detail: 'Range not satisfiable', ...(contentRange ? { headers: { 'content-range': contentRange } } : {}) };
    }
    if (status >= 300 && status < 400) {
      return { ok: false, status: 502, detail: `Media fallback origin answered with a redirect (${status}), which is not followed` };
    }
    if (status === 206) return { ok: false, status: 502, detail: 'Media fallback origin answered 206 without a Content-Range for the range asked' };
    return { ok: false, status: 502, detail: `Media fallback origin answered ${status}` };
  }
  const headers: Record<string, string> = {};
  for (const name of PASSED) {
    const value = upstream.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  if (status !== 304) headers['content-type'] ??= OCTET_STREAM;
  // Ranges are passed on, so say so unless the origin said otherwise (one that ignores them still answers 200).
  // A 304 says nothing of its own: it only confirms what the client holds.
  if (status !== 304) headers['accept-ranges'] ??= status === 206 ? 'bytes' : 'none';
  const encoding = upstream.headers.get('content-encoding');
  if (encoding !== null && encoding !== 'identity') delete headers['content-length'];
  return { ok: true, status: status as RelayedStatus, headers, body: status === 304 ? null : upstream.body, abort };
}

/**
 * Streams a fetched file to the client with the origin's status (200, 206 or 304), its content headers and
 * validators, our own cache and security headers. The upstream read is aborted when the client goes away or the origin falls silent for idleMs.
 */
export async function sendFallback(res: ServerResponse, result: FallbackResult & { ok: true }, own: Record<string, string | number>, limits: FallbackLimits = FALLBACK_LIMITS): Promise<void> {
  res.writeHead(result.status, { ...own, ...MEDIA_SECURITY_HEADERS, ...result.headers });
  if (!result.body) {
    res.end();
    return;
  }
  const reader = result.body.getReader();
  let idle: NodeJS.Timeout | undefined;
  let complete = false;
  const stop = () => result.abort.abort();
  res.once('close', stop);
  try {
    for (;;) {
      idle = setTimeout(stop, limits.idleMs);
      const { done, value } = await reader.read();
      clearTimeout(idle);
      if (done) break;
      if (!res.write(value)) await drained(res);
      if (res.destroyed) return;
    }
    complete = true;
    res.end();
  } catch {
    // The origin broke off or fell silent mid-body, or the client left: the status line is gone, so the only honest
    // signal left is to cut the connection before Content-Length is reached.
    res.destroy();
  } finally {
    clearTimeout(idle);
    res.off('close', stop);
    if (!complete) stop();
  }
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      res.off('drain', finish);
      res.off('close', finish);
      resolve();
    };
    res.on('drain', finish);
    res.on('close', finish);
  });
}

/** A failed fetch as the error the server writes. */
export function fallbackError(result: FallbackResult & { ok: false }): HttpError {
  return new HttpError(result.status, result.detail, { ...result.headers, ...(result.status === 416 || result.status === 412 ? MEDIA_SECURITY_HEADERS : {}) });
}
