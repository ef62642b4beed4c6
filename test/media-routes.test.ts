import assert from 'node:assert/strict';
import { link, mkdir, mkdtemp, rename, rm, symlink, truncate, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { App } from '../src/app.ts';
import { MediaTokens } from '../src/auth/media-token.ts';
import { loadConfig } from '../src/config.ts';
import { HttpError } from '../src/http/http-error.ts';
import { parseParams } from '../src/http/params.ts';
import { Router } from '../src/http/router.ts';
import { fetchFallback, sendFallback } from '../src/media/fallback.ts';
import { mediaRoutes, nameMemo } from '../src/routes/media-routes.ts';
import type { BodymapKind, BodymapSource } from '../src/routes/media-routes.ts';
import { openPaths, rawRequest, startTestServer } from './helpers.ts';
import type { RawAnswer, TestServer } from './helpers.ts';

// ---- fixtures: a media store in a temp folder -------------------------------------------------------------------

const VIDEO_SIZE = 1 << 20;
const VIDEO = Buffer.alloc(VIDEO_SIZE);
for (let i = 0; i < VIDEO_SIZE; i++) VIDEO[i] = (i * 7 + 3) & 0xff;
const pad = (head: number[] | string, n = 64) => Buffer.concat([Buffer.from(head as never), Buffer.alloc(n, 0x2a)]);
const IMAGES: Record<string, [Buffer, string]> = {
  'photo.jpg': [pad([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
  'pic.png': [pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
  'anim.gif': [pad('GIF89a'), 'image/gif'],
  'old.gif': [pad('GIF87a'), 'image/gif'],
  'img.webp': [pad('RIFF\x24\x00\x00\x00WEBPVP8 '), 'image/webp'],
  'liar.jpg': [pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'], // typed by bytes, not name
  'text.png': [pad('<html>hello</html>'), 'application/octet-stream'],
  'tiny.jpg': [Buffer.from([0xff, 0xd8]), 'application/octet-stream'],
};
const SECRET_TEXT = 'TOP SECRET: outside the media root';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><title>stored</title></svg>';

async function makeMediaStore(): Promise<{ base: string; root: string }> {
  const base = await mkdtemp(path.join(tmpdir(), 'exref-media-'));
  const root = path.join(base, 'media');
  for (const dir of ['videos/branded', 'videos/unbranded', 'images/og_images', 'images/bodymaps/exercises', 'images/bodymaps/routines', 'demo']) {
    await mkdir(path.join(root, dir), { recursive: true });
  }
  await writeFile(path.join(base, 'secret.txt'), SECRET_TEXT);
  await writeFile(path.join(root, 'demo', 'clip.mp4'), VIDEO);
  // The demo store layout: links into media/demo/ are inside the media root and fine.
  await symlink(path.join(root, 'demo', 'clip.mp4'), path.join(root, 'videos/branded/clip.mp4'));
  await writeFile(path.join(root, 'videos/branded/clip.webm'), VIDEO.subarray(0, 1000));
  await writeFile(path.join(root, 'videos/branded/notes.txt'), 'not a video');
  await writeFile(path.join(root, 'videos/unbranded/clip.mp4'), VIDEO.subarray(0, 5000));
  await symlink(path.join(base, 'secret.txt'), path.join(root, 'videos/branded/escape.mp4'));
  await symlink(path.join(base, 'secret.txt'), path.join(root, 'images/og_images/escape.jpg'));
  for (const [name, [bytes]] of Object.entries(IMAGES)) await writeFile(path.join(root, 'images/og_images', name), bytes);
  await writeFile(path.join(root, 'images/bodymaps/exercises/777-male-front-light.svg'), SVG);
  await writeFile(path.join(root, 'images/bodymaps/exercises/777-female-back-dark.png'), IMAGES['pic.png']![0]);
  return { base, root };
}

type RawResponse = RawAnswer;

/** A request with node:http, so the path goes out byte for byte (fetch would normalise `..` away). */
function request(base: string, rawPath: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return rawRequest({ host: hostname, port, path: rawPath }, opts);
}

const json = (r: RawResponse) => JSON.parse(r.body.toString()) as Record<string, unknown>;

/** Splits a multipart/byteranges body into its parts' headers and bytes. */
function multipart(r: RawResponse): { range: string; type: string; bytes: Buffer }[] {
  const m = /^multipart\/byteranges; boundary=(\S+)$/.exec(String(r.headers['content-type']));
  assert.ok(m, `content-type ${r.headers['content-type']}`);
  const text = r.body.toString('latin1');
  assert.ok(text.startsWith(`--${m[1]}\r\n`) && text.endsWith(`\r\n--${m[1]}--\r\n`), 'multipart framing');
  return text.slice(0, -`\r\n--${m[1]}--\r\n`.length).split(new RegExp(`(?:^|\\r\\n)--${m[1]}\\r\\n`)).slice(1).map((part) => {
    const [head, data] = [part.slice(0, part.indexOf('\r\n\r\n')), part.slice(part.indexOf('\r\n\r\n') + 4)];
    return { range: /content-range: (.*)/i.exec(head)![1]!, type: /content-type: (.*)/i.exec(head)![1]!, bytes: Buffer.from(data, 'latin1') };
  });
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** An upstream for the fallback origin; it records what it was asked. */
function fakeOrigin() {
  const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url!, headers: req.headers });
    const name = req.url!.split('/').pop();
    if (name === 'remote.mp4') {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': 18, etag: '"up-1"', 'last-modified': 'Mon, 01 Jan 2024 00:00:00 GMT', 'x-internal': 'do not pass', 'set-cookie': 'a=b' });
      res.end(req.method === 'HEAD' ? undefined : 'remote video bytes');
    } else if (name === 'gone.mp4') {
      res.writeHead(404).end('nope');
    } else if (name === 'broken.mp4') {
      res.writeHead(500).end('boom');
    } else if (name === 'moved.mp4') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (name === 'stall-body.mp4') {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': 1000 });
      res.write('first part'); // then silence
    } else if (name !== 'stall-headers.mp4') {
      res.writeHead(404).end();
    }
  });
  return { server, seen };
}

// ---- the route handlers behind a minimal pipeline: runs before the routes are wired into the server -------------

const QUOTA = { 'x-ratelimit-remaining': 41 };

function fakeBodymaps(): BodymapSource & { calls: unknown[] } {
  const calls: unknown[] = [];
  const known: Record<BodymapKind, number[]> = { exercise: [1, 777], routine: [5], workout: [9] };
  return {
    calls,
    muscles: (kind, id) => (known[kind].includes(id) ? new Map([['Chest', 1], ['Triceps', 0.5]]) : undefined),
    render(opts) {
      calls.push(opts);
      return `<svg xmlns="http://www.w3.org/2000/svg" data-gender="${opts.gender}" data-view="${opts.view}" data-theme="${opts.theme}"/>`;
    },
  };
}

/** Route match, 422 validation, handler and stream, with fixed quota headers: the server's pipeline minus auth. */
async function startHarness(root: string, origin: string | null, bodymaps: BodymapSource) {
  const config = loadConfig({ EXREF_MEDIA_DIR: root, MEDIA_FALLBACK_ORIGIN: origin ?? '', LOG_LEVEL: 'silent' });
  const app = { config, clock: () => new Date() } as unknown as App;
  const router = new Router(mediaRoutes(app, new MediaTokens(['harness-secret-0123456789'], 900), bodymaps));
  const server = http.createServer((req, res) => {
    const url = req.url!;
    const q = url.indexOf('?');
    const match = router.find(req.method!, q < 0 ? url : url.slice(0, q));
    const fail = (err: unknown) => {
      if (res.headersSent) return void res.destroy();
      const e = err instanceof HttpError ? err : new HttpError(500, String((err as Error).stack));
      res.writeHead(e.status, { 'content-type': 'application/json', ...e.headers }).end(JSON.stringify(e.body));
    };
    if (match.kind !== 'found') return fail(new HttpError(404, 'Not found'));
    const parsed = parseParams(match.route.params, match.pathParams, new URLSearchParams(q < 0 ? '' : url.slice(q + 1)));
    if (!parsed.ok) return fail(new HttpError(422, { detail: parsed.errors }));
    Promise.resolve(match.route.handler({ req, params: parsed.params, lang: 'en-us', principal: null, baseUrl: '' }))
      .then((reply) => reply.stream!(res, { ...QUOTA }))
      .catch(fail);
  });
  return { server, url: await listen(server) };
}

const V = '/stream/videos/branded/';
const IMG = '/stream/images/og_images/';

describe('media route handlers (minimal pipeline, no auth)', () => {
  let store: { base: string; root: string };
  let harness: { server: http.Server; url: string };
  let origin: ReturnType<typeof fakeOrigin>;
  let originUrl: string;
  let bodymaps: ReturnType<typeof fakeBodymaps>;
  before(async () => {
    store = await makeMediaStore();
    origin = fakeOrigin();
    originUrl = await listen(origin.server);
    bodymaps = fakeBodymaps();
    harness = await startHarness(store.root, originUrl, bodymaps);
  });
  after(async () => {
    await close(harness.server);
    await close(origin.server);
    await rm(store.base, { recursive: true, force: true });
  });
  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') => request(harness.url, p, { headers, method });

  test('a whole video: 200, every stream header, the quota headers, the exact bytes', async () => {
    const r = await get(`${V}clip.mp4`);
    assert.equal(r.status, 200);
    assert.equal(r.headers['content-type'], 'video/mp4');
    assert.equal(r.headers['content-length'], String(VIDEO_SIZE));
    assert.equal(r.headers['accept-ranges'], 'bytes');
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.equal(r.headers['referrer-policy'], 'no-referrer');
    assert.equal(r.headers['x-content-type-options'], 'nosniff');
    assert.match(String(r.headers.etag), /^"[0-9a-f]+-[0-9a-f]+"$/);
    assert.ok(!Number.isNaN(Date.parse(String(r.headers['last-modified']))));
    assert.equal(r.headers['x-ratelimit-remaining'], '41');
    assert.ok(r.body.equals(VIDEO));
  });

  test('one range: 206 with exact Content-Range and Content-Length', async () => {
    for (const [range, start, end] of [['bytes=0-99', 0, 99], ['bytes=1048000-', 1048000, VIDEO_SIZE - 1], ['bytes=-10', VIDEO_SIZE - 10, VIDEO_SIZE - 1], ['bytes=1048570-9999999', 1048570, VIDEO_SIZE - 1]] as const) {
      const r = await get(`${V}clip.mp4`, { range });
      assert.equal(r.status, 206, range);
      assert.equal(r.headers['content-range'], `bytes ${start}-${end}/${VIDEO_SIZE}`, range);
      assert.equal(r.headers['content-length'], String(end - start + 1), range);
      assert.equal(r.headers['content-type'], 'video/mp4');
      assert.ok(r.body.equals(VIDEO.subarray(start, end + 1)), range);
    }
  });

  test('an unsatisfiable range: 416 with Content-Range bytes */size and the quota headers', async () => {
    const r = await get(`${V}clip.mp4`, { range: `bytes=${VIDEO_SIZE}-` });
    assert.equal(r.status, 416);
    assert.equal(r.headers['content-range'], `bytes */${VIDEO_SIZE}`);
    assert.equal(r.headers['x-ratelimit-remaining'], '41');
    assert.match(String(json(r).detail), /Range not satisfiable/);
  });

  test('a malformed or foreign-unit Range gets the whole file', async () => {
    for (const range of ['bytes=abc', 'items=0-5', 'bytes=5-1']) {
      const r = await get(`${V}clip.webm`, { range });
      assert.equal(r.status, 200, range);
      assert.equal(r.headers['content-type'], 'video/webm');
      assert.equal(r.body.length, 1000);
    }
  });

  test('several ranges: one multipart/byteranges body with exact parts and length', async () => {
    const r = await get(`${V}clip.mp4`, { range: 'bytes=500-599,0-9,5-19,-4' });
    assert.equal(r.status, 206);
    assert.equal(r.headers['content-length'], String(r.body.length));
    assert.deepEqual(multipart(r).map((p) => [p.range, p.type, p.bytes.length]), [
      ['bytes 0-19/1048576', 'video/mp4', 20],
      ['bytes 500-599/1048576', 'video/mp4', 100],
      [`bytes ${VIDEO_SIZE - 4}-${VIDEO_SIZE - 1}/1048576`, 'video/mp4', 4],
    ]);
    const parts = multipart(r);
    assert.ok(parts[0]!.bytes.equals(VIDEO.subarray(0, 20)));
    assert.ok(parts[1]!.bytes.equals(VIDEO.subarray(500, 600)));
    assert.ok(parts[2]!.bytes.equals(VIDEO.subarray(VIDEO_SIZE - 4)));
  });

  test('overlapping ranges adding up past twice the file get the whole file once', async () => {
    const r = await get(`${V}clip.mp4`, { range: 'bytes=0-,0-,0-' });
    assert.equal(r.status, 200);
    assert.equal(r.body.length, VIDEO_SIZE);
  });

  test('HEAD: the headers of GET, no body, Range ignored', async () => {
    const r = await get(`${V}clip.mp4`, { range: 'bytes=0-9' }, 'HEAD');
    assert.equal(r.status, 200);
    assert.equal(r.headers['content-length'], String(VIDEO_SIZE));
    assert.equal(r.body.length, 0);
  });

  test('If-Range: a matching strong ETag or date keeps the range; a stale or weak one gets the whole file', async () => {
    const { headers } = await get(`${V}clip.webm`, {}, 'HEAD');
    const etag = String(headers.etag);
    const cases: [string, number][] = [[etag, 206], [String(headers['last-modified']), 206], ['"stale"', 200], [`W/${etag}`, 200], ['Mon, 01 Jan 2001 00:00:00 GMT', 200]];
    for (const [ifRange, status] of cases) {
      const r = await get(`${V}clip.webm`, { range: 'bytes=0-9', 'if-range': ifRange });
      assert.equal(r.status, status, ifRange);
      assert.equal(r.body.length, status === 206 ? 10 : 1000, ifRange);
    }
  });

  test('If-None-Match with the current ETag: 304 without a body', async () => {
    const { headers } = await get(`${V}clip.webm`, {}, 'HEAD');
    const r = await get(`${V}clip.webm`, { 'if-none-match': String(headers.etag) });
    assert.equal(r.status, 304);
    assert.equal(r.body.length, 0);
    assert.equal(r.headers.etag, headers.etag);
    assert.equal((await get(`${V}clip.webm`, { 'if-none-match': '"other"' })).status, 200);
  });

  test('If-Match and If-Unmodified-Since: the current version is sent (a range too); another gets 412, no bytes', async () => {
    const { headers } = await get(`${V}clip.webm`, {}, 'HEAD');
    const etag = String(headers.etag);
    const lastModified = String(headers['last-modified']);
    const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    const cases: [Record<string, string>, number][] = [
      [{ 'if-match': etag }, 206], [{ 'if-match': '*' }, 206], [{ 'if-match': `"x", ${etag}` }, 206],
      [{ 'if-match': '"x"' }, 412], [{ 'if-match': `W/${etag}` }, 412],
      [{ 'if-unmodified-since': lastModified }, 206], [{ 'if-unmodified-since': before }, 412],
      [{ 'if-unmodified-since': 'yesterday' }, 206], [{ 'if-match': etag, 'if-unmodified-since': before }, 206],
      [{ 'if-match': '"x"', 'if-none-match': etag }, 412],
    ];
    for (const [conditions, status] of cases) {
      const r = await get(`${V}clip.webm`, { range: 'bytes=0-9', ...conditions });
      const what = JSON.stringify(conditions);
      assert.equal(r.status, status, what);
      if (status === 206) assert.equal(r.body.length, 10, what);
      else {
        assert.match(String(JSON.parse(r.body.toString()).detail), /Precondition failed/, what);
        assert.equal(r.headers.etag, etag, what);
        assert.equal(r.headers['x-content-type-options'], 'nosniff', what);
      }
    }
  });

  test('the unbranded folder is its own store', async () => {
    const r = await get('/stream/videos/unbranded/clip.mp4');
    assert.equal(r.status, 200);
    assert.equal(r.body.length, 5000);
  });

  test('videos are typed by extension; anything else is octet-stream', async () => {
    assert.equal((await get(`${V}notes.txt`)).headers['content-type'], 'application/octet-stream');
  });

  test('preview images are typed by their bytes, never their names, and cached privately for a day', async () => {
    for (const [name, [bytes, type]] of Object.entries(IMAGES)) {
      const r = await get(`${IMG}${name}`);
      assert.equal(r.status, 200, name);
      assert.equal(r.headers['content-type'], type, name);
      assert.equal(r.headers['cache-control'], 'private, max-age=86400', name);
      assert.equal(r.headers['x-content-type-options'], 'nosniff', name);
      assert.ok(r.body.equals(bytes), name);
    }
  });

  const traversal: [string, number][] = [
    [`${V}..%2f..%2f..%2fsecret.txt`, 403],
    [`${V}../../../secret.txt`, 403],
    [`${V}%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt`, 403],
    [`${V}%252e%252e%252f%252e%252e%252fsecret.txt`, 403],
    [`${V}..%5c..%5c..%5csecret.txt`, 403],
    [`${V}..\\..\\..\\secret.txt`, 403],
    [`${V}clip.mp4%00.jpg`, 403],
    [`${V}%2fetc%2fpasswd`, 403],
    [`${V}/etc/passwd`, 403],
    [`${V}C:%5cWindows%5cwin.ini`, 403],
    [`${V}....//....//secret.txt`, 403],
    [`${V}%ef%bc%8e%ef%bc%8e%ef%bc%8fsecret.txt`, 403],
    [`${V}%e2%80%a5`, 403],
    [`${V}escape.mp4`, 403],
    [`${IMG}escape.jpg`, 403],
    [`${IMG}..%2f..%2fvideos%2fbranded%2fclip.mp4`, 403],
    [`${IMG}..%2f..%2f..%2fsecret.txt`, 403],
    [`${V}missing.mp4`, 404],
    [`${V}nested/clip.mp4`, 403],
  ];
  for (const [p, status] of traversal) {
    test(`traversal ${p}: ${status}, JSON, never the file's bytes`, async () => {
      const r = await get(p);
      assert.equal(r.status, status);
      assert.equal(r.headers['content-type'], 'application/json');
      assert.ok(!r.body.toString('latin1').includes('SECRET') && r.body.length < 200);
    });
  }

  test('a client that goes away mid-video stops the read and frees the file', { skip: process.platform !== 'linux' }, async () => {
    // Large enough that socket buffers cannot swallow it whole; sparse, so it costs no disk.
    const clip = path.join(store.root, 'videos/branded/big.mp4');
    await writeFile(clip, '');
    await truncate(clip, 256 << 20);
    const openOnClip = async () => (await openPaths()).filter((target) => target === clip).length;
    const { hostname, port } = new URL(harness.url);
    await new Promise<void>((resolve, reject) => {
      const req = http.request({ hostname, port, path: `${V}big.mp4`, agent: false }, (res) => {
        res.once('data', () => {
          res.pause();
          openOnClip().then((n) => {
            assert.equal(n, 1, 'the file is open while the response is under way');
            req.destroy();
            resolve();
          }, reject);
        });
      });
      req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
      req.end();
    });
    for (let i = 0; i < 50 && (await openOnClip()) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(await openOnClip(), 0);
  });

  describe('bodymaps', () => {
    test('a stored file takes precedence; SVG typed, PNG sniffed, never cached', async () => {
      const svg = await get('/stream/images/bodymaps/777');
      assert.equal(svg.status, 200);
      assert.equal(svg.headers['content-type'], 'image/svg+xml');
      assert.equal(svg.headers['cache-control'], 'no-store');
      assert.equal(svg.body.toString(), SVG);
      const png = await get('/stream/images/bodymaps/777?gender=female&view=back&theme=dark');
      assert.equal(png.headers['content-type'], 'image/png');
      assert.equal(bodymaps.calls.length, 0);
    });

    test('otherwise drawn by the BodymapSource with the defaults or the query', async () => {
      const r = await get('/stream/images/bodymaps/1');
      assert.equal(r.status, 200);
      assert.equal(r.headers['content-type'], 'image/svg+xml');
      assert.equal(r.headers['cache-control'], 'no-store');
      assert.equal(r.headers['x-ratelimit-remaining'], '41');
      assert.match(r.body.toString(), /data-gender="male" data-view="front" data-theme="light"/);
      const dark = await get('/stream/images/bodymaps/routines/5?gender=female&view=back&theme=dark');
      assert.match(dark.body.toString(), /data-gender="female" data-view="back" data-theme="dark"/);
      assert.deepEqual(bodymaps.calls.at(-1), { gender: 'female', view: 'back', theme: 'dark', weights: new Map([['Chest', 1], ['Triceps', 0.5]]) });
      assert.equal((await get('/stream/images/bodymaps/workouts/9')).status, 200);
      const head = await get('/stream/images/bodymaps/1', {}, 'HEAD');
      assert.equal(head.body.length, 0);
      assert.ok(Number(head.headers['content-length']) > 0);
    });

    test('an unknown id is 404 with the spec\'s message per kind', async () => {
      for (const [p, detail] of [['/stream/images/bodymaps/2', 'Exercise not found'], ['/stream/images/bodymaps/routines/6', 'Routine not found'], ['/stream/images/bodymaps/workouts/10', 'Workout not found']]) {
        const r = await get(p!);
        assert.equal(r.status, 404, p);
        assert.deepEqual(json(r), { detail });
      }
    });

    test('gender, theme and view outside their values, or a bad id, are 422', async () => {
      for (const p of ['/stream/images/bodymaps/1?gender=robot', '/stream/images/bodymaps/1?theme=blue', '/stream/images/bodymaps/1?view=side', '/stream/images/bodymaps/abc', '/stream/images/bodymaps/routines/0']) {
        assert.equal((await get(p)).status, 422, p);
      }
    });
  });

  describe('fallback origin', () => {
    test('a file missing locally is streamed whole from the origin with its content headers, even for a Range', async () => {
      origin.seen.length = 0;
      const r = await request(harness.url, `${V}remote.mp4?token=SECRET-TOKEN`, { headers: { range: 'bytes=0-3', 'x-api-key': 'exref_secret', cookie: 'c=d', authorization: 'Bearer x' } });
      assert.equal(r.status, 200);
      assert.equal(r.body.toString(), 'remote video bytes');
      assert.equal(r.headers['content-type'], 'video/mp4');
      assert.equal(r.headers['content-length'], '18');
      assert.equal(r.headers.etag, '"up-1"');
      assert.equal(r.headers['last-modified'], 'Mon, 01 Jan 2024 00:00:00 GMT');
      assert.equal(r.headers['cache-control'], 'no-store');
      assert.equal(r.headers['referrer-policy'], 'no-referrer');
      assert.equal(r.headers['x-ratelimit-remaining'], '41');
      assert.equal(r.headers['x-internal'], undefined);
      assert.equal(r.headers['set-cookie'], undefined);
      assert.equal(origin.seen.length, 1);
      const [seen] = origin.seen;
      assert.equal(seen!.url, `${V}remote.mp4`, 'same path, no query string: the token stays here');
      for (const h of ['x-api-key', 'cookie', 'authorization']) assert.equal(seen!.headers[h], undefined, h);
      // Issue 13: the range is passed on; this origin ignores it, so its 200 with the whole file is relayed.
      assert.equal(seen!.headers.range, 'bytes=0-3');
    });

    test('a local file is served locally, ranges and all', async () => {
      origin.seen.length = 0;
      assert.equal((await get(`${V}clip.mp4`, { range: 'bytes=0-1' })).status, 206);
      assert.equal(origin.seen.length, 0);
    });

    test('a traversal attempt is refused here and never reaches the origin', async () => {
      origin.seen.length = 0;
      assert.equal((await get(`${V}..%2fremote.mp4`)).status, 403);
      assert.equal(origin.seen.length, 0);
    });

    test('HEAD is passed on as HEAD', async () => {
      const r = await get(`${V}remote.mp4`, {}, 'HEAD');
      assert.equal(r.status, 200);
      assert.equal(r.headers['content-length'], '18');
      assert.equal(r.body.length, 0);
    });

    test('upstream 404 is the spec\'s 404; a 500 or a redirect is a 502 that says why', async () => {
      const gone = await get(`${V}gone.mp4`);
      assert.deepEqual([gone.status, json(gone)], [404, { detail: 'Media file not found' }]);
      const broken = await get(`${V}broken.mp4`);
      assert.equal(broken.status, 502);
      assert.match(String(json(broken).detail), /fallback origin answered 500/);
      assert.equal(broken.headers['x-ratelimit-remaining'], '41');
      const moved = await get(`${V}moved.mp4`);
      assert.equal(moved.status, 502);
      assert.match(String(json(moved).detail), /redirect \(302\)/);
    });

    test('an origin that sends no headers in time is a 502 naming the timeout', async () => {
      const r = await fetchFallback(originUrl, `${V}stall-headers.mp4`, 'GET', { headersMs: 200, idleMs: 200 });
      assert.deepEqual(r, { ok: false, status: 502, detail: 'Media fallback origin did not answer within 0.2 s' });
    });

    test('an origin that cannot be reached is a 502', async () => {
      const dead = http.createServer();
      const deadUrl = await listen(dead);
      await close(dead);
      const r = await fetchFallback(deadUrl, `${V}remote.mp4`, 'GET');
      assert.deepEqual(r, { ok: false, status: 502, detail: 'Media fallback origin could not be reached' });
    });

    test('an origin that falls silent mid-body has its client connection cut, not left hanging', async () => {
      const relay = http.createServer((_req, res) => {
        fetchFallback(originUrl, `${V}stall-body.mp4`, 'GET', { headersMs: 1000, idleMs: 200 }).then((r) => {
          assert.ok(r.ok);
          return sendFallback(res, r, {}, { headersMs: 1000, idleMs: 200 });
        });
      });
      const relayUrl = await listen(relay);
      const started = Date.now();
      await assert.rejects(request(relayUrl, '/x'), /aborted|socket hang up|ECONNRESET/);
      assert.ok(Date.now() - started < 2000);
      await close(relay);
    });
  });
});

// ---- the wired server: auth, tokens, quota and fallback end to end ------------------------------------------------

const store = await makeMediaStore();
let nowMs = Date.now();
const clock = () => new Date(nowMs);
const SECRET = 'e2e-media-secret-0123456789abcdef';
const srv: TestServer = await startTestServer({ clock, env: { EXREF_MEDIA_DIR: store.root, MEDIA_TOKEN_SECRET: SECRET, MEDIA_TOKEN_MINT_PER_MINUTE: '5' } });
/** The media routes answer once the lead wires them in; until then the router's 404 says they are absent. */
const wired = (await request(srv.url, `${V}clip.mp4`)).status !== 404;
after(async () => {
  await srv.close();
  await rm(store.base, { recursive: true, force: true });
});

describe('media routes on the real server', { skip: !wired && 'media routes are not wired into the server yet' }, () => {
  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') => request(srv.url, p, { headers, method });
  const withKey = (tier: keyof TestServer['keys'], headers: Record<string, string> = {}) => ({ 'x-api-key': srv.keys[tier], ...headers });
  const mint = async (key: string, headers: Record<string, string> = {}) => {
    const r = await get('/media/token', { 'x-api-key': key, ...headers }, 'POST');
    return { ...r, token: r.status === 200 ? String(json(r).token) : '' };
  };

  test('206 with exact headers, charged one call per range request', async () => {
    const { key } = await srv.keyStore.create({ tier: 'TESTING' }, clock());
    const remaining: number[] = [];
    for (const range of ['bytes=0-99', 'bytes=100-199', 'bytes=0-9,50-59']) {
      const r = await get(`${V}clip.mp4`, { 'x-api-key': key, range });
      assert.equal(r.status, 206);
      remaining.push(Number(r.headers['x-ratelimit-remaining']));
    }
    assert.deepEqual(remaining, [999, 998, 997]);
    const r = await get(`${V}clip.mp4`, withKey('PROFESSIONAL', { range: 'bytes=0-99' }));
    assert.equal(r.headers['content-range'], `bytes 0-99/${VIDEO_SIZE}`);
    assert.equal(r.headers['content-length'], '100');
    assert.equal(r.headers['accept-ranges'], 'bytes');
    assert.equal(r.headers['content-type'], 'video/mp4');
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.equal(r.headers['referrer-policy'], 'no-referrer');
    assert.ok(r.body.equals(VIDEO.subarray(0, 100)));
  });

  test('416 with Content-Range bytes */size; HEAD; If-Range; multiple ranges', async () => {
    const bad = await get(`${V}clip.mp4`, withKey('PROFESSIONAL', { range: `bytes=${VIDEO_SIZE + 1}-` }));
    assert.equal(bad.status, 416);
    assert.equal(bad.headers['content-range'], `bytes */${VIDEO_SIZE}`);
    assert.ok(bad.headers['x-ratelimit-remaining']);
    const head = await get(`${V}clip.mp4`, withKey('PROFESSIONAL'), 'HEAD');
    assert.deepEqual([head.status, head.headers['content-length'], head.body.length], [200, String(VIDEO_SIZE), 0]);
    const stale = await get(`${V}clip.mp4`, withKey('PROFESSIONAL', { range: 'bytes=0-9', 'if-range': '"stale"' }));
    assert.equal(stale.status, 200);
    const fresh = await get(`${V}clip.mp4`, withKey('PROFESSIONAL', { range: 'bytes=0-9', 'if-range': String(head.headers.etag) }));
    assert.equal(fresh.status, 206);
    const many = await get(`${V}clip.mp4`, withKey('PROFESSIONAL', { range: 'bytes=0-9,100-109' }));
    assert.deepEqual(multipart(many).map((p) => p.range), [`bytes 0-9/${VIDEO_SIZE}`, `bytes 100-109/${VIDEO_SIZE}`]);
  });

  test('traversal over HTTP with raw paths: 403 or 404, never bytes', async () => {
    for (const [p, status] of [
      [`${V}..%2f..%2f..%2fsecret.txt`, 403], [`${V}../../../secret.txt`, 403], [`${V}%252e%252e%252fsecret.txt`, 403],
      [`${V}..\\..\\secret.txt`, 403], [`${V}%00`, 403], [`${V}escape.mp4`, 403], [`${V}/etc/passwd`, 403], [`${V}nothing.mp4`, 404],
    ] as const) {
      const r = await get(p, withKey('PROFESSIONAL'));
      assert.equal(r.status, status, p);
      assert.ok(!r.body.toString().includes('SECRET'), p);
    }
  });

  test('no credential: 401 with the spec body', async () => {
    const r = await get(`${V}clip.mp4`);
    assert.equal(r.status, 401);
    assert.deepEqual(json(r), { detail: 'Authentication required', message: 'Missing X-API-Key header' });
  });

  test('POST /media/token: 200 {token, expires_in}, no-store; the token streams and is charged', async () => {
    const { key } = await srv.keyStore.create({ tier: 'TESTING' }, clock());
    const minted = await mint(key);
    assert.equal(minted.status, 200);
    assert.deepEqual(Object.keys(json(minted)).sort(), ['expires_in', 'token']);
    assert.equal(json(minted).expires_in, 900);
    assert.equal(minted.headers['cache-control'], 'no-store');
    assert.ok(!minted.token.includes(key));
    const a = await get(`${V}clip.mp4?token=${minted.token}`, { range: 'bytes=0-0' });
    const b = await get(`/stream/images/og_images/photo.jpg?token=${minted.token}`);
    assert.deepEqual([a.status, b.status], [206, 200]);
    assert.equal(Number(a.headers['x-ratelimit-remaining']) - 1, Number(b.headers['x-ratelimit-remaining']));
  });

  test('POST /media/token ignores If-None-Match: every mint is answered with its token, and carries no ETag', async () => {
    for (const inm of ['*', '"x"']) {
      const minted = await mint(srv.keys.PROFESSIONAL, { 'if-none-match': inm });
      assert.equal(minted.status, 200, `If-None-Match: ${inm}`);
      assert.ok(minted.token.length > 0);
      assert.equal(minted.headers.etag, undefined);
    }
  });

  test('a token anywhere but /stream/ is 403, even beside a valid key, and cannot mint', async () => {
    const { token } = await mint(srv.keys.PROFESSIONAL);
    assert.equal((await get(`/exercises?token=${token}`, withKey('PROFESSIONAL'))).status, 403);
    assert.equal((await get(`/media/token?token=${token}`, withKey('PROFESSIONAL'), 'POST')).status, 403);
  });

  test('expired 401 names the expiry; two tokens 401; a revoked key\'s token 403; a tampered token 401', async () => {
    const { token } = await mint(srv.keys.PROFESSIONAL);
    const two = await get(`${V}clip.mp4?token=${token}&token=${token}`);
    assert.deepEqual([two.status, json(two).detail], [401, 'Multiple media tokens supplied']);
    const tampered = await get(`${V}clip.mp4?token=${token.slice(0, -5)}AAAAA`);
    assert.deepEqual([tampered.status, json(tampered).detail], [401, 'Invalid media token']);
    const { record, key } = await srv.keyStore.create({ tier: 'PROFESSIONAL' }, clock());
    const revokedToken = (await mint(key)).token;
    assert.equal((await get(`${V}clip.mp4?token=${revokedToken}`, { range: 'bytes=0-0' })).status, 206);
    await srv.keyStore.revoke(record.id);
    const revoked = await get(`${V}clip.mp4?token=${revokedToken}`);
    assert.deepEqual([revoked.status, json(revoked).detail], [403, 'Invalid or expired API key']);
    const saved = nowMs;
    nowMs += 901_000;
    try {
      const expired = await get(`${V}clip.mp4?token=${token}`);
      assert.equal(expired.status, 401);
      assert.match(String(json(expired).detail), /^Media token expired at \d{4}-\d\d-\d\dT[\d:.]+Z; mint a new token$/);
    } finally {
      nowMs = saved;
    }
  });

  test('minting: BASIC refused even in the playground, and the per-key rate gives 429 with Retry-After', async () => {
    const basic = await mint(srv.keys.BASIC, { 'x-exref-playground': '1' });
    assert.equal(basic.status, 403);
    assert.ok(json(basic).upgrade_url && json(basic).message);
    const { key } = await srv.keyStore.create({ tier: 'GROWTH' }, clock());
    for (let i = 0; i < 5; i++) assert.equal((await mint(key)).status, 200);
    const limited = await mint(key);
    assert.equal(limited.status, 429);
    assert.equal(json(limited).detail, 'Too many media token requests');
    assert.ok(Number(limited.headers['retry-after']) >= 1);
  });

  test('bodymaps need PROFESSIONAL; a stored one is served; bad query values are 422', async () => {
    assert.equal((await get('/stream/images/bodymaps/777', withKey('GROWTH'))).status, 403);
    const r = await get('/stream/images/bodymaps/777', withKey('PROFESSIONAL'));
    assert.deepEqual([r.status, r.headers['content-type'], r.headers['cache-control'], r.body.toString()], [200, 'image/svg+xml', 'no-store', SVG]);
    assert.equal((await get('/stream/images/bodymaps/777?theme=blue', withKey('PROFESSIONAL'))).status, 422);
  });

  describe('with a fallback origin and no token secret', () => {
    let origin: ReturnType<typeof fakeOrigin>;
    let other: TestServer;
    before(async () => {
      origin = fakeOrigin();
      const originUrl = await listen(origin.server);
      other = await startTestServer({ env: { EXREF_MEDIA_DIR: store.root, MEDIA_FALLBACK_ORIGIN: originUrl } });
    });
    after(async () => {
      await other.close();
      await close(origin.server);
    });
    const at = (p: string, headers: Record<string, string> = {}, method = 'GET') => request(other.url, p, { headers, method });

    test('token exchange is 501 and a token on /stream/ is 401', async () => {
      const r = await at('/media/token', { 'x-api-key': other.keys.PROFESSIONAL }, 'POST');
      assert.deepEqual([r.status, json(r).detail], [501, 'Media token exchange is not enabled on this deployment']);
      const t = await at(`${V}clip.mp4?token=abc.def`);
      assert.deepEqual([t.status, json(t).detail], [401, 'Media token authentication is not enabled']);
    });

    test('200 whole with passed headers, credentials not forwarded; 404; 502 on 500, redirect and timeout', async () => {
      origin.seen.length = 0;
      const r = await at(`${V}remote.mp4`, { 'x-api-key': other.keys.PROFESSIONAL, range: 'bytes=0-1' });
      assert.deepEqual([r.status, r.body.toString(), r.headers.etag, r.headers['content-length']], [200, 'remote video bytes', '"up-1"', '18']);
      assert.equal(origin.seen[0]!.headers['x-api-key'], undefined);
      assert.equal(origin.seen[0]!.headers.range, 'bytes=0-1', 'the range is passed on (issue 13); this origin ignores it');
      const key = { 'x-api-key': other.keys.PROFESSIONAL };
      assert.equal((await at(`${V}gone.mp4`, key)).status, 404);
      assert.equal((await at(`${V}broken.mp4`, key)).status, 502);
      assert.equal((await at(`${V}moved.mp4`, key)).status, 502);
      const slow = await at(`${V}stall-headers.mp4`, key);
      assert.deepEqual([slow.status, json(slow).detail], [502, 'Media fallback origin did not answer within 5 s']);
    });
  });
});

// ---- a media root that is a link to the current release ----------------------------------------------------------

describe('a media root link swapped to another release', () => {
  const modes: { offload: 'off' | 'nginx'; same: (r: RawResponse, release: string) => void; fresh: (r: RawResponse) => void }[] = [
    {
      offload: 'off',
      same: (r, release) => assert.equal(r.body.toString(), `${release} video`),
      fresh: (r) => assert.equal(r.body.toString(), 'only in r2'),
    },
    {
      // The X-Accel-Redirect target is relative to the real root: relative to the old one it would leave the store.
      offload: 'nginx',
      same: (r) => assert.equal(r.headers['x-accel-redirect'], '/_exref_media/videos/branded/same.mp4'),
      fresh: (r) => assert.equal(r.headers['x-accel-redirect'], '/_exref_media/videos/branded/new.mp4'),
    },
  ];
  for (const mode of modes) {
    test(`serves the new release from the next request, cached files included (MEDIA_OFFLOAD=${mode.offload})`, async () => {
      const top = await mkdtemp(path.join(tmpdir(), 'exref-media-swap-'));
      const current = path.join(top, 'current');
      let swapped: TestServer | undefined;
      try {
        for (const release of ['r1', 'r2']) {
          await mkdir(path.join(top, release, 'videos/branded'), { recursive: true });
          await writeFile(path.join(top, release, 'videos/branded/same.mp4'), `${release} video`);
          // Same size and times: only the inode tells the cache's stat that the file at the path changed.
          await utimes(path.join(top, release, 'videos/branded/same.mp4'), 1_700_000_000, 1_700_000_000);
        }
        await writeFile(path.join(top, 'r2', 'videos/branded/new.mp4'), 'only in r2');
        await writeFile(path.join(top, 'secret.txt'), SECRET_TEXT);
        await symlink(path.join(top, 'secret.txt'), path.join(top, 'r2', 'videos/branded/escape.mp4'));
        await symlink('r1', current);
        swapped = await startTestServer({ env: { EXREF_MEDIA_DIR: current, MEDIA_OFFLOAD: mode.offload } });
        const at = (name: string) => request(swapped!.url, `${V}${name}`, { headers: { 'x-api-key': swapped!.keys.PROFESSIONAL } });
        for (let i = 0; i < 2; i++) {
          const r = await at('same.mp4');
          assert.equal(r.status, 200);
          mode.same(r, 'r1');
        }
        // As `ln -s r2 cur.tmp && mv -T cur.tmp current` does: one rename over the old link.
        await symlink('r2', path.join(top, 'cur.tmp'));
        await rename(path.join(top, 'cur.tmp'), current);
        for (let i = 0; i < 2; i++) {
          const same = await at('same.mp4');
          assert.equal(same.status, 200, `same.mp4, request ${i + 1} after the swap`);
          mode.same(same, 'r2');
          const fresh = await at('new.mp4');
          assert.equal(fresh.status, 200, `new.mp4, request ${i + 1} after the swap`);
          mode.fresh(fresh);
        }
        const escape = await at('escape.mp4');
        assert.equal(escape.status, 403);
        assert.ok(!escape.body.toString().includes('SECRET'));
      } finally {
        await swapped?.close();
        await rm(top, { recursive: true, force: true });
      }
    });
  }
});

describe('hard-linked releases behind nginx (MEDIA_OFFLOAD=nginx)', () => {
  test('a cached file whose inode both releases share is redirected inside the new release after the swap, never to ../', async () => {
    const top = await mkdtemp(path.join(tmpdir(), 'exref-media-links-'));
    const current = path.join(top, 'current');
    let srv: TestServer | undefined;
    try {
      for (const release of ['r1', 'r2']) await mkdir(path.join(top, release, 'videos/branded'), { recursive: true });
      await writeFile(path.join(top, 'r1', 'videos/branded/shared.mp4'), 'one file in two releases');
      await link(path.join(top, 'r1', 'videos/branded/shared.mp4'), path.join(top, 'r2', 'videos/branded/shared.mp4'));
      await writeFile(path.join(top, 'r2', 'videos/branded/other.mp4'), 'only in r2');
      await symlink('r1', current);
      srv = await startTestServer({ env: { EXREF_MEDIA_DIR: current, MEDIA_OFFLOAD: 'nginx' } });
      const at = (name: string) => request(srv!.url, `${V}${name}`, { headers: { 'x-api-key': srv!.keys.PROFESSIONAL } });
      assert.equal((await at('shared.mp4')).headers['x-accel-redirect'], '/_exref_media/videos/branded/shared.mp4');
      await symlink('r2', path.join(top, 'cur.tmp'));
      await rename(path.join(top, 'cur.tmp'), current);
      // A file only in the new release makes the server resolve the root anew; the shared one stays cached.
      assert.equal((await at('other.mp4')).headers['x-accel-redirect'], '/_exref_media/videos/branded/other.mp4');
      const shared = await at('shared.mp4');
      assert.equal(shared.status, 200);
      assert.equal(shared.headers['x-accel-redirect'], '/_exref_media/videos/branded/shared.mp4');
    } finally {
      await srv?.close();
      await rm(top, { recursive: true, force: true });
    }
  });
});

// ---- long file names: answered correctly, never remembered --------------------------------------------------------

describe('the per-route memo of resolved file names', () => {
  test('remembers short names, computes long ones every time and never keeps them', () => {
    let calls = 0;
    const memo = nameMemo((raw) => {
      calls++;
      return `resolved ${raw.length}`;
    });
    for (let i = 0; i < 4000; i++) {
      const name = `${i}-`.padEnd(8000, 'x');
      assert.equal(memo.get(name), 'resolved 8000');
      assert.equal(memo.get(name), 'resolved 8000');
    }
    assert.equal(memo.size, 0);
    assert.equal(calls, 8000);
    for (const name of ['clip.mp4', 'a'.repeat(256)]) {
      assert.equal(memo.get(name), `resolved ${name.length}`);
      assert.equal(memo.get(name), `resolved ${name.length}`);
    }
    assert.equal(memo.size, 2);
    assert.equal(calls, 8002);
    assert.equal(memo.get('a'.repeat(257)), 'resolved 257');
    assert.equal(memo.size, 2);
  });

  test('holds at most its bound of names, forgetting them all when full', () => {
    const memo = nameMemo((raw) => raw, 4);
    for (let i = 0; i < 10; i++) {
      memo.get(`n${i}.mp4`);
      assert.ok(memo.size <= 4);
    }
  });

  test('long names over HTTP still get 200, 403 and 404, on every request', async () => {
    const long = 'a'.repeat(100);
    const { root } = store;
    await writeFile(path.join(root, 'videos/branded', `${long}.mp4`), 'long-named video');
    const encoded = [...long].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('') + '.mp4';
    const cases: [string, number][] = [
      [encoded, 200],
      ['%2e%2e%2f'.repeat(100) + 'secret.txt', 403],
      ['x'.repeat(8000) + '.mp4', 404],
    ];
    for (const [name, status] of cases) {
      assert.ok(name.length > 256, 'longer than the memo keeps');
      for (let i = 0; i < 2; i++) {
        const r = await request(srv.url, `${V}${name}`, { headers: { 'x-api-key': srv.keys.PROFESSIONAL } });
        assert.equal(r.status, status, `${name.slice(0, 20)}..., request ${i + 1}`);
        if (status === 200) assert.equal(r.body.toString(), 'long-named video');
        else assert.ok(!r.body.toString().includes('SECRET'));
      }
    }
  });
});
