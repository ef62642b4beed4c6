/**
 * exref benchmark suite: `npm run bench` (build, then this file). Flags: --quick, --only PATTERN,
 * --connections N, --rounds N, --duration S, --warmup S, --data-dir DIR, --client auto|wrk|autocannon.
 * See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { formatNginx, mediaAgainstNginx, pickFiles } from './nginx-media.ts';
import { formatMediaBench, mediaColdBench, mediaOffloadBench } from './media-bench.ts';
import type { MediaBenchRow } from './media-bench.ts';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { StoredResponse } from './baseline-server.ts';
import { reasonOf, request } from './capture.ts';
import type { Captured } from './capture.ts';
import { discoverFixtures } from './fixtures.ts';
import { autocannonClient } from './autocannon-client.ts';
import { compare, measure } from './load.ts';
import type { LoadClient, LoadSettings, Target } from './load.ts';
import { freePort, memoryOf, startChild } from './processes.ts';
import type { ChildServer, SpawnSpec } from './processes.ts';
import { formatReport } from './report.ts';
import type { BenchResults, ScenarioResult } from './report.ts';
import { GOALS, P99_GOAL_MS, SCENARIOS } from './scenarios.ts';
import type { Fixtures } from './scenarios.ts';
import type { SearchBenchResult } from './search-bench.ts';
import type { LanguageSearchResult } from './language-search.ts';
import { formatRedis, redisBench } from './redis-store.ts';
import type { RedisBenchResult } from './redis-store.ts';
import { measureStartup } from './startup.ts';
import { formatStages, measureStages } from './stages.ts';
import { formatBurst, measureReadyBurst } from './ready-burst.ts';
import { SCALE_FACTOR, formatScale, measureScale } from './scale.ts';
import { wrkClient, wrkInstalled } from './wrk-client.ts';

const run = promisify(execFile);
const BENCH = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH, '..');
const CLI = path.join(ROOT, 'dist', 'exref.js');
const STARTUP_RUNS = 5;
const SPEEDUP_GOAL = 3;
const CLIENT_BOUND_CPU = 0.9;

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    connections: { type: 'string' },
    rounds: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    'data-dir': { type: 'string' },
    client: { type: 'string', default: 'auto' },
  },
});

function numberFlag(name: 'connections' | 'rounds' | 'duration' | 'warmup', fallback: number): number {
  const raw = flags[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || (name !== 'warmup' && n === 0)) throw new Error(`--${name} ${raw}: expected a positive number`);
  return n;
}

const quick = flags.quick!;
const settings: Omit<LoadSettings, 'headers'> = {
  connections: numberFlag('connections', 64),
  warmupS: numberFlag('warmup', quick ? 0.5 : 2),
  rounds: numberFlag('rounds', quick ? 1 : 3),
  durationS: numberFlag('duration', quick ? 1 : 3),
};
const only = flags.only ? new RegExp(flags.only, 'i') : null;
const selected = (name: string) => only === null || only.test(name);
const dataDir = path.resolve(ROOT, flags['data-dir'] ?? process.env.EXREF_DATA_DIR ?? 'data');
const MEDIA_DIR = path.resolve(ROOT, process.env.EXREF_MEDIA_DIR ?? 'media');
const progress = (line: string) => process.stderr.write(`${line}\n`);

async function pickClient(): Promise<LoadClient> {
  const wanted = flags.client!;
  if (!['auto', 'wrk', 'autocannon'].includes(wanted)) throw new Error(`--client ${wanted}: expected auto, wrk or autocannon`);
  if (wanted === 'autocannon') return autocannonClient;
  if (await wrkInstalled()) return wrkClient;
  if (wanted === 'wrk') throw new Error('--client wrk: wrk is not installed');
  return autocannonClient;
}

const children = new Set<ChildServer>();
async function start(spec: SpawnSpec): Promise<ChildServer> {
  const child = await startChild(spec);
  children.add(child);
  await untilLanguagesBuilt(child);
  return child;
}

/** Load rounds measure the steady state: they start once /health/startup reports every language built (the
 *  start-up section measures the time before that). A server without the route (the baseline) is ready at once. */
