/**
 * A real redis-server (Debian's package) for the tests: a free port, a temporary folder for its AOF, started and
 * stopped by the test. `restart()` starts it again on the same folder and port, so the AOF is replayed.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';

export const REDIS_SERVER = '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  port: number;
  dir: string;
  /** SIGTERM (Redis flushes and exits cleanly), waiting for the exit. */
  stop(): Promise<void>;
  /** Starts it again on the same folder and port. */
  restart(): Promise<void>;
  /** One command through redis-cli-free raw RESP, for assertions that must not go through the code under test. */
  command(...args: string[]): Promise<string | number | null | unknown[]>;
  close(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}: ${log()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(25);
  }
  throw new Error(`redis-server did not listen on ${port}: ${log()}`);
}

/** Minimal RESP client: one command, one reply (enough for GET, HGET, HGETALL, CONFIG and INFO in assertions). */
function respCommand(port: number, args: string[]): Promise<string | number | null | unknown[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      const parsed = parse(buf, 0);
      if (parsed) {
        socket.end();
        if (parsed.value instanceof Error) reject(parsed.value);
        else resolve(parsed.value as string | number | null | unknown[]);
      }
    });
    socket.on('error', reject);
    socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
  });
}

function parse(buf: Buffer, at: number): { value: unknown; end: number } | null {
  const nl = buf.indexOf('\r\n', at);
  if (nl < 0) return null;
  const type = String.fromCharCode(buf[at]!);
  const line = buf.toString('utf8', at + 1, nl);
  if (type === '+') return { value: line, end: nl + 2 };
  if (type === '-') return { value: new Error(line), end: nl + 2 };
  if (type === ':') return { value: Number(line), end: nl + 2 };
  if (type === '$') {
    const n = Number(line);
    if (n < 0) return { value: null, end: nl + 2 };
    if (buf.length < nl + 2 + n + 2) return null;
    return { value: buf.toString('utf8', nl + 2, nl + 2 + n), end: nl + 2 + n + 2 };
  }
  if (type === '*') {
    const n = Number(line);
    if (n < 0) return { value: null, end: nl + 2 };
    const items: unknown[] = [];
    let pos = nl + 2;
    for (let i = 0; i < n; i++) {
      const item = parse(buf, pos);
      if (!item) return null;
      items.push(item.value);
      pos = item.end;
    }
    return { value: items, end: pos };
  }
  throw new Error(`unexpected RESP type ${type}`);
}

/** Starts redis-server with an AOF (`appendfsync` as given) in a fresh temporary folder. */
export async function startRedis(opts: { appendfsync?: 'always' | 'everysec' } = {}): Promise<TestRedis> {
  const dir = await mkdtemp(path.join(tmpdir(), 'exref-redis-'));
  const port = await freePort();
  let child: ChildProcess;
  let output = '';
  const start = async () => {
    output = '';
    child = spawn(REDIS_SERVER, [
      '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes',
      '--appendfsync', opts.appendfsync ?? 'always', '--daemonize', 'no', '--protected-mode', 'yes',
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    await waitForPort(port, child, () => output);
  };
  await start();
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`, port, dir, stop,
    restart: start,
    command: (...args) => respCommand(port, args),
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
