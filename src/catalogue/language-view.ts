import { compareEnglish, memoLowerCase } from '../i18n/languages.ts';
import { analyzerFor } from '../search/analyzer.ts';
import { buildTableSteps } from '../search/index-tables.ts';
import { SearchIndex } from '../search/search-index.ts';
import type { IndexTables, SearchDocument } from '../search/search-index.ts';
import { Pending, finish, mapInSteps } from './pending.ts';
import type { Steps } from './pending.ts';
import { categoryKey, foldCategory } from './model.ts';
import type { ExerciseRecord } from './model.ts';

/** An exercise's text fields in one language. Ids, enums and media stay as they are. */
export interface TranslatedExercise {
  name: string;
  category: string;
  primary_muscles: string[];
  force: string | null;
  mechanic: string | null;
  difficulty: string | null;
  grips: string[];
  steps: string[];
}

/** The search side of a language: built after the view, in steps, by the background builder or on first use. */
export interface LanguageSearch {
  index: SearchIndex;
  /** Analyzed words of each exercise name, for re-ranking by name coverage. */
  nameTerms: string[][];
}

/**
 * Everything one language needs at request time. What every list or aggregate needs is built with the view (a
 * few milliseconds); an exercise's full record is serialized on its first request and kept; the search side is
 * built in steps.
 */
export interface LanguageView {
  lang: string;
  /** The exercise's name in this language, by catalogue index. */
  name(index: number): string;
  /** `{"id":1,"name":"…"}` per exercise, index-aligned with the catalogue. */
  minimal: string[];
  /** ExerciseStandard up to and including `"videos":`, serialized on first use. */
  head(index: number): Buffer;
  /** One exercise's translated fields, computed on each call (not kept: the serialized head is what is kept). */
  exercise(index: number): TranslatedExercise;
  categories: Buffer;
  muscles: Buffer;
  filters: Buffer;
  statistics: Buffer;
  /** The search index and name terms, built in steps; `search` and `nameTerms` finish them when needed sooner. */
  readonly searchBuild: Pending<LanguageSearch>;
  /** Index tables built elsewhere (off the main thread) for the search build to start from, if it has not started. */
  adoptTables(tables: IndexTables): void;
  readonly search: SearchIndex;
  readonly nameTerms: string[][];
  /** Folded category spelling (English or translated) -> folded English category. */
  categoryAliases: Map<string, string>;
  /** Lower-cased muscle (English or translated) -> lower-cased English muscle. */
  muscleAliases: Map<string, string>;
  gripAliases: Map<string, string>;
}

export interface CatalogueTotals {
  routines: number;
  workouts: number;
}

type Translate = (text: string, record?: string | number) => string;

/**
 * People who type a bare movement name ("bench press", "rdl", "curl") mean its standard free-weight form, so
 * barbell, dumbbell and bodyweight versions get a small head start over specialty equipment, and the plain
 * variant (fewest words) over its modified ones. Small enough that any better textual match still wins.
 */
const CATEGORY_PRIOR: Readonly<Record<string, number>> = {
  Barbell: 1.12, Dumbbells: 1.08, Bodyweight: 1.08, Cables: 1.04, Machine: 1.02,
  Band: 0.9, Plate: 0.9, 'Medicine Ball': 0.9, 'Smith Machine': 0.92, TRX: 0.9, 'Bosu Ball': 0.9, Kettlebells: 0.95,
};
function searchPrior(r: ExerciseRecord): number {
  const specialty = /^(Trap Bar|Safety Bar|Cambered Bar|Landmine|EZ-Bar|Deficit|Pause|Paused|Tempo|Banded|Chained)\b/.test(r.name) ? 0.95 : 1;
  return (CATEGORY_PRIOR[r.category] ?? 1) * specialty;
}

