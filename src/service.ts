import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Catalogue } from './catalogue/catalogue.ts';
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
}

const DRAIN_MS = 10_000;

/** Loads data, keys and ledger, builds the server and listens: what `exref serve` and `exref demo` run. */
export async function startService(config: Config, log: Logger = createLogger(config.logLevel)): Promise<RunningService> {
  const t0 = performance.now();
  const [catalogue, stores] = await Promise.all([Catalogue.load(config.dataDir), openStores(config, log)]);
  const { keys, ledger } = stores;
  keys.watch(
    () => log.log('info', 'keys reloaded', { keys: keys.list().length }),
    (err) => log.log('error', 'keys file could not be reloaded; keeping the previous keys', { error: err.message }),
  );
  catalogue.warm();
  const server = createServer(config, { catalogue, keys, ledger, log, mints: stores.mints });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const startupMs = Math.round((performance.now() - t0) * 10) / 10;
  const app = server.app;
  app.startupMs = startupMs;
  void catalogue.buildInBackground(config.publicBaseUrl).then(() => {
    app.allLanguagesMs = Math.round((performance.now() - t0) * 10) / 10;
    log.log('info', 'languages built', { languages: catalogue.languages.length, ms: app.allLanguagesMs, rss_bytes: process.memoryUsage().rss });
  });
  const addr = server.address() as AddressInfo;
  const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  const url = `http://${host}:${addr.port}`;
  log.log('info', 'listening', {
    url, public_base_url: config.publicBaseUrl, startup_ms: startupMs, exercises: catalogue.exercises.length,
    routines: catalogue.programs.routines.length, workouts: catalogue.programs.workouts.length,
    languages: catalogue.languages, keys: keys.list().length, data_dir: config.dataDir, media_dir: config.mediaDir,
    state_dir: config.stateDir, metering: ledger ? (stores.redis ? 'redis' : config.ledgerDurability) : 'off', state: stores.where,
  });
  // Lines are written in batches: this one reaches stdout before anything the caller prints next.
  await log.flush();

  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= (async () => {
    server.app.lifecycle.draining = true;
    server.app.lifecycle.ready = false;
    await drain(server, DRAIN_MS);
    await stores.close();
    const { written, dropped } = log.stats();
    log.log('info', 'stopped', { log_lines_written: written, log_lines_dropped: dropped });
    // The access log is written in batches: the last lines reach stdout before the process exits.
    await log.flush();
  })());
  return { server, url, startupMs, stop };
}

/** Stops accepting connections and waits for in-flight requests, closing idle keep-alive sockets at once. */
function drain(server: http.Server, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, maxMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
