import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DescriptorCache } from '../src/media/fd-cache.ts';
import { mediaMeta } from '../src/media/file-cache.ts';

let dir: string;
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'exref-fd-'));
});
after(() => rm(dir, { recursive: true, force: true }));

async function metaOf(file: string) {
  const st = await stat(file);
  return mediaMeta(file, st.ino, st.size, st.mtimeMs);
}

const openFds = async () => (await readdir('/proc/self/fd')).length;

test('reads a file whole through a kept descriptor, at most `max` kept, the oldest closed', { skip: process.platform !== 'linux' }, async () => {
  const fds = new DescriptorCache(2);
  const files = ['a', 'b', 'c'].map((n) => path.join(dir, n));
  for (const [i, f] of files.entries()) await writeFile(f, `file ${i}`.repeat(100));
  const before = await openFds();
  for (const [i, f] of files.entries()) assert.equal((await fds.readWhole(await metaOf(f)))!.toString(), `file ${i}`.repeat(100));
  assert.equal(fds.size, 2);
  await new Promise((r) => setTimeout(r, 20)); // close() is asynchronous
  assert.equal(await openFds(), before + 2, 'the third descriptor replaced the first, which was closed');
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
  const before = await openFds();
  assert.equal((await fds.readWhole(await metaOf(file)))!.toString(), 'z');
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(await openFds(), before);
});
