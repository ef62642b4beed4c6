/**
 * Range and conditional-request parsing (RFC 9110 sections 13 and 14), as pure functions over headers.
 * Only the HTTP layer (send-file.ts) turns a result into 200, 206, 304 or 416.
 *
 * Several ranges are served as `multipart/byteranges` (RFC 9110 14.6) after sorting and coalescing overlapping or
 * adjacent ones; when a single range is left, a plain 206 with `Content-Range` is sent instead.
 */

/** An inclusive byte range, `start <= end < size`. */
export interface ByteRange {
  start: number;
  end: number;
}

export type RangeResult =
  /** No usable Range header (absent, malformed, another unit, or refused as abusive): serve 200 with the whole file. */
  | { kind: 'none' }
  /** Syntactically valid, but no range overlaps the file: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' }
  /** Ascending, non-overlapping, non-adjacent ranges, each within the file. */
  | { kind: 'ranges'; ranges: ByteRange[] };

/** More range specs than this in one header are not worth honouring: the whole file is served instead. */
export const MAX_RANGES = 16;
/** Ranges adding up to more than this multiple of the file size (overlaps asked for on purpose) get the whole file. */
export const MAX_RANGE_AMPLIFICATION = 2;

const NONE: RangeResult = { kind: 'none' };
const UNSATISFIABLE: RangeResult = { kind: 'unsatisfiable' };
const SPEC = /^(\d*)-(\d*)$/;