function countBy(values: (string | null)[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const v of values) if (v !== null) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

const STEP_SIZE = 64;

/** Each name's analyzed words without its category's own words (see Catalogue.rerank); one analyzer, and one
 *  analysis per distinct category pair. */
function* nameTermSteps(lang: string, records: readonly ExerciseRecord[], t: Translate): Steps<string[][]> {
  const analyzer = analyzerFor(lang);
  const equipment = new Map<string, Set<string>>();
  const out: string[][] = [];
  for (let i = 0; i < records.length; i++) {
    if (i % STEP_SIZE === STEP_SIZE - 1) yield;
    const r = records[i]!;
    const pair = `${r.category} ${t(r.category, r.id)}`;
    let words = equipment.get(pair);
    if (!words) equipment.set(pair, (words = new Set(analyzer.terms(pair))));
    out.push(analyzer.terms(t(r.name, r.id)).filter((term) => !words!.has(term)));
  }
  return out;
}

/** One exercise's text fields in a language: every text a view asks the dictionary for. */
export function translateExercise(r: ExerciseRecord, t: Translate): TranslatedExercise {
  return {
    name: t(r.name, r.id),
    category: t(r.category, r.id),
    primary_muscles: r.primary_muscles.map((m) => t(m, r.id)),
    force: r.force === null ? null : t(r.force, r.id),
    mechanic: r.mechanic === null ? null : t(r.mechanic, r.id),
    difficulty: r.difficulty === null ? null : t(r.difficulty, r.id),
    grips: r.grips.map((g) => t(g, r.id)),
    steps: r.steps.map((s) => t(s, r.id)),
  };
}

function serializeHead(r: ExerciseRecord, e: TranslatedExercise): Buffer {
  const json = JSON.stringify({
    id: r.id, name: e.name, primary_muscles: e.primary_muscles, category: e.category, force: e.force,
    grips: e.grips, mechanic: e.mechanic, difficulty: e.difficulty, steps: e.steps,
  });
  return Buffer.from(`${json.slice(0, -1)},"videos":`);
}

/** What the search index holds of one exercise in a language. */
export function searchDocument(lang: string, r: ExerciseRecord, t: Translate): SearchDocument {
  return {
    id: r.id,
    name: t(r.name, r.id),
    steps: r.steps.map((s) => t(s, r.id)),
    ...(lang === 'en-us' ? {} : { altNames: [r.name] }),
    boost: searchPrior(r),
  };
}

/** What the search side keeps between starts: the index tables (with their typo table) and the name terms. */
export interface SearchState {
  tables: IndexTables;
  nameTerms: string[][];
}

/** Where a language's derived state may already be kept, and where to keep it once built (build-cache.ts). */
export interface DerivedStore {
  cachedView(): ViewData | null;
  builtView(data: ViewData): void;
  cachedSearch(): SearchState | null;
  builtSearch(state: SearchState): void;
}

function* searchSteps(lang: string, records: readonly ExerciseRecord[], t: Translate, prebuilt: IndexTables | null, store: DerivedStore | null): Steps<LanguageSearch> {
  const cached = prebuilt === null ? (store?.cachedSearch() ?? null) : null;
  let tables = prebuilt ?? cached?.tables ?? null;
  if (tables === null) {
    const docs: SearchDocument[] = [];
    for (let i = 0; i < records.length; i++) {
      if (i % STEP_SIZE === STEP_SIZE - 1) yield;
      docs.push(searchDocument(lang, records[i]!, t));
    }
    tables = yield* buildTableSteps(docs, lang);
  }
  const index = yield* SearchIndex.fromTableSteps(tables);
  // The category's own words ("Barbell", "Band") are left out: they say what the movement is done with, and
  // a query without them should cover "Barbell Overhead Press" as fully as "Band Overhead Press".
  const nameTerms = cached?.nameTerms ?? (yield* nameTermSteps(lang, records, t));
  if (cached === null) store?.builtSearch({ tables: index.tables, nameTerms });
  return { index, nameTerms };
}

const sortedEntries = (m: Map<string, number>) => [...m.entries()].sort((a, b) => compareEnglish(a[0], b[0]));

/**
 * Builds one language's view of the exercises: names, aggregates counted over the translated values (spec 4.4) and
 * alias maps for translated filter values. Records are serialized on first use and the search side in steps, so
 * a view costs a few milliseconds and little memory until it is used.
 */
export function buildLanguageView(lang: string, records: readonly ExerciseRecord[], t: Translate, totals: CatalogueTotals): LanguageView {
  return finish(languageViewSteps(lang, records, t, totals));
}

const RECORDS_PER_STEP = 256;

/**
 * What a view is made of that can be kept between starts: everything but the serialized records (built on first
 * use from the dictionary) and the search side.
 */
export interface ViewData {
  names: string[];
  minimal: string[];
  categories: string;
  muscles: string;
  filters: string;
  statistics: string;
  categoryAliases: Map<string, string>;
  muscleAliases: Map<string, string>;
  gripAliases: Map<string, string>;
}

function* viewDataSteps(lang: string, records: readonly ExerciseRecord[], t: Translate, totals: CatalogueTotals): Steps<ViewData> {
  // Categories, muscles, grips and the enums repeat across the catalogue: each distinct value is translated once.
  const value = memoize(t);
  const names = yield* mapInSteps(records, RECORDS_PER_STEP, (r) => t(r.name, r.id));
  const minimal = yield* mapInSteps(records, RECORDS_PER_STEP, (r, i) => JSON.stringify({ id: r.id, name: names[i] }));
  const exercises = yield* mapInSteps(records, RECORDS_PER_STEP, (r) => ({
    category: value(r.category),
    primary_muscles: r.primary_muscles.map(value),
    force: r.force === null ? null : value(r.force),
    mechanic: r.mechanic === null ? null : value(r.mechanic),
    difficulty: r.difficulty === null ? null : value(r.difficulty),
    grips: r.grips.map(value),
  }));
  // Aggregates over translated values. A category keeps its canonical key as `name` so it can be fed back
  // into the `category` filter; its display name is translated.
  const categoryCounts = new Map<string, { display: string; count: number }>();
  records.forEach((r, i) => {
    const key = categoryKey(r.category);
    const entry = categoryCounts.get(key) ?? { display: exercises[i]!.category, count: 0 };
    entry.count++;
    categoryCounts.set(key, entry);
  });
  const categories = [...categoryCounts.entries()]
    .sort((a, b) => compareEnglish(a[0], b[0]))
    .map(([name, v]) => ({ name, display_name: v.display, count: v.count }));
  const muscleCounts = countBy(exercises.flatMap((e) => e.primary_muscles));
  const muscles = sortedEntries(muscleCounts).map(([name, count]) => ({ name, count }));
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))].sort((a, b) => compareEnglish(a, b));
  const filters = {
    muscles: muscles.map((m) => m.name),
    difficulties: distinct(exercises.map((e) => e.difficulty)),
    forces: distinct(exercises.map((e) => e.force)),
    mechanics: distinct(exercises.map((e) => e.mechanic)),
    grips: distinct(exercises.flatMap((e) => e.grips)),
    categories: categories.map((c) => c.display_name),
  };
  const totalSteps = records.reduce((n, r) => n + r.steps.length, 0);
  const totalVideos = records.reduce((n, r) => n + r.videos.filter((v) => v.video !== null).length, 0);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const statistics = {
    total_exercises: records.length,
    total_categories: categories.length,
    total_muscles: muscles.length,
    categories,
    muscles,
    difficulty_distribution: Object.fromEntries(sortedEntries(countBy(exercises.map((e) => e.difficulty)))),
    mechanic_distribution: Object.fromEntries(sortedEntries(countBy(exercises.map((e) => e.mechanic)))),
    force_distribution: Object.fromEntries(sortedEntries(countBy(exercises.map((e) => e.force)))),
    average_steps_per_exercise: records.length ? round2(totalSteps / records.length) : 0,
    average_videos_per_exercise: records.length ? round2(totalVideos / records.length) : 0,
    total_videos: totalVideos,
    total_routines: totals.routines,
    total_workouts: totals.workouts,
  };

  const categoryAliases = new Map<string, string>();
  const muscleAliases = new Map<string, string>();
  const gripAliases = new Map<string, string>();
  const lower = memoLowerCase(lang);
  records.forEach((r, i) => {
    const e = exercises[i]!;
    const folded = foldCategory(r.category);
    categoryAliases.set(folded, folded);
    categoryAliases.set(foldCategory(e.category), folded);
    r.primary_muscles.forEach((m, j) => {
      muscleAliases.set(m.toLowerCase(), m.toLowerCase());
      muscleAliases.set(lower(e.primary_muscles[j]!), m.toLowerCase());
    });
    r.grips.forEach((g, j) => {
      gripAliases.set(g.toLowerCase(), g.toLowerCase());
      gripAliases.set(lower(e.grips[j]!), g.toLowerCase());
    });
  });

  return {
    names, minimal, categories: JSON.stringify(categories), muscles: JSON.stringify(muscles), filters: JSON.stringify(filters),
    statistics: JSON.stringify(statistics), categoryAliases, muscleAliases, gripAliases,
  };
}

