import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, LANGUAGE_CODES } from '../i18n/languages.ts';
import { analyzerFor } from '../search/analyzer.ts';
import type { SearchHit } from '../search/search-index.ts';
import { I18N_DIR, coverageOf, loadDictionaries, missingProblems, translator } from '../i18n/translations.ts';
import type { Dictionary, LanguageCoverage } from '../i18n/translations.ts';
import { SlicedBuilder } from './background.ts';
import { NO_CACHE, fileIdentity } from './build-cache.ts';
import type { BuildCache, CachedCheck } from './build-cache.ts';
import { englishTablesOffThread } from './english-tables.ts';
import { Pending, finish } from './pending.ts';
import type { Steps } from './pending.ts';
import { languageViewSteps, translateExercise } from './language-view.ts';
import type { CatalogueTotals, DerivedStore, LanguageView, SearchState } from './language-view.ts';
import { EXERCISES_FILE, checkExercises, readJsonFile } from './load-exercises.ts';
import { PROGRAMS_FILE, checkPrograms } from './load-programs.ts';
import type { Programs } from './load-programs.ts';
import { ProgramResponses, translatePrograms, translateProgramsInSteps } from './program-views.ts';
import type { ExerciseLookup, ExerciseSource, ProgramText } from './program-views.ts';
import { CLOSE, NO_BODYMAPS, mediaFragments } from './media-fragments.ts';
import type { GenderFilter, MediaFragments } from './media-fragments.ts';
import { DataError, foldCategory } from './model.ts';
import type { DataProblem, ExerciseRecord, Gender } from './model.ts';

export interface ExerciseFilters {
  category?: string;
  muscles?: string[];
  difficulty?: string;
  force?: string;
  mechanic?: string;
  grips?: string[];
  gender?: Gender;
}

export interface SerializeOptions {
  base: string;
  gender: GenderFilter;
  bodymaps: boolean;
  detail: boolean;
}

/** Language-independent facts per exercise that filters test, normalized once. */
interface FilterFacts {
  category: string;
  muscles: Set<string>;
  grips: Set<string>;
  genders: Set<Gender>;
}

const MEDIA_CACHE_SIZE = 8;
const SEARCH_CACHE_SIZE = 1024;
/** Filtered lists kept (at most 1,960 indices each at 1x: a few MB in the worst case). */
const FILTER_CACHE_SIZE = 256;
const RERANK_DEPTH = 50;
const NAME_COVERAGE_WEIGHT = 0.5;

/**
 * A muscle or grip filter value as the English lower-case value it stands for, '\0' for one that is unknown. English
 * values fold the same under every language; translated ones by the language's own rules (Turkish lower-cases "I"
 * to dotless "ı", so "BICEPS" would miss), hence the second look-up only when the first misses.
 */
function canonicalValue(aliases: ReadonlyMap<string, string>, value: string, lang: string): string {
  return aliases.get(value.toLowerCase()) ?? aliases.get(value.toLocaleLowerCase(lang)) ?? '\0';
}

/** What program text reads from the exercises. */
function exerciseLookup(exercises: readonly ExerciseRecord[], indexById: ReadonlyMap<number, number>): ExerciseLookup {
  return { indexOf: (id) => indexById.get(id), muscles: (i) => exercises[i]!.primary_muscles };
}

export interface LoadOptions {
  /** Refuse a translation file that lacks any string (EXREF_I18N_STRICT, `exref data check --strict`). */
  strictTranslations?: boolean;
  /** Derived state kept between starts (see build-cache.ts); none by default. */
  cache?: BuildCache;
}

/** The build cache and the key of each language's sources, taken once at load. */
interface Derived {
  cache: BuildCache;
  keys: Map<string, string | null>;
  /** Languages whose translation file was found checked and unchanged: their coverage came from the cache. */
  checked: Map<string, CachedCheck>;
  /** Search state read before the catalogue was made (English, to know whether a worker must build it). */
  searches: Map<string, SearchState | null>;
}

/** The key of the checked exercise records, among the languages' keys. */
const RECORDS = 'records';
/** Loads tried before files that keep changing while they are read are refused. */
const LOAD_ATTEMPTS = 3;

/** Every data file's identity (see fileIdentity), '-' for one that is not there: equal before and after a load
 *  when no file changed meanwhile. */