/**
 * Parses a Range header against a representation of `size` bytes.
 * `bytes=0-99`, `bytes=100-` and `bytes=-100` (the last 100 bytes); an end past the file is clamped; a start at or
 * past the end, or `-0`, cannot be satisfied. A header with any malformed spec is ignored as a whole (RFC 9110
 * 14.2: a server MAY ignore the field), as is one whose unit is not `bytes`.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (header === undefined) return NONE;
  const eq = header.indexOf('=');
  if (eq < 0 || header.slice(0, eq).trim().toLowerCase() !== 'bytes') return NONE;
  // The list rule lets empty elements through ("bytes=0-1,,5-6"); at least one spec must be present.
  const specs = header.slice(eq + 1).split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (specs.length === 0) return NONE;
  if (specs.length > MAX_RANGES) return NONE;

  const ranges: ByteRange[] = [];
  let requested = 0;
  let emptySuffix = false;
  for (const spec of specs) {
    const m = SPEC.exec(spec);
    if (!m) return NONE;
    const [, first, last] = m as unknown as [string, string, string];
    if (first === '' && last === '') return NONE;
    if (first === '') {
      // suffix-range: the last N bytes. Numbers too long for a double become Infinity and clamp like any other.
      const n = Number(last);
      if (n === 0) continue;
      if (size === 0) {
        emptySuffix = true;
        continue;
      }
      const start = Math.max(0, size - n);
      ranges.push({ start, end: size - 1 });
      requested += size - start;
      continue;
    }
    const start = Number(first);
    const end = last === '' ? Infinity : Number(last);
    if (end < start) return NONE; // RFC 9110 14.1.1: last-pos below first-pos makes the spec invalid
    if (start >= size) continue;
    const clamped = Math.min(end, size - 1);
    ranges.push({ start, end: clamped });
    requested += clamped - start + 1;
  }
  if (ranges.length === 0) return emptySuffix ? NONE : UNSATISFIABLE;
  // Asking for the same bytes over and over is an amplification attack, not a seek: answer with the file once.
  if (requested > MAX_RANGE_AMPLIFICATION * size) return NONE;
  return { kind: 'ranges', ranges: coalesce(ranges) };
}

/** Sorts ranges and merges the overlapping and adjacent ones. */
export function coalesce(ranges: readonly ByteRange[]): ByteRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: ByteRange[] = [];
  for (const r of sorted) {
    const prev = out[out.length - 1];
    if (prev && r.start <= prev.end + 1) prev.end = Math.max(prev.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** The layout of a multipart/byteranges body: the text before each part, the closing text and the exact length. */
export interface MultipartLayout {
  contentType: string;
  heads: string[];
  tail: string;
  length: number;
}

/** Lays out a multipart/byteranges body (RFC 9110 14.6 and RFC 2046 5.1.1) so Content-Length is known up front. */
export function multipartLayout(ranges: readonly ByteRange[], size: number, partType: string, boundary: string): MultipartLayout {
  const heads = ranges.map(
    (r, i) => `${i === 0 ? '' : '\r\n'}--${boundary}\r\ncontent-type: ${partType}\r\ncontent-range: bytes ${r.start}-${r.end}/${size}\r\n\r\n`,
  );
  const tail = `\r\n--${boundary}--\r\n`;
  let length = Buffer.byteLength(tail);
  ranges.forEach((r, i) => (length += Buffer.byteLength(heads[i]!) + r.end - r.start + 1));
  return { contentType: `multipart/byteranges; boundary=${boundary}`, heads, tail, length };
}

/**
 * A strong validator from the file's size, modification time (microseconds, 14 hex digits) and inode: a file
 * replaced by another one (a new inode) gets a new tag even when its size and time were copied over.
 */
export function fileEtag(size: number, mtimeMs: number, ino = 0): string {
  return `"${size.toString(16)}-${Math.floor(mtimeMs * 1000).toString(16).padStart(14, '0')}${ino.toString(16)}"`;
}

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';
const IMF_FIXDATE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const RFC850_DATE = /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, (\d{2})-([A-Z][a-z]{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const ASCTIME_DATE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([A-Z][a-z]{2}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;

/**
 * An HTTP-date (RFC 9110 5.6.7) as milliseconds since the epoch, or null for anything else: the preferred
 * IMF-fixdate and the two obsolete forms, all in GMT. A value that is no HTTP-date makes a condition be ignored
 * (13.1.3, 13.1.5), where Date.parse would read "2099" as a year.
 */
export function parseHttpDate(text: string): number | null {
  let day: string, month: string, year: number, h: string, m: string, s: string;
  let match = IMF_FIXDATE.exec(text);
  if (match) {
    [, day, month, , h, m, s] = match as unknown as string[];
    year = Number(match[3]);
  } else if ((match = RFC850_DATE.exec(text))) {
    [, day, month, , h, m, s] = match as unknown as string[];
    // A two-digit year more than 50 years ahead is the most recent past year with those digits (5.6.7).
    year = 2000 + Number(match[3]);
    if (year > new Date().getUTCFullYear() + 50) year -= 100;
  } else if ((match = ASCTIME_DATE.exec(text))) {
    [, month, day, h, m, s] = match as unknown as string[];
    year = Number(match[6]);
  } else {
    return null;
  }
  const monthIndex = MONTHS.indexOf(month!);
  const [d, hh, mm, ss] = [Number(day!.trim()), Number(h!), Number(m!), Number(s!)];
  if (monthIndex < 0 || monthIndex % 3 !== 0 || d < 1 || d > 31 || hh > 23 || mm > 59 || ss > 60) return null;
  return Date.UTC(year, monthIndex / 3, d, hh, mm, ss);
}

/** HTTP dates have one-second resolution, so every comparison with a file time drops the milliseconds. */
function seconds(ms: number): number {
  return Math.floor(ms / 1000);
}

/**
 * If-Range (RFC 9110 13.1.5): true when the Range header may be honoured. Absent: true. An entity tag matches only
 * strongly (a weak tag never does); a date matches only when it equals Last-Modified exactly.
 */
export function ifRangeMatches(ifRange: string | undefined, etag: string, lastModifiedMs: number): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('W/')) return false;
  if (value.startsWith('"')) return value === etag;
  const date = parseHttpDate(value);
  return date !== null && seconds(date) === seconds(lastModifiedMs);
}

/**
 * Whether a request's own preconditions fail, so it must be answered 412 (RFC 9110 13.2.2, steps 1 and 2): If-Match,
 * compared strongly (a weak tag never matches, `*` always does: the representation exists), and only when it is
 * absent, If-Unmodified-Since, for a representation with a modification date (`lastModifiedMs`; null for one
 * without, such as a JSON answer, whose If-Unmodified-Since is then ignored). A date that is no HTTP-date is ignored.
 */
export function preconditionFails(headers: { 'if-match'?: string; 'if-unmodified-since'?: string }, etag: string, lastModifiedMs: number | null): boolean {
  const match = headers['if-match'];
  if (match !== undefined) return !etagList(match).some((t) => t === '*' || (!t.startsWith('W/') && t === etag));
  const since = headers['if-unmodified-since'];
  if (since === undefined || lastModifiedMs === null) return false;
  const date = parseHttpDate(since);
  return date !== null && seconds(lastModifiedMs) > seconds(date);
}

/** The entity tags of an If-Match or If-None-Match list; `*` is kept as is. */
function etagList(header: string): string[] {
  return header.split(',').map((t) => t.trim()).filter((t) => t !== '');
}

/**
 * Whether a GET or HEAD can be answered 304 (RFC 9110 13.1.2 and 13.1.3): If-None-Match, compared weakly, and only
 * when it is absent, If-Modified-Since.
 */
export function isFresh(headers: { 'if-none-match'?: string; 'if-modified-since'?: string }, etag: string, lastModifiedMs: number): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    const opaque = etag.replace(/^W\//, '');
    return etagList(noneMatch).some((t) => t === '*' || t.replace(/^W\//, '') === opaque);
  }
  const since = headers['if-modified-since'];
  if (since === undefined) return false;
  const date = parseHttpDate(since);
  return date !== null && seconds(lastModifiedMs) <= seconds(date);
}
