import type http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { App } from './app.ts';
import { alternativesFor } from './catalogue/alternatives.ts';
import { BuildCache } from './catalogue/build-cache.ts';
import { Catalogue } from './catalogue/catalogue.ts';
import { DataError, formatProblem } from './catalogue/model.ts';
import type { DataProblem } from './catalogue/model.ts';
import { boundBaseUrl } from './config.ts';
import type { Config } from './config.ts';
import { createLogger } from './log.ts';
import type { Logger } from './log.ts';
import { openStores } from './quota/open-stores.ts';
import { createServer } from './server.ts';

export interface RunningService {
  server: ReturnType<typeof createServer>;
  url: string;
  /** Milliseconds from the start of loading to listening. */
  startupMs: number;
  /** Stops accepting, drains in-flight requests (bounded), flushes and snapshots the ledger. */
  stop(): Promise<void>;
  /**
   * Loads the data folder again in the background and swaps the whole catalogue in at once (SIGHUP). A folder
   * with problems is refused and logged; the current catalogue keeps serving. Calls during a reload are folded
   * into one more reload after it.
   */
  reload(): Promise<ReloadOutcome>;
}

export type ReloadOutcome =
  | { ok: true; exercises: number; added: number; removed: number; changed: number; ms: number }
  | { ok: false; problems: DataProblem[]; error: string };

/** Problems named in the log line of a refused reload (`exref data check` lists them all). */
const LOGGED_PROBLEMS = 20;

const DRAIN_MS = 10_000;

/** Event loop utilization under which the loop counts as quiet, and how often it is sampled. */
const QUIET_ELU = 0.2;
const QUIET_SAMPLE_MS = 250;

/** Runs `fn` once the event loop was mostly idle for a whole sample (never keeps the process alive). */
function whenQuiet(fn: () => void): void {
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const elu = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (elu > QUIET_ELU) return;
    clearInterval(timer);
    fn();
  }, QUIET_SAMPLE_MS);
  timer.unref();
}

/** Loads data, keys and ledger, builds the server and listens: what `exref serve` and `exref demo` run. */
export async function startService(config: Config, log: Logger = createLogger(config.logLevel)): Promise<RunningService> {
  const t0 = performance.now();
  const cache = buildCache(config, log);
  const [catalogue, stores] = await Promise.all([Catalogue.load(config.dataDir, { strictTranslations: config.i18nStrict, cache }), openStores(config, log)]);
  const { keys, ledger } = stores;
  logCoverage(log, catalogue);
  keys.watch(
    () => log.log('info', 'keys reloaded', { keys: keys.list().length }),
    (err) => log.log('error', 'keys file could not be reloaded; keeping the previous keys', { error: err.message }),
  );
  catalogue.warm();
  const server = createServer(config, { catalogue, keys, ledger, log, mints: stores.mints });
  const connections = trackConnections(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const startupMs = Math.round((performance.now() - t0) * 10) / 10;
  const app = server.app;
  app.startupMs = startupMs;
  const addr = server.address() as AddressInfo;
  // Before any request is read: on PORT=0, the links the service writes name the port it was given.
  const publicBaseUrl = boundBaseUrl(config, addr.port);
  if (publicBaseUrl !== config.publicBaseUrl) config = app.config = { ...config, publicBaseUrl };
  void catalogue.buildInBackground(config.publicBaseUrl).then((built) => {
    // A reload that came first replaced this catalogue: its figures and its alternatives are of no use.
    if (!built) return;
    app.allLanguagesMs = Math.round((performance.now() - t0) * 10) / 10;
    log.log('info', 'languages built', { languages: catalogue.languages.length, ms: app.allLanguagesMs, rss_bytes: process.memoryUsage().rss });
    // After the figure above, which the benchmarks read: the alternatives index is not a language. It takes tens of
    // milliseconds in one piece, so it waits for a quiet moment; under constant load its first request builds it.
    whenQuiet(() => {
      if (app.catalogue === catalogue) alternativesFor(catalogue);
    });
  }, (err: Error) => {
    // A language whose build fails is built again by its first request, which then answers 500: logged, not fatal.
    log.log('error', 'background build failed', { error: err.stack ?? err.message });
  });
  const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  const url = `http://${host}:${addr.port}`;
  log.log('info', 'listening', {
    url, public_base_url: config.publicBaseUrl, startup_ms: startupMs, exercises: catalogue.exercises.length,
    routines: catalogue.programs.routines.length, workouts: catalogue.programs.workouts.length,
    languages: catalogue.languages, keys: keys.list().length, data_dir: config.dataDir, media_dir: config.mediaDir,
    state_dir: config.stateDir, build_cache: { dir: config.cacheDir, ...cache.stats() }, metering: ledger ? (stores.redis ? 'redis' : config.ledgerDurability) : 'off', state: stores.where,
  });
  // Lines are written in batches: this one reaches stdout before anything the caller prints next.
  await log.flush();

  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= (async () => {
    server.app.lifecycle.draining = true;
    server.app.lifecycle.ready = false;
    await drain(server, connections, DRAIN_MS);
    await stores.close();
    // Languages still being built in the background are not written any more; an entry being written is finished.
    await cache.close();
    const { written, dropped } = log.stats();
    log.log('info', 'stopped', { log_lines_written: written, log_lines_dropped: dropped });
    // The access log is written in batches: the last lines reach stdout before the process exits.
    await log.flush();
  })());
  return { server, url, startupMs, stop, reload: reloader(config, app, log, cache, t0) };
}

/** The build cache of this process: a folder that cannot be written is reported once, then the service runs on. */
function buildCache(config: Config, log: Logger): BuildCache {
  let reported = false;
  return new BuildCache(config.cacheDir, (err) => {
    if (reported) return;
    reported = true;
    log.log('warn', 'build cache not written: every start builds what it would have kept', { cache_dir: config.cacheDir, error: err.message });
  });
}