async function untilLanguagesBuilt(child: ChildServer): Promise<void> {
  const since = performance.now();
  while (performance.now() - since < 120_000) {
    const res = await request(child.url, { path: '/health/startup' }, '');
    if (res.status !== 200) return;
    if ((JSON.parse(res.body.toString('utf8')) as { all_languages_built_ms?: unknown }).all_languages_built_ms !== null) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  // Languages built only on demand never all report built: measure anyway, and say so.
  progress(`${child.name}: /health/startup did not report every language built within 120 s; measuring anyway`);
}
async function stop(child: ChildServer): Promise<void> {
  children.delete(child);
  await child.stop();
}

/**
 * glibc's malloc setting that `npm start` and the shipped systemd units set: freed memory goes back to the system
 * (bench/README.md, "Resident memory and glibc's malloc"). Every server of the run, the baseline too, starts with it.
 */
const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/** Rounds per side of the comparisons of metering and the access log against the same server without them. */
const FEATURE_ROUNDS = quick ? 1 : 8;

/** Seconds of mixed load each server and baseline gets after its start, before its first measured round. */
const RUN_IN_S = quick ? 1 : 6;

/** The environment of `exref serve` under test: loopback, the defaults a self-hoster runs (access log at info, to
 *  a pipe this bench drains; metering in sync durability), this run's data and state. PUBLIC_BASE_URL is dropped so
 *  media URLs follow the real port. */
function serveSpec(name: string, port: number, stateDir: string, extra: Record<string, string> = {}): SpawnSpec {
  const env: NodeJS.ProcessEnv = {
    ...process.env, ...MALLOC_ENV, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', EXREF_DATA_DIR: dataDir,
    EXREF_STATE_DIR: stateDir, EXREF_METERING: 'true', LEDGER_DURABILITY: 'sync', ...extra,
  };
  // Servers of one catalogue share one build cache, as restarts of one deployment do: the first start fills it.
  if (stateDir !== '') env.EXREF_CACHE_DIR ??= path.join(path.dirname(stateDir), 'build-cache');
  delete env.PUBLIC_BASE_URL;
  return { name, args: [CLI, 'serve'], cwd: ROOT, env };
}

/** A fresh state folder holding only the bench's key (each metered server needs its own ledger lock). */
async function freshState(tmp: string, name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmp, `${name}-`));
  await copyFile(path.join(tmp, 'keys', 'keys.json'), path.join(dir, 'keys.json'));
  return dir;
}

async function createKey(tmp: string): Promise<string> {
  const dir = path.join(tmp, 'keys');
  await mkdir(dir);
  // A custom quota far above what any run can use: a 429 mid-run would measure the refusal path instead.
  const { stdout } = await run(process.execPath, [CLI, 'keys', 'create', '--tier', 'ENTERPRISE', '--quota', '1000000000', '--name', 'bench', '--json'], {
    cwd: ROOT, env: { ...process.env, EXREF_STATE_DIR: dir },
  });
  return (JSON.parse(stdout) as { key: string }).key;
}

async function captureScenarios(url: string, key: string, fixtures: Fixtures): Promise<{ results: ScenarioResult[]; replies: Map<string, Captured> }> {
  const results: ScenarioResult[] = [];
  const replies = new Map<string, Captured>();
  for (const s of SCENARIOS.filter((x) => selected(x.name))) {
    const requests = s.requests(fixtures);
    const result: ScenarioResult = { name: s.name, kind: s.kind, paths: requests.map((r) => r.path), status: 'measured', goal: GOALS[s.kind] };
    results.push(result);
    for (const req of requests) {
      const res = await request(url, req, key);
      result.response ??= { status: res.status, bodyBytes: res.body.length };
      if (res.status < 200 || res.status > 299) {
        // Features land over time: a route or data set that is not there yet is skipped, anything else is a bench bug.
        result.status = [400, 403, 404, 501].includes(res.status) ? 'skipped' : 'error';
        result.reason = `${req.path}: ${reasonOf(res)}`;
        break;
      }
      replies.set(req.path, res);
    }
  }
  return { results, replies };
}

