import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_RANGES, coalesce, fileEtag, ifRangeMatches, isFresh, multipartLayout, parseHttpDate, parseRange, preconditionFails } from '../src/media/range.ts';
import type { RangeResult } from '../src/media/range.ts';

const SIZE = 1000;
const none: RangeResult = { kind: 'none' };
const unsatisfiable: RangeResult = { kind: 'unsatisfiable' };
const ranges = (...r: [number, number][]): RangeResult => ({ kind: 'ranges', ranges: r.map(([start, end]) => ({ start, end })) });

describe('parseRange', () => {
  const table: [string | undefined, RangeResult, string][] = [
    [undefined, none, 'absent header: the whole file'],
    ['bytes=0-99', ranges([0, 99]), 'a-b'],
    ['bytes=0-0', ranges([0, 0]), 'a single byte'],
    ['bytes=500-', ranges([500, 999]), 'a-: to the end'],
    ['bytes=-100', ranges([900, 999]), '-n: the last n bytes'],
    ['bytes=-5000', ranges([0, 999]), '-n longer than the file: the whole file as a range'],
    ['bytes=900-5000', ranges([900, 999]), 'end past the file is clamped'],
    ['bytes=999-999', ranges([999, 999]), 'the last byte'],
    ['bytes=0-99999999999999999999999', ranges([0, 999]), 'an end too large for a double is clamped'],
    ['BYTES=0-1', ranges([0, 1]), 'the unit is case-insensitive'],
    ['bytes= 0-1 , 5-6 ', ranges([0, 1], [5, 6]), 'whitespace around list elements'],
    ['bytes=1000-', unsatisfiable, 'start at the end'],
    ['bytes=1000-2000', unsatisfiable, 'start past the end'],
    ['bytes=99999999999999999999999-', unsatisfiable, 'a start too large for a double'],
    ['bytes=-0', unsatisfiable, '-0 selects nothing'],
    ['bytes=1000-,-0', unsatisfiable, 'no spec of the set is satisfiable'],
    ['bytes=1000-,0-9', ranges([0, 9]), 'unsatisfiable specs are dropped when another one is satisfiable'],
    ['bytes=5-3', none, 'last-pos below first-pos: invalid, ignored'],
    ['bytes=-', none, 'neither position'],
    ['bytes=abc', none, 'not a range'],
    ['bytes=1-2-3', none, 'two dashes'],
    ['bytes=0x10-0x20', none, 'hex digits'],
    ['bytes=+1-2', none, 'a sign'],
    ['bytes=1.5-2', none, 'a fraction'],
    ['bytes=', none, 'an empty set'],
    ['bytes=,', none, 'only empty elements'],
    ['bytes=0-1,zz', none, 'one malformed spec invalidates the header'],
    ['bytes 0-1', none, 'no equals sign'],
    ['0-1', none, 'no unit'],
    ['items=0-1', none, 'a unit other than bytes'],
    ['bytes=0-1,,5-6', ranges([0, 1], [5, 6]), 'empty list elements are allowed'],
    ['bytes=0-99,50-149', ranges([0, 149]), 'overlapping ranges coalesce'],
    ['bytes=0-99,100-199', ranges([0, 199]), 'adjacent ranges coalesce'],
    ['bytes=500-599,0-99', ranges([0, 99], [500, 599]), 'ranges come back in ascending order'],
    ['bytes=0-9,20-29,-10', ranges([0, 9], [20, 29], [990, 999]), 'three disjoint ranges stay three'],
    ['bytes=0-,0-,0-', none, 'ranges adding up to more than twice the file: the whole file'],
    ['bytes=0-499,0-499,0-499,0-499,0-1', none, 'amplification just past 2x'],
    ['bytes=0-999,0-999', ranges([0, 999]), 'exactly 2x is still served (coalesced)'],
    [`bytes=${Array.from({ length: MAX_RANGES }, (_, i) => `${i * 10}-${i * 10 + 1}`).join(',')}`, { kind: 'ranges', ranges: Array.from({ length: MAX_RANGES }, (_, i) => ({ start: i * 10, end: i * 10 + 1 })) }, '16 ranges are served'],
    [`bytes=${Array.from({ length: MAX_RANGES + 1 }, (_, i) => `${i * 10}-${i * 10 + 1}`).join(',')}`, none, 'more than 16 ranges: the whole file'],
  ];
  for (const [header, expected, what] of table) {
    test(`${what}: ${JSON.stringify(header)}`, () => assert.deepEqual(parseRange(header, SIZE), expected));
  }

  test('an empty file has no satisfiable byte position, and -n is served as the whole (empty) file', () => {
    assert.deepEqual(parseRange('bytes=0-', 0), unsatisfiable);
    assert.deepEqual(parseRange('bytes=-10', 0), none);
  });
});

