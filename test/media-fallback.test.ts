import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { connect } from 'node:net';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createLogger } from '../src/log.ts';
import { forwardedConditions } from '../src/media/fallback.ts';
import { openPaths, rawRequest, startTestServer, within } from './helpers.ts';
import type { RawAnswer, TestServer } from './helpers.ts';

const V = '/stream/videos/branded/';
const SIZE = 5 * 2 ** 20;
const REMOTE = Buffer.alloc(SIZE);
for (let i = 0; i < SIZE; i++) REMOTE[i] = (i * 13 + 5) & 0xff;
const ETAG = '"origin-v1"';
const LAST_MODIFIED = 'Tue, 02 Jan 2024 03:04:05 GMT';

/**
 * An origin with the file under two names: `ranged.mp4` honours one byte range (206, Content-Range, 416) and
 * If-None-Match; `plain.mp4` ignores Range and answers 200 whole, as a simple origin may. It counts body bytes sent.
 */
function origin() {
  const seen: http.IncomingHttpHeaders[] = [];
  let sent = 0;
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    const name = req.url!.split('/').pop();
    if (name === 'stall.mp4') {
      // Headers and the first bytes, then nothing more: a response that never ends.
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': SIZE });
      return void res.write(REMOTE.subarray(0, 1024));
    }
    if (name !== 'ranged.mp4' && name !== 'plain.mp4') return void res.writeHead(404).end();
    const validators = { etag: ETAG, 'last-modified': LAST_MODIFIED, 'content-type': 'video/mp4' };
    if (name === 'ranged.mp4' && req.headers['if-none-match'] === ETAG) return void res.writeHead(304, validators).end();
    if (name === 'ranged.mp4' && req.headers['if-match'] !== undefined && req.headers['if-match'] !== ETAG) return void res.writeHead(412, { etag: ETAG }).end();
    const m = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
    const ifRange = req.headers['if-range'];
    if (name === 'ranged.mp4' && m && (ifRange === undefined || ifRange === ETAG)) {
      const start = Number(m[1]);
      const end = Math.min(m[2] ? Number(m[2]) : SIZE - 1, SIZE - 1);
      if (start >= SIZE) return void res.writeHead(416, { 'content-range': `bytes */${SIZE}` }).end();
      const body = REMOTE.subarray(start, end + 1);
      sent += body.length;
      res.writeHead(206, { ...validators, 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${SIZE}`, 'content-length': body.length });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }
    if (req.method !== 'HEAD') sent += SIZE;
    res.writeHead(200, { ...validators, 'content-length': SIZE });
    res.end(req.method === 'HEAD' ? undefined : REMOTE);
  });
  return { server, seen, sent: () => sent, reset: () => ((sent = 0), (seen.length = 0)) };
}

describe('fallback origin with ranges (MEDIA_FALLBACK_ORIGIN), against a local origin', () => {
  let up: ReturnType<typeof origin>;
  let srv: TestServer;
  let mediaDir: string;
  before(async () => {
    up = origin();
    await new Promise<void>((resolve) => up.server.listen(0, '127.0.0.1', resolve));
    mediaDir = await mkdtemp(path.join(tmpdir(), 'exref-fallback-'));
    await mkdir(path.join(mediaDir, 'videos/branded'), { recursive: true });
    const originUrl = `http://127.0.0.1:${(up.server.address() as AddressInfo).port}`;
    srv = await startTestServer({ env: { EXREF_MEDIA_DIR: mediaDir, MEDIA_FALLBACK_ORIGIN: originUrl } });
  });
  after(async () => {
    await srv.close();
    up.server.closeAllConnections();
    await new Promise((resolve) => up.server.close(resolve));
    await rm(mediaDir, { recursive: true, force: true });
  });
  const get = (p: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> => {
    const { hostname, port } = new URL(srv.url);
    return rawRequest({ host: hostname, port, path: p }, { method, headers: { 'x-api-key': srv.keys.PROFESSIONAL, ...headers } });
  };

  test('a seek into the middle is passed on as a range: 206 relayed with its Content-Range, the origin sends only that range', async () => {
    up.reset();
    const r = await get(`${V}ranged.mp4`, { range: 'bytes=2621440-2686975' });
    assert.equal(r.status, 206);
    assert.equal(r.headers['content-range'], `bytes 2621440-2686975/${SIZE}`);
    assert.equal(r.headers['content-length'], '65536');
    assert.ok(r.body.equals(REMOTE.subarray(2621440, 2686976)));
    assert.deepEqual([r.headers.etag, r.headers['last-modified']], [ETAG, LAST_MODIFIED], 'the origin\'s validators');
    assert.equal(r.headers['accept-ranges'], 'bytes');
    assert.equal(r.headers['content-type'], 'video/mp4');
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.ok(r.headers['x-ratelimit-remaining'], 'charged like any stream request');
    assert.equal(up.sent(), 65536, 'the whole file was not pulled through');
    assert.equal(up.seen[0]!.range, 'bytes=2621440-2686975');
    assert.equal(up.seen[0]!['x-api-key'], undefined, 'the key stays here');
  });

  test('an open-ended range and If-Range are passed on; a stale If-Range gets the whole file', async () => {
    const tail = await get(`${V}ranged.mp4`, { range: `bytes=${SIZE - 10}-`, 'if-range': ETAG });
    assert.deepEqual([tail.status, tail.headers['content-range']], [206, `bytes ${SIZE - 10}-${SIZE - 1}/${SIZE}`]);
    assert.ok(tail.body.equals(REMOTE.subarray(SIZE - 10)));
    const stale = await get(`${V}ranged.mp4`, { range: 'bytes=0-9', 'if-range': '"old"' });
    assert.deepEqual([stale.status, stale.body.length], [200, SIZE]);
  });

  test('a range past the end is a 416 with the origin\'s Content-Range and a JSON detail', async () => {
    const r = await get(`${V}ranged.mp4`, { range: `bytes=${SIZE + 5}-` });
    assert.equal(r.status, 416);
    assert.equal(r.headers['content-range'], `bytes */${SIZE}`);
    assert.equal(JSON.parse(r.body.toString()).detail, 'Range not satisfiable');
    assert.ok(r.headers['x-ratelimit-remaining']);
  });

  test('If-None-Match reaches the origin and its 304 is relayed with the validators, no body', async () => {
    const r = await get(`${V}ranged.mp4`, { 'if-none-match': ETAG });
    assert.deepEqual([r.status, r.body.length, r.headers.etag], [304, 0, ETAG]);
    assert.equal(r.headers['accept-ranges'], undefined, 'the origin said nothing of ranges: a 304 claims nothing either');
  });

  test('If-Match reaches the origin: its 412 is a 412 with a JSON detail and the current ETag; the matching tag gets the range', async () => {
    const stale = await get(`${V}ranged.mp4`, { 'if-match': '"origin-v0"', range: 'bytes=0-9' });
    assert.deepEqual([stale.status, stale.headers.etag], [412, ETAG]);
    assert.match(String(JSON.parse(stale.body.toString()).detail), /Precondition failed/);
    const current = await get(`${V}ranged.mp4`, { 'if-match': ETAG, range: 'bytes=0-9' });
    assert.deepEqual([current.status, current.body], [206, REMOTE.subarray(0, 10)]);
  });

  test('an origin that ignores Range: its 200 with the whole file is relayed as a 200, never mislabelled 206', async () => {
    up.reset();
    const r = await get(`${V}plain.mp4`, { range: 'bytes=100-199' });
    assert.equal(r.status, 200);
    assert.equal(r.headers['content-range'], undefined);
    assert.equal(Number(r.headers['content-length']), SIZE);
    assert.ok(r.body.equals(REMOTE));
    assert.equal(r.headers['accept-ranges'], 'none', 'the client is not told to expect ranges');
    assert.equal(up.seen[0]!.range, 'bytes=100-199');
  });

  test('several ranges are not passed on: the whole file, 200', async () => {
    up.reset();
    const r = await get(`${V}ranged.mp4`, { range: 'bytes=0-1,5-6' });
    assert.deepEqual([r.status, r.body.length], [200, SIZE]);
    assert.equal(up.seen[0]!.range, undefined);
  });

  test('HEAD with a range is passed on as HEAD without the range', async () => {
    up.reset();
    const r = await get(`${V}ranged.mp4`, { range: 'bytes=0-9' }, 'HEAD');
    assert.deepEqual([r.status, r.headers['content-length'], r.body.length], [200, String(SIZE), 0]);
    assert.equal(up.seen[0]!.range, undefined);
  });

  test('a pipelined stream queued behind an unfinished response stops, its file closed, when the client leaves', { skip: process.platform !== 'linux' }, async () => {
    const local = path.join(mediaDir, 'videos/branded/local.mp4');
    await writeFile(local, Buffer.alloc(SIZE, 3)); // over the 4 MiB kept in memory: streamed from its own descriptor
    const holdsLocal = async (): Promise<boolean> => (await openPaths()).includes(local);
    const until = async (what: string, done: () => Promise<boolean>): Promise<void> => {
      assert.ok(await within(10_000, done), `not within 10 s: ${what}`);
    };
    // A server of its own, logging: the queued response's access-log line is written only when it is told that the
    // connection closed (without that, its descriptor is closed only by the garbage collector, with a warning).
    const lines: Record<string, unknown>[] = [];
    const logged = await startTestServer({
      env: { EXREF_MEDIA_DIR: mediaDir, MEDIA_FALLBACK_ORIGIN: `http://127.0.0.1:${(up.server.address() as AddressInfo).port}` },
      log: createLogger('info', (batch) => lines.push(...batch.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>))),
    });
    try {
      const socket = connect(Number(new URL(logged.url).port), '127.0.0.1');
      await once(socket, 'connect');
      let received = 0;
      socket.on('data', (d: Buffer) => (received += d.length));
      const ask = (p: string) => `GET ${p} HTTP/1.1\r\nHost: x\r\nX-API-Key: ${logged.keys.PROFESSIONAL}\r\n\r\n`;
      // The origin never finishes the first answer, so the second waits its turn with its file open.
      socket.write(ask(`${V}stall.mp4`) + ask(`${V}local.mp4`));
      await until('the queued response opens its file', holdsLocal);
      assert.ok(received < SIZE, 'the first answer is still going');
      socket.destroy();
      await until('the file is closed once the client left', async () => !(await holdsLocal()));
      await until('both requests are logged as aborted', async () => {
        await logged.server.app.log.flush();
        return lines.filter((l) => l.msg === 'request' && l.aborted === true).length === 2;
      });
      const queuedLine = lines.find((l) => l.path === `${V}local.mp4`);
      assert.equal(queuedLine?.status, 200, 'the queued answer had its headers written');
    } finally {
      await logged.close();
    }
  });
});

