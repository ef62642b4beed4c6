import assert from 'node:assert/strict';
import { mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DescriptorCache } from '../src/media/fd-cache.ts';
import { MediaCache, mediaMeta } from '../src/media/file-cache.ts';
import { MediaFiles } from '../src/media/media-files.ts';
import { openPaths } from './helpers.ts';

let dir: string;
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'exref-fd-'));
});
after(() => rm(dir, { recursive: true, force: true }));

async function metaOf(file: string) {
  const st = await stat(file);
  return mediaMeta(file, st.ino, st.size, st.mtimeMs);
}

/** The files under `dir` this process holds open (other descriptors come and go with the test runner). */
async function openFiles(): Promise<string[]> {
  return (await openPaths()).filter((target) => target.startsWith(dir + path.sep)).map((target) => path.basename(target)).sort();
}

test('reads a file whole through a kept descriptor, at most `max` kept, the oldest closed', { skip: process.platform !== 'linux' }, async () => {
  const fds = new DescriptorCache(2);
  const files = ['a', 'b', 'c'].map((n) => path.join(dir, n));
  for (const [i, f] of files.entries()) await writeFile(f, `file ${i}`.repeat(100));
  for (const [i, f] of files.entries()) assert.equal((await fds.readWhole(await metaOf(f)))!.toString(), `file ${i}`.repeat(100));
  assert.equal(fds.size, 2);
  // close() is asynchronous: give it up to a second on a busy machine.
  for (let i = 0; i < 50 && (await openFiles()).length > 2; i++) await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual(await openFiles(), ['b', 'c'], 'the third descriptor replaced the first, which was closed');
});

test('a file that is not the version asked for any more gives null, never other bytes', async () => {
  const fds = new DescriptorCache(4);
  const file = path.join(dir, 'v');
  await writeFile(file, 'version one');
  const old = await metaOf(file);
  await writeFile(file, 'version two');
  await utimes(file, new Date(), new Date(Date.now() + 3000));
  assert.equal(await fds.readWhole(old), null);
  assert.equal((await fds.readWhole(await metaOf(file)))!.toString(), 'version two');
  await rm(file);
  assert.equal(await fds.readWhole({ ...old, real: file }), null, 'gone');
});

test('with no room, the descriptor is closed after the read', { skip: process.platform !== 'linux' }, async () => {
  const fds = new DescriptorCache(0);
  const file = path.join(dir, 'z');
  await writeFile(file, 'z');
  assert.equal((await fds.readWhole(await metaOf(file)))!.toString(), 'z');
  for (let i = 0; i < 50 && (await openFiles()).includes('z'); i++) await new Promise((r) => setTimeout(r, 20));
  assert.ok(!(await openFiles()).includes('z'), 'the file is not held open');
});

const SYNC = { recentMs: 60_000, maxBytes: 1000, slowMs: 1_000, slowReads: 3, windowMs: 60_000, pauseMs: 60_000 };

test('a file read lately through its kept descriptor is read again on the event loop; others wait for the pool', async () => {
  const fds = new DescriptorCache(4, SYNC);
  const file = path.join(dir, 'now');
  await writeFile(file, 'read me'.repeat(100));
  const meta = await metaOf(file);
  assert.equal(fds.readNow(meta), undefined, 'never read: its pages may be on disk');
  assert.equal((await fds.readWhole(meta))!.toString(), 'read me'.repeat(100));
  assert.equal(fds.readNow(meta)!.toString(), 'read me'.repeat(100), 'read lately: a copy on the event loop');
  assert.equal(fds.readNow(meta)!.toString(), 'read me'.repeat(100));

  const big = path.join(dir, 'big');
  await writeFile(big, Buffer.alloc(SYNC.maxBytes + 1, 7));
  const bigMeta = await metaOf(big);
  assert.equal((await fds.readWhole(bigMeta))!.length, SYNC.maxBytes + 1);
  assert.equal(fds.readNow(bigMeta), undefined, 'over maxBytes: always through the pool');

  const stale = new DescriptorCache(4, { ...SYNC, recentMs: -1 });
  await stale.readWhole(meta);
  assert.equal(stale.readNow(meta), undefined, 'not read lately: through the pool');
});

test('slow reads on the event loop send the next ones through the pool for a while; one slow read does not', async () => {
  // slowMs below zero: every read on the event loop counts as slow.
  const fds = new DescriptorCache(4, { ...SYNC, slowMs: -1 });
  const file = path.join(dir, 'slow');
  await writeFile(file, 'slow disk');
  const meta = await metaOf(file);
  await fds.readWhole(meta);
  for (let i = 1; i <= SYNC.slowReads; i++) assert.equal(fds.readNow(meta)!.toString(), 'slow disk', `slow read ${i} still answers`);
  assert.equal(fds.readNow(meta), undefined, 'paused: the next read goes through the pool');
  assert.equal((await fds.readWhole(meta))!.toString(), 'slow disk');

  // Slow reads further apart than the window never add up to a pause.
  const apart = new DescriptorCache(4, { ...SYNC, slowMs: -1, windowMs: -1 });
  await apart.readWhole(meta);
  for (let i = 0; i < 3 * SYNC.slowReads; i++) assert.equal(apart.readNow(meta)!.toString(), 'slow disk');
});

test('a short read on the event loop (the file shrank in place) leaves the answer to the pool, which finds it changed', async () => {
  const fds = new DescriptorCache(4, SYNC);
  const file = path.join(dir, 'shrinks');
  await writeFile(file, 'x'.repeat(500));
  const meta = await metaOf(file);
  await fds.readWhole(meta);
  await writeFile(file, 'x'.repeat(10)); // same inode, truncated and rewritten
  assert.equal(fds.readNow(meta), undefined);
  assert.equal(await fds.readWhole(meta), null, 'not the version asked for');
});

test('MediaFiles answers a small file read lately without a promise, the bytes as on disk', async () => {
  const root = path.join(dir, 'media');
  const { mkdir } = await import('node:fs/promises');
  await mkdir(path.join(root, 'videos'), { recursive: true });
  // 1 MiB: files up to 128 KiB are kept, 896 KiB for bytes. Eight files asked for twice fill it.
  const files = new MediaFiles(root, new MediaCache(2 ** 20));
  const size = 110 * 1024;
  for (let i = 0; i < 8; i++) {
    const f = path.join(root, 'videos', `full${i}.mp4`);
    await writeFile(f, Buffer.alloc(size, i));
    for (let n = 0; n < 2; n++) await files.open(f, 'video/mp4');
  }
  const late = path.join(root, 'videos', 'late.mp4');
  await writeFile(late, Buffer.alloc(size, 42));
  const first = await files.open(late, 'video/mp4'); // opened, read, not kept: memory holds files asked for more
  const second = files.open(late, 'video/mp4'); // known, not in memory: its descriptor is opened and read in the pool
  assert.ok(second instanceof Promise);
  await second;
  const third = files.open(late, 'video/mp4');
  assert.ok(!(third instanceof Promise), 'read lately: answered at once');
  for (const answer of [first, await second, third]) {
    assert.ok(answer.ok && 'bytes' in answer.body);
    assert.ok(answer.body.bytes.equals(Buffer.alloc(size, 42)));
  }
});