describe('coalesce', () => {
  test('merges overlapping, contained and adjacent ranges and leaves the input alone', () => {
    const input = [{ start: 10, end: 20 }, { start: 0, end: 5 }, { start: 12, end: 15 }, { start: 6, end: 8 }, { start: 30, end: 40 }];
    const copy = structuredClone(input);
    assert.deepEqual(coalesce(input), [{ start: 0, end: 8 }, { start: 10, end: 20 }, { start: 30, end: 40 }]);
    assert.deepEqual(input, copy);
  });
});

describe('multipartLayout', () => {
  test('lays out RFC 9110 multipart/byteranges with an exact Content-Length', () => {
    const layout = multipartLayout([{ start: 0, end: 1 }, { start: 5, end: 7 }], 10, 'video/mp4', 'BOUND');
    assert.equal(layout.contentType, 'multipart/byteranges; boundary=BOUND');
    const data = Buffer.from('0123456789');
    const body = layout.heads[0]! + data.subarray(0, 2).toString() + layout.heads[1]! + data.subarray(5, 8).toString() + layout.tail;
    assert.equal(body,
      '--BOUND\r\ncontent-type: video/mp4\r\ncontent-range: bytes 0-1/10\r\n\r\n01'
      + '\r\n--BOUND\r\ncontent-type: video/mp4\r\ncontent-range: bytes 5-7/10\r\n\r\n567'
      + '\r\n--BOUND--\r\n');
    assert.equal(layout.length, Buffer.byteLength(body));
  });
});

describe('parseHttpDate', () => {
  const cases: [string, number | null][] = [
    ['Sun, 06 Nov 1994 08:49:37 GMT', Date.UTC(1994, 10, 6, 8, 49, 37)],
    ['Sunday, 06-Nov-94 08:49:37 GMT', Date.UTC(1994, 10, 6, 8, 49, 37)],
    ['Sun Nov  6 08:49:37 1994', Date.UTC(1994, 10, 6, 8, 49, 37)],
    ['Thursday, 01-Jan-26 00:00:00 GMT', Date.UTC(2026, 0, 1)],
    ['Sun, 06 Nov 1994 08:49:37 UTC', null],
    ['Sun, 06 Xyz 1994 08:49:37 GMT', null],
    ['Sun, 06 Nov 1994 25:49:37 GMT', null],
    ['2099', null],
    ['', null],
  ];
  for (const [text, expected] of cases) test(JSON.stringify(text), () => assert.equal(parseHttpDate(text), expected));
});

