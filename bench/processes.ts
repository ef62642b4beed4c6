/** Child processes under test: spawning, the listening line, CPU time and resident memory from /proc. */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

export interface ChildServer {
  name: string;
  pid: number;
  url: string;
  /** startup_ms as the process printed it, or null when it prints none. */
  startupMs: number | null;
  /** Milliseconds from spawn until the listening line was read. */
  spawnToListeningMs: number;
  stop(): Promise<void>;
}

export interface SpawnSpec {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

const START_TIMEOUT_MS = 60_000;

/** A port that was free a moment ago: the server gets a real port so the URLs it builds from it are valid. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Reads the listening line: the service's JSON log line {"msg":"listening","url",...,"startup_ms"} when the log
 * level shows it, otherwise the CLI's "listening on URL ... ready in N ms" banner.
 */
export function parseListening(line: string): { url: string; startupMs: number | null } | null {
  if (line.startsWith('{')) {
    try {
      const o = JSON.parse(line) as { msg?: string; url?: string; startup_ms?: number };
      if (o.msg === 'listening' && typeof o.url === 'string') return { url: o.url, startupMs: o.startup_ms ?? null };
    } catch {
      return null;
    }
    return null;
  }
  const m = /listening on (http:\/\/\S+).*?ready in ([\d.]+) ms/.exec(line);
  return m ? { url: m[1]!, startupMs: Number(m[2]) } : null;
}

/** Spawns a server and resolves once it prints its listening line. */
export function startChild(spec: SpawnSpec): Promise<ChildServer> {
  const t0 = performance.now();
  const child = spawn(process.execPath, spec.args, { cwd: spec.cwd, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (s: string) => { stderr = (stderr + s).slice(-4000); });
  return new Promise((resolve, reject) => {
    let buffered = '';
    let ready = false;
    const timer = setTimeout(() => fail(`did not print a listening line within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${spec.name}: ${why}\n${stderr.trim()}`));
    };
    child.once('exit', (code, signal) => { if (!ready) fail(`exited (${signal ?? code}) before listening`); });
    // Keep draining stdout after start-up too: stdout to a pipe is synchronous on Linux, a full pipe would stall
    // the server mid-benchmark.
    // Bytes, not strings: once the server is listening, draining must cost this process (which shares the
    // cores with the server and the load generator) as little as it can.
    child.stdout!.on('data', (chunk: Buffer) => {
      if (ready) return;
      buffered += chunk.toString('latin1');
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const found = parseListening(buffered.slice(0, nl).trim());
        buffered = buffered.slice(nl + 1);
        if (!found) continue;
        ready = true;
        clearTimeout(timer);
        resolve({
          name: spec.name, pid: child.pid!, url: found.url, startupMs: found.startupMs,
          spawnToListeningMs: performance.now() - t0, stop: () => stopChild(child),
        });
        return;
      }
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface Memory {
  /** Resident set size, bytes. */
  rss: number;
  /** Peak resident set size since start, bytes. */
  peak: number;
}

export function memoryOf(pid: number): Memory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

let clockTicks: number | null = null;

function ticksPerSecond(): number {
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    clockTicks = 100;
  }
  return clockTicks;
}

/** utime and stime of a /proc stat line, in ticks: fields 14 and 15, counted after the parenthesised command name,
 *  which may itself hold spaces. */
function userSystemOf(stat: string): [number, number] {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return [Number(fields[11]), Number(fields[12])];
}

/**
 * CPU seconds used by this process's children that have ended and been waited for (cutime + cstime, fields 16 and
 * 17 of /proc/self/stat): a load generator's exact CPU time once it has exited. NaN where /proc is missing.
 */
export function endedChildrenCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8');
    const f = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
    return (Number(f[13]) + Number(f[14])) / ticksPerSecond();
  } catch {
    return NaN;
  }
}

/** CPU seconds the process has used so far in user mode and in the kernel (NaN where /proc is missing). */
export function cpuTimesOf(pid: number): { user: number; system: number } {
  const hz = ticksPerSecond();
  try {
    const [user, system] = userSystemOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return { user: user / hz, system: system / hz };
  } catch {
    return { user: NaN, system: NaN };
  }
}

/** User + system CPU seconds the process has used so far (NaN where /proc is missing). */
export function cpuSecondsOf(pid: number): number {
  const { user, system } = cpuTimesOf(pid);
  return user + system;
}

/**
 * CPU seconds of the process's main thread (the event loop) and of all its other threads (V8's compiler and
 * collector helpers, libuv's thread pool), NaN where /proc is missing. Threads that ended are not counted.
 */
export function threadCpuOf(pid: number): { main: number; others: number } {
  const hz = ticksPerSecond();
  try {
    let main = 0;
    let others = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      let ticks: number;
      try {
        const [user, system] = userSystemOf(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
        ticks = user + system;
      } catch {
        continue; // ended meanwhile
      }
      if (tid === String(pid)) main = ticks;
      else others += ticks;
    }
    return { main: main / hz, others: others / hz };
  } catch {
    return { main: NaN, others: NaN };
  }
}

/** Seconds all CPUs of the machine have been idle (idle + iowait of /proc/stat), NaN where it is missing. */
export function machineIdleSeconds(): number {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
    return (Number(cpu[4]) + Number(cpu[5])) / ticksPerSecond();
  } catch {
    return NaN;
  }
}