function dataIdentities(dataDir: string): string {
  const files = [EXERCISES_FILE, PROGRAMS_FILE, ...LANGUAGE_CODES.map((lang) => path.join(I18N_DIR, `${lang}.json`))];
  return files.map((file) => {
    try {
      return fileIdentity(path.join(dataDir, file));
    } catch {
      return '-';
    }
  }).join(' ');
}

/**
 * Each language's derived state is made from the exercises, the routines (their texts count in coverage) and, for
 * a translated language, its translation file; the checked records from the exercises alone.
 */
function derivedState(dataDir: string, cache: BuildCache): Derived {
  const exercises = path.join(dataDir, EXERCISES_FILE);
  const programs = path.join(dataDir, PROGRAMS_FILE);
  const shared = existsSync(programs) ? [exercises, programs] : [exercises];
  const keys = new Map<string, string | null>([[RECORDS, cache.keyOf([exercises])], [DEFAULT_LANG, cache.keyOf(shared)]]);
  for (const lang of LANGUAGE_CODES) {
    const translations = path.join(dataDir, I18N_DIR, `${lang}.json`);
    if (lang !== DEFAULT_LANG) keys.set(lang, existsSync(translations) ? cache.keyOf([...shared, translations]) : null);
  }
  return { cache, keys, checked: new Map(), searches: new Map() };
}

export interface Inspection {
  problems: DataProblem[];
  catalogue: Catalogue | null;
  /** Per installed non-English language, when the files could be read and checked. */
  coverage: LanguageCoverage[];
}

/** A language's view data and search state: read from the build cache if kept there, written to it once built. */
function derivedStore(derived: Derived, lang: string, documents: number): DerivedStore {
  const key = derived.keys.get(lang) ?? null;
  return {
    cachedView: () => derived.cache.view(lang, key, documents),
    builtView: (data) => void derived.cache.store(lang, 'view', key, data),
    cachedSearch: () => {
      const read = derived.searches.get(lang);
      derived.searches.delete(lang);
      return read !== undefined ? read : derived.cache.search(lang, key, documents);
    },
    builtSearch: (state) => void derived.cache.store(lang, 'search', key, state),
  };
}

const totalsOf = (programs: Programs): CatalogueTotals => ({ routines: programs.routines.length, workouts: programs.workouts.length });

/**
 * The loaded catalogue: records, per-language views and prebuilt fragments. Immutable after load.
 *
 * English is built before the server listens. Every other installed language is measured for coverage at load
 * (its missing strings are served in English, or refuse the load in strict mode); its view and search index are
 * read back from the build cache by its first request, or, when the cache does not hold them, built by
 * buildInBackground() right after listening, in short slices between requests (see SlicedBuilder). A request that
 * needs a language's view before its turn builds it at once (a few milliseconds); one that needs its search index
 * waits for it (see whenSearchable). Everything built lazily belongs to this instance.
 */
export class Catalogue {
  readonly exercises: readonly ExerciseRecord[];
  readonly languages: readonly string[];
  private readonly indexById: Map<number, number>;
  private readonly dictionaries: Map<string, Dictionary>;
  private readonly totals: CatalogueTotals;
  private readonly views = new Map<string, Pending<LanguageView>>();
  private readonly facts: FilterFacts[];
  private readonly mediaByBase = new Map<string, MediaFragments>();
  private readonly allIndices: number[];
  /** Ranked results of recent queries per language: the catalogue never changes, so they never go stale. */
  private readonly searchCache = new Map<string, number[]>();
  private readonly filterCache = new Map<string, readonly number[]>();
  private readonly builder = new SlicedBuilder();
  private retired = false;
  readonly programs: Programs;
  private readonly textByLang = new Map<string, ProgramText>();
  private readonly programCache = new Map<string, ProgramResponses>();
  private readonly routineIndex: Map<number, number>;
  private readonly workoutIndex: Map<number, number>;
  private readonly source: ExerciseSource;
  /** Translation coverage per installed non-English language; missing strings are served in English. */
  readonly coverage: readonly LanguageCoverage[];

