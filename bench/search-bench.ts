/**
 * In-process search: queries per second and relevance of this project's SearchIndex and of MiniSearch over the
 * same documents and the same labelled queries. Run by run.ts as its own process, so neither engine inherits the
 * load generator's heap or JIT state; also runnable alone: node --import tsx bench/search-bench.ts [--data-dir D]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { SearchIndex } from '../src/search/search-index.ts';
import type { SearchDocument } from '../src/search/search-index.ts';
import { LABELLED } from './search-queries.ts';
import type { LabelledQuery } from './search-queries.ts';
import { median } from './stats.ts';

type Engine = (query: string) => number[];

export interface EngineResult {
  name: string;
  buildMs: number;
  /** Queries per second cycling over the labelled set (repeated queries: caches, if any, are warm). */
  qpsLabelled: number;
  /** Queries per second over generated queries never repeated (caches mostly cold). */
  qpsUnique: number;
  /** Share of labelled queries whose expected exercise ranks first. */
  top1: number;
  ndcg10: number;
  /** Labelled queries whose expected exercise did not rank first, with what did. */
  misses: { q: string; expected: string; got: string | null }[];
}

export interface SearchBenchResult {
  documents: number;
  queries: number;
  /** Labels naming exercises that are not in the catalogue (left out of the relevance figures). */
  unknownLabels: string[];
  uniqueQueries: number;
  engines: EngineResult[];
}

interface Resolved {
  q: string;
  expected: number;
  /** Graded relevance: 2 for the expected exercise, 1 for the other relevant ones. */
  grades: Map<number, number>;
}

