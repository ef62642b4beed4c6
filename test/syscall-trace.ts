/**
 * Runs a command under strace and reads back what it did to the disk: every mkdir, rename, unlink and fsync that
 * succeeded, with paths (`-y` names the file behind an fsync's descriptor), in order. `-f` follows libuv's thread
 * pool, where Node runs file system calls. A rename, mkdir or unlink stands where it was issued, an fsync where it
 * returned, so "an fsync before a rename" means it had finished before the rename began.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

export const STRACE = ['/usr/bin/strace', '/bin/strace'].find((p) => existsSync(p)) ?? null;

/**
 * Why the disk calls cannot be traced here, or null when they can: strace missing (CI installs it), or a machine
 * that forbids tracing (a container without ptrace), which no package fixes.
 */
export function traceUnavailable(): string | null {
  if (STRACE === null) return 'strace is missing';
  try {
    execFileSync(STRACE, ['-qq', '-f', '--seccomp-bpf', '-e', `trace=${TRACED}`, '-o', '/dev/null', process.execPath, '-e', '0'], { stdio: 'pipe' });
    return null;
  } catch (err) {
    return `strace cannot trace on this machine (${String((err as { stderr?: Buffer }).stderr ?? err).trim().split('\n')[0]})`;
  }
}

export type DiskCall =
  | { call: 'mkdir'; path: string }
  | { call: 'rename'; from: string; to: string }
  | { call: 'fsync'; path: string }
  | { call: 'unlink'; path: string };

const TRACED = 'fsync,fdatasync,rename,renameat,renameat2,mkdir,mkdirat,unlink,unlinkat';

/** Runs `command` under strace, in `cwd`; the command's exit code and output, and its disk calls. */
export async function traceDiskCalls(command: string[], opts: { cwd: string; traceFile: string; env?: NodeJS.ProcessEnv }) {
  const args = ['-f', '-qq', '-y', '--seccomp-bpf', '-e', `trace=${TRACED}`, '-o', opts.traceFile, ...command];
  const run = await promisify(execFile)(STRACE!, args, { cwd: opts.cwd, env: opts.env }).then(
    ({ stdout, stderr }) => ({ stdout, stderr, code: 0 }),
    (err: { stdout: string; stderr: string; code: number }) => ({ stdout: err.stdout, stderr: err.stderr, code: err.code }),
  );
  return { ...run, calls: parseTrace(await readFile(opts.traceFile, 'utf8'), opts.cwd) };
}

/** strace -f -y lines: `PID name(args) = ret`, or `PID name(args <unfinished ...>` then `PID <... name resumed>...) = ret`. */
export function parseTrace(text: string, cwd: string): DiskCall[] {
  type Pending = { name: string; args: string; slot: number };
  const pending = new Map<string, Pending>();
  const slots: (DiskCall | null)[] = [];
  const settle = (p: Pending, ret: string, at: number) => {
    if (!/^=\s*0\b/.test(ret.trim())) return; // failed (mkdir -p meets EEXIST) or not ours
    const call = toCall(p.name, p.args, cwd);
    if (call === null) return;
    // An fsync counts from when it returned, anything else from when it was issued.
    slots[call.call === 'fsync' ? at : p.slot] = call;
  };
  for (const line of text.split('\n')) {
    const m = /^(\d+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const [, pid, rest] = m as unknown as [string, string, string];
    const at = slots.push(null) - 1;
    const resumed = /^<\.\.\. (\w+) resumed>(.*?\))\s*(=.*)$/.exec(rest);
    if (resumed) {
      const p = pending.get(pid);
      pending.delete(pid);
      if (p) settle(p, resumed[3]!, at);
      continue;
    }
    const started = /^(\w+)\((.*)$/.exec(rest);
    if (!started) continue;
    const [, name, tail] = started as unknown as [string, string, string];
    if (tail.endsWith('<unfinished ...>')) {
      pending.set(pid, { name, args: tail.slice(0, -'<unfinished ...>'.length), slot: at });
      continue;
    }
    const done = /^(.*\))\s*(=.*)$/.exec(tail);
    if (done) settle({ name, args: done[1]!, slot: at }, done[2]!, at);
  }
  return slots.filter((c): c is DiskCall => c !== null);
}

function toCall(name: string, args: string, cwd: string): DiskCall | null {
  const quoted = [...args.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((q) => path.resolve(cwd, q[1]!));
  if (name === 'fsync' || name === 'fdatasync') {
    const fd = /^\d+<([^>]*)>/.exec(args);
    return fd ? { call: 'fsync', path: fd[1]! } : null;
  }
  if (name.startsWith('rename') && quoted.length >= 2) return { call: 'rename', from: quoted[0]!, to: quoted[1]! };
  if (name.startsWith('mkdir') && quoted.length >= 1) return { call: 'mkdir', path: quoted[0]! };
  if (name.startsWith('unlink') && quoted.length >= 1) return { call: 'unlink', path: quoted[0]! };
  return null;
}
