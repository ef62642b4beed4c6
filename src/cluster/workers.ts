/**
 * `exref serve --workers N`: N processes on one port with node:cluster. The primary only supervises: it forks the
 * workers, replaces one that dies (backing off when one dies young, so a bad configuration does not spin), forwards
 * SIGHUP (catalogue reload) and SIGTERM/SIGINT (drain) to every worker, and exits when the last one has drained.
 * Workers share keys and quotas through Redis, which is why more than one needs EXREF_REDIS_URL.
 */
import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { Logger } from '../log.ts';

/** Longest a worker may take to drain after SIGTERM before the primary kills it (the service's own bound is 10 s). */
const STOP_GRACE_MS = 15_000;
const YOUNG_MS = 5_000;
const MAX_BACKOFF_MS = 10_000;

export interface WorkerListening { type: 'exref:listening'; url: string }

/** The log of a worker: every line says which worker (cluster id) and process wrote it. */
export function workerLogger(log: Logger): Logger {
  if (!cluster.isWorker) return log;
  const tag = { worker: cluster.worker!.id, pid: process.pid };
  const serializedTag = `"worker":${tag.worker},"pid":${tag.pid},`;
  return {
    ...log,
    log: (level, msg, fields) => log.log(level, msg, { ...tag, ...fields }),
    logSerialized: (level, msg, fields, at) => log.logSerialized(level, msg, serializedTag + fields, at),
  };
}

/** Called by a worker once it listens, so the primary can say when the whole pool serves. */
export function reportListening(url: string): void {
  if (cluster.isWorker) process.send?.({ type: 'exref:listening', url } satisfies WorkerListening);
}

/**
 * Supervises `count` workers until SIGTERM or SIGINT; resolves with the exit code once every worker has exited: 0,
 * or 1 when a worker could not start before the pool first served (a configuration or a store that a worker
 * cannot start with, such as an unreachable Redis, would otherwise be retried for ever: the primary stops, as a
 * single process would).
 */
export function runPrimary(count: number, log: Logger, onAllListening: (url: string) => void): Promise<number> {
  const tag = { worker: 'primary', pid: process.pid };
  const say = (level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) => log.log(level, msg, { ...tag, ...fields });
  const started = new Map<number, number>();
  const listening = new Set<number>();
  let backoff = 0;
  let announced = false;
  let stopping = false;

  const fork = (): void => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    worker.on('message', (m: WorkerListening) => {
      if (m?.type !== 'exref:listening') return;
      listening.add(worker.id);
      if (!announced && listening.size >= count) {
        announced = true;
        onAllListening(m.url);
      }
    });
  };

  // Node removes a worker from cluster.workers once it has both exited and disconnected, in either order: one that
  // exited before its disconnect is still listed in its 'exit' event, and counts as gone here.
  const alive = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
  const forward = (signal: NodeJS.Signals): void => {
    for (const w of alive()) {
      if (w.process.pid !== undefined) {
        try {
          process.kill(w.process.pid, signal);
        } catch {
          // it exited meanwhile
        }
      }
    }
  };

  let exitCode = 0;
  return new Promise((resolve) => {
    cluster.on('exit', (worker, code, signal) => {
      const served = listening.delete(worker.id);
      const age = Date.now() - (started.get(worker.id) ?? 0);
      started.delete(worker.id);
      if (stopping) {
        say('info', 'worker stopped', { exited: worker.id, code, signal });
        if (alive().length === 0) resolve(exitCode);
        return;
      }
      if (!served && !announced) {
        say('error', 'a worker could not start: stopping (its error is above)', { exited: worker.id, code, signal });
        exitCode = 1;
        stop('SIGTERM');
        return;
      }
      // One that died before it listened failed to start, however long that took (a store that does not answer
      // is waited for 10 s): it backs off like one that died young.
      backoff = age < YOUNG_MS || !served ? Math.min(Math.max(backoff * 2, 250), MAX_BACKOFF_MS) : 0;
      say('error', 'worker died; starting a replacement', { exited: worker.id, code, signal, restart_in_ms: backoff });
      setTimeout(() => stopping || fork(), backoff);
    });
    function stop(signal: NodeJS.Signals): void {
      if (stopping) return;
      stopping = true;
      say('info', `${signal}: draining every worker`, { workers: alive().length });
      forward('SIGTERM');
      if (alive().length === 0) resolve(exitCode);
      setTimeout(() => {
        for (const w of alive()) w.process.kill('SIGKILL');
      }, STOP_GRACE_MS).unref();
    }
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    process.on('SIGHUP', () => {
      say('info', 'SIGHUP: forwarding to every worker', { workers: alive().length });
      forward('SIGHUP');
    });
    say('info', 'starting workers', { workers: count });
    for (let i = 0; i < count; i++) fork();
  });
}