const MINISEARCH_OPTIONS = {
  fields: ['name', 'steps'],
  storeFields: ['id'],
  // Steps are an array; the id must stay a number, MiniSearch reads it through this function too.
  extractField: (doc: SearchDocument, field: string): unknown => (field === 'steps' ? doc.steps.join(' ') : doc[field as 'name' | 'id']),
  searchOptions: { boost: { name: 3 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' as const },
};

export function loadDocuments(dataDir: string): SearchDocument[] {
  const file = path.join(dataDir, 'exercises.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { exercises: { id: number; name: string; steps: string[] }[] };
  return raw.exercises.map((e) => ({ id: e.id, name: e.name, steps: e.steps }));
}

function resolve(labels: readonly LabelledQuery[], docs: readonly SearchDocument[], unknown: Set<string>): Resolved[] {
  const byName = new Map(docs.map((d) => [d.name.toLowerCase(), d.id]));
  const idOf = (name: string) => {
    const id = byName.get(name.toLowerCase());
    if (id === undefined) unknown.add(name);
    return id;
  };
  const out: Resolved[] = [];
  for (const l of labels) {
    const expected = idOf(l.expect);
    if (expected === undefined) continue;
    const grades = new Map<number, number>([[expected, 2]]);
    for (const name of l.relevant ?? []) {
      const id = idOf(name);
      if (id !== undefined && !grades.has(id)) grades.set(id, 1);
    }
    out.push({ q: l.q, expected, grades });
  }
  return out;
}

/** Deterministic queries as people type them: 1 to 3 words of a name, sometimes cut short or with a slip. */
export function uniqueQueries(docs: readonly SearchDocument[], count: number): string[] {
  let seed = 0x9e3779b9;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = new Set<string>();
  for (let attempts = 0; out.size < count && attempts < count * 50; attempts++) {
    const words = docs[Math.floor(random() * docs.length)]!.name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (words.length === 0) continue;
    const n = 1 + Math.floor(random() * Math.min(3, words.length));
    const start = Math.floor(random() * (words.length - n + 1));
    const picked = words.slice(start, start + n);
    const roll = random();
    const last = picked.length - 1;
    if (roll < 0.3 && picked[last]!.length > 3) {
      picked[last] = picked[last]!.slice(0, 2 + Math.floor(random() * (picked[last]!.length - 2)));
    } else if (roll < 0.5) {
      const w = Math.floor(random() * picked.length);
      const word = picked[w]!;
      if (word.length >= 5) {
        const i = 1 + Math.floor(random() * (word.length - 2));
        picked[w] = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      }
    }
    const q = picked.join(' ');
    if (q.length >= 2) out.add(q);
  }
  return [...out];
}

function ndcgAt10(ranked: readonly number[], grades: Map<number, number>): number {
  const gain = (g: number) => 2 ** g - 1;
  let dcg = 0;
  ranked.slice(0, 10).forEach((id, i) => { dcg += gain(grades.get(id) ?? 0) / Math.log2(i + 2); });
  const ideal = [...grades.values()].sort((a, b) => b - a).slice(0, 10);
  const idcg = ideal.reduce((s, g, i) => s + gain(g) / Math.log2(i + 2), 0);
  return idcg > 0 ? dcg / idcg : 0;
}

/** Queries per second over `queries`, cycled for at least `budgetMs` after one untimed pass. */
function qps(engine: Engine, queries: readonly string[], budgetMs: number): number {
  let sink = 0;
  for (const q of queries) sink += engine(q).length;
  let done = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < budgetMs) {
    for (const q of queries) sink += engine(q).length;
    done += queries.length;
    elapsed = performance.now() - t0;
  }
  if (sink < 0) throw new Error('unreachable: keeps the results alive');
  return done / (elapsed / 1000);
}

interface Built {
  name: string;
  engine: Engine;
  buildMs: number;
}

function build(name: string, make: () => Engine): Built {
  const t0 = performance.now();
  const engine = make();
  return { name, engine, buildMs: performance.now() - t0 };
}

function relevance(engine: Engine, resolved: readonly Resolved[], nameOf: Map<number, string>) {
  let top1 = 0;
  let ndcg = 0;
  const misses: EngineResult['misses'] = [];
  for (const r of resolved) {
    const ranked = engine(r.q);
    if (ranked[0] === r.expected) top1++;
    else misses.push({ q: r.q, expected: nameOf.get(r.expected)!, got: ranked[0] === undefined ? null : nameOf.get(ranked[0]) ?? null });
    ndcg += ndcgAt10(ranked, r.grades);
  }
  return { top1: top1 / resolved.length, ndcg10: ndcg / resolved.length, misses };
}

const ROUNDS = 3;

export function runSearchBench(dataDir: string, budgetMs: number): SearchBenchResult {
  const docs = loadDocuments(dataDir);
  const unknown = new Set<string>();
  const resolved = resolve(LABELLED, docs, unknown);
  const labelled = resolved.map((r) => r.q);
  const unique = uniqueQueries(docs, 4000);
  const nameOf = new Map(docs.map((d) => [d.id, d.name]));
  const engines = [
    build('exref SearchIndex', () => {
      const index = SearchIndex.build(docs, 'en-us');
      return (q) => index.search(q).map((h) => h.id);
    }),
    build('MiniSearch 7', () => {
      const mini = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
      mini.addAll(docs);
      return (q) => mini.search(q).map((h) => h.id as number);
    }),
  ];
  const judged = engines.map((e) => relevance(e.engine, resolved, nameOf));
  // Engines take turns, round after round, so a noisy neighbour on the machine slows both alike.
  const speed = engines.map(() => ({ unique: [] as number[], labelled: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    engines.forEach((e, i) => {
      // Unique queries first: the labelled pass would otherwise leave warm caches behind.
      speed[i]!.unique.push(qps(e.engine, unique, budgetMs / ROUNDS));
      speed[i]!.labelled.push(qps(e.engine, labelled, budgetMs / ROUNDS));
    });
  }
  return {
    documents: docs.length, queries: resolved.length, unknownLabels: [...unknown], uniqueQueries: unique.length,
    engines: engines.map((e, i) => ({
      name: e.name, buildMs: e.buildMs,
      qpsLabelled: median(speed[i]!.labelled), qpsUnique: median(speed[i]!.unique),
      ...judged[i]!,
    })),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, 'budget-ms': { type: 'string' }, json: { type: 'boolean' } } });
  const dataDir = path.resolve(root, values['data-dir'] ?? 'data');
  const result = runSearchBench(dataDir, Number(values['budget-ms'] ?? 2000));
  if (values.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    for (const e of result.engines) {
      process.stdout.write(`${e.name.padEnd(18)} ${Math.round(e.qpsLabelled)} q/s labelled, ${Math.round(e.qpsUnique)} q/s unique, top-1 ${(e.top1 * 100).toFixed(1)}%, nDCG@10 ${e.ndcg10.toFixed(3)}\n`);
      for (const m of e.misses) process.stdout.write(`  miss: ${JSON.stringify(m.q)} expected ${m.expected}, got ${m.got ?? 'nothing'}\n`);
    }
    if (result.unknownLabels.length) process.stdout.write(`labels not in the catalogue: ${result.unknownLabels.join(', ')}\n`);
  }
}
