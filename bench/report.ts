/** The results document (bench/results/latest.json) and the table printed from it. */
import { cpuCell } from './load.ts';
import type { Comparison, Side } from './load.ts';
import type { ScenarioKind } from './scenarios.ts';
import type { SearchBenchResult } from './search-bench.ts';
import type { LanguageSearchResult } from './language-search.ts';
import type { StartupResult } from './startup.ts';
import type { Memory } from './processes.ts';

export interface ScenarioResult {
  name: string;
  kind: ScenarioKind;
  paths: string[];
  status: 'measured' | 'skipped' | 'error';
  reason?: string;
  /** Goal for the ratio (null: none set), and whether it and the p99 goal were met. */
  goal: number | null;
  meetsGoal?: boolean;
  p99UnderGoal?: boolean;
  /** The load generator used most of a core during the baseline rounds: the baseline might go faster with a faster
   *  client, so the true ratio is at most the one measured. */
  clientBound?: boolean;
  /** The captured response of the first path, which the baseline replays. */
  response?: { status: number; bodyBytes: number };
  comparison?: Comparison;
}

export interface MeteringResult {
  name: string;
  path: string;
  comparison: Comparison;
  /** What the other side turned off: EXREF_METERING=false unless said. */
  against?: string;
}

export interface BenchResults {
  machine: { cpu: string; cores: number; node: string; platform: string; memoryBytes: number; loadAverageStart: number[]; loadAverageEnd: number[]; date: string };
  settings: { connections: number; pipelining: 1; client: string; holdMs: number; serverEnv?: string; runInS?: number; warmupS: number; rounds: number; durationS: number; quick: boolean; only: string | null; dataDir: string; exercises: number | null };
  scenarios: ScenarioResult[];
  metering: MeteringResult[];
  startup: StartupResult | null;
  /** One start on an empty build cache, before the runs of `startup` (which find it filled). */
  startupFirst?: StartupResult | null;
  memory: { server: { idle: Memory | null; afterLoad: Memory | null }; baseline: { afterLoad: Memory | null } } | null;
  search: SearchBenchResult | null;
  languageSearch: LanguageSearchResult[] | null;
  /** Media against nginx serving the same files; a string says why it was skipped. */
  nginx?: import('./nginx-media.ts').NginxMediaResult[] | string | null;
  /** Per-stage CPU per request, from a server with EXREF_PROFILE_STAGES=true. */
  stages?: import('./stages.ts').StageBreakdown[] | null;
  readyBurst?: import('./ready-burst.ts').BurstResult | null;
  /** The same burst against the bare baseline spawned the same way: the runtime's own warm-up. */
  readyBurstBaseline?: import('./ready-burst.ts').BurstResult | null;
  scale?: import('./scale.ts').ScaleResult | null;
  goals: { ratioJson: number; ratioSearch: number; p99Ms: number; searchSpeedup: number };
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
const fixed = (n: number, d: number) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const pct = (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)}%` : '-');
const mib = (bytes: number | undefined) => (bytes !== undefined && Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(1)} MiB` : '-');
/** Half the min-max range over rounds, as a share of the median. */
const range = (s: Side) => (s.rps.median > 0 ? `±${((s.rps.max - s.rps.min) / 2 / s.rps.median * 100).toFixed(1)}%` : '-');

interface Column {
  title: string;
  width: number;
  left?: boolean;
}

function table(columns: Column[], rows: string[][]): string[] {
  const line = (cells: string[]) =>
    cells.map((c, i) => (columns[i]!.left ? c.padEnd(columns[i]!.width) : c.padStart(columns[i]!.width))).join('  ').trimEnd();
  return [line(columns.map((c) => c.title)), line(columns.map((c) => '-'.repeat(c.width))), ...rows.map(line)];
}

