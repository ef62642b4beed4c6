import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { makeStaging, removeAbandoned, STAGING_HOST } from '../src/import/staging.ts';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function parent(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'exref-staging-'));
  dirs.push(dir);
  return dir;
}

test('a staging folder names the machine and the process that made it', async () => {
  const dir = await parent();
  const made = await makeStaging(dir, 'data');
  assert.ok(path.basename(made).startsWith(`.data.import-${STAGING_HOST}-${process.pid}-`), made);
  assert.deepEqual(await removeAbandoned(dir, 'data', () => false), [], 'never the folder of the process that asks');
  assert.deepEqual(await readdir(dir), [path.basename(made)]);
});

test('only folders of processes that are gone are removed, whatever their contents', async () => {
  const dir = await parent();
  const gone = path.join(dir, `.data.import-${STAGING_HOST}-4000001-aaaaaa`);
  const running = path.join(dir, `.data.import-${STAGING_HOST}-4000002-bbbbbb`);
  const odd = path.join(dir, `.data.import-${STAGING_HOST}-notapid-cccccc`);
  for (const d of [gone, running, odd]) await mkdir(path.join(d, 'new', 'deep'), { recursive: true });
  const removed = await removeAbandoned(dir, 'data', (pid) => pid === 4000002);
  assert.deepEqual(removed, [gone]);
  assert.deepEqual((await readdir(dir)).sort(), [path.basename(odd), path.basename(running)].sort());
  assert.deepEqual(await removeAbandoned(path.join(dir, 'missing'), 'data'), [], 'a parent that does not exist yet');
});
