/**
 * The media fallback origin (MEDIA_FALLBACK_ORIGIN): a file missing from the local store is fetched from the same
 * path under that origin and streamed through, never written anywhere (spec 4.7 rules 5 and 7).
 */
import type { ServerResponse } from 'node:http';
import { HttpError } from '../http/http-error.ts';
import { MEDIA_SECURITY_HEADERS, OCTET_STREAM } from './send-file.ts';

export interface FallbackLimits {
  /** From the request to the upstream response headers. */
  headersMs: number;
  /** Longest silence allowed between two body chunks. */
  idleMs: number;
}

export const FALLBACK_LIMITS: Readonly<FallbackLimits> = { headersMs: 5_000, idleMs: 15_000 };

/** The upstream headers passed through unchanged. */
const PASSED = ['content-type', 'content-length', 'etag', 'last-modified'] as const;

export type FallbackResult =
  | { ok: true; headers: Record<string, string>; body: ReadableStream<Uint8Array> | null; abort: AbortController }
  | { ok: false; status: 404 | 502; detail: string };

/**
 * Asks the origin for `filePath` (the request's path with the validated file name re-encoded, and no query string:
 * a token never leaves the service). No client header is forwarded, Range included, so the answer is always the
 * whole file; redirects are not followed. A 404 upstream is a 404 here; anything else but a 200 is a 502 naming the cause.
 */
export async function fetchFallback(origin: string, filePath: string, method: 'GET' | 'HEAD', limits: FallbackLimits = FALLBACK_LIMITS): Promise<FallbackResult> {
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
      headers: { accept: '*/*', 'accept-encoding': 'identity' },
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
  if (upstream.status !== 200) {
    await upstream.body?.cancel().catch(() => undefined);
    if (upstream.status === 404 || upstream.status === 410) return { ok: false, status: 404, detail: 'Media file not found' };
    if (upstream.status >= 300 && upstream.status < 400) {
      return { ok: false, status: 502, detail: `Media fallback origin answered with a redirect (${upstream.status}), which is not followed` };
    }
    return { ok: false, status: 502, detail: `Media fallback origin answered ${upstream.status}` };
  }
  const headers: Record<string, string> = {};
  for (const name of PASSED) {
    const value = upstream.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  headers['content-type'] ??= OCTET_STREAM;
  const encoding = upstream.headers.get('content-encoding');
  if (encoding !== null && encoding !== 'identity') delete headers['content-length'];
  return { ok: true, headers, body: upstream.body, abort };
}

/**
 * Streams a fetched file to the client: 200 with the whole body, the upstream content headers, our own cache and
 * security headers. The upstream read is aborted when the client goes away or the origin falls silent for idleMs.
 */
export async function sendFallback(res: ServerResponse, result: FallbackResult & { ok: true }, own: Record<string, string | number>, limits: FallbackLimits = FALLBACK_LIMITS): Promise<void> {
  res.writeHead(200, { ...own, ...MEDIA_SECURITY_HEADERS, ...result.headers, 'accept-ranges': 'none' });
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
  return new HttpError(result.status, result.detail);
}
