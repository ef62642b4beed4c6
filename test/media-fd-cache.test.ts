import assert from 'node:assert/strict';
import { mkdtemp, readdir, readlink, rm, stat, utimes, writeFile } from 'node:fs/promises';
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

/** The files under `dir` this process holds open (other descriptors come and go with the test runner). */
async function openFiles(): Promise<string[]> {
  const open: string[] = [];
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (target.startsWith(dir + path.sep)) open.push(path.basename(target));
  }
  return open.sort();
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
