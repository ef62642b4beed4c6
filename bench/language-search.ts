/**
 * Search latency per language, in process: for every installed language, how long its index takes to build and
 * how long a query takes, over queries people type in that language (an exercise's translated name, its first
 * word cut short as typed so far, and its English name, which every language also answers). Run by run.ts as its
 * own process; also runnable alone: node --import tsx bench/language-search.ts [--data-dir D] [--json]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Catalogue } from '../src/catalogue/catalogue.ts';
import { median } from './stats.ts';

export interface LanguageSearchResult {
  lang: string;
  /** Building the language's view and search index. */
  buildMs: number;
  queries: number;
  /** Per query through Catalogue.search (index and re-ranking), first time asked: median and 99th percentile, µs. */
  coldP50Us: number;
  coldP99Us: number;
  /** Queries per second of the index itself, cycling over the same queries again (its word caches warm). */
  warmQps: number;
  /** Share of full translated-name queries whose exercise ranks first. */
  ownNameTop1: number;
}

/** Every k-th exercise, so each language gets the same sample. */
const SAMPLE = 150;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

/** The start of a name's first word as someone would have typed it so far: a few letters, or two CJK characters. */
function typedSoFar(name: string): string {
  const word = name.split(/\s+/)[0] ?? name;
  const chars = Array.from(word);
  const cjk = /[\u3040-\u30ff\u3400-\u9fff]/.test(word);
  return chars.slice(0, cjk ? 2 : Math.max(3, Math.ceil(chars.length * 0.6))).join('');
}

export async function runLanguageSearch(dataDir: string, budgetMs: number): Promise<LanguageSearchResult[]> {
  const catalogue = await Catalogue.load(dataDir);
  const step = Math.max(1, Math.floor(catalogue.exercises.length / SAMPLE));
  const sample = catalogue.exercises.map((_, i) => i).filter((i) => i % step === 0).slice(0, SAMPLE);
  const results: LanguageSearchResult[] = [];
  for (const lang of catalogue.languages) {
    const t0 = performance.now();
    const view = catalogue.view(lang)!;
    const index = view.search;
    const buildMs = performance.now() - t0;
    const queries = sample.flatMap((i) => {
      const own = view.name(i);
      const english = catalogue.exercises[i]!.name;
      return lang === 'en-us' ? [own, typedSoFar(own)] : [own, typedSoFar(own), english];
    });
    const cold: number[] = [];
    let top1 = 0;
    for (const q of queries) {
      const start = process.hrtime.bigint();
      catalogue.search(view, q);
      cold.push(Number(process.hrtime.bigint() - start) / 1000);
    }
    for (const i of sample) if (catalogue.search(view, view.name(i))[0] === i) top1++;
    const warm: number[] = [];
    for (let round = 0; round < 3; round++) {
      let n = 0;
      const start = performance.now();
      while (performance.now() - start < budgetMs / 3) for (const q of queries) index.search(q), n++;
      warm.push(n / ((performance.now() - start) / 1000));
    }
    cold.sort((a, b) => a - b);
    results.push({
      lang, buildMs, queries: queries.length, coldP50Us: percentile(cold, 0.5), coldP99Us: percentile(cold, 0.99),
      warmQps: median(warm), ownNameTop1: top1 / sample.length,
    });
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, 'budget-ms': { type: 'string' }, json: { type: 'boolean' } } });
  const results = await runLanguageSearch(path.resolve(root, values['data-dir'] ?? 'data'), Number(values['budget-ms'] ?? 600));
  if (values.json) process.stdout.write(`${JSON.stringify(results)}\n`);
  else {
    for (const r of results) {
      process.stdout.write(`${r.lang}  build ${r.buildMs.toFixed(0)} ms  cold p50 ${r.coldP50Us.toFixed(0)} µs p99 ${r.coldP99Us.toFixed(0)} µs  warm ${Math.round(r.warmQps)} q/s  own-name top-1 ${(r.ownNameTop1 * 100).toFixed(0)}%\n`);
    }
  }
}
