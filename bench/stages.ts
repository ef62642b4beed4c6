/**
 * Where a request's CPU time goes: a server started with EXREF_PROFILE_STAGES=true counts microseconds per stage
 * of its request path (src/http/stages.ts) and its event loop's idle time; this module reads those counters
 * before and after a load run of each scenario and prints them per request, next to the process's whole CPU
 * time per request and the baseline's. What no stage covers is split by thread: "node loop" is the rest of the
 * event loop's thread (node:http parsing, socket reads and writes, the collector's pauses), "threads" is every other
 * thread of the process (V8's collector and compiler helpers, libuv's thread pool: the ledger's syncs, the log's
 * batch writes). "per sync" is how many charges one of the ledger's syncs carried.
 */
import { getJson } from './capture.ts';
import { measure } from './load.ts';
import type { LoadClient, LoadSettings, Target } from './load.ts';
import type { BenchRequest } from './scenarios.ts';

export const STAGE_NAMES = ['parse_route', 'authenticate', 'parameters', 'metering', 'handler', 'send', 'log'] as const;

interface StageReport {
  requests: number;
  stages_us: Record<string, number>;
  event_loop: { idle_ms: number; active_ms: number };
  ledger: { fsyncs: number; records: number } | null;
}

export interface StageBreakdown {
  name: string;
  rps: number;
  /** The profiled server's CPU microseconds per request, from /proc (every thread). */
  cpuUsPerRequest: number;
  /** Microseconds per request in each stage. */
  stagesUs: Record<string, number>;
  /** The event loop's thread: cpuUsPerRequest minus the other threads and the stages. */
  loopOtherUs: number;
  /** Every other thread of the process. */
  threadsUs: number;
  /** Charges per ledger sync; null without the file ledger. */
  chargesPerSync: number | null;
  /** Share of wall time the event loop sat waiting with nothing to run. */
  idleShare: number;
  /** The baseline's CPU microseconds per request in the main comparison, when it ran, and the part outside its
   *  event loop's thread. */
  baselineUsPerRequest: number | null;
  baselineThreadsUs: number | null;
}

async function read(target: Target, key: string): Promise<StageReport> {
  const r = await getJson<StageReport>(target.url, '/debug/stages', key);
  if (!r) throw new Error(`${target.url}/debug/stages did not answer: is EXREF_PROFILE_STAGES=true set?`);
  return r;
}

/** One load run per scenario against the profiled server; the counters' differences divided by the requests. */
export async function measureStages(client: LoadClient, target: Target,
  scenarios: { name: string; requests: BenchRequest[]; baselineUs: number | null; baselineThreadsUs: number | null }[],
  load: LoadSettings, key: string): Promise<StageBreakdown[]> {
  const out: StageBreakdown[] = [];
  for (const s of scenarios) {
    if (load.warmupS > 0) await measure(client, target, s.requests, load, load.warmupS);
    const before = await read(target, key);
    const round = await measure(client, target, s.requests, load, load.durationS);
    const after = await read(target, key);
    const n = Math.max(1, after.requests - before.requests - 1); // the second reading counts itself
    const stagesUs = Object.fromEntries(STAGE_NAMES.map((k) => [k, ((after.stages_us[k] ?? 0) - (before.stages_us[k] ?? 0)) / n]));
    const cpuUs = round.rps > 0 ? (round.serverCpu / round.rps) * 1e6 : NaN;
    const threadsUs = round.rps > 0 ? (round.serverThreadsCpu / round.rps) * 1e6 : NaN;
    // The load client holds its connections before the first request (wrk: 300 ms): idle time that is no part of
    // serving the load, left out as the rates leave it out.
    const idle = Math.max(0, after.event_loop.idle_ms - before.event_loop.idle_ms - client.holdMs);
    const active = after.event_loop.active_ms - before.event_loop.active_ms;
    const syncs = after.ledger && before.ledger ? after.ledger.fsyncs - before.ledger.fsyncs : 0;
    out.push({
      name: s.name, rps: round.rps, cpuUsPerRequest: cpuUs, stagesUs, threadsUs,
      loopOtherUs: cpuUs - threadsUs - Object.values(stagesUs).reduce((a, b) => a + b, 0),
      chargesPerSync: syncs > 0 ? (after.ledger!.records - before.ledger!.records) / syncs : null,
      idleShare: idle + active > 0 ? idle / (idle + active) : NaN,
      baselineUsPerRequest: s.baselineUs, baselineThreadsUs: s.baselineThreadsUs,
    });
  }
  return out;
}

const f1 = (n: number | null) => (n !== null && Number.isFinite(n) ? n.toFixed(1) : '-');

export function formatStages(rows: readonly StageBreakdown[] | null): string {
  if (!rows?.length) return '';
  const heads = ['scenario', ...STAGE_NAMES.map((s) => s.replace('_', '+')), 'node loop', 'threads', 'total', 'base total', 'base threads', 'idle', 'per sync'];
  const widths = [17, ...STAGE_NAMES.map((s) => Math.max(6, s.length)), 9, 7, 6, 10, 12, 6, 8];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  const lines = [
    '',
    'Where the CPU time goes: microseconds per request by stage (EXREF_PROFILE_STAGES=true server, one run per scenario);',
    'node loop = the rest of the event loop\'s thread (node:http, socket reads and writes, collector pauses); threads = the',
    'process\'s other threads (V8\'s collector and compiler helpers, the thread pool: ledger syncs, log writes); total = the',
    'process\'s CPU per request from /proc; base = the bare node:http baseline\'s; idle = event loop idle share (the',
    'client\'s hold of its connections left out); per sync =',
    'charges per ledger sync',
    line(heads),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line([
      r.name, ...STAGE_NAMES.map((s) => f1(r.stagesUs[s] ?? NaN)), f1(r.loopOtherUs), f1(r.threadsUs), f1(r.cpuUsPerRequest),
      f1(r.baselineUsPerRequest), f1(r.baselineThreadsUs),
      Number.isFinite(r.idleShare) ? `${(r.idleShare * 100).toFixed(0)}%` : '-', f1(r.chargesPerSync),
    ])),
  ];
  return `${lines.join('\n')}\n`;
}
