/**
 * Writing a JSON reply: body bytes, the flat header list node:http serializes directly, ETags (remembered for bodies
 * that live for the process) and conditional requests.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../app.ts';
import type { Reply, Route } from './route-types.ts';
import { preconditionFails } from '../media/range.ts';
import { logAtClose, logEnded } from './access-log.ts';
import { HttpError } from './http-error.ts';
import { S } from './stages.ts';

const JSON_TYPE = 'application/json';

/** The quota state of a metered response, sent as X-RateLimit-* (and X-API-Calls-Cost for costly routes). */
export interface Quota {
  limit: number;
  remaining: number;
  reset: number;
  /** Set for routes whose cost depends on the resource, once the response is about to leave. */
  cost?: number;
}

export function quotaHeaders(quota: Quota | null): Record<string, string> {
  if (quota === null) return {};
  const h: Record<string, string> = {
    'x-ratelimit-limit': String(quota.limit), 'x-ratelimit-remaining': String(quota.remaining), 'x-ratelimit-reset': String(quota.reset),
  };
  if (quota.cost !== undefined) h['x-api-calls-cost'] = String(quota.cost);
  return h;
}

export function bodyBytes(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  if (Array.isArray(body)) {
    // A full routine is hundreds of parts: once joined, it is found without looking at each part again.
    const known = joined.get(body);
    if (known !== undefined) return known;
    if (body.every(Buffer.isBuffer)) return Object.isFrozen(body) ? joinedOnce(body) : Buffer.concat(body as Buffer[]);
  }
  return Buffer.from(typeof body === 'string' ? body : JSON.stringify(body ?? null));
}

/**
 * A frozen list of parts (a routine or workout in full: hundreds of parts, tens of KiB) lives as long as its
 * catalogue: joined once rather than per request. Held weakly, so a replaced catalogue takes its bodies with it,
 * and bounded by bytes, oldest out first.
 */
const JOINED_MAX_BYTES = 16 * 2 ** 20;
const joined = new WeakMap<readonly Buffer[], Buffer>();
const joinedOrder: { parts: WeakRef<readonly Buffer[]>; bytes: number }[] = [];
let joinedBytes = 0;
function joinedOnce(parts: readonly Buffer[]): Buffer {
  let buf = joined.get(parts);
  if (buf !== undefined) return buf;
  buf = Buffer.concat(parts);
  if (buf.length > JOINED_MAX_BYTES / 4) return buf;
  joined.set(parts, buf);
  joinedOrder.push({ parts: new WeakRef(parts), bytes: buf.length });
  joinedBytes += buf.length;
  while (joinedBytes > JOINED_MAX_BYTES) {
    const oldest = joinedOrder.shift()!;
    const key = oldest.parts.deref();
    if (key !== undefined) joined.delete(key);
    joinedBytes -= oldest.bytes;
  }
  return buf;
}

/**
 * Writes a reply. Headers go to writeHead as one flat list in the order they always had (content-type,
 * content-length, cache-control, vary, quota, the handler's own, etag): node:http then serializes them without
 * building a header object first. With CORS on, headers set earlier on the response must merge, so the object
 * form is kept there.
 */
