/** Start-up time: the server's own startup_ms, and wall time from spawn until /health answers 200. */
import http from 'node:http';
import { freePort, memoryOf, startChild } from './processes.ts';
import type { SpawnSpec } from './processes.ts';
import { spread } from './stats.ts';
import type { Spread } from './stats.ts';

export interface StartupResult {
  runs: number;
  /** startup_ms as printed: from the start of loading data to listening. */
  startupMs: Spread;
  /** From spawn (including Node's own boot and module loading) to the first 200 from /health. */
  spawnToHealthyMs: Spread;
  /** Resident memory right after start-up, before any request but /health. */
  idleRssBytes: Spread;
}

function healthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/health`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });
}

/** Polls /health on a port chosen beforehand, so the clock starts at spawn and not at the listening line. */
async function pollHealthy(url: string, since: number, limitMs: number, signal: AbortSignal): Promise<number> {
  while (performance.now() - since < limitMs && !signal.aborted) {
    if (await healthy(url)) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error(`${url}/health did not answer 200 ${signal.aborted ? 'before the server failed' : `within ${limitMs} ms`}`);
}

/** Starts the server `runs` times, one after the other; `spec` gives each run its port (and may prepare fresh state). */
export async function measureStartup(runs: number, spec: (port: number) => Promise<SpawnSpec>): Promise<StartupResult> {
  const printed: number[] = [];
  const toHealthy: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < runs; i++) {
    const port = await freePort();
    const s = await spec(port);
    const t0 = performance.now();
    const abort = new AbortController();
    const started = startChild(s);
    started.catch(() => abort.abort());
    const [child, health] = await Promise.allSettled([started, pollHealthy(`http://127.0.0.1:${port}`, t0, 60_000, abort.signal)]);
    if (child.status === 'rejected') throw child.reason;
    try {
      if (health.status === 'rejected') throw health.reason;
      if (child.value.startupMs !== null) printed.push(child.value.startupMs);
      toHealthy.push(health.value);
      const mem = memoryOf(child.value.pid);
      if (mem) rss.push(mem.rss);
    } finally {
      await child.value.stop();
    }
  }
  return { runs, startupMs: spread(printed), spawnToHealthyMs: spread(toHealthy), idleRssBytes: spread(rss) };
}
