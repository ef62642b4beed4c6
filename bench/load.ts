/**
 * Load over loopback: keep-alive, no pipelining, a fixed number of connections, from autocannon or wrk.
 * compare() runs two targets alternately (A B A B ...) so that drift on a shared machine hits both sides alike.
 */
import type { BenchRequest } from './scenarios.ts';
import { cpuTimesOf, threadCpuOf } from './processes.ts';
import { Samples, percentile, spread } from './stats.ts';
import type { Spread } from './stats.ts';

export interface Target {
  label: string;
  url: string;
  pid: number;
  /** Other processes that serve its requests (exref behind nginx): their CPU counts as the target's. */
  alsoPids?: readonly number[];
}

export interface LoadSettings {
  connections: number;
  warmupS: number;
  rounds: number;
  durationS: number;
  headers: Record<string, string>;
}

export interface Percentiles {
  p50: number;
  p99: number;
  p99_9: number;
}

/** What a load generator reports for one run. */
export interface ClientRun {
  completed: number;
  durationS: number;
  non2xx: number;
  errors: number;
  /** Bytes received, headers included. */
  bytes: number;
  /** Latencies of 2xx responses in ms, ascending, when the client exposes them (autocannon). */
  latencies: Float64Array | null;
  /** Otherwise the client's own percentiles (wrk). */
  percentiles?: Percentiles;
  /** CPU seconds the load generator used. */
  clientCpuS: number;
}

export interface LoadClient {
  name: string;
  /** Milliseconds each run holds its open connections before the first request, left out of its rates. */
  holdMs: number;
  run(url: string, requests: readonly BenchRequest[], s: LoadSettings, durationS: number): Promise<ClientRun>;
}

export interface Round extends Percentiles {
  rps: number;
  requests: number;
  durationS: number;
  /** Responses outside 2xx, connection errors and timeouts: any of them makes the round suspect. */
  non2xx: number;
  errors: number;
  bytesPerResponse: number;
  /** CPU used by the target process per second of wall time (1 = one core busy). */
  serverCpu: number;
  /** The part of serverCpu spent in the kernel (system calls: the network stack, file reads). */
  serverKernelCpu: number;
  /** The part of serverCpu spent outside the event loop's thread (V8's collector and compiler helpers, libuv's
   *  thread pool: the ledger's syncs, the log's writes). */
  serverThreadsCpu: number;
  /** The same for the load generator. */
  clientCpu: number;
}

export interface Side extends Percentiles {
  label: string;
  rps: Spread;
  serverCpu: number;
  /** Microseconds of the target's CPU time per request: its cost, less sensitive to a busy machine than req/s. */
  cpuUsPerRequest: number;
  /** The part of it spent in the kernel. */
  kernelUsPerRequest: number;
  /** The part of it spent outside the event loop's thread. */
  threadsUsPerRequest: number;
  clientCpu: number;
  bytesPerResponse: number;
  problems: number;
  rounds: Round[];
}

export interface Comparison {
  a: Side;
  b: Side;
  /** Median requests/s of A over median requests/s of B. */
  ratio: number;
}

/** A side's CPU µs per request with the part spent in the kernel, e.g. "71 (35)"; "-" where /proc could not tell. */
export function cpuCell(side: Pick<Side, 'cpuUsPerRequest' | 'kernelUsPerRequest'>): string {
  const us = (n: number) => Math.round(n).toLocaleString('en-US');
  if (!Number.isFinite(side.cpuUsPerRequest) || side.cpuUsPerRequest <= 0) return '-';
  return Number.isFinite(side.kernelUsPerRequest) ? `${us(side.cpuUsPerRequest)} (${us(side.kernelUsPerRequest)})` : us(side.cpuUsPerRequest);
}