function scenarioRows(results: BenchResults): string[] {
  const cols: Column[] = [
    { title: 'scenario', width: 17, left: true }, { title: 'req/s', width: 7 }, { title: 'range', width: 6 },
    { title: 'base req/s', width: 10 }, { title: 'range', width: 6 }, { title: 'ratio', width: 6 }, { title: 'goal', width: 9, left: true },
    { title: 'p50 ms', width: 6 }, { title: 'p99 ms', width: 6 }, { title: 'p99.9', width: 6 }, { title: 'base p99', width: 8 },
    { title: 'cpu', width: 4 }, { title: 'base cpu', width: 8 }, { title: 'us/req (kernel)', width: 15 }, { title: 'base us (kernel)', width: 16 }, { title: 'bytes', width: 6 },
  ];
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const s of results.scenarios) {
    const c = s.comparison;
    if (s.status !== 'measured' || !c) {
      notes.push(`${s.name.padEnd(17)}  ${s.status === 'skipped' ? 'skipped: not available' : 'ERROR'} (${s.reason ?? ''})`);
      continue;
    }
    const verdict = s.goal === null ? 'none' : `${s.goal.toFixed(2)} ${s.meetsGoal ? 'ok' : 'MISS'}`;
    const p99 = `${fixed(c.a.p99, 1)}${s.p99UnderGoal ? '' : '!'}`;
    const flag = c.a.problems + c.b.problems > 0 ? ' (errors!)' : '';
    rows.push([
      s.name + flag, int(c.a.rps.median), range(c.a), int(c.b.rps.median), range(c.b), `${s.clientBound ? '<=' : ''}${fixed(c.ratio, 2)}`, verdict,
      fixed(c.a.p50, 1), p99, fixed(c.a.p99_9, 1), fixed(c.b.p99, 1), fixed(c.a.serverCpu, 2), fixed(c.b.serverCpu, 2),
      cpuCell(c.a), cpuCell(c.b), int(c.a.bytesPerResponse),
    ]);
  }
  return [...table(cols, rows), ...(notes.length ? ['', ...notes] : [])];
}

function meteringRows(results: BenchResults): string[] {
  if (results.metering.length === 0) return [];
  const cols: Column[] = [
    { title: 'feature', width: 40, left: true }, { title: 'req/s', width: 7 }, { title: 'range', width: 6 },
    { title: 'off req/s', width: 10 }, { title: 'range', width: 6 }, { title: 'ratio', width: 5 },
    { title: 'p99 ms', width: 6 }, { title: 'off p99', width: 7 }, { title: 'cpu', width: 4 }, { title: 'off cpu', width: 7 },
    { title: 'us/req', width: 6 }, { title: 'off us', width: 6 },
  ];
  const rows = results.metering.map(({ name, comparison: c, against }) => [
    `${name} (vs ${against ?? 'EXREF_METERING=false'})`, int(c.a.rps.median), range(c.a), int(c.b.rps.median), range(c.b), fixed(c.ratio, 2), fixed(c.a.p99, 1), fixed(c.b.p99, 1),
    fixed(c.a.serverCpu, 2), fixed(c.b.serverCpu, 2), int(c.a.cpuUsPerRequest), int(c.b.cpuUsPerRequest),
  ]);
  const rounds = results.metering[0]!.comparison.a.rounds.length;
  return ['', `Cost of quota metering and of the access log on GET ${results.metering[0]!.path}: the default server vs one with the feature off, same run, ${rounds} round(s) per side`, ...table(cols, rows)];
}

