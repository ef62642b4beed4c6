import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pipelined, rawRequest, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

const IMG = '/stream/images/og_images/';
/** 80 previews of 20 KiB: 1.6 MB, where a 1 MiB cache keeps 896 KiB of bytes. */
const FILES = 80;
const image = (i: number): Buffer => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20 * 1024, i), Buffer.from(`file ${i}`)]);
const name = (i: number): string => `p${String(i).padStart(3, '0')}.jpg`;

interface CacheStats { not_admitted: number; read_buffers: number }

describe('files read and not kept share one read buffer, never while an answer still holds it', () => {
  let base: string;
  let srv: TestServer;
  before(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'exref-readbuf-'));
    const images = path.join(base, 'images', 'og_images');
    await mkdir(images, { recursive: true });
    await mkdir(path.join(base, 'videos'), { recursive: true });
    for (let i = 0; i < FILES; i++) await writeFile(path.join(images, name(i)), image(i));
    srv = await startTestServer({ env: { EXREF_MEDIA_DIR: base, EXREF_MEDIA_CACHE_MB: '1' } });
  });
  after(async () => {
    await srv.close();
    await rm(base, { recursive: true, force: true });
  });

  const stats = async (): Promise<CacheStats> => (await srv.get('/health/detailed')).body.checks.media_cache as CacheStats;
  const get = (i: number) => {
    const { hostname, port } = new URL(srv.url);
    return rawRequest({ host: hostname, port, path: IMG + name(i) }, { headers: { 'x-api-key': srv.keys.PROFESSIONAL } });
  };

  test('a cycle over more files than fit: every answer right, one buffer used again and again', async () => {
    // First round: each file opened; second: read through its kept descriptor; from the third on, read lately: on
    // the event loop, into the shared buffer when the cache does not keep it.
    for (let round = 0; round < 2; round++) for (let i = 0; i < FILES; i++) await get(i);
    const before = await stats();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < FILES; i++) {
        const r = await get(i);
        assert.equal(r.status, 200);
        assert.equal(r.headers['content-type'], 'image/jpeg');
        assert.ok(r.body.equals(image(i)), `${name(i)} as on disk`);
      }
    }
    const after = await stats();
    const lent = after.not_admitted - before.not_admitted;
    assert.ok(lent >= FILES / 2, `most reads are of files not kept (${lent})`);
    assert.ok(after.read_buffers <= 2, `one buffer served ${lent} reads (${after.read_buffers} made)`);
  });

  test('a HEAD, a 304 and a multipart range of files not kept answer right, and the buffer serves the next read', async () => {
    const { hostname, port } = new URL(srv.url);
    const ask = (i: number, method: string, headers: Record<string, string> = {}) =>
      rawRequest({ host: hostname, port, path: IMG + name(i) }, { method, headers: { 'x-api-key': srv.keys.PROFESSIONAL, ...headers } });
    // The first half asked for more often fills the cache: the other half stays out, read into the shared buffer.
    for (let round = 0; round < 6; round++) for (let i = 0; i < FILES / 2; i++) await get(i);
    const before = await stats();
    for (let i = FILES / 2; i < FILES / 2 + 10; i++) {
      const head = await ask(i, 'HEAD');
      assert.equal(head.status, 200);
      assert.equal(head.body.length, 0);
      assert.equal(head.headers['content-length'], String(image(i).length));
      const fresh = await ask(i, 'GET', { 'if-none-match': head.headers.etag! });
      assert.equal(fresh.status, 304);
      const parts = await ask(i, 'GET', { range: 'bytes=0-9,100-199' });
      assert.equal(parts.status, 206);
      const text = parts.body.toString('latin1');
      assert.ok(text.includes(image(i).subarray(0, 10).toString('latin1')) && text.includes(image(i).subarray(100, 200).toString('latin1')));
      const whole = await ask(i, 'GET');
      assert.ok(whole.body.equals(image(i)), `${name(i)} as on disk after the others`);
    }
    const after = await stats();
    assert.ok(after.not_admitted - before.not_admitted >= 20, 'these were reads not kept');
    assert.equal(after.read_buffers, before.read_buffers, 'every one of them gave the buffer back');
  });

  test('pipelined answers waiting their turn keep their bytes: a later read takes a new buffer, nothing is overwritten', async () => {
    // The first half stays ahead of the files asked for in the test before: the other half stays out of memory.
    for (let round = 0; round < 4; round++) for (let i = 0; i < FILES / 2; i++) await get(i);
    const before = await stats();
    const asked = Array.from({ length: 25 }, (_, n) => FILES / 2 + n);
    const queued = pipelined(srv.url, asked.map((i) => `GET ${IMG}${name(i)} HTTP/1.1\r\nHost: t\r\nX-API-Key: ${srv.keys.PROFESSIONAL}\r\n\r\n`));
    // Meanwhile, other connections read other files into whatever buffer is free.
    const others = await Promise.all(Array.from({ length: 15 }, (_, n) => get(FILES / 2 + 25 + n)));
    for (const [n, r] of others.entries()) assert.ok(r.body.equals(image(FILES / 2 + 25 + n)));
    const answers = await queued;
    assert.equal(answers.length, asked.length);
    for (const [n, a] of answers.entries()) {
      assert.equal(a.status, 200);
      assert.ok(a.body.equals(image(asked[n]!)), `pipelined answer ${n} (${name(asked[n]!)}) as on disk`);
    }
    const after = await stats();
    assert.ok(after.read_buffers > before.read_buffers, 'answers still queued held their buffers: new ones were made');
  });
});