  private constructor(exercises: ExerciseRecord[], programs: Programs, dictionaries: Map<string, Dictionary>, english: LanguageView, englishText: ProgramText | null, coverage: LanguageCoverage[], private readonly derived: Derived) {
    this.exercises = exercises;
    this.coverage = coverage;
    this.programs = programs;
    this.dictionaries = dictionaries;
    this.totals = totalsOf(programs);
    this.views.set(DEFAULT_LANG, Pending.of(english));
    if (englishText !== null) this.textByLang.set(DEFAULT_LANG, englishText);
    this.routineIndex = new Map(programs.routines.map((r, i) => [r.id, i]));
    this.workoutIndex = new Map(programs.workouts.map((w, i) => [w.id, i]));
    // Languages in the spec's order, whatever order the files were read in.
    this.languages = LANGUAGE_CODES.filter((code) => code === DEFAULT_LANG || dictionaries.has(code));
    this.indexById = new Map(exercises.map((e, i) => [e.id, i]));
    this.source = {
      ...exerciseLookup(exercises, this.indexById),
      standardParts: (v, i, b, bodymaps) => this.exerciseParts(v, i, { base: b, gender: 'all', bodymaps, detail: false }),
    };
    this.allIndices = exercises.map((_, i) => i);
    this.facts = exercises.map((e) => ({
      category: foldCategory(e.category),
      muscles: new Set(e.primary_muscles.map((m) => m.toLowerCase())),
      grips: new Set(e.grips.map((g) => g.toLowerCase())),
      genders: new Set(e.videos.map((v) => v.gender)),
    }));
  }

  /**
   * Reads and validates every data file, collecting all problems (for `exref data check`). Missing translations
   * are measured in `coverage`; they are problems only with `strictTranslations`.
   */
  static async inspect(dataDir: string, options: LoadOptions = {}, derived = derivedState(dataDir, options.cache ?? NO_CACHE)): Promise<Inspection> {
    const problems: DataProblem[] = [];
    const dictionaryProblems: DataProblem[] = [];
    // A translation file checked on an earlier start and unchanged since is only read now, and parsed on first use.
    const known = {
      checked: (lang: string) => {
        const check = derived.cache.check(lang, derived.keys.get(lang) ?? null);
        if (check) derived.checked.set(lang, check);
        return check !== undefined;
      },
    };
    // The translation files are read while the exercises are checked; their problems are listed after.
    const loading = loadDictionaries(dataDir, dictionaryProblems, known);
    // Records checked on an earlier start, from a file unchanged since, are read back rather than checked again.
    const recordsKey = derived.keys.get(RECORDS) ?? null;
    let exercises = derived.cache.records(recordsKey);
    const checkedBefore = exercises !== null;
    if (exercises === null) {
      const raw = await readJsonFile(dataDir, EXERCISES_FILE, problems);
      exercises = raw === undefined ? [] : checkExercises(raw, problems);
    }
    const rawPrograms = await readJsonFile(dataDir, PROGRAMS_FILE, problems, true);
    const programs = rawPrograms === undefined ? { routines: [], workouts: [] } : checkPrograms(rawPrograms, new Set(exercises.map((e) => e.id)), problems);
    const dictionaries = await loading;
    problems.push(...dictionaryProblems);
    if (problems.length > 0) return { problems, catalogue: null, coverage: [] };
    // Building English records every text a view translates, so coverage is checked against exactly what the
    // views will ask for, without building the other languages now.
    const asked = new Map<string, string | number | undefined>();
    const english = (text: string, record?: string | number) => {
      if (!asked.has(text)) asked.set(text, record);
      return text;
    };
    // Only a language whose check was not kept needs them: English program texts are otherwise built on first use.
    const measure = [...dictionaries.keys()].some((code) => !derived.checked.has(code));
    if (measure) for (const e of exercises) translateExercise(e, english);
    const view = finish(languageViewSteps(DEFAULT_LANG, exercises, english, totalsOf(programs), derivedStore(derived, DEFAULT_LANG, exercises.length)));
    const text = measure ? translatePrograms(programs, DEFAULT_LANG, english, exerciseLookup(exercises, new Map(exercises.map((e, i) => [e.id, i])))) : null;
    const coverage = LANGUAGE_CODES.filter((code) => dictionaries.has(code))
      .map((code) => derived.checked.get(code)?.coverage ?? coverageOf(code, dictionaries.get(code)!, asked));
    if (options.strictTranslations) for (const c of coverage) problems.push(...missingProblems(c));
    const catalogue = problems.length > 0 ? null : new Catalogue(exercises, programs, dictionaries, view, text, coverage, derived);
    if (catalogue !== null && !checkedBefore) void derived.cache.store(DEFAULT_LANG, 'records', recordsKey, exercises);
    return { problems, catalogue, coverage };
  }

