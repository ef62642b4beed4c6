/** Start-up time: the server's own startup_ms, and wall time from spawn until /health/ready answers 200. */
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { request } from './capture.ts';
import { freePort, memoryOf, startChild } from './processes.ts';
import type { SpawnSpec } from './processes.ts';
import { spread } from './stats.ts';
import type { Spread } from './stats.ts';

export interface StartupResult {
  runs: number;
  /** startup_ms as printed: from the start of loading data to listening. */
  startupMs: Spread;
  /** From spawn (including Node's own boot and module loading) to the first 200 from /health/ready. */
  spawnToReadyMs: Spread;
  /** Resident memory right after start-up, before any request but /health/ready. */
  idleRssBytes: Spread;
  /** Languages installed: English and one per translation file. */
  languages: number;
  /** all_languages_built_ms as /health/startup reports it: from the start of loading until every language's
   *  view, responses and search index were built in the background after listening. */
  allLanguagesMs: Spread;
  /** From spawn until /health/startup reported every language built (and, with a key, every language was asked for
   *  once and answered). */
  spawnToAllLanguagesMs: Spread;
  /** Resident memory once every language is built (and, with a key, loaded by a request in each). */
  allLanguagesRssBytes: Spread;
}

function getJson(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => {
        try {
          resolve(JSON.parse(body));
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on('error', reject);
  });
}

/** Polls /health/startup until it reports every language built; its figure and the wall time since spawn. */
async function pollAllBuilt(url: string, since: number, limitMs: number): Promise<{ printed: number; wall: number } | null> {
  while (performance.now() - since < limitMs) {
    const body = (await getJson(`${url}/health/startup`)) as { all_languages_built_ms?: number | null };
    if (typeof body.all_languages_built_ms === 'number') return { printed: body.all_languages_built_ms, wall: performance.now() - since };
    if (body.all_languages_built_ms === undefined) return null;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`${url}/health/startup did not report every language built within ${limitMs} ms`);
}

function ready(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/health/ready`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });
}

/** Polls /health/ready on a port chosen beforehand, so the clock starts at spawn and not at the listening line. */
export async function pollReady(url: string, since: number, limitMs: number, signal: AbortSignal): Promise<number> {
  while (performance.now() - since < limitMs && !signal.aborted) {
    if (await ready(url)) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error(`${url}/health/ready did not answer 200 ${signal.aborted ? 'before the server failed' : `within ${limitMs} ms`}`);
}

/** Starts the server `runs` times, one after the other; `spec` gives each run its port (and may prepare fresh state). */
/**
 * Asks each installed language for an exercise's full record and a search, one language after the other: what a
 * restart left to a language's first request (its view, its search state, its translation file parsed) is then
 * loaded, so the memory read after it is that of a server serving every language.
 */
async function askEveryLanguage(url: string, dataDir: string, key: string): Promise<void> {
  const { exercises } = JSON.parse(readFileSync(path.join(dataDir, 'exercises.json'), 'utf8')) as { exercises: { id: number; name: string }[] };
  const first = exercises[0]!;
  const word = first.name.split(/\s+/)[0]!;
  const langs = ['en-us', ...readdirSync(path.join(dataDir, 'i18n')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5))];
  for (const lang of langs) {
    for (const p of [`/exercises/${first.id}?lang=${lang}`, `/search?q=${encodeURIComponent(word)}&lang=${lang}`]) {
      const { status } = await request(url, { path: p }, key);
      if (status !== 200) throw new Error(`${p}: ${status}`);
    }
  }
}

/**
 * Starts the server `runs` times, one after the other; `spec` gives each run its port (and may prepare fresh state).
 * With `key`, every language is asked for once after the background build, before the memory of "all built" is read.
 */
export async function measureStartup(runs: number, spec: (port: number) => Promise<SpawnSpec>, key?: string): Promise<StartupResult> {
  const printed: number[] = [];
  const toHealthy: number[] = [];
  const rss: number[] = [];
  const allPrinted: number[] = [];
  const allWall: number[] = [];
  const allRss: number[] = [];
  let languages = 0;
  for (let i = 0; i < runs; i++) {
    const port = await freePort();
    const s = await spec(port);
    const t0 = performance.now();
    const abort = new AbortController();
    const started = startChild(s);
    started.catch(() => abort.abort());
    const [child, health] = await Promise.allSettled([started, pollReady(`http://127.0.0.1:${port}`, t0, 60_000, abort.signal)]);
    if (child.status === 'rejected') throw child.reason;
    try {
      if (health.status === 'rejected') throw health.reason;
      if (child.value.startupMs !== null) printed.push(child.value.startupMs);
      toHealthy.push(health.value);
      const mem = memoryOf(child.value.pid);
      if (mem) rss.push(mem.rss);
      const all = await pollAllBuilt(`http://127.0.0.1:${port}`, t0, 300_000);
      const dataDir = s.env.EXREF_DATA_DIR ?? path.join(s.cwd, 'data');
      if (all) {
        allPrinted.push(all.printed);
        if (key !== undefined) await askEveryLanguage(`http://127.0.0.1:${port}`, dataDir, key);
        allWall.push(key !== undefined ? performance.now() - t0 : all.wall);
        const built = memoryOf(child.value.pid);
        if (built) allRss.push(built.rss);
      }
      const i18n = path.join(dataDir, 'i18n');
      languages = 1 + readdirSync(i18n).filter((f) => f.endsWith('.json')).length;
    } finally {
      await child.value.stop();
    }
  }
  return {
    runs, startupMs: spread(printed), spawnToReadyMs: spread(toHealthy), idleRssBytes: spread(rss),
    languages, allLanguagesMs: spread(allPrinted), spawnToAllLanguagesMs: spread(allWall), allLanguagesRssBytes: spread(allRss),
  };
}
