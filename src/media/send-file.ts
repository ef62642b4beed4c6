/**
 * Sending one media file: 200, 206 (one range, or multipart/byteranges for several), 304, or 416 thrown as an
 * HttpError. Bytes come from memory (the hot-file cache) or are streamed from the open file with fs.createReadStream,
 * never read whole, and the read stops when the client goes away.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, read } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { HttpError } from '../http/http-error.ts';
import { ifRangeMatches, isFresh, multipartLayout, parseRange, preconditionFails } from './range.ts';
import type { ByteRange } from './range.ts';
import type { ReadBuffer } from './read-buffer.ts';

/** The stream's close is a no-op: destroy() closes the fd even with autoClose false, and the fd belongs to the caller,
 *  which closes it once; closing it twice could close another request's file or socket that reused the number. */
const KEEP_FD_OPEN = { read, close: (_fd: number, cb: (err: NodeJS.ErrnoException | null) => void) => cb(null) };

/** The detail of a 412 for a file: the version the request names (If-Match, If-Unmodified-Since) is gone. */
export const FILE_PRECONDITION_FAILED = 'Precondition failed: the file is no longer the version the request names';

/** Headers on every media response: media URLs carry tokens, so no Referer leaks them; no type guessing. */
export const MEDIA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  // An SVG (or anything mislabelled upstream) opened directly must not run script with the API's origin.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

export const OCTET_STREAM = 'application/octet-stream';

const VIDEO_TYPES: Readonly<Record<string, string>> = { '.mp4': 'video/mp4', '.webm': 'video/webm' };

/** Videos are typed by extension. */
export function videoType(name: string): string {
  return VIDEO_TYPES[path.extname(name).toLowerCase()] ?? OCTET_STREAM;
}

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 12;

/** Images are typed by their magic bytes, never by their name (spec 4.7): JPEG, PNG, GIF, WebP, else octet-stream. */
export function sniffImageType(head: Uint8Array): string {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG)) return 'image/png';
  if (b.length >= 6 && (b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a')) return 'image/gif';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return OCTET_STREAM;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface SendFileOptions {
  contentType: string;
  cacheControl: string;
  /** Headers the server adds (quota state). */
  headers: Record<string, string | number>;
}

/** The version of the file being sent: what the validators are made of. */
export interface FileVersion {
  size: number;
  mtimeMs: number;
  etag: string;
  lastModified: string;
}

/**
 * Where the bytes come from: memory (the hot-file cache, or a read the cache does not keep, in a buffer lent by
 * `lentFrom` and given back once sent), or an open file that sendFile closes.
 */
export type FileBody = { bytes: Buffer; lentFrom?: ReadBuffer } | { handle: FileHandle; path: string };

/**
 * Sends `file` as the response to `req`, from memory or from its open handle (closed whatever happens). Range is
 * honoured on GET only (RFC 9110 14.2), and only when If-Range, if sent, still matches. An unsatisfiable range throws
 * HttpError 416 with `Content-Range: bytes *\/size`, for the server's one error path to write.
 *
 * Bytes in memory are sent before it returns, and it returns nothing: the hot path makes no promise. Bytes on disk
 * are streamed, and it returns the promise of the end.
 */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: FileVersion, body: FileBody, opts: SendFileOptions): Promise<void> | void {
  if ('bytes' in body) {
    try {
      return respond(req, res, file, body.bytes, null, opts);
    } finally {
      body.lentFrom?.giveBack(body.bytes, res);
    }
  }
  let streaming: Promise<void> | void;
  try {
    streaming = respond(req, res, file, null, body, opts);
  } catch (err) {
    return body.handle.close().then(() => Promise.reject(err));
  }
  return Promise.resolve(streaming).finally(() => body.handle.close());
}

