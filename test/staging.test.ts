import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ABANDONED_AFTER_MS, makeStaging, removeAbandoned, removeEmptyFolders, STAGING_HOST } from '../src/import/staging.ts';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function parent(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'exref-staging-'));
  dirs.push(dir);
  return dir;
}

/** Staging folders under `dir`, made `ageMs` ago. */
async function folders(dir: string, names: string[], ageMs = 2 * ABANDONED_AFTER_MS): Promise<string[]> {
  const when = new Date(Date.now() - ageMs);
  return Promise.all(names.map(async (name) => {
    const full = path.join(dir, name);
    await mkdir(path.join(full, 'new', 'deep'), { recursive: true });
    await utimes(full, when, when);
    return full;
  }));
}

test('a staging folder names the machine and the process that made it', async () => {
  const dir = await parent();
  const made = await makeStaging(dir, 'data');
  assert.ok(path.basename(made).startsWith(`.data.import-${STAGING_HOST}-${process.pid}-`), made);
  assert.deepEqual(await removeAbandoned(dir, 'data', { alive: () => false, now: Date.now() + 2 * ABANDONED_AFTER_MS }), [], 'never the folder of the process that asks');
  assert.deepEqual(await readdir(dir), [path.basename(made)]);
});

test('only old folders of this machine whose process is gone are removed, whatever their contents', async () => {
  const dir = await parent();
  const [gone, running, odd, otherHost, otherName] = await folders(dir, [
    `.data.import-${STAGING_HOST}-4000001-aaaaaa`,
    `.data.import-${STAGING_HOST}-4000002-bbbbbb`,
    `.data.import-${STAGING_HOST}-notapid-cccccc`,
    // Another machine whose name starts like this one's and goes on with "-<digits>": not ours.
    `.data.import-${STAGING_HOST}-12-4000001-dddddd`,
    `.data2.import-${STAGING_HOST}-4000001-eeeeee`,
  ]);
  const [recent] = await folders(dir, [`.data.import-${STAGING_HOST}-4000003-ffffff`], 60_000);
  const found = await removeAbandoned(dir, 'data', { alive: (pid) => pid === 4000002 });
  assert.deepEqual(found, [{ dir: gone }]);
  const left = [running, odd, otherHost, otherName, recent].map((d) => path.basename(d!)).sort();
  assert.deepEqual((await readdir(dir)).sort(), left);
  assert.deepEqual(await removeAbandoned(path.join(dir, 'missing'), 'data'), [], 'a parent that does not exist yet');
});

test('a folder that cannot be removed is reported, and the others still go', async () => {
  const dir = await parent();
  const [stuck, gone] = await folders(dir, [`.data.import-${STAGING_HOST}-4000001-aaaaaa`, `.data.import-${STAGING_HOST}-4000004-bbbbbb`]);
  const found = await removeAbandoned(dir, 'data', {
    alive: () => false,
    remove: async (d) => {
      if (d === stuck) throw Object.assign(new Error(`EBUSY: resource busy or locked, rmdir '${d}'`), { code: 'EBUSY' });
      await rm(d, { recursive: true });
    },
  });
  assert.deepEqual(found.sort((a, b) => a.dir.localeCompare(b.dir)), [{ dir: stuck, error: `EBUSY: resource busy or locked, rmdir '${stuck}'` }, { dir: gone }]);
  assert.deepEqual(await readdir(dir), [path.basename(stuck!)]);
});

test('a failed import removes the folders it made only while they are empty, deepest first', async () => {
  const base = await mkdtemp(path.join(tmpdir(), 'exref-made-'));
  const made = ['new', 'new/data', 'new/data/i18n', 'new/media'].map((d) => path.join(base, d));
  for (const d of made) await mkdir(d, { recursive: true });
  // Another import finished into new/media meanwhile: its file, and the folders above it, stay.
  await writeFile(path.join(base, 'new/media/theirs.jpg'), 'x');
  await removeEmptyFolders(made);
  assert.deepEqual(await readdir(path.join(base, 'new')), ['media']);
  assert.deepEqual(await readdir(path.join(base, 'new/media')), ['theirs.jpg']);
  await removeEmptyFolders([path.join(base, 'gone'), base]);
  assert.deepEqual(await readdir(base), ['new'], 'a folder that is not there, or is not empty, is left alone');
  await rm(base, { recursive: true, force: true });
});
