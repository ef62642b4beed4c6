/**
 * Memory and start-up as the catalogue grows: a catalogue FACTOR times the shipped one is generated in a temporary
 * folder (copies with unique ids, names and media file names, each name translated in every installed language,
 * routines unchanged), then served like the shipped one. Reports ready time, time until every language is built
 * and has answered a request, resident memory with every language loaded, and memory per exercise next to the
 * shipped catalogue's.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SpawnSpec } from './processes.ts';
import { measureStartup } from './startup.ts';
import type { StartupResult } from './startup.ts';

export const SCALE_FACTOR = 5;
export const SCALED_READY_GOAL_MS = 1000;
/** The 500 MB, in bytes (476.8 MiB). */
export const SCALED_RSS_GOAL_BYTES = 500e6;

interface RawExercise {
  id: number;
  name: string;
  videos: { video: string | null; og_image: string | null }[];
  [field: string]: unknown;
}

export interface ScalePoint {
  exercises: number;
  /** The first start of the catalogue: its build cache empty. */
  first: StartupResult;
  startup: StartupResult;
  /** Resident memory once every language is built, per exercise. */
  bytesPerExercise: number;
}

export interface ScaleResult {
  factor: number;
  shipped: ScalePoint;
  scaled: ScalePoint;
  /** Resident memory each added exercise costs: the difference between the two, per added exercise. */
  marginalBytesPerExercise: number;
}

/** Writes the catalogue of `dataDir` times `factor` into `outDir`; returns how many exercises it holds. */
export async function generateScaled(dataDir: string, outDir: string, factor: number): Promise<number> {
  const source = JSON.parse(await readFile(path.join(dataDir, 'exercises.json'), 'utf8')) as { exercises: RawExercise[] };
  const step = Math.max(...source.exercises.map((e) => e.id)) + 1;
  const copyName = (name: string, k: number) => (k === 0 ? name : `${name} ${k + 1}`);
  const copyMedia = (file: string | null, k: number) => (file === null || k === 0 ? file : `x${k + 1}-${file}`);
  const exercises: RawExercise[] = [];
  for (let k = 0; k < factor; k++) {
    for (const e of source.exercises) {
      exercises.push({
        ...e, id: e.id + k * step, name: copyName(e.name, k),
        videos: e.videos.map((v) => ({ ...v, video: copyMedia(v.video, k), og_image: copyMedia(v.og_image, k) })),
      });
    }
  }
  await mkdir(path.join(outDir, 'i18n'), { recursive: true });
  await writeFile(path.join(outDir, 'exercises.json'), JSON.stringify({ ...source, exercises }));
  await copyFile(path.join(dataDir, 'routines.json'), path.join(outDir, 'routines.json'));
  for (const file of (await readdir(path.join(dataDir, 'i18n'))).filter((f) => f.endsWith('.json'))) {
    const dict = JSON.parse(await readFile(path.join(dataDir, 'i18n', file), 'utf8')) as { strings: Record<string, string> };
    for (const e of source.exercises) {
      const translated = dict.strings[e.name];
      if (translated === undefined) continue;
      for (let k = 1; k < factor; k++) dict.strings[copyName(e.name, k)] = copyName(translated, k);
    }
    await writeFile(path.join(outDir, 'i18n', file), JSON.stringify(dict));
  }
  return exercises.length;
}

/** Starts the server `runs` times on the shipped catalogue and on one `factor` times larger. */
export async function measureScale(dataDir: string, tmp: string, runs: number, spec: (port: number, dataDir: string) => Promise<SpawnSpec>, key?: string): Promise<ScaleResult> {
  const scaledDir = path.join(tmp, `data-x${SCALE_FACTOR}`);
  const scaledCount = await generateScaled(dataDir, scaledDir, SCALE_FACTOR);
  const shippedCount = scaledCount / SCALE_FACTOR;
  const point = async (dir: string, exercises: number): Promise<ScalePoint> => {
    // The first start fills the catalogue's build cache (unless an earlier part of the run did); the runs after
    // it are restarts.
    const first = await measureStartup(1, (port) => spec(port, dir), key);
    const startup = await measureStartup(runs, (port) => spec(port, dir), key);
    return { exercises, first, startup, bytesPerExercise: startup.allLanguagesRssBytes.median / exercises };
  };
  const shipped = await point(dataDir, shippedCount);
  const scaled = await point(scaledDir, scaledCount);
  return {
    factor: SCALE_FACTOR, shipped, scaled,
    marginalBytesPerExercise: (scaled.startup.allLanguagesRssBytes.median - shipped.startup.allLanguagesRssBytes.median) / (scaledCount - shippedCount),
  };
}

export function formatScale(r: ScaleResult | null): string[] {
  if (!r) return [];
  const mib = (b: number) => `${(b / 2 ** 20).toFixed(1)} MiB`;
  const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
  const row = (label: string, p: ScalePoint) =>
    `  ${label.padEnd(10)} ${String(p.exercises).padStart(6)}  ${p.startup.spawnToReadyMs.median.toFixed(0).padStart(8)}  ${p.startup.spawnToAllLanguagesMs.median.toFixed(0).padStart(10)}  ${mib(p.startup.idleRssBytes.median).padStart(10)}  ${mib(p.startup.allLanguagesRssBytes.median).padStart(11)}  ${kib(p.bytesPerExercise).padStart(9)}`;
  const s = r.scaled.startup;
  return [
    '', `Catalogue size (${r.shipped.startup.runs} starts each, medians; ms from spawn; the ${r.factor}x catalogue is generated from the shipped one)`,
    `  catalogue  exercises  ready ms  all asked ms    rss ready  rss loaded  per exercise`,
    row('shipped', r.shipped), row(`${r.factor}x`, r.scaled),
    `  first start of the ${r.factor}x catalogue (empty build cache): ready ${r.scaled.first.spawnToReadyMs.median.toFixed(0)} ms, all built ${r.scaled.first.spawnToAllLanguagesMs.median.toFixed(0)} ms`,
    `  each added exercise costs ${kib(r.marginalBytesPerExercise)} resident`,
    `  ${r.factor}x goals: ready <= ${SCALED_READY_GOAL_MS} ms ${s.spawnToReadyMs.median <= SCALED_READY_GOAL_MS ? 'ok' : 'MISS'}, resident <= ${SCALED_RSS_GOAL_BYTES / 1e6} MB (${mib(SCALED_RSS_GOAL_BYTES)}) ${s.allLanguagesRssBytes.median <= SCALED_RSS_GOAL_BYTES ? 'ok' : 'MISS'}`,
  ];
}