/** The answer, from `memory` or else from `disk`: synchronous up to the first read from disk. */
function respond(req: IncomingMessage, res: ServerResponse, file: FileVersion, memory: Buffer | null, disk: DiskBody | null, opts: SendFileOptions): Promise<void> | void {
  const { size, mtimeMs, etag } = file;
  const h = req.headers;
  // The client's own preconditions first (RFC 9110 13.2.2): a copy it holds that is no longer the file gets 412.
  if ((h['if-match'] !== undefined || h['if-unmodified-since'] !== undefined) && preconditionFails(h, etag, mtimeMs)) {
    throw new HttpError(412, { detail: FILE_PRECONDITION_FAILED }, {
      etag, 'last-modified': file.lastModified, ...MEDIA_SECURITY_HEADERS,
    });
  }
  const conditional = h['if-none-match'] !== undefined || h['if-modified-since'] !== undefined;
  if (conditional && isFresh({ 'if-none-match': h['if-none-match'], 'if-modified-since': h['if-modified-since'] }, etag, mtimeMs)) {
    res.writeHead(304, baseHeaders(file, opts));
    res.end();
    return;
  }
  const type = opts.contentType;
  const ifRange = h['if-range'];
  // If-Range sent twice cannot be evaluated, and "cannot tell" must mean the whole file, never a stale range.
  const honoursRange = req.method === 'GET' && !Array.isArray(ifRange) && ifRangeMatches(ifRange, etag, mtimeMs);
  const plan = honoursRange ? parseRange(h.range, size) : ({ kind: 'none' } as const);
  const head = req.method === 'HEAD';

  if (plan.kind === 'unsatisfiable') {
    throw new HttpError(416, { detail: `Range not satisfiable: the file has ${size} bytes` }, {
      'content-range': `bytes */${size}`,
      'accept-ranges': 'bytes',
      ...MEDIA_SECURITY_HEADERS,
    });
  }
  if (plan.kind === 'none' || plan.ranges.length === 1) {
    const range = plan.kind === 'none' ? { start: 0, end: size - 1 } : plan.ranges[0]!;
    const length = range.end - range.start + 1;
    // A flat list: the file's own headers are built once per version, type and cache policy (the hot path).
    const list: (string | number)[] = [];
    for (const name in opts.headers) list.push(name, opts.headers[name]!);
    for (const item of fixedHeaders(file, type, opts.cacheControl)) list.push(item);
    list.push('content-length', String(length)); // a string: node checks a number header value the slow way
    if (plan.kind !== 'none') list.push('content-range', `bytes ${range.start}-${range.end}/${size}`);
    res.writeHead(plan.kind === 'none' ? 200 : 206, list as string[]);
    if (head || length === 0) res.end();
    else if (memory) res.end(memory.subarray(range.start, range.end + 1));
    else return pump(disk!, range, res).then((sent) => void (sent && res.end()));
    return;
  }
  const layout = multipartLayout(plan.ranges, size, type, randomBytes(12).toString('hex'));
  res.writeHead(206, { ...baseHeaders(file, opts), 'content-type': layout.contentType, 'content-length': layout.length });
  if (memory) {
    for (const [i, range] of plan.ranges.entries()) {
      res.write(layout.heads[i]!);
      res.write(memory.subarray(range.start, range.end + 1));
    }
    res.end(layout.tail);
    return;
  }
  return sendParts(res, disk!, plan.ranges, layout);
}

/** The parts of a multipart/byteranges answer, read from disk one after the other. */
async function sendParts(res: ServerResponse, disk: DiskBody, ranges: readonly ByteRange[], layout: { heads: readonly string[]; tail: string }): Promise<void> {
  for (const [i, range] of ranges.entries()) {
    res.write(layout.heads[i]!);
    if (!(await pump(disk, range, res))) return;
  }
  res.end(layout.tail);
}

/** The headers of a 304 and of a multipart answer. */
function baseHeaders(file: FileVersion, opts: SendFileOptions): Record<string, string | number> {
  return {
    ...opts.headers,
    ...MEDIA_SECURITY_HEADERS,
    'accept-ranges': 'bytes',
    etag: file.etag,
    'last-modified': file.lastModified,
    'cache-control': opts.cacheControl,
  };
}

const fixed = new WeakMap<FileVersion, { type: string; cacheControl: string; list: readonly string[] }>();

/** The headers every 200 or 206 of this file version carries, in the order they are sent, as [name, value, ...]. */
function fixedHeaders(file: FileVersion, type: string, cacheControl: string): readonly string[] {
  const known = fixed.get(file);
  if (known && known.type === type && known.cacheControl === cacheControl) return known.list;
  const list = [
    ...Object.entries(MEDIA_SECURITY_HEADERS).flat(),
    'accept-ranges', 'bytes', 'etag', file.etag, 'last-modified', file.lastModified, 'cache-control', cacheControl, 'content-type', type,
  ];
  fixed.set(file, { type, cacheControl, list });
  return list;
}

type DiskBody = Extract<FileBody, { handle: FileHandle }>;

/** The image type of an open file, from its first bytes. */
export async function sniffFile(handle: FileHandle): Promise<string> {
  const buf = Buffer.alloc(SNIFF_BYTES);
  const { bytesRead } = await handle.read(buf, 0, SNIFF_BYTES, 0);
  return sniffImageType(buf.subarray(0, bytesRead));
}
/**
 * Copies one range of the file into the response, with backpressure, without ending it. Resolves false when the
 * client went away first (the read stream is destroyed, nothing is logged); rejects on a read error.
 */
function pump(file: DiskBody, range: ByteRange, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve, reject) => {
    if (res.destroyed || res.req.socket.destroyed) return resolve(false);
    // The numeric fd: a stream on the FileHandle itself leaves a listener on it per range (leak warnings past ten).
    const src = createReadStream(file.path, { fd: file.handle.fd, start: range.start, end: range.end, autoClose: false, fs: KEEP_FD_OPEN });
    const done = (result: boolean | Error) => {
      res.off('close', onClose);
      res.off('drain', onDrain);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onClose = () => {
      // Resolve only once the stream has finished any read in flight: the caller closes the fd next.
      src.once('close', () => done(false));
      src.destroy();
    };
    const onDrain = () => src.resume();
    res.on('close', onClose);
    res.on('drain', onDrain);
    let sent = 0;
    src.on('data', (chunk) => {
      sent += chunk.length;
      if (!res.write(chunk)) src.pause();
    });
    // A file cut short after its size was read ends the read early. The Content-Length already sent cannot be met,
    // and ending the response there would let the next response's bytes be read as this one's body: the error
    // path closes the connection.
    src.once('end', () => {
      const expected = range.end - range.start + 1;
      done(sent === expected ? true : new Error(`${file.path} ended after ${sent} of the ${expected} bytes being sent (the file shrank)`));
    });
    src.once('error', (err) => done(err));
  });
}
