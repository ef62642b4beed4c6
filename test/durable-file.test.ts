import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tryLockFile } from '../src/fs/durable-file.ts';
import { openLedger } from '../src/quota/ledger.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'exref-lock-'));
  dirs.push(dir);
  return dir;
}
const children: ChildProcess[] = [];
after(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const IN_USE = /ledger\.lock: the quota ledger in .* is in use by process \d+; two servers cannot share one state folder/;
const linuxOnly = { skip: process.platform === 'linux' ? false : 'needs /proc' };

/** A live process other than this one, for as long as the tests run. */
async function liveChild(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid!;
}
/** What /proc says of `pid`: its start time in clock ticks since boot (field 22 of its stat), and the boot id. */
async function identity(pid: number): Promise<{ start: number; boot: string }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const start = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  return { start, boot: (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim() };
}
async function opensDespite(lock: string): Promise<void> {
  const dir = await tempDir();
  await writeFile(join(dir, 'ledger.lock'), lock);
  await (await openLedger(dir)).close();
}
async function refusedBy(lock: string, pid: number): Promise<void> {
  const dir = await tempDir();
  await writeFile(join(dir, 'ledger.lock'), lock);
  await assert.rejects(openLedger(dir), (err: Error) => {
    assert.match(err.message, IN_USE);
    assert.ok(err.message.includes(`in use by process ${pid};`), err.message);
    return true;
  });
}

describe('ledger lock: a pid is not enough to believe a lock', () => {
  it('a lock naming this process\'s own pid (left by an earlier server that had it, as pid 1 in a container) does not stop the ledger opening', async () => {
    await opensDespite(String(process.pid));
  });

  it('a lock naming this process\'s own pid with an earlier start time does not stop the ledger opening', linuxOnly, async () => {
    const { start, boot } = await identity(process.pid);
    await opensDespite(`${process.pid} ${start - 1} ${boot}\n`);
  });

  it('still refuses a second ledger on the same folder in this same process', async () => {
    const dir = await tempDir();
    const first = await openLedger(dir);
    await assert.rejects(openLedger(dir), IN_USE);
    await first.close();
  });

  it('a lock naming a live process whose start time differs from the one recorded is stale', linuxOnly, async () => {
    const pid = await liveChild();
    const { start, boot } = await identity(pid);
    await opensDespite(`${pid} ${start + 1} ${boot}\n`);
    await opensDespite(`${process.ppid} ${(await identity(process.ppid)).start + 1} ${boot}\n`);
  });

  it('a lock written before the last reboot is stale, even though its pid is alive now', linuxOnly, async () => {
    const pid = await liveChild();
    const { start } = await identity(pid);
    await opensDespite(`${pid} ${start} 00000000-0000-4000-8000-000000000000\n`);
  });

  it('a lock naming a live process with the recorded identity still refuses, with the same error as before', linuxOnly, async () => {
    const pid = await liveChild();
    const { start, boot } = await identity(pid);
    await refusedBy(`${pid} ${start} ${boot}\n`, pid);
  });

  it('a lock of the earlier format (a pid alone) naming another live process still refuses', async () => {
    const pid = await liveChild();
    await refusedBy(String(pid), pid);
  });

  it('a lock naming a process that is gone is stale, in either format', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    await opensDespite(String(dead));
    if (process.platform === 'linux') await opensDespite(`${dead} 1 ${(await identity(process.pid)).boot}\n`);
  });
});

describe('stale lock takeover', () => {
  it('lets only one of several contenders take over a stale lock', async () => {
    const dir = await tempDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    let won = 0;
    for (let round = 0; round < 100; round++) {
      const lock = join(dir, `${round}.lock`);
      await writeFile(lock, String(dead));
      const got = await Promise.all(Array.from({ length: 6 }, () => tryLockFile(lock)));
      const holders = got.filter((g) => g.ok).length;
      assert.ok(holders <= 1, `round ${round}: ${holders} contenders hold the lock`);
      won += holders;
    }
    assert.ok(won > 75, `a stale lock was taken over in only ${won} of 100 rounds`);
  });
});