  /**
   * Loads the catalogue or throws DataError listing what is wrong (file, record, field, reason). A data file that
   * changed while it was read (a reload signalled while the files are still being written, say) makes the load start
   * again, so that no catalogue mixes two versions of a file, or pairs one with state cached for the other; files
   * that keep changing are a DataError.
   */
  static async load(dataDir: string, options: LoadOptions = {}): Promise<Catalogue> {
    for (let attempt = 1; ; attempt++) {
      const before = dataIdentities(dataDir);
      let loaded: Catalogue | undefined;
      let failure: unknown;
      try {
        loaded = await Catalogue.loadOnce(dataDir, options);
      } catch (err) {
        failure = err;
      }
      if (dataIdentities(dataDir) === before) {
        if (loaded === undefined) throw failure;
        return loaded;
      }
      if (attempt === LOAD_ATTEMPTS) {
        throw new DataError([{ file: dataDir, record: null, field: null, reason: `the data files changed while they were read, ${LOAD_ATTEMPTS} times: load again once they are written` }]);
      }
    }
  }

  /**
   * One load. The English search tables come from the build cache, or are built on a worker thread meanwhile (see
   * english-tables.ts). What this load checked or built is written to the cache for the next start.
   */
  private static async loadOnce(dataDir: string, options: LoadOptions): Promise<Catalogue> {
    const derived = derivedState(dataDir, options.cache ?? NO_CACHE);
    const cachedEnglish = derived.cache.search(DEFAULT_LANG, derived.keys.get(DEFAULT_LANG) ?? null);
    derived.searches.set(DEFAULT_LANG, cachedEnglish);
    const englishTables = cachedEnglish ? Promise.resolve(null) : englishTablesOffThread(dataDir);
    const { problems, catalogue, coverage } = await Catalogue.inspect(dataDir, options, derived);
    const tables = await englishTables;
    if (!catalogue) throw new DataError(problems);
    if (cachedEnglish && cachedEnglish.tables.ids.length !== catalogue.exercises.length) derived.searches.delete(DEFAULT_LANG);
    if (tables && tables.ids.length === catalogue.exercises.length) catalogue.view(DEFAULT_LANG)!.adoptTables(tables);
    for (const c of coverage) if (!derived.checked.has(c.lang)) void derived.cache.store(c.lang, 'check', derived.keys.get(c.lang) ?? null, { coverage: c });
    return catalogue;
  }

  /** The build cache this catalogue reads and fills. */
  get buildCache(): BuildCache {
    return this.derived.cache;
  }

  /** Whether `lang` is installed (English always is). Builds nothing. */
  hasLanguage(lang: string): boolean {
    return lang === DEFAULT_LANG || this.dictionaries.has(lang);
  }

  /** Languages whose view and search index are built (all of them once buildInBackground() has finished). */
  get builtLanguages(): string[] {
    return this.languages.filter((lang) => this.views.get(lang)?.ready && this.view(lang)!.searchBuild.ready);
  }

  private translate(lang: string): (text: string) => string {
    return translator(lang, this.dictionaries.get(lang));
  }

  indexOf(id: number): number | undefined {
    return this.indexById.get(id);
  }

  /** One language's view, built now if its turn in the background has not come yet; undefined if not installed. */
  view(lang: string): LanguageView | undefined {
    return this.viewBuild(lang)?.get();
  }

  private viewBuild(lang: string): Pending<LanguageView> | undefined {
    let build = this.views.get(lang);
    if (!build && this.hasLanguage(lang)) {
      build = new Pending(() => languageViewSteps(lang, this.exercises, this.translate(lang), this.totals, derivedStore(this.derived, lang, this.exercises.length)));
      this.views.set(lang, build);
    }
    return build;
  }

  /** URL-bearing fragments for one base URL, built on first use and kept (a few bases at most, the least recently
   *  used out first). */
  media(base: string): MediaFragments {
    let m = this.mediaByBase.get(base);
    if (m) {
      this.mediaByBase.delete(base);
    } else {
      if (this.mediaByBase.size >= MEDIA_CACHE_SIZE) this.mediaByBase.delete(this.mediaByBase.keys().next().value!);
      m = mediaFragments(base, this.exercises);
    }
    this.mediaByBase.set(base, m);
    return m;
  }

