import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rename, rm, stat, symlink, unlink, utimes, writeFile } from 'node:fs/promises';
import { renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { MediaCache, mediaMeta } from '../src/media/file-cache.ts';
import { MediaFiles } from '../src/media/media-files.ts';
import type { OpenedFile } from '../src/media/media-files.ts';
import { rawRequest, startTestServer } from './helpers.ts';
import type { RawAnswer, TestServer } from './helpers.ts';

const V = '/stream/videos/branded/';
const IMG = '/stream/images/og_images/';
const JPEG = (fill: number, n = 2000) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(n, fill)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 1)]);

async function store(): Promise<{ base: string; root: string }> {
  const base = await mkdtemp(path.join(tmpdir(), 'exref-cache-'));
  const root = path.join(base, 'media');
  for (const dir of ['videos/branded', 'images/og_images', 'demo']) await mkdir(path.join(root, dir), { recursive: true });
  await writeFile(path.join(base, 'outside.mp4'), 'outside the media root');
  return { base, root };
}

interface CacheStats { max_bytes: number; bytes: number; files_in_memory: number; paths: number; hits: number; misses: number; invalidations: number; shared: number }

async function cacheStats(srv: TestServer): Promise<CacheStats> {
  const r = await srv.get('/health/detailed');
  assert.equal(r.status, 200);
  return r.body.checks.media_cache as CacheStats;
}

