/**
 * Responsiveness from the first ready answer: spawn the server, poll /health/ready, and from its first 200 run
 * concurrent keep-alive clients for a few seconds over the JSON scenarios (English and translated, search included).
 * What is still built after ready must not show: the first second should serve about as many requests as the
 * last, and no request should wait long.
 */
import http from 'node:http';
import os from 'node:os';
import { freePort, machineIdleSeconds, memoryOf, startChild, threadCpuOf } from './processes.ts';
import type { SpawnSpec } from './processes.ts';
import type { BenchRequest } from './scenarios.ts';
import { pollReady } from './startup.ts';

export interface SlowRequest {
  path: string;
  ms: number;
  /** When it was sent, ms after the first ready answer. */
  atMs: number;
}

export interface BurstResult {
  clients: number;
  seconds: number;
  spawnToReadyMs: number;
  /** Responses completed in each second after the first ready answer. */
  perSecond: number[];
  /** First second's responses over the last second's. */
  firstToLast: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The slowest requests, slowest first. */
  slowest: SlowRequest[];
  failures: number;
  /** all_languages_built_ms from /health/startup at the end, null when not all were built yet. */
  allLanguagesMs: number | null;
  rssBytes: number | null;
  /** Where the machine's CPU went in each second (ms of CPU per second of wall time). */
  cpu: CpuSplit;
}

/** Per second of the burst, ms of CPU per second: what competes for the cores while the server warms up. */
export interface CpuSplit {
  /** The server's event loop. */
  serverMain: number[];
  /** The server's other threads: V8's optimizing compiler and collector helpers, the thread pool. */
  serverOthers: number[];
  /** The bench process, where the clients run. */
  clients: number[];
  /** All CPUs idle. */
  idle: number[];
}

interface CpuSample {
  at: number;
  main: number;
  others: number;
  clients: number;
  idle: number;
}

function sampleCpu(pid: number): CpuSample {
  const { main, others } = threadCpuOf(pid);
  const own = process.cpuUsage();
  return { at: performance.now(), main, others, clients: (own.user + own.system) / 1e6, idle: machineIdleSeconds() };
}

/** Consecutive samples as ms of CPU per second of wall time between them. */
function splitOf(samples: readonly CpuSample[]): CpuSplit {
  const rate = (pick: (s: CpuSample) => number) => samples.slice(1).map((s, i) => {
    const prev = samples[i]!;
    return Math.round(((pick(s) - pick(prev)) / ((s.at - prev.at) / 1000)) * 1000);
  });
  return { serverMain: rate((s) => s.main), serverOthers: rate((s) => s.others), clients: rate((s) => s.clients), idle: rate((s) => s.idle) };
}

export const BURST_CLIENTS = 32;
export const BURST_SECONDS = 5;
export const FIRST_SECOND_GOAL = 0.8;
export const MAX_WAIT_GOAL_MS = 50;

function get(agent: http.Agent, url: string, req: BenchRequest, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const r = http.get(`${url}${req.path}`, { agent, headers: { 'x-api-key': key, ...req.headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    r.on('error', reject);
  });
}

/**
 * The clients' own code runs for a second against `url` first: the clients share the bench process, and their
 * first second would otherwise count their own warm-up (Node compiling the client path) against the server.
 */
async function warmClients(url: string, requests: readonly BenchRequest[], key: string): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: BURST_CLIENTS });
  const end = performance.now() + 1000;
  let next = 0;
  await Promise.all(Array.from({ length: BURST_CLIENTS }, async () => {
    while (performance.now() < end) await get(agent, url, requests[next++ % requests.length]!, key).catch(() => 0);
  }));
  agent.destroy();
}

/**
 * Spawns the server from `spec(port)`, waits for its first ready answer, then loads it; stops it after. With
 * `warmUrl` (another server of the same catalogue), the clients warm up against it before the spawn.
 */