  /**
   * Indices of the exercises matching every given filter, in catalogue order (or in `order` when given).
   * Several values of one repeatable filter match any of them. `category`, `muscles` and `grips` accept English
   * or translated values; an unknown value matches nothing.
   */
  filter(view: LanguageView, f: ExerciseFilters, order?: readonly number[]): readonly number[] {
    const unfiltered = Object.values(f).every((v) => v === undefined);
    if (unfiltered) return order ?? this.allIndices;
    if (order !== undefined) return this.scan(view, f, order);
    // A filtered list is a scan of the whole catalogue: its result is kept, like a search's, for the next request.
    const cacheKey = JSON.stringify([view.lang, f.category, f.muscles, f.difficulty, f.force, f.mechanic, f.grips, f.gender]);
    let found = this.filterCache.get(cacheKey);
    if (found === undefined) {
      found = this.scan(view, f);
      if (this.filterCache.size >= FILTER_CACHE_SIZE) this.filterCache.delete(this.filterCache.keys().next().value!);
      this.filterCache.set(cacheKey, found);
    }
    return found;
  }

  private scan(view: LanguageView, f: ExerciseFilters, order?: readonly number[]): number[] {
    // As canonicalValue(): a translated label typed in capitals folds by its language's rules ("DAMBIL", "Dambıl").
    const category = f.category === undefined ? undefined
      : (view.categoryAliases.get(foldCategory(f.category)) ?? view.categoryAliases.get(foldCategory(f.category.toLocaleLowerCase(view.lang))) ?? '\0');
    const muscles = f.muscles?.map((m) => canonicalValue(view.muscleAliases, m, view.lang));
    const grips = f.grips?.map((g) => canonicalValue(view.gripAliases, g, view.lang));
    const out: number[] = [];
    const n = order ? order.length : this.exercises.length;
    for (let k = 0; k < n; k++) {
      const i = order ? order[k]! : k;
      const e = this.exercises[i]!;
      const facts = this.facts[i]!;
      if (category !== undefined && facts.category !== category) continue;
      if (f.difficulty !== undefined && e.difficulty !== f.difficulty) continue;
      if (f.force !== undefined && e.force !== f.force) continue;
      if (f.mechanic !== undefined && e.mechanic !== f.mechanic) continue;
      if (f.gender !== undefined && !facts.genders.has(f.gender)) continue;
      if (muscles && !muscles.some((m) => facts.muscles.has(m))) continue;
      if (grips && !grips.some((g) => facts.grips.has(g))) continue;
      out.push(i);
    }
    return out;
  }

  routineIndexOf(id: number): number | undefined {
    return this.routineIndex.get(id);
  }

  workoutIndexOf(id: number): number | undefined {
    return this.workoutIndex.get(id);
  }

  programText(lang: string): ProgramText {
    return finish(this.programTextSteps(lang));
  }

  /** programText() in steps; one a request built meanwhile is the one kept. */
  private *programTextSteps(lang: string): Steps<ProgramText> {
    let text = this.textByLang.get(lang);
    if (!text) {
      const built = yield* translateProgramsInSteps(this.programs, lang, this.translate(lang), this.source);
      text = this.textByLang.get(lang) ?? built;
      this.textByLang.set(lang, text);
    }
    return text;
  }

  /**
   * The routine and workout responses of one language and base URL: each built on first use and kept (see
   * ProgramResponses). At most 8 sets per installed language are kept, all languages and base URLs together, the
   * least recently used out first: requests under many Host names (no PUBLIC_BASE_URL) do not push out the set
   * every client uses. A request holds the set it got, so it is answered from it however many sets are made
   * meanwhile.
   */
  programJson(lang: string, base: string, bodymaps = true): ProgramResponses {
    const cacheKey = `${lang} ${base}${bodymaps ? '' : ' no bodymaps'}`;
    let responses = this.programCache.get(cacheKey);
    if (responses) {
      this.programCache.delete(cacheKey);
    } else {
      if (this.programCache.size >= MEDIA_CACHE_SIZE * this.languages.length) this.programCache.delete(this.programCache.keys().next().value!);
      responses = new ProgramResponses(this.programs, this.programText(lang), this.view(lang)!, base, this.source, bodymaps);
    }
    this.programCache.set(cacheKey, responses);
    return responses;
  }

  /**
   * Builds English routine and workout responses for `base`, then every installed language's view (a few
   * milliseconds each), then their search indexes, through the SlicedBuilder: in slices of a few milliseconds
   * between which requests run, at a pace that leaves most of a busy event loop to requests. Resolves true when
   * all are built, false when the catalogue was retired first. Routine and workout responses of other languages
   * are built one by one as they are asked for: most deployments never ask for them.
   *
   * The indexes are built on this thread: a worker thread building them was measured on the 2-core target and
   * saved only 7 to 15% of this time, while its heap pushed resident memory past 300 MB.
   */
  async buildInBackground(base: string): Promise<boolean> {
    await this.builder.add([new Pending(() => this.englishProgramSteps(base))]);
    const toBuild = this.languages.filter((lang) => !this.cached(lang));
    if (this.retired) return false;
    await this.builder.add(toBuild.map((lang) => this.viewBuild(lang)!));
    if (this.retired) return false;
    // A view whose build failed (it threw) is left to its first request; its search index with it.
    await this.builder.add(toBuild.flatMap((lang) => (this.viewBuild(lang)!.ready ? [this.view(lang)!.searchBuild] : [])));
    return !this.retired;
  }