describe('the hot-file cache on the real server', () => {
  let s: { base: string; root: string };
  let srv: TestServer;
  before(async () => {
    s = await store();
    srv = await startTestServer({ env: { EXREF_MEDIA_DIR: s.root } });
  });
  after(async () => {
    await srv.close();
    await rm(s.base, { recursive: true, force: true });
  });
  const get = (p: string, headers: Record<string, string> = {}, agent?: http.Agent): Promise<RawAnswer> => {
    const { hostname, port } = new URL(srv.url);
    return rawRequest({ host: hostname, port, path: p }, { headers: { 'x-api-key': srv.keys.PROFESSIONAL, ...headers }, agent });
  };

  test('the second request of a file is a hit from memory; /health/detailed counts hits and misses under its bound', async () => {
    const file = path.join(s.root, 'videos/branded/hot.mp4');
    const bytes = Buffer.alloc(300_000, 9);
    await writeFile(file, bytes);
    const before = await cacheStats(srv);
    const first = await get(`${V}hot.mp4`, { range: 'bytes=1000-1999' });
    const second = await get(`${V}hot.mp4`, { range: 'bytes=1000-1999' });
    for (const r of [first, second]) {
      assert.equal(r.status, 206);
      assert.ok(r.body.equals(bytes.subarray(1000, 2000)));
    }
    assert.equal(second.headers.etag, first.headers.etag);
    const after = await cacheStats(srv);
    assert.equal(after.misses - before.misses, 1);
    assert.equal(after.hits - before.hits, 1);
    assert.ok(after.files_in_memory >= 1);
    assert.equal(after.max_bytes, 32 * 2 ** 20, 'the default budget');
    assert.ok(after.bytes >= bytes.length && after.bytes <= after.max_bytes);
  });

  test('a file replaced by another (new inode, same size and times copied) is served new with a new ETag from the next request', async () => {
    const file = path.join(s.root, 'images/og_images/swap.jpg');
    await writeFile(file, JPEG(1));
    const old = await get(`${IMG}swap.jpg`);
    assert.equal((await get(`${IMG}swap.jpg`)).headers.etag, old.headers.etag, 'cached');
    const { mtime, atime } = await stat(file);
    const next = `${file}.new`;
    await writeFile(next, PNG.subarray(0, JPEG(1).length));
    await utimes(next, atime, mtime);
    await rename(next, file);
    const fresh = await get(`${IMG}swap.jpg`);
    assert.equal(fresh.status, 200);
    assert.equal(fresh.headers['content-type'], 'image/png', 'the type is sniffed again');
    assert.ok(fresh.body.equals(PNG.subarray(0, JPEG(1).length)));
    assert.notEqual(fresh.headers.etag, old.headers.etag);
    // The old ETag no longer validates: If-None-Match with it gets the new file, not 304.
    assert.equal((await get(`${IMG}swap.jpg`, { 'if-none-match': String(old.headers.etag) })).status, 200);
  });

  test('a file rewritten in place (same inode, new bytes and time) is served new from the next request', async () => {
    const file = path.join(s.root, 'images/og_images/inplace.jpg');
    await writeFile(file, JPEG(1));
    const old = await get(`${IMG}inplace.jpg`);
    await get(`${IMG}inplace.jpg`);
    await writeFile(file, JPEG(2));
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    const fresh = await get(`${IMG}inplace.jpg`);
    assert.ok(fresh.body.equals(JPEG(2)));
    assert.notEqual(fresh.headers.etag, old.headers.etag);
    await writeFile(file, JPEG(3, 10));
    const shorter = await get(`${IMG}inplace.jpg`);
    assert.ok(shorter.body.equals(JPEG(3, 10)), 'a new size is seen at once');
  });

  test('a cached name whose link is pointed outside the media root afterwards is 403, never the outside file', async () => {
    await writeFile(path.join(s.root, 'demo/clip.mp4'), Buffer.alloc(5000, 3));
    const link = path.join(s.root, 'videos/branded/linked.mp4');
    await symlink(path.join(s.root, 'demo/clip.mp4'), link);
    assert.equal((await get(`${V}linked.mp4`)).status, 200);
    assert.equal((await get(`${V}linked.mp4`)).status, 200);
    await unlink(link);
    await symlink(path.join(s.base, 'outside.mp4'), link);
    const r = await get(`${V}linked.mp4`);
    assert.equal(r.status, 403);
    assert.ok(!r.body.toString().includes('outside the media root'));
  });

  test('concurrent requests for a file not yet in memory share its read', async () => {
    // Nearly the largest file kept in memory by default (4 MiB): its read lasts long enough for requests to wait.
    const bytes = Buffer.alloc(4_000_000);
    for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE(i, i);
    await writeFile(path.join(s.root, 'videos/branded/new.mp4'), bytes);
    // Sixteen connections opened and accepted beforehand (the server accepts one new connection per turn of its event
    // loop), so the sixteen requests reach it together and not one turn apart, which a busy machine can stretch past
    // the read they should share.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    await Promise.all(Array.from({ length: 16 }, () => get('/health', {}, agent)));
    const before = await cacheStats(srv);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => get(`${V}new.mp4`, { range: `bytes=${i * 1000}-${i * 1000 + 999}` }, agent)));
    agent.destroy();
    answers.forEach((r, i) => {
      assert.equal(r.status, 206);
      assert.ok(r.body.equals(bytes.subarray(i * 1000, i * 1000 + 1000)), `request ${i} got its own range`);
    });
    const after = await cacheStats(srv);
    assert.equal(after.misses - before.misses + after.hits - before.hits, 16, 'each request counted once');
    const shared = after.shared - before.shared;
    assert.ok(shared > 0 && shared < after.misses - before.misses, `some of the misses waited for the first read: ${shared}`);
    assert.equal(after.files_in_memory - before.files_in_memory, 1);
  });

  test('a cached file that disappears is 404 from the next request', async () => {
    const file = path.join(s.root, 'videos/branded/gone.mp4');
    await writeFile(file, Buffer.alloc(100, 1));
    await get(`${V}gone.mp4`);
    await get(`${V}gone.mp4`);
    await unlink(file);
    assert.equal((await get(`${V}gone.mp4`)).status, 404);
  });
});