export async function measureReadyBurst(spec: (port: number) => Promise<SpawnSpec>, requests: readonly BenchRequest[], key: string, warmUrl?: string): Promise<BurstResult> {
  if (warmUrl !== undefined) await warmClients(warmUrl, requests, key);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const s = await spec(port);
  const t0 = performance.now();
  const abort = new AbortController();
  const started = startChild(s);
  started.catch(() => abort.abort());
  const spawnToReadyMs = await pollReady(url, t0, 60_000, abort.signal);
  const child = await started;
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: BURST_CLIENTS });
    const start = performance.now();
    const end = start + BURST_SECONDS * 1000;
    const perSecond = new Array<number>(BURST_SECONDS).fill(0);
    const latencies: number[] = [];
    const slowest: SlowRequest[] = [];
    let failures = 0;
    let next = 0;
    // Sampled on a timer, so a late tick only stretches its own second: each rate uses the wall time it covers.
    const samples = [sampleCpu(child.pid)];
    const sampler = setInterval(() => samples.length <= BURST_SECONDS && samples.push(sampleCpu(child.pid)), 1000);
    const client = async () => {
      while (performance.now() < end) {
        const req = requests[next++ % requests.length]!;
        const sent = performance.now();
        const status = await get(agent, url, req, key).catch(() => 0);
        const done = performance.now();
        if (status < 200 || status > 299) failures++;
        const ms = done - sent;
        latencies.push(ms);
        const second = Math.floor((done - start) / 1000);
        if (second < BURST_SECONDS) perSecond[second]!++;
        slowest.push({ path: req.path, ms: Math.round(ms * 10) / 10, atMs: Math.round(sent - start) });
        if (slowest.length > 64) slowest.sort((a, b) => b.ms - a.ms).length = 8;
      }
    };
    await Promise.all(Array.from({ length: BURST_CLIENTS }, client));
    clearInterval(sampler);
    if (samples.length <= BURST_SECONDS) samples.push(sampleCpu(child.pid));
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    const startup = await new Promise<{ all_languages_built_ms?: number | null }>((resolve) => {
      http.get(`${url}/health/startup`, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => {
          // The baseline has no /health/startup: nothing is built there.
          try {
            resolve(JSON.parse(body) as { all_languages_built_ms?: number | null });
          } catch {
            resolve({});
          }
        });
      }).on('error', () => resolve({}));
    });
    return {
      clients: BURST_CLIENTS, seconds: BURST_SECONDS, spawnToReadyMs, perSecond,
      firstToLast: perSecond[0]! / perSecond[BURST_SECONDS - 1]!,
      p50Ms: at(0.5), p99Ms: at(0.99), maxMs: latencies[latencies.length - 1] ?? NaN,
      slowest: slowest.sort((a, b) => b.ms - a.ms).slice(0, 8), failures,
      allLanguagesMs: startup.all_languages_built_ms ?? null, rssBytes: memoryOf(child.pid)?.rss ?? null, cpu: splitOf(samples),
    };
  } finally {
    await child.stop();
  }
}

export function formatBurst(r: BurstResult | null, base: BurstResult | null = null): string[] {
  if (!r) return [];
  const baseLines = base === null ? [] : [
    `  baseline, spawned the same   ${base.perSecond.join(', ')} per second; first / last ${base.firstToLast.toFixed(2)}; wait p99 / max ${base.p99Ms.toFixed(1)} / ${base.maxMs.toFixed(1)} ms`,
  ];
  const cpuLines = (label: string, c: CpuSplit | undefined) => (c === undefined ? [] : [
    `  ${label}`,
    `    server event loop        ${c.serverMain.join(', ')}`,
    `    server other threads     ${c.serverOthers.join(', ')}   (V8's optimizing compiler and collector helpers, thread pool)`,
    `    bench clients            ${c.clients.join(', ')}`,
    `    idle                     ${c.idle.join(', ')}`,
  ]);
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISS');
  return [
    '', `Ready burst: ${r.clients} clients for ${r.seconds} s from the first /health/ready 200 (${r.spawnToReadyMs.toFixed(0)} ms after spawn)`,
    `  responses per second       ${r.perSecond.join(', ')}`,
    `  first / last second        ${r.firstToLast.toFixed(2)} (goal ${FIRST_SECOND_GOAL}) ${verdict(r.firstToLast >= FIRST_SECOND_GOAL)}`,
    `  wait p50 / p99 / max       ${r.p50Ms.toFixed(1)} / ${r.p99Ms.toFixed(1)} / ${r.maxMs.toFixed(1)} ms (goal max ${MAX_WAIT_GOAL_MS}) ${verdict(r.maxMs <= MAX_WAIT_GOAL_MS)}`,
    `  slowest                    ${r.slowest.slice(0, 3).map((s) => `${s.ms} ms ${s.path} at ${s.atMs} ms`).join('; ')}`,
    `  failures                   ${r.failures}`,
    `  every language built       ${r.allLanguagesMs === null ? 'not yet' : `${r.allLanguagesMs} ms after start`}`,
    ...baseLines,
    ...cpuLines(`CPU, ms per second (${os.availableParallelism()} cores: ${os.availableParallelism() * 1000} in all), exref`, r.cpu),
    ...(base ? cpuLines('CPU, ms per second, baseline', base.cpu) : []),
  ];
}
