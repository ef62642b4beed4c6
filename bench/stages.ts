/**
 * Where a request's CPU time goes: a server started with EXREF_PROFILE_STAGES=true counts microseconds per stage
 * of its request path (src/http/stages.ts) and its event loop's idle time; this module reads those counters
 * before and after a load run of each scenario and prints them per request, next to the process's whole CPU
 * time per request and the baseline's. "node+other" is what no stage covers: node:http parsing, socket reads,
 * garbage collection, the ledger's writer and the log's batch writes.
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
}

export interface StageBreakdown {
  name: string;
  rps: number;
  /** The profiled server's CPU microseconds per request, from /proc (every thread). */
  cpuUsPerRequest: number;
  /** Microseconds per request in each stage. */
  stagesUs: Record<string, number>;
  /** cpuUsPerRequest minus the stages. */
  otherUs: number;
  /** Share of wall time the event loop sat waiting with nothing to run. */
  idleShare: number;
  /** The baseline's CPU microseconds per request in the main comparison, when it ran. */
  baselineUsPerRequest: number | null;
}

async function read(target: Target, key: string): Promise<StageReport> {
  const r = await getJson<StageReport>(target.url, '/debug/stages', key);
  if (!r) throw new Error(`${target.url}/debug/stages did not answer: is EXREF_PROFILE_STAGES=true set?`);
  return r;
}

/** One load run per scenario against the profiled server; the counters' differences divided by the requests. */
export async function measureStages(client: LoadClient, target: Target, scenarios: { name: string; requests: BenchRequest[]; baselineUs: number | null }[],
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
    const idle = after.event_loop.idle_ms - before.event_loop.idle_ms;
    const active = after.event_loop.active_ms - before.event_loop.active_ms;
    out.push({
      name: s.name, rps: round.rps, cpuUsPerRequest: cpuUs, stagesUs,
      otherUs: cpuUs - Object.values(stagesUs).reduce((a, b) => a + b, 0),
      idleShare: idle + active > 0 ? idle / (idle + active) : NaN,
      baselineUsPerRequest: s.baselineUs,
    });
  }
  return out;
}

const f1 = (n: number | null) => (n !== null && Number.isFinite(n) ? n.toFixed(1) : '-');

export function formatStages(rows: readonly StageBreakdown[] | null): string {
  if (!rows?.length) return '';
  const heads = ['scenario', ...STAGE_NAMES.map((s) => s.replace('_', '+')), 'node+other', 'total', 'base total', 'idle'];
  const widths = [17, ...STAGE_NAMES.map((s) => Math.max(6, s.length)), 10, 6, 10, 6];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  const lines = [
    '',
    'Where the CPU time goes: microseconds per request by stage (EXREF_PROFILE_STAGES=true server, one run per scenario);',
    'total = the process\'s CPU per request from /proc; base total = the bare node:http baseline\'s; idle = event loop idle share',
    line(heads),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line([
      r.name, ...STAGE_NAMES.map((s) => f1(r.stagesUs[s] ?? NaN)), f1(r.otherUs), f1(r.cpuUsPerRequest), f1(r.baselineUsPerRequest),
      Number.isFinite(r.idleShare) ? `${(r.idleShare * 100).toFixed(0)}%` : '-',
    ])),
  ];
  return `${lines.join('\n')}\n`;
}