/** One run against one target; with autocannon, the 2xx latencies are appended to `sink` when given. */
export async function measure(client: LoadClient, target: Target, requests: readonly BenchRequest[], s: LoadSettings, durationS: number, sink?: Samples): Promise<Round> {
  const pids = [target.pid, ...(target.alsoPids ?? [])];
  const cpu0 = cpuOfAll(pids);
  const threads0 = threadsOfAll(pids);
  const t0 = performance.now();
  const run = await client.run(target.url, requests, s, durationS);
  const wallS = (performance.now() - t0 - client.holdMs) / 1000;
  const cpu1 = cpuOfAll(pids);
  const threads1 = threadsOfAll(pids);
  const serverCpu = (cpu1.user + cpu1.system - cpu0.user - cpu0.system) / wallS;
  const serverKernelCpu = (cpu1.system - cpu0.system) / wallS;
  if (sink && run.latencies) for (const v of run.latencies) sink.push(v);
  const p = run.latencies
    ? { p50: percentile(run.latencies, 50), p99: percentile(run.latencies, 99), p99_9: percentile(run.latencies, 99.9) }
    : run.percentiles ?? { p50: NaN, p99: NaN, p99_9: NaN };
  return {
    rps: run.completed / run.durationS,
    requests: run.completed,
    durationS: run.durationS,
    non2xx: run.non2xx,
    errors: run.errors,
    bytesPerResponse: run.completed > 0 ? run.bytes / run.completed : 0,
    serverCpu,
    serverKernelCpu,
    serverThreadsCpu: (threads1 - threads0) / wallS,
    clientCpu: run.clientCpuS / wallS,
    ...p,
  };
}

/** User and system CPU seconds of several processes together. */
function cpuOfAll(pids: readonly number[]): { user: number; system: number } {
  const sum = { user: 0, system: 0 };
  for (const pid of pids) {
    const t = cpuTimesOf(pid);
    sum.user += t.user;
    sum.system += t.system;
  }
  return sum;
}

/** CPU seconds of the threads other than each process's main one, together. */
function threadsOfAll(pids: readonly number[]): number {
  return pids.reduce((n, pid) => n + threadCpuOf(pid).others, 0);
}

function summarize(label: string, rounds: Round[], latencies: Samples): Side {
  const mid = (pick: (r: Round) => number) => spread(rounds.map(pick)).median;
  const sorted = latencies.sorted();
  // Exact percentiles over every response when the client gave them all; otherwise the median round's.
  const p = sorted.length > 0
    ? { p50: percentile(sorted, 50), p99: percentile(sorted, 99), p99_9: percentile(sorted, 99.9) }
    : { p50: mid((r) => r.p50), p99: mid((r) => r.p99), p99_9: mid((r) => r.p99_9) };
  return {
    label,
    rps: spread(rounds.map((r) => r.rps)),
    ...p,
    serverCpu: mid((r) => r.serverCpu),
    cpuUsPerRequest: mid((r) => (r.rps > 0 ? (r.serverCpu / r.rps) * 1e6 : NaN)),
    kernelUsPerRequest: mid((r) => (r.rps > 0 ? (r.serverKernelCpu / r.rps) * 1e6 : NaN)),
    threadsUsPerRequest: mid((r) => (r.rps > 0 ? (r.serverThreadsCpu / r.rps) * 1e6 : NaN)),
    clientCpu: mid((r) => r.clientCpu),
    bytesPerResponse: mid((r) => r.bytesPerResponse),
    problems: rounds.reduce((n, r) => n + r.non2xx + r.errors, 0),
    rounds,
  };
}

/** Warm-up on both targets, then `rounds` measured rounds alternating A and B. */
export async function compare(client: LoadClient, a: Target, b: Target, requests: readonly BenchRequest[], s: LoadSettings): Promise<Comparison> {
  if (s.warmupS > 0) {
    await measure(client, a, requests, s, s.warmupS);
    await measure(client, b, requests, s, s.warmupS);
  }
  const sides = [a, b].map(() => ({ rounds: [] as Round[], latencies: new Samples() }));
  // A B, B A, A B...: a machine that speeds up or slows down during the comparison favours neither side.
  for (let r = 0; r < s.rounds; r++) {
    for (const i of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const side = sides[i]!;
      side.rounds.push(await measure(client, [a, b][i]!, requests, s, s.durationS, side.latencies));
    }
  }
  const [sa, sb] = [summarize(a.label, sides[0]!.rounds, sides[0]!.latencies), summarize(b.label, sides[1]!.rounds, sides[1]!.latencies)];
  return { a: sa, b: sb, ratio: sa.rps.median / sb.rps.median };
}
