import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, test } from 'node:test';
import { watchParent } from '../src/cli/parent-watch.ts';
import { ROOT, within } from './helpers.ts';

describe('watchParent', () => {
  test('stays quiet while the parent lives, and can be stopped', async () => {
    let called = false;
    const stop = watchParent(() => (called = true), 5);
    await new Promise((resolve) => setTimeout(resolve, 40));
    stop();
    assert.equal(called, false);
  });

  test('tells a process whose parent exited, with the parent pid', async () => {
    // A parent that starts a watcher and exits once the watch is on (the watcher says so on a pipe to it). The
    // watcher reports what it saw on its stdout, which this test reads: that pipe outlives the parent.
    const watcher = `import { writeSync } from 'node:fs';
      import { watchParent } from './src/cli/parent-watch.ts';
      const started = process.ppid;
      console.log('watching ' + started);
      watchParent((pid) => { console.log('gone ' + pid + ' ' + (pid === started)); process.exit(0); }, 20);
      writeSync(3, 'on');
      setTimeout(() => process.exit(3), 20000);`;
    const parent = `const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', ${JSON.stringify(watcher)}], { stdio: ['ignore', 'inherit', 'inherit', 'pipe'] });
      child.stdio[3].once('data', () => process.exit(0));`;
    const p = spawn(process.execPath, ['-e', parent], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    await new Promise((resolve) => p.once('exit', resolve));
    assert.ok(await within(10_000, () => /gone \d+/.test(out)), `the watcher reported: ${out}`);
    const watched = /watching (\d+)/.exec(out)![1];
    assert.match(out, new RegExp(`gone ${p.pid} true`));
    assert.equal(watched, String(p.pid));
  });
});