async function baselineSpec(tmp: string, replies: Map<string, Captured>, port: number): Promise<SpawnSpec> {
  const file = path.join(tmp, 'captured.json');
  const stored: StoredResponse[] = [...replies.values()].map((r) => ({ path: r.path, status: r.status, headers: r.headers, body: r.body.toString('base64') }));
  await writeFile(file, JSON.stringify(stored));
  return {
    name: 'baseline', args: ['--import', 'tsx', path.join(BENCH, 'baseline-server.ts'), file], cwd: ROOT,
    env: { ...process.env, ...MALLOC_ENV, HOST: '127.0.0.1', PORT: String(port) },
  };
}

async function startBaseline(tmp: string, replies: Map<string, Captured>): Promise<ChildServer> {
  return start(await baselineSpec(tmp, replies, await freePort()));
}

async function searchBench(): Promise<SearchBenchResult> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(BENCH, 'search-bench.ts'), '--json', '--data-dir', dataDir, '--budget-ms', quick ? '600' : '3000'], {
    cwd: ROOT, maxBuffer: 16 * 2 ** 20,
  });
  return JSON.parse(stdout) as SearchBenchResult;
}

async function languageSearch(): Promise<LanguageSearchResult[]> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(BENCH, 'language-search.ts'), '--json', '--data-dir', dataDir, '--budget-ms', quick ? '150' : '600'], {
    cwd: ROOT, maxBuffer: 16 * 2 ** 20,
  });
  return JSON.parse(stdout) as LanguageSearchResult[];
}