describe('EXREF_MEDIA_CACHE_MB bounds what the cache keeps', () => {
  let s: { base: string; root: string };
  before(async () => {
    s = await store();
  });
  after(() => rm(s.base, { recursive: true, force: true }));

  test('1 MB: files above an eighth of it are streamed from disk, small ones kept, the bytes stay under the bound', async () => {
    const srv = await startTestServer({ env: { EXREF_MEDIA_DIR: s.root, EXREF_MEDIA_CACHE_MB: '1' } });
    try {
      const big = Buffer.alloc(600_000, 5);
      await writeFile(path.join(s.root, 'videos/branded/big.mp4'), big);
      for (let i = 0; i < 12; i++) await writeFile(path.join(s.root, `images/og_images/s${i}.jpg`), JPEG(i, 100_000));
      for (let round = 0; round < 2; round++) {
        const r = await srv.get(`${V}big.mp4`, { headers: { range: 'bytes=599990-' } });
        assert.equal(r.status, 206);
        for (let i = 0; i < 12; i++) assert.equal((await srv.get(`${IMG}s${i}.jpg`)).status, 200);
      }
      const stats = await cacheStats(srv);
      assert.equal(stats.max_bytes, 2 ** 20);
      assert.ok(stats.bytes <= stats.max_bytes, `${stats.bytes} bytes kept`);
      assert.ok(stats.files_in_memory > 0 && stats.files_in_memory < 12, `${stats.files_in_memory} files in memory`);
      assert.ok(stats.misses >= 2 + 12, 'the big file is a miss every time, and so are the small ones evicted in turn');
    } finally {
      await srv.close();
    }
  });

  test('0: nothing is kept, every request opens its file, and the answers are the same', async () => {
    const srv = await startTestServer({ env: { EXREF_MEDIA_DIR: s.root, EXREF_MEDIA_CACHE_MB: '0' } });
    try {
      await writeFile(path.join(s.root, 'images/og_images/zero.jpg'), JPEG(7));
      const [a, b] = [await srv.get(`${IMG}zero.jpg`), await srv.get(`${IMG}zero.jpg`)];
      assert.deepEqual([a.status, b.status, a.headers.get('etag')], [200, 200, b.headers.get('etag')]);
      const stats = await cacheStats(srv);
      assert.deepEqual([stats.hits, stats.misses, stats.bytes, stats.paths], [0, 2, 0, 0]);
    } finally {
      await srv.close();
    }
  });

  test('a bad EXREF_MEDIA_CACHE_MB or MEDIA_OFFLOAD stops start-up naming the variable', async () => {
    await assert.rejects(startTestServer({ env: { EXREF_MEDIA_CACHE_MB: 'lots' } }), /EXREF_MEDIA_CACHE_MB/);
    await assert.rejects(startTestServer({ env: { EXREF_MEDIA_CACHE_MB: '-1' } }), /EXREF_MEDIA_CACHE_MB/);
    await assert.rejects(startTestServer({ env: { MEDIA_OFFLOAD: 'apache' } }), /MEDIA_OFFLOAD.*off, nginx/);
  });
});