function startupRows(results: BenchResults): string[] {
  const out: string[] = [];
  const s = results.startup;
  if (s) {
    const f = results.startupFirst;
    if (f) {
      out.push('', 'First start (empty build cache: every translation file checked, every search index built)');
      out.push(`  startup_ms as printed      ${fixed(f.startupMs.median, 1)} ms`);
      out.push(`  spawn to /health/ready 200 ${fixed(f.spawnToReadyMs.median, 1)} ms`);
      if (f.allLanguagesMs.median > 0) out.push(`  all ${f.languages} languages built     ${fixed(f.allLanguagesMs.median, 1)} ms as reported`);
    }
    out.push('', `Start-up (${s.runs} runs${f ? ' after the first, build cache filled' : ''}, medians; goal: spawn to ready <= 500 ms)`);
    out.push(`  startup_ms as printed      ${fixed(s.startupMs.median, 1)} ms (${fixed(s.startupMs.min, 1)}-${fixed(s.startupMs.max, 1)})`);
    out.push(`  spawn to /health/ready 200 ${fixed(s.spawnToReadyMs.median, 1)} ms (${fixed(s.spawnToReadyMs.min, 1)}-${fixed(s.spawnToReadyMs.max, 1)})`);
    out.push(`  resident memory, idle      ${mib(s.idleRssBytes.median)}`);
    if (s.allLanguagesMs.median > 0) {
      out.push(`  all ${s.languages} languages built     ${fixed(s.allLanguagesMs.median, 1)} ms as reported (${fixed(s.allLanguagesMs.min, 1)}-${fixed(s.allLanguagesMs.max, 1)}; cached ones count at once)`);
      out.push(`  every language answered    ${fixed(s.spawnToAllLanguagesMs.median, 1)} ms from spawn (an exercise and a search in each, one after the other)`);
      out.push(`  resident memory, all loaded ${mib(s.allLanguagesRssBytes.median)}`);
    }
  }
  const m = results.memory;
  if (m) {
    out.push('', 'Resident memory (VmRSS)');
    out.push(`  server after start         ${mib(m.server.idle?.rss)}`);
    out.push(`  server after load rounds   ${mib(m.server.afterLoad?.rss)} (peak ${mib(m.server.afterLoad?.peak)})`);
    out.push(`  baseline after load        ${mib(m.baseline.afterLoad?.rss)}`);
  }
  return out;
}

function languageSearchRows(results: BenchResults): string[] {
  const r = results.languageSearch;
  if (!r?.length) return [];
  const cols: Column[] = [
    { title: 'language', width: 8, left: true }, { title: 'build ms', width: 8 }, { title: 'queries', width: 7 },
    { title: 'p50 µs', width: 7 }, { title: 'p99 µs', width: 7 }, { title: 'index q/s warm', width: 14 }, { title: 'own name top-1', width: 14 },
  ];
  const rows = r.map((l) => [l.lang, fixed(l.buildMs, 0), int(l.queries), int(l.coldP50Us), int(l.coldP99Us), int(l.warmQps), pct(l.ownNameTop1)]);
  return ['', 'Search per language, in process (view and index build; first-time query latency through Catalogue.search)', ...table(cols, rows)];
}

function searchRows(results: BenchResults): string[] {
  const r = results.search;
  if (!r) return [];
  const cols: Column[] = [
    { title: 'engine', width: 17, left: true }, { title: 'q/s labelled', width: 12 }, { title: 'q/s unique', width: 10 },
    { title: 'top-1', width: 6 }, { title: 'nDCG@10', width: 7 }, { title: 'build ms', width: 8 },
  ];
  const rows = r.engines.map((e) => [e.name, int(e.qpsLabelled), int(e.qpsUnique), pct(e.top1), fixed(e.ndcg10, 3), fixed(e.buildMs, 1)]);
  const out = ['', `In-process search (${r.documents} documents, ${r.queries} labelled queries, ${r.uniqueQueries} unique generated queries)`, ...table(cols, rows)];
  const [ours, mini] = r.engines;
  if (ours && mini) {
    const speed = Math.min(ours.qpsLabelled / mini.qpsLabelled, ours.qpsUnique / mini.qpsUnique);
    const relevant = ours.top1 >= mini.top1 && ours.ndcg10 >= mini.ndcg10;
    out.push(`  exref/MiniSearch speed ${fixed(ours.qpsLabelled / mini.qpsLabelled, 1)}x labelled, ${fixed(ours.qpsUnique / mini.qpsUnique, 1)}x unique `
      + `(goal ${results.goals.searchSpeedup}x: ${speed >= results.goals.searchSpeedup ? 'ok' : 'MISS'}); relevance at least MiniSearch's: ${relevant ? 'ok' : 'MISS'}`);
    if (ours.misses.length) out.push(`  exref misses at rank 1: ${ours.misses.map((m) => `"${m.q}" (got ${m.got ?? 'nothing'})`).join('; ')}`);
  }
  if (r.unknownLabels.length) {
    const more = r.unknownLabels.length > 8 ? `, and ${r.unknownLabels.length - 8} more (see the JSON)` : '';
    out.push(`  labels not in the catalogue (left out): ${r.unknownLabels.slice(0, 8).join(', ')}${more}`);
  }
  return out;
}