describe('forwardedConditions', () => {
  const cases: [string, Record<string, string | string[] | undefined>, string, Record<string, string>][] = [
    ['one range and If-Range', { range: 'bytes=10-20', 'if-range': '"e"' }, 'GET', { range: 'bytes=10-20', 'if-range': '"e"' }],
    ['a suffix range', { range: 'bytes=-500' }, 'GET', { range: 'bytes=-500' }],
    ['an open range with spaces', { range: 'bytes = 10 -' }, 'GET', { range: 'bytes=10-' }],
    ['several ranges', { range: 'bytes=0-1,5-6' }, 'GET', {}],
    ['another unit', { range: 'items=0-1' }, 'GET', {}],
    ['If-Range without a range', { 'if-range': '"e"' }, 'GET', {}],
    ['HEAD', { range: 'bytes=0-1' }, 'HEAD', {}],
    ['validators', { 'if-none-match': '"a"', 'if-modified-since': LAST_MODIFIED }, 'GET', { 'if-none-match': '"a"', 'if-modified-since': LAST_MODIFIED }],
    ['preconditions', { 'if-match': '"a"', 'if-unmodified-since': LAST_MODIFIED }, 'GET', { 'if-match': '"a"', 'if-unmodified-since': LAST_MODIFIED }],
    ['credentials and cookies never', { 'x-api-key': 'k', cookie: 'c', authorization: 'a' }, 'GET', {}],
  ];
  for (const [name, headers, method, expected] of cases) {
    test(name, () => assert.deepEqual(forwardedConditions(headers, method), expected));
  }
});