  /** Every English routine and workout response for `base`, in steps, with the program text (built on first use
   *  when the build cache held everything else). */
  private *englishProgramSteps(base: string): Steps<ProgramResponses> {
    yield* this.programTextSteps(DEFAULT_LANG);
    return yield* this.programJson(DEFAULT_LANG, base).buildAll();
  }

  /**
   * The catalogue was replaced (a reload): its background builds stop, except those a request in flight waits
   * for, so a dead catalogue neither holds the CPU nor writes old state to the build cache.
   */
  retire(): void {
    this.retired = true;
    this.builder.dropUnwaited();
  }

  /**
   * A language whose view and search state are both in the build cache is left to its first request: reading it
   * back takes milliseconds, where reading every language back in the background right after start-up would compete
   * with the first requests (and hold memory for languages nobody asks for).
   */
  private cached(lang: string): boolean {
    if (this.views.get(lang)?.ready) return true;
    const key = this.derived.keys.get(lang) ?? null;
    return this.derived.cache.has(lang, 'view', key) && this.derived.cache.has(lang, 'search', key);
  }

  /**
   * Null when the language's search index is built (the usual case: callers stay synchronous); otherwise a promise
   * that resolves once it is: the index goes to the front of the builder's queue and is built at a higher share
   * of the loop, so a search that comes before its language's turn waits while other requests keep being served.
   */
  whenSearchable(view: LanguageView): Promise<void> | null {
    return this.builder.urgent(view.searchBuild);
  }

  /**
   * Builds what English needs before listening: its search index, which takes too long to build on a request. Its
   * routine and workout responses (tens of milliseconds in all) are the background builder's first job after
   * listening; a routine request that comes first builds only the response it asks for (see ProgramResponses).
   */
  warm(): void {
    void this.view(DEFAULT_LANG)!.search;
  }

  /** Search hits mapped to catalogue indices, best first. */
  search(view: LanguageView, query: string): number[] {
    const cacheKey = `${view.lang}\u0000${query}`;
    let ranked = this.searchCache.get(cacheKey);
    if (ranked) {
      // Refresh its place in the insertion order: the oldest entry is the one evicted.
      this.searchCache.delete(cacheKey);
    } else {
      ranked = this.rerank(view, query, view.search.search(query));
      if (this.searchCache.size >= SEARCH_CACHE_SIZE) this.searchCache.delete(this.searchCache.keys().next().value!);
    }
    this.searchCache.set(cacheKey, ranked);
    return ranked;
  }

  /**
   * Re-ranks the best hits by how much of each name the query covers, so a query that is a whole name ("plank",
   * "overhead press") puts that exercise above longer names that merely contain it, whatever their steps say.
   */
  private rerank(view: LanguageView, query: string, hits: SearchHit[]): number[] {
    const analyzer = analyzerFor(view.lang);
    const words = analyzer.terms(query);
    const head = hits.slice(0, RERANK_DEPTH).map((h) => {
      const index = this.indexById.get(h.id)!;
      const name = view.nameTerms[index]!;
      const covered = name.filter((t) => words.some((w) => t === w || t.startsWith(w))).length;
      return { index, score: h.score * (1 + NAME_COVERAGE_WEIGHT * (name.length ? covered / name.length : 0)) };
    });
    head.sort((a, b) => b.score - a.score);
    return [...head.map((h) => h.index), ...hits.slice(RERANK_DEPTH).map((h) => this.indexById.get(h.id)!)];
  }

  /** One ExerciseStandard (or ExerciseDetailed) as bytes, assembled from prebuilt fragments. */
  exerciseParts(view: LanguageView, index: number, o: SerializeOptions): Buffer[] {
    const media = this.media(o.base);
    return [
      view.head(index),
      media.videos(o.gender, index),
      o.bodymaps ? media.bodymaps(index) : NO_BODYMAPS,
      o.detail ? media.detail(index) : CLOSE,
    ];
  }
}