describe('MediaCache', () => {
  const meta = (name: string, size: number) => mediaMeta(`/m/${name}`, name.length, size, 1000);

  test('bytes are evicted least recently used first, within the budget', () => {
    const cache = new MediaCache(8 * 2 ** 20);
    const chunk = 900 * 1024;
    const metas = ['a', 'bb', 'ccc', 'dddd', 'eeeee', 'ffffff', 'ggggggg', 'hhhhhhhh', 'iiiiiiiii'].map((n) => meta(n, chunk));
    for (const m of metas.slice(0, 7)) cache.keep(m, Buffer.alloc(chunk));
    assert.ok(cache.bytes(metas[0]!), 'a is used again: it becomes the most recent');
    for (const m of metas.slice(7)) {
      m.freq = 2; // asked for more often than any file in memory: worth a place
      cache.keep(m, Buffer.alloc(chunk));
    }
    assert.ok(cache.bytes(metas[0]!));
    assert.equal(cache.bytes(metas[1]!), undefined, 'bb was the least recently used');
    assert.ok(cache.stats().bytes <= cache.maxBytes);
  });

  test('a cycle over more files than fit keeps the ones that fit instead of replacing each by the next', () => {
    const cache = new MediaCache(8 * 2 ** 20);
    const chunk = 900 * 1024;
    const metas = Array.from({ length: 12 }, (_, i) => meta('f'.repeat(i + 1), chunk));
    let hits = 0;
    for (let round = 0; round < 3; round++) {
      for (const m of metas) {
        if (round > 0) m.freq++;
        if (cache.bytes(m)) hits++;
        else cache.keep(m, Buffer.alloc(chunk));
      }
    }
    // Plain LRU would hit nothing here; 7 of the 12 fit.
    assert.equal(hits, 2 * 7);
    assert.equal(cache.stats().not_admitted, 3 * 5);
  });

  test('a file asked for more often than the least recently used one takes its place', () => {
    const cache = new MediaCache(8 * 2 ** 20);
    const chunk = 900 * 1024;
    const metas = Array.from({ length: 8 }, (_, i) => meta('g'.repeat(i + 1), chunk));
    for (const m of metas.slice(0, 7)) cache.keep(m, Buffer.alloc(chunk));
    const late = metas[7]!;
    cache.keep(late, Buffer.alloc(chunk));
    assert.equal(cache.bytes(late), undefined, 'as often as the others: not kept');
    late.freq = 5;
    cache.keep(late, Buffer.alloc(chunk));
    assert.ok(cache.bytes(late));
    assert.equal(cache.bytes(metas[0]!), undefined, 'the least recently used one made room');
  });

  test('a file larger than an eighth of the budget is not kept', () => {
    const cache = new MediaCache(8 * 2 ** 20);
    assert.equal(cache.admits(2 ** 20), true);
    assert.equal(cache.admits(2 ** 20 + 1), false);
    assert.equal(cache.admits(0), false, 'an empty file takes no place in memory');
    assert.equal(new MediaCache(0).admits(1), false, 'a budget of 0 keeps nothing');
    cache.keep(meta('x', 2 ** 20 + 1), Buffer.alloc(2 ** 20 + 1));
    assert.equal(cache.stats().files_in_memory, 0);
  });

  test('lookups in one run of microtasks share one stat; the next run stats again and sees the file replaced', async () => {
    const { base } = await store();
    try {
      const file = path.join(base, 'shared.jpg');
      await writeFile(file, JPEG(1));
      const st = await stat(file);
      const cache = new MediaCache(8 * 2 ** 20);
      cache.remember(file, mediaMeta(file, st.ino, st.size, st.mtimeMs));
      assert.ok(cache.lookup(file));
      // Replaced without leaving this run of microtasks: the requests of one ledger sync were all received before.
      writeFileSync(`${file}.new`, JPEG(2, 3000));
      renameSync(`${file}.new`, file);
      assert.ok(cache.lookup(file), 'the stat of this run answers');
      assert.equal(cache.stats().invalidations, 0);
      await Promise.resolve();
      assert.equal(cache.lookup(file), undefined, 'a later run stats again: the replaced file is not the one described');
      assert.equal(cache.stats().invalidations, 1);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  test('a miss while the same file is being read gets those bytes, or the new file when it was replaced meanwhile', async () => {
    const { base, root } = await store();
    try {
      const file = path.join(root, 'videos/branded/join.mp4');
      await writeFile(file, Buffer.alloc(5000, 1));
      const files = new MediaFiles(root, new MediaCache(8 * 2 ** 20));
      const [a, b] = await Promise.all([files.open(file, 'video/mp4'), files.open(file, 'video/mp4')]);
      assert.ok(a.ok && b.ok && 'bytes' in a.body && 'bytes' in b.body);
      assert.equal(b.body.bytes, a.body.bytes, 'one read, one buffer');
      assert.equal(files.cache.stats().shared, 1);

      // The first request reads the old file; the file is replaced once that read is done, before the request
      // waiting for it looks again: the waiting one must read the new file, not take the old bytes.
      const other = path.join(root, 'videos/branded/swap.mp4');
      await writeFile(other, Buffer.alloc(6000, 2));
      const first = files.open(other, 'video/mp4') as Promise<OpenedFile>;
      const replaced = first.then(() => {
        writeFileSync(`${other}.new`, Buffer.alloc(7000, 3));
        renameSync(`${other}.new`, other);
      });
      const second = await files.open(other, 'video/mp4');
      await replaced;
      const old = await first;
      assert.ok(old.ok && 'bytes' in old.body);
      assert.ok(old.body.bytes.equals(Buffer.alloc(6000, 2)), 'the first request read the file as it was');
      assert.ok(second.ok && 'bytes' in second.body);
      assert.ok(second.body.bytes.equals(Buffer.alloc(7000, 3)), 'the waiting request read the new file');
      assert.equal(files.cache.stats().shared, 1, 'the old bytes were not shared');
      assert.equal(files.cache.stats().invalidations, 1);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  test('each request counts once in a file\'s frequency, also one that waited for another\'s read', async () => {
    const { base, root } = await store();
    try {
      // A path the cache knows, whose bytes are not in memory: both requests are counted by the lookup, and the one
      // that waits for the other's read looks again without being counted twice.
      const known = path.join(root, 'videos/branded/known.mp4');
      await writeFile(known, Buffer.alloc(5000, 1));
      const cache = new MediaCache(8 * 2 ** 20);
      const st = await stat(known);
      cache.remember(known, mediaMeta(known, st.ino, st.size, st.mtimeMs));
      const files = new MediaFiles(root, cache);
      await Promise.all([files.open(known, 'video/mp4'), files.open(known, 'video/mp4')]);
      assert.equal(cache.stats().shared, 1);
      assert.equal(cache.current(known)!.freq, 1 + 2, 'remembered once, then one count per request');

      // A path seen for the first time: the first request's open remembers it (one count), the waiting one is
      // counted when it looks again.
      const fresh = path.join(root, 'videos/branded/fresh.mp4');
      await writeFile(fresh, Buffer.alloc(5000, 2));
      await Promise.all([files.open(fresh, 'video/mp4'), files.open(fresh, 'video/mp4')]);
      assert.equal(cache.stats().shared, 2);
      assert.equal(cache.current(fresh)!.freq, 2);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  test('another version of a file (size or time) never finds the old bytes', () => {
    const cache = new MediaCache(8 * 2 ** 20);
    cache.keep(mediaMeta('/m/v', 7, 10, 1000), Buffer.alloc(10));
    assert.equal(cache.bytes(mediaMeta('/m/v', 7, 10, 2000)), undefined);
    assert.equal(cache.bytes(mediaMeta('/m/v', 7, 11, 1000)), undefined);
    assert.equal(cache.bytes(mediaMeta('/m/v', 8, 10, 1000)), undefined);
    assert.ok(cache.bytes(mediaMeta('/m/v', 7, 10, 1000)));
  });
});

describe('the same answers with the cache on, off, and warm', () => {
  let s: { base: string; root: string };
  let on: TestServer;
  let off: TestServer;
  before(async () => {
    s = await store();
    await writeFile(path.join(s.root, 'videos/branded/same.mp4'), Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) & 0xff)));
    await writeFile(path.join(s.root, 'images/og_images/same.jpg'), JPEG(4));
    await writeFile(path.join(s.root, 'images/og_images/same.png'), PNG);
    await writeFile(path.join(s.root, 'videos/branded/empty.mp4'), '');
    on = await startTestServer({ env: { EXREF_MEDIA_DIR: s.root } });
    off = await startTestServer({ env: { EXREF_MEDIA_DIR: s.root, EXREF_MEDIA_CACHE_MB: '0' } });
  });
  after(async () => {
    await on.close();
    await off.close();
    await rm(s.base, { recursive: true, force: true });
  });
  const ask = (srv: TestServer, p: string, headers: Record<string, string>, method: string) => {
    const { hostname, port } = new URL(srv.url);
    return rawRequest({ host: hostname, port, path: p }, { method, headers: { 'x-api-key': srv.keys.PROFESSIONAL, ...headers } });
  };
  const cases: [string, Record<string, string>, string?][] = [
    [`${V}same.mp4`, {}],
    [`${V}same.mp4`, { range: 'bytes=100-199' }],
    [`${V}same.mp4`, { range: 'bytes=-10' }],
    [`${V}same.mp4`, { range: 'bytes=0-9,50-59,69990-' }],
    [`${V}same.mp4`, { range: 'bytes=80000-' }],
    [`${V}same.mp4`, { range: 'bytes=0-9' }, 'HEAD'],
    [`${V}same.mp4`, { range: 'bytes=0-9', 'if-range': '"stale"' }],
    [`${IMG}same.jpg`, {}],
    [`${IMG}same.png`, { range: 'bytes=0-7' }],
    [`${V}empty.mp4`, {}],
    [`${V}empty.mp4`, { range: 'bytes=0-1' }],
    [`${V}..%2fsame.mp4`, {}],
    [`${V}missing.mp4`, {}],
  ];
  for (const [p, headers, method = 'GET'] of cases) {
    test(`${method} ${p} ${JSON.stringify(headers)}`, async () => {
      const answers = [await ask(off, p, headers, method), await ask(on, p, headers, method), await ask(on, p, headers, method)];
      const strip = (a: RawAnswer) => {
        const { date: _d, 'x-ratelimit-remaining': _r, 'x-ratelimit-reset': _t, connection: _c, 'keep-alive': _k, ...rest } = a.headers;
        // Multipart boundaries are random per response.
        const boundary = /boundary=(\S+)/.exec(String(rest['content-type']))?.[1];
        const body = boundary ? a.body.toString('latin1').split(boundary).join('B') : a.body.toString('latin1');
        if (boundary) rest['content-type'] = 'multipart/byteranges; boundary=B';
        return { status: a.status, headers: rest, body };
      };
      const [cold, first, warm] = answers.map(strip);
      assert.deepEqual(first, cold, 'the cache\'s first answer is the uncached one');
      assert.deepEqual(warm, cold, 'and so is its answer from memory');
      if (method === 'GET' && p.includes('same.mp4') && headers.range === 'bytes=100-199') {
        const ifRange = await ask(on, p, { ...headers, 'if-range': String(answers[2]!.headers.etag) }, method);
        assert.equal(ifRange.status, 206);
      }
    });
  }
});
