/**
 * MEDIA_OFFLOAD=nginx: exref decides (credential, tier, quota, charge, safe path, Content-Type) and nginx sends the
 * bytes. The answer carries no body, only `X-Accel-Redirect` to nginx's `internal` location for the media store
 * (deploy/nginx/exref.conf), where sendfile, Range, If-Range, HEAD, 304 and 416 are nginx's own work.
 */
import type { ServerResponse } from 'node:http';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { MediaMeta } from './file-cache.ts';
import { isInside, realRoot } from './safe-path.ts';
import { MEDIA_SECURITY_HEADERS } from './send-file.ts';

/** The internal location of the shipped nginx site; it maps onto EXREF_MEDIA_DIR (`alias`). */
export const OFFLOAD_PREFIX = '/_exref_media/';

/**
 * The X-Accel-Redirect target of a file: its real path relative to the real media root, each segment
 * percent-encoded (nginx decodes the header once), so the name nginx opens is exactly the file exref checked.
 */
export function offloadTarget(realRootPath: string, realFile: string): string | null {
  if (!isInside(realFile, realRootPath)) return null;
  return OFFLOAD_PREFIX + path.relative(realRootPath, realFile).split(path.sep).map(encodeURIComponent).join('/');
}

/**
 * Answers with X-Accel-Redirect. The Content-Type set here is kept by nginx; the other headers (quota, security,
 * Cache-Control) are copied onto the file's response by the internal location's add_header lines. False, with
 * nothing sent, when the file is not inside the media root.
 */
export async function sendOffload(res: ServerResponse, root: string, requestPath: string, meta: MediaMeta, contentType: string, own: Record<string, string | number>): Promise<boolean> {
  const base = await realRoot(root);
  // A cached entry names the real path it was opened at. After the root link was pointed at another release, a file
  // whose inode both releases share (hard-linked releases) is still the same file, but its remembered path is in
  // the old release: where the request path leads now is taken instead, and checked like any other.
  const target = offloadTarget(base, meta.real) ?? offloadTarget(base, await realpath(requestPath).catch(() => ''));
  if (target === null) return false;
  // Content-Length 0, not chunked: nginx keeps the upstream connection for the next request only when it knows the
  // (empty) body is complete as soon as the headers are read; with chunked it closes it after every redirect.
  res.writeHead(200, { ...own, ...MEDIA_SECURITY_HEADERS, 'content-type': contentType, 'content-length': 0, 'x-accel-redirect': target });
  res.end();
  return true;
}