async function main(): Promise<number> {
  if (!existsSync(CLI)) throw new Error(`${path.relative(ROOT, CLI)} is missing: run "npm run build" first (npm run bench does it)`);
  const catalogueFile = path.join(dataDir, 'exercises.json');
  if (!existsSync(catalogueFile)) throw new Error(`${catalogueFile} is missing: set --data-dir or EXREF_DATA_DIR to a catalogue folder`);
  const exercises = (JSON.parse(await readFile(catalogueFile, 'utf8')) as { exercises?: unknown[] }).exercises?.length ?? null;
  const cpus = os.cpus();
  const results: BenchResults = {
    machine: {
      cpu: cpus[0]?.model.trim() ?? 'unknown', cores: cpus.length, node: process.version, platform: `${os.platform()} ${os.release()}`,
      memoryBytes: os.totalmem(), loadAverageStart: os.loadavg(), loadAverageEnd: [], date: new Date().toISOString(),
    },
    settings: { ...settings, pipelining: 1, client: '', holdMs: 0, runInS: RUN_IN_S, serverEnv: Object.entries(MALLOC_ENV).map(([k, v]) => `${k}=${v}`).join(' '), quick, only: flags.only ?? null, dataDir, exercises },
    scenarios: [], metering: [], startup: null, memory: null, search: null, languageSearch: null, nginx: null,
    goals: { ratioJson: GOALS.json!, ratioSearch: GOALS.search!, p99Ms: P99_GOAL_MS, searchSpeedup: SPEEDUP_GOAL },
  };
  const client = await pickClient();
  results.settings.client = client.name;
  results.settings.holdMs = client.holdMs;
  let redis: RedisBenchResult | string | null = null;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'exref-bench-'));
  const media: { offload: MediaBenchRow[] | string | null; cold: MediaBenchRow[] | string | null } = { offload: null, cold: null };
  try {
    const key = await createKey(tmp);
    const load: LoadSettings = { ...settings, headers: { 'x-api-key': key } };

    if (selected('startup')) {
      progress(`start-up: a first start, then ${STARTUP_RUNS} runs`);
      // The first start finds the build cache empty (a new deployment, or a changed catalogue); the runs after it
      // are restarts.
      results.startupFirst = await measureStartup(1, async (port) => serveSpec('startup', port, await freshState(tmp, 'startup')), key);
      results.startup = await measureStartup(STARTUP_RUNS, async (port) => serveSpec('startup', port, await freshState(tmp, 'startup')), key);
    }

    if (selected('ready burst')) {
      progress('ready burst');
      const probe = await start(serveSpec('probe', await freePort(), await freshState(tmp, 'probe')));
      const fixtures = await discoverFixtures(probe.url, key);
      const requests = SCENARIOS.filter((s) => s.kind !== 'media').flatMap((s) => s.requests(fixtures));
      try {
        results.readyBurst = await measureReadyBurst(async (port) => serveSpec('ready-burst', port, await freshState(tmp, 'burst')), requests, key, probe.url);
        // The same burst against the bare baseline, spawned the same way: what the runtime's own warm-up costs.
        const replies = new Map<string, Captured>();
        for (const req of requests) replies.set(req.path, await request(probe.url, req, key));
        results.readyBurstBaseline = await measureReadyBurst((port) => baselineSpec(tmp, replies, port), requests, key);
      } finally {
        await stop(probe);
      }
    }
    if (selected('catalogue scale')) {
      progress(`catalogue scale: shipped and ${SCALE_FACTOR}x`);
      results.scale = await measureScale(dataDir, tmp, quick ? 1 : 3, async (port, dir) => serveSpec('scale', port, await freshState(tmp, 'scale'), {
        EXREF_DATA_DIR: dir, ...(dir === dataDir ? {} : { EXREF_CACHE_DIR: path.join(tmp, 'build-cache-scaled') }),
      }), key);
    }

    // The store of demo media links, so media scenarios have files on a fresh clone.
    execFileSync(process.execPath, [CLI, 'media', 'prepare', '--media-dir', MEDIA_DIR, '--data-dir', dataDir], { stdio: 'ignore' });
    const wantScenarios = SCENARIOS.some((s) => selected(s.name)) || ['media nginx', 'media offload', 'media cold'].some(selected);
    const wantMetering = ['metering sync', 'metering interval', 'access log'].filter(selected);
    if (wantScenarios || wantMetering.length || selected('stages')) {
      const server = await start(serveSpec('server', await freePort(), await freshState(tmp, 'server')));
      const serverTarget: Target = { label: 'server', url: server.url, pid: server.pid };
      results.memory = { server: { idle: memoryOf(server.pid), afterLoad: null }, baseline: { afterLoad: null } };
      const fixtures = await discoverFixtures(server.url, key);
      // The exercise's own demo video may be shorter than the 64 KiB its range asks for (a 206 of the whole file):
      // the range is taken from the video the nginx comparisons use, at least 1 MiB, when the media store has one.
      const long = await pickFiles(dataDir, MEDIA_DIR);
      if (long) fixtures.videoPath = `/stream/videos/branded/${encodeURIComponent(long.video)}`;
      progress(`server ${server.url}; exercise ${fixtures.exerciseId}, language ${fixtures.lang}, routine ${fixtures.routineId}, video ${fixtures.videoPath}`);
      // Run-in: every server and baseline first serves the mix of all JSON requests for RUN_IN_S, so that no
      // comparison pits a server warmed by earlier scenarios against one just started (the metering and access-log
      // comparisons did). It does not remove the first scenario's p99 tail (bench/README.md).
      const mix = SCENARIOS.filter((s) => s.kind !== 'media').flatMap((s) => s.requests(fixtures));
      const runIn = (target: Target) => measure(client, target, mix, load, RUN_IN_S);
      await runIn(serverTarget);

      if (wantScenarios) {
        const { results: scenarios, replies } = await captureScenarios(server.url, key, fixtures);
        results.scenarios = scenarios;
        const baseline = await startBaseline(tmp, replies);
        const baselineTarget: Target = { label: 'baseline', url: baseline.url, pid: baseline.pid };
        await runIn(baselineTarget);
        for (const s of scenarios) {
          if (s.status !== 'measured') {
            progress(`  ${s.name}: ${s.status} (${s.reason})`);
            continue;
          }
          const requests = SCENARIOS.find((x) => x.name === s.name)!.requests(fixtures);
          const c = await compare(client, serverTarget, baselineTarget, requests, load);
          s.comparison = c;
          s.meetsGoal = s.goal === null ? undefined : c.ratio >= s.goal;
          s.p99UnderGoal = c.a.p99 < P99_GOAL_MS;
          s.clientBound = c.b.clientCpu >= CLIENT_BOUND_CPU;
          progress(`  ${s.name}: ${Math.round(c.a.rps.median)} vs ${Math.round(c.b.rps.median)} req/s, ratio ${c.ratio.toFixed(2)}, p99 ${c.a.p99.toFixed(1)} ms`);
        }
        results.memory.baseline.afterLoad = memoryOf(baseline.pid);
        await stop(baseline);
      }

      if (selected('stages')) {
        // Per-stage CPU of the JSON and search scenarios measured above (all of them when none was).
        const measured = results.scenarios.filter((x) => x.status === 'measured' && x.kind !== 'media');
        const names = measured.length > 0 ? measured.map((x) => x.name) : SCENARIOS.filter((x) => x.kind !== 'media').map((x) => x.name);
        progress(`stages: ${names.length} scenario(s) on a server with EXREF_PROFILE_STAGES=true`);
        const profiled = await start(serveSpec('stages', await freePort(), await freshState(tmp, 'stages'), { EXREF_PROFILE_STAGES: 'true' }));
        const profiledTarget: Target = { label: 'stages', url: profiled.url, pid: profiled.pid };
        // The same run-in as every other server: otherwise the first scenario's rows carry the optimizing compiler's
        // first work (its threads column was three times the next scenario's).
        await runIn(profiledTarget);
        results.stages = await measureStages(client, profiledTarget, names.map((name) => ({
          name,
          requests: SCENARIOS.find((x) => x.name === name)!.requests(fixtures),
          baselineUs: results.scenarios.find((x) => x.name === name)?.comparison?.b.cpuUsPerRequest ?? null,
          baselineThreadsUs: results.scenarios.find((x) => x.name === name)?.comparison?.b.threadsUsPerRequest ?? null,
        })), load, key);
        await stop(profiled);
      }

      if (selected('media nginx')) {
        progress('media against nginx');
        results.nginx = await mediaAgainstNginx(client, serverTarget, load, tmp, dataDir, MEDIA_DIR);
        if (typeof results.nginx !== 'string') {
          for (const r of results.nginx) progress(`  ${r.name}: ${Math.round(r.comparison.a.rps.median)} vs nginx ${Math.round(r.comparison.b.rps.median)} req/s, ratio ${r.comparison.ratio.toFixed(2)}`);
        }
      }

      const mediaDeps = { client, load, tmp, dataDir, mediaDir: MEDIA_DIR, server: serverTarget, runIn, startServer: async (name: string, env: Record<string, string>) => {
        const c = await start(serveSpec(name, await freePort(), await freshState(tmp, name), env));
        return { label: name, url: c.url, pid: c.pid, stop: () => stop(c) };
      } };
      if (selected('media offload')) {
        progress('media: nginx with offload, relaying, direct');
        media.offload = await mediaOffloadBench(mediaDeps);
      }
      if (selected('media cold')) {
        progress('media: cold files');
        media.cold = await mediaColdBench(mediaDeps);
      }

      if (wantMetering.length) {
        // A feature costs a few microseconds of some 40 to 100: more rounds than the scenarios get, so that the
        // machine's noise (10 to 20% between rounds) does not decide the ratio.
        const featureLoad: LoadSettings = { ...load, rounds: Math.max(load.rounds, FEATURE_ROUNDS) };
        const requests = [{ path: `/exercises/${fixtures.exerciseId}` }];
        type Side = [label: string, env: Record<string, string>];
        const DEFAULT: Side = ['default', {}];
        const METERING_OFF: Side = ['metering off', { EXREF_METERING: 'false' }];
        const comparisons: [name: string, a: Side, b: Side, against?: string][] = [
          ['metering sync', DEFAULT, METERING_OFF],
          ['access log', DEFAULT, ['log off', { LOG_LEVEL: 'warn' }], 'LOG_LEVEL=warn'],
          ['metering interval', ['interval', { LEDGER_DURABILITY: 'interval' }], METERING_OFF],
        ];
        // Each comparison starts both its servers together and gives them the same run-in: the main server has
        // served every scenario before, a server that served an earlier comparison has too, and a feature's cost
        // must not include that.
        for (const [name, a, b, against] of comparisons.filter(([n]) => wantMetering.includes(n))) {
          const started: ChildServer[] = [];
          try {
            const targets: Target[] = [];
            for (const [label, env] of [a, b]) {
              const slug = label.replace(/ /g, '-');
              const child = await start(serveSpec(slug, await freePort(), await freshState(tmp, slug), env));
              started.push(child);
              targets.push({ label, url: child.url, pid: child.pid });
            }
            for (const target of targets) await runIn(target);
            const c = await compare(client, targets[0]!, targets[1]!, requests, featureLoad);
            results.metering.push({ name, path: '/exercises/{id}', comparison: c, ...(against ? { against } : {}) });
            progress(`  ${name}: ${Math.round(c.a.rps.median)} vs ${Math.round(c.b.rps.median)} req/s, ratio ${c.ratio.toFixed(2)}`);
          } finally {
            for (const child of started) await stop(child);
          }
        }
      }
      results.memory.server.afterLoad = memoryOf(server.pid);
      await stop(server);
    }

    if (selected('redis store')) {
      progress('redis store against the file store, then --workers 2 against --workers 1');
      const probe = await start(serveSpec('fixtures', await freePort(), await freshState(tmp, 'fixtures')));
      const { exerciseId } = await discoverFixtures(probe.url, key);
      await stop(probe);
      redis = await redisBench({
        client, load, tmp, root: ROOT, cli: CLI, keysDir: path.join(tmp, 'keys'), exercisePath: `/exercises/${exerciseId}`,
        serveSpec, start, stop, freshState: (name) => freshState(tmp, name), progress,
      });
    }

    if (selected('search in-process')) {
      progress('in-process search: exref SearchIndex vs MiniSearch');
      results.search = await searchBench();
    }
    if (selected('search languages')) {
      progress('search per language, in process');
      results.languageSearch = await languageSearch();
    }
  } finally {
    await Promise.all([...children].map((c) => c.stop()));
    await rm(tmp, { recursive: true, force: true });
  }

  results.machine.loadAverageEnd = os.loadavg();
  const out = path.join(BENCH, 'results', 'latest.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify({ ...results, media, ...(redis ? { redis } : {}) }, null, 2)}\n`);
  process.stdout.write(formatReport(results));
  process.stdout.write(formatNginx(results.nginx ?? null));
  process.stdout.write(formatStages(results.stages ?? null));
  process.stdout.write([...formatBurst(results.readyBurst ?? null, results.readyBurstBaseline ?? null), ...formatScale(results.scale ?? null), ''].join('\n'));
  process.stdout.write(formatMediaBench(media.offload, media.cold));
  process.stdout.write(formatRedis(redis));
  process.stdout.write(`\nwrote ${path.relative(ROOT, out)}\n`);
  return results.scenarios.some((s) => s.status === 'error') ? 1 : 0;
}

process.on('SIGINT', () => {
  void Promise.all([...children].map((c) => c.stop())).then(() => process.exit(130));
});
main().then((code) => { process.exitCode = code; }, (err: Error) => {
  process.stderr.write(`bench: ${err.message}\n`);
  process.exitCode = 1;
});