/** buildLanguageView() in steps, yielding every few hundred records; its data read back from `store` if kept. */
export function* languageViewSteps(lang: string, records: readonly ExerciseRecord[], t: Translate, totals: CatalogueTotals, store: DerivedStore | null = null): Steps<LanguageView> {
  let data = store?.cachedView() ?? null;
  if (data === null) {
    data = yield* viewDataSteps(lang, records, t, totals);
    store?.builtView(data);
  }
  const { names, minimal, categoryAliases, muscleAliases, gripAliases } = data;
  const heads = new Array<Buffer | undefined>(records.length);
  let prebuilt: IndexTables | null = null;
  const searchBuild = new Pending(() => searchSteps(lang, records, t, prebuilt, store));

  return {
    lang, minimal,
    name: (index) => names[index]!,
    head: (index) => (heads[index] ??= serializeHead(records[index]!, translateExercise(records[index]!, t))),
    exercise: (index) => translateExercise(records[index]!, t),
    categories: Buffer.from(data.categories),
    muscles: Buffer.from(data.muscles),
    filters: Buffer.from(data.filters),
    statistics: Buffer.from(data.statistics),
    searchBuild,
    adoptTables: (tables) => {
      prebuilt = tables;
    },
    get search() {
      return searchBuild.get().index;
    },
    get nameTerms() {
      return searchBuild.get().nameTerms;
    },
    categoryAliases, muscleAliases, gripAliases,
  };
}

function memoize(t: Translate): (text: string) => string {
  const memo = new Map<string, string>();
  return (text) => {
    let out = memo.get(text);
    if (out === undefined) memo.set(text, (out = t(text)));
    return out;
  };
}