/** One line per load: how many strings each language lacks (served in English). */
function logCoverage(log: Logger, catalogue: Catalogue): void {
  const missing = Object.fromEntries(catalogue.coverage.map((c) => [c.lang, c.missing.length]));
  const incomplete = catalogue.coverage.some((c) => c.missing.length > 0);
  if (incomplete) log.log('warn', 'translations incomplete: missing strings are served in English', { missing_strings: missing });
  else log.log('info', 'translations complete', { languages: catalogue.coverage.length });
}

/**
 * The reload path. The new catalogue is loaded and every language built while the old one keeps serving
 * (building yields to requests as at start-up), then `app.catalogue` is replaced in one assignment: a request
 * reads it once at its start, so each response comes wholly from one catalogue. ETags are hashes of the bytes,
 * so they change exactly where a response changed.
 */
function reloader(config: Config, app: App, log: Logger, cache: BuildCache, startedAt: number): () => Promise<ReloadOutcome> {
  const once = async (): Promise<ReloadOutcome> => {
    const t0 = performance.now();
    log.log('info', 'catalogue reload started', { data_dir: config.dataDir });
    let next: Catalogue;
    try {
      next = await Catalogue.load(config.dataDir, { strictTranslations: config.i18nStrict, cache });
      next.warm();
      await next.buildInBackground(config.publicBaseUrl);
      alternativesFor(next);
    } catch (err) {
      const problems = err instanceof DataError ? err.problems : [];
      log.log('error', 'catalogue reload refused; the current catalogue keeps serving', {
        data_dir: config.dataDir, problem_count: problems.length,
        problems: problems.length > 0 ? problems.slice(0, LOGGED_PROBLEMS).map(formatProblem) : [(err as Error).message],
      });
      return { ok: false, problems, error: (err as Error).message };
    }
    const previous = app.catalogue;
    const diff = compare(previous, next);
    app.catalogue = next;
    previous.retire();
    // The catalogue of the start may have been replaced before all its languages were built: this one's are.
    app.allLanguagesMs ??= Math.round((performance.now() - startedAt) * 10) / 10;
    app.reloadedAt = new Date();
    const ms = Math.round((performance.now() - t0) * 10) / 10;
    log.log('info', 'catalogue reloaded', {
      exercises: next.exercises.length, ...diff, routines: next.programs.routines.length,
      workouts: next.programs.workouts.length, languages: next.languages, ms, rss_bytes: process.memoryUsage().rss,
    });
    logCoverage(log, next);
    return { ok: true, exercises: next.exercises.length, ...diff, ms };
  };
  let running: Promise<ReloadOutcome> | null = null;
  let queued: Promise<ReloadOutcome> | null = null;
  const reload = (): Promise<ReloadOutcome> => {
    if (!running) {
      // Never rejects: SIGHUP's handler cannot await it, and an unhandled rejection would end the process.
      running = once().catch((err: Error): ReloadOutcome => {
        log.log('error', 'catalogue reload failed; the current catalogue keeps serving', { error: err.stack ?? err.message });
        return { ok: false, problems: [], error: err.message };
      }).finally(() => (running = null));
      return running;
    }
    // A signal during a reload may mean the files changed again after it read them: one more reload follows.
    return (queued ??= running.then(() => {
      queued = null;
      return reload();
    }));
  };
  return reload;
}

/** Exercises added, removed and changed between two catalogues, for the log line. */
function compare(before: Catalogue, after: Catalogue): { added: number; removed: number; changed: number } {
  const old = new Map(before.exercises.map((e) => [e.id, JSON.stringify(e)]));
  let added = 0;
  let changed = 0;
  for (const e of after.exercises) {
    const was = old.get(e.id);
    if (was === undefined) added++;
    else if (was !== JSON.stringify(e)) changed++;
    old.delete(e.id);
  }
  return { added, removed: old.size, changed };
}

/** The longest wait, after the drain time is up and the last connections are cut, for their close to be seen. */
const CUT_CLOSE_MS = 1000;
/** How often a drain closes the connections whose last response has left since. */
const DRAIN_SWEEP_MS = 50;

/** The server's open connections, for the drain to wait on their close. */
function trackConnections(server: http.Server): Set<Socket> {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return open;
}

/**
 * Stops accepting connections and waits for in-flight requests, closing idle keep-alive sockets at once, and each
 * connection as soon as its last response has left: one answered while draining says `Connection: close`
 * (server.ts), and one that was being answered when the drain began is closed by the sweep once it is idle, where
 * node would keep it open until its keep-alive timeout. When the drain time is up, the rest are cut. It ends once
 * every connection's 'close' has run (the server's own close comes earlier): a response cut short logs its line as
 * it closes, and that line must be in the log before the process exits.
 */
function drain(server: http.Server, open: Set<Socket>, maxMs: number): Promise<void> {
  const allClosed = () => Promise.all([...open].map((socket) => new Promise((done) => socket.once('close', done))));
  const sweep = setInterval(() => server.closeIdleConnections(), DRAIN_SWEEP_MS);
  sweep.unref();
  return new Promise<void>((resolve) => {
    let cut = false;
    const timer = setTimeout(() => {
      cut = true;
      const closing = allClosed();
      server.closeAllConnections();
      const cap = setTimeout(resolve, CUT_CLOSE_MS);
      cap.unref();
      void closing.then(() => {
        clearTimeout(cap);
        resolve();
      });
    }, maxMs);
    timer.unref();
    server.close(() => {
      if (cut) return;
      clearTimeout(timer);
      void allClosed().then(() => resolve());
    });
    server.closeIdleConnections();
  }).finally(() => clearInterval(sweep));
}