export function send(app: App, req: IncomingMessage, res: ServerResponse, reply: Reply, route: Route, quota: Quota | null): Promise<void> | void {
  const stages = app.stages;
  if (reply.stream) {
    const streaming = reply.stream(res, quotaHeaders(quota));
    // Bytes from memory are handed over before the stream returns: logged like a JSON reply. Anything still going
    // is logged when the response closes, however it ends.
    if (streaming) logAtClose(app, res);
    else logEnded(app, res);
    return streaming;
  }
  const body = reply.body;
  const buf = bodyBytes(body);
  const status = reply.status ?? 200;
  // Values as strings: node validates a number header value through a slow path (1.4 µs more per response).
  const headers: (string | number)[] = [
    'content-type', JSON_TYPE, 'content-length', String(buf.length), 'cache-control', route.cache ?? 'private, no-cache', 'vary', 'X-API-Key',
  ];
  if (quota !== null) {
    headers.push('x-ratelimit-limit', String(quota.limit), 'x-ratelimit-remaining', String(quota.remaining), 'x-ratelimit-reset', String(quota.reset));
    if (quota.cost !== undefined) headers.push('x-api-calls-cost', String(quota.cost));
  }
  if (reply.headers) for (const name in reply.headers) setFlat(headers, name, reply.headers[name]!);
  // A validator names a representation a client may hold: GET's (and HEAD's). A POST's answer (a minted token) is
  // the result of an action, so it gets none, and If-None-Match cannot turn it into a 304 (RFC 9110 13.1.2).
  if (status === 200 && route.method === 'GET') {
    const etag = reply.etag ?? etagOf(buf, body);
    setFlat(headers, 'etag', etag);
    // If-Match first (RFC 9110 13.2.2): a client that names a version it holds, and asks for that one only, gets 412
    // when the answer has changed. A JSON answer has no modification date: If-Unmodified-Since is ignored.
    if (req.headers['if-match'] !== undefined && preconditionFails(req.headers, etag, null)) {
      throw new HttpError(412, { detail: 'Precondition failed: the answer is no longer the version If-Match names' }, { etag, ...quotaHeaders(quota) });
    }
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      writeHead(app, res, 304, headers.filter((_, i, all) => {
        const name = all[i - (i % 2)];
        return name !== 'content-length' && name !== 'content-type';
      }));
      res.end();
      stages?.mark(S.Send);
      logEnded(app, res);
      stages?.mark(S.Log);
      return;
    }
  }
  writeHead(app, res, status, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(buf);
  stages?.mark(S.Send);
  logEnded(app, res);
  stages?.mark(S.Log);
}

/** Sets `name` in a flat header list: replaced where it stands (as an object key would be), else appended. */
function setFlat(headers: (string | number)[], name: string, value: string | number): void {
  for (let i = 0; i < headers.length; i += 2) {
    if (headers[i] === name) {
      headers[i + 1] = value;
      return;
    }
  }
  headers.push(name, value);
}

function writeHead(app: App, res: ServerResponse, status: number, flat: (string | number)[]): void {
  if (app.config.corsOrigins.length === 0) {
    res.writeHead(status, flat as string[]);
    return;
  }
  const headers: Record<string, string | number> = {};
  for (let i = 0; i < flat.length; i += 2) headers[flat[i] as string] = flat[i + 1]!;
  // The CORS layer set Vary: Origin on the response before the route ran; writeHead's object would replace it.
  const vary = res.getHeader('vary');
  if (vary !== undefined) headers.vary = `${String(vary)}, ${headers.vary}`;
  res.writeHead(status, headers);
}

/**
 * Tags of bodies that live for the process, hashed once: a Buffer returned as is, a frozen list of parts
 * (program-views.ts), or a list of prebuilt parts (an exercise: head, videos, bodymaps...), remembered under its
 * first part with the identity of every part, so a different combination is never mistaken for it.
 */
const etags = new WeakMap<object, string>();
const partTags = new WeakMap<Buffer, { parts: readonly Buffer[]; tag: string }[]>();
const PART_TAGS_PER_HEAD = 8;
const TINY_PART = 2;
export function etagOf(buf: Buffer, body: unknown): string {
  const frozen = buf === body || (Array.isArray(body) && Object.isFrozen(body));
  if (frozen) {
    let tag = etags.get(body as object);
    if (tag === undefined) etags.set(body as object, (tag = hashTag(buf)));
    return tag;
  }
  if (!Array.isArray(body) || body.length < 2) return hashTag(buf);
  const parts = body as Buffer[];
  // Punctuation ('[', ']') is often made per request: the first longer part is what identifies the body.
  const head = parts.find((p) => p.length > TINY_PART) ?? parts[0]!;
  let known = partTags.get(head);
  if (known !== undefined) {
    for (const k of known) if (sameParts(k.parts, parts)) return k.tag;
  } else {
    partTags.set(head, (known = []));
  }
  const tag = hashTag(buf);
  if (known.length >= PART_TAGS_PER_HEAD) known.shift();
  known.push({ parts: parts.slice(), tag });
  return tag;
}

/** Parts are never changed once built, so the same object is the same bytes; tiny parts are compared by bytes. */
function sameParts(a: readonly Buffer[], b: readonly Buffer[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i] && !(a[i]!.length <= TINY_PART && a[i]!.equals(b[i]!))) return false;
  }
  return true;
}

function hashTag(buf: Buffer): string {
  return `"${createHash('sha1').update(buf).digest('base64url').slice(0, 22)}"`;
}

/** If-None-Match per RFC 9110 13.1.2: weak comparison, a list of tags, or "*". */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