/** A warning when the figures are likely to be off: a busy machine, or a baseline that never kept a core busy. */
function reliability(results: BenchResults): string[] {
  const { machine: m } = results;
  const out: string[] = [];
  const load = Math.max(m.loadAverageStart[0] ?? 0, m.loadAverageEnd[0] ?? 0);
  if (load > m.cores) out.push(`WARNING: load average ${load.toFixed(1)} on ${m.cores} cores: other work shared the CPUs, absolute figures are low and ratios noisy.`);
  const baseCpu = results.scenarios.flatMap((s) => (s.comparison ? [s.comparison.b.serverCpu] : []));
  if (baseCpu.length > 0) {
    const sorted = [...baseCpu].sort((a, b) => a - b);
    const mid = sorted[sorted.length >> 1]!;
    const bound = results.scenarios.filter((x) => x.clientBound).length;
    if (bound > 0) out.push(`NOTE: in ${bound} scenario(s) the load generator used 90% or more of a core during the baseline rounds (<= before the ratio): the true ratio is at most the one shown.${results.settings.client === 'autocannon' ? ' Installing wrk gives sharper figures.' : ''}`);
    if (mid < 0.8) out.push(`WARNING: the baseline kept only ${mid.toFixed(2)} of a core busy (median): it was starved or the load generator was the limit, so ratios may understate the server's cost.`);
  }
  return out;
}

export function formatReport(results: BenchResults): string {
  const { machine: m, settings: s } = results;
  const head = [
    `exref bench: ${m.cpu} x ${m.cores} cores, Node ${m.node}, ${m.date}`,
    `${s.client}, ${s.connections} connections, keep-alive, no pipelining; ${s.rounds} round(s) x ${s.durationS} s per side (A B, B A, ...) after ${s.warmupS} s warm-up; `
      + `${s.exercises ?? '?'} exercises from ${s.dataDir}`,
    ...(s.holdMs > 0 ? [`each run opens its connections and holds them ${s.holdMs} ms before the first request (rates and percentiles are of the time after)`] : []),
    ...(s.serverEnv ? [`servers and baselines start with ${s.serverEnv}, as npm start and the shipped systemd units set it`] : []),
    ...(s.runInS ? [`each server and baseline (but the Redis section's, which get only the warm-up) serves the mix of all JSON requests for ${s.runInS} s after its start, before its first measured round`] : []),
    `load average ${m.loadAverageStart.map((l) => l.toFixed(2)).join(' ')} at start, ${m.loadAverageEnd.map((l) => l.toFixed(2)).join(' ')} at end`,
    ...reliability(results),
  ];
  const body = results.scenarios.length
    ? ['', 'Server (API key, metering on, sync, access log at info) vs baseline replaying the same bytes; ratio = median req/s over median req/s', ...scenarioRows(results)]
    : [];
  return [...head, ...body, ...meteringRows(results), ...startupRows(results), ...searchRows(results), ...languageSearchRows(results), ''].join('\n');
}
