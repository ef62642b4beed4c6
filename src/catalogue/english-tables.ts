/**
 * The English search tables, built on a worker thread while the main thread parses and checks the translation
 * files: the two take about as long as each other, and both stand between start-up and the first ready answer.
 * The worker reads and checks the exercises itself (sending them over would cost as much as parsing them) and
 * hands the tables back without copying their typed arrays.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { finish } from './pending.ts';
import { buildTableSteps } from '../search/index-tables.ts';
import type { IndexTables } from '../search/index-tables.ts';
import { EXERCISES_FILE, checkExercises, readJsonFile } from './load-exercises.ts';
import { searchDocument } from './language-view.ts';
import type { DataProblem } from './model.ts';

const JOB = 'exref english search tables';

/** The tables, or null when the worker could not build them (the caller then builds them on its own thread). */
export function englishTablesOffThread(dataDir: string): Promise<IndexTables | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(workerSource(), { eval: true, workerData: { job: JOB, dataDir } });
    } catch {
      resolve(null);
      return;
    }
    worker.once('message', (tables: IndexTables | null) => {
      resolve(tables);
      void worker.terminate();
    });
    worker.once('error', () => resolve(null));
    worker.once('exit', () => resolve(null));
  });
}

/**
 * The worker runs this very module: built, the one file of the whole program (whose command runs on the main thread
 * only, see cli.ts). Run from TypeScript sources (tests, development), a worker does not inherit the TypeScript
 * loader, so it registers it first.
 */
function workerSource(): string {
  const self = JSON.stringify(import.meta.url);
  const loader = import.meta.url.endsWith('.ts') ? "await import('tsx/esm/api').then((tsx) => tsx.register());" : '';
  return `(async () => { ${loader} await import(${self}); })()`;
}

async function buildInWorker(dataDir: string): Promise<void> {
  const problems: DataProblem[] = [];
  const raw = await readJsonFile(dataDir, EXERCISES_FILE, problems);
  const records = raw === undefined ? [] : checkExercises(raw, problems);
  if (problems.length > 0) {
    // The main thread reports them: nothing to build from.
    parentPort!.postMessage(null);
    return;
  }
  const tables = finish(buildTableSteps(records.map((r) => searchDocument('en-us', r, (text) => text)), 'en-us'));
  const buffers = new Set<ArrayBuffer>();
  for (const value of Object.values(tables)) if (ArrayBuffer.isView(value)) buffers.add(value.buffer as ArrayBuffer);
  parentPort!.postMessage(tables, [...buffers]);
}

if (!isMainThread && (workerData as { job?: string } | null)?.job === JOB) {
  void buildInWorker((workerData as { dataDir: string }).dataDir);
}