describe('conditional requests', () => {
  const mtime = Date.parse('2024-03-01T10:20:30.456Z');
  const etag = fileEtag(SIZE, mtime);
  const lastModified = new Date(mtime).toUTCString();

  test('the ETag is strong and changes with size and modification time', () => {
    assert.match(etag, /^"[0-9a-f]+-[0-9a-f]+"$/);
    assert.notEqual(fileEtag(SIZE + 1, mtime), etag);
    assert.notEqual(fileEtag(SIZE, mtime + 1000), etag);
  });

  const ifRange: [string | undefined, boolean, string][] = [
    [undefined, true, 'no If-Range: ranges are honoured'],
    [etag, true, 'the current strong ETag'],
    [` ${etag} `, true, 'surrounding whitespace'],
    ['"other"', false, 'another ETag'],
    [`W/${etag}`, false, 'a weak ETag never matches'],
    [lastModified, true, 'an HTTP date equal to Last-Modified'],
    [new Date(mtime - 1000).toUTCString(), false, 'an earlier date'],
    [new Date(mtime + 1000).toUTCString(), false, 'a later date: only an exact match counts'],
    ['not a date', false, 'garbage'],
    [new Date(mtime).toISOString(), false, 'the same time as ISO 8601, which is no HTTP-date'],
  ];
  for (const [header, expected, what] of ifRange) {
    test(`If-Range: ${what}`, () => assert.equal(ifRangeMatches(header, etag, mtime), expected));
  }

  const fresh: [Record<string, string>, boolean, string][] = [
    [{}, false, 'no conditional headers'],
    [{ 'if-none-match': etag }, true, 'If-None-Match with the ETag'],
    [{ 'if-none-match': `"a", W/${etag}` }, true, 'a weak form in a list (weak comparison)'],
    [{ 'if-none-match': '*' }, true, 'a star'],
    [{ 'if-none-match': '"a", "b"' }, false, 'other tags'],
    [{ 'if-modified-since': lastModified }, true, 'If-Modified-Since equal to Last-Modified'],
    [{ 'if-modified-since': new Date(mtime - 5000).toUTCString() }, false, 'If-Modified-Since before the change'],
    [{ 'if-none-match': '"a"', 'if-modified-since': lastModified }, false, 'If-None-Match wins over If-Modified-Since'],
    [{ 'if-modified-since': '2099' }, false, 'a year alone is no HTTP-date: the condition is ignored'],
    [{ 'if-modified-since': '2099-01-01T00:00:00Z' }, false, 'an ISO 8601 time is no HTTP-date either'],
    [{ 'if-modified-since': 'Sunday, 06-Nov-94 08:49:37 GMT' }, false, 'the obsolete RFC 850 form, read as 1994'],
    [{ 'if-modified-since': 'Fri Mar  1 10:20:31 2024' }, true, "the obsolete asctime form, read as GMT"],
  ];
  for (const [headers, expected, what] of fresh) {
    test(`304: ${what}`, () => assert.equal(isFresh(headers, etag, mtime), expected));
  }

  const failing: [Record<string, string>, number | null, boolean, string][] = [
    [{}, mtime, false, 'no preconditions'],
    [{ 'if-match': etag }, mtime, false, 'If-Match with the current ETag'],
    [{ 'if-match': `"a", ${etag}` }, mtime, false, 'the current ETag in a list'],
    [{ 'if-match': '*' }, mtime, false, 'a star: the representation exists'],
    [{ 'if-match': '"a"' }, mtime, true, 'another ETag'],
    [{ 'if-match': `W/${etag}` }, mtime, true, 'a weak tag never matches strongly'],
    [{ 'if-unmodified-since': lastModified }, mtime, false, 'If-Unmodified-Since equal to Last-Modified'],
    [{ 'if-unmodified-since': new Date(mtime + 5000).toUTCString() }, mtime, false, 'a date after the change'],
    [{ 'if-unmodified-since': new Date(mtime - 5000).toUTCString() }, mtime, true, 'a date before the change'],
    [{ 'if-unmodified-since': '2001' }, mtime, false, 'no HTTP-date: ignored'],
    [{ 'if-match': etag, 'if-unmodified-since': new Date(mtime - 5000).toUTCString() }, mtime, false, 'If-Match present: If-Unmodified-Since is not evaluated'],
    [{ 'if-unmodified-since': new Date(mtime - 5000).toUTCString() }, null, false, 'no modification date: If-Unmodified-Since is ignored'],
    [{ 'if-match': '"a"' }, null, true, 'no modification date: If-Match still counts'],
  ];
  for (const [headers, modified, expected, what] of failing) {
    test(`412: ${what}`, () => assert.equal(preconditionFails(headers, etag, modified), expected));
  }
});
