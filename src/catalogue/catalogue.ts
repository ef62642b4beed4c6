import { DEFAULT_LANG } from '../i18n/languages.ts';
import { loadDictionaries, translator } from '../i18n/translations.ts';
import { buildLanguageView } from './language-view.ts';
import type { LanguageView } from './language-view.ts';
import { EXERCISES_FILE, checkExercises, readJsonFile } from './load-exercises.ts';
import { CLOSE, NO_BODYMAPS, buildMediaFragments } from './media-fragments.ts';
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

/** The loaded catalogue: records, per-language views and prebuilt fragments. Immutable after load. */
export class Catalogue {
  readonly exercises: readonly ExerciseRecord[];
  readonly languages: readonly string[];
  private readonly indexById: Map<number, number>;
  private readonly views: Map<string, LanguageView>;
  private readonly facts: FilterFacts[];
  private readonly mediaByBase = new Map<string, MediaFragments>();

  private constructor(exercises: ExerciseRecord[], views: Map<string, LanguageView>) {
    this.exercises = exercises;
    this.views = views;
    this.languages = [...views.keys()];
    this.indexById = new Map(exercises.map((e, i) => [e.id, i]));
    this.facts = exercises.map((e) => ({
      category: foldCategory(e.category),
      muscles: new Set(e.primary_muscles.map((m) => m.toLowerCase())),
      grips: new Set(e.grips.map((g) => g.toLowerCase())),
      genders: new Set(e.videos.map((v) => v.gender)),
    }));
  }

  /** Reads and validates every data file, collecting all problems (for `exref data check`). */
  static async inspect(dataDir: string): Promise<{ problems: DataProblem[]; catalogue: Catalogue | null }> {
    const problems: DataProblem[] = [];
    const raw = await readJsonFile(dataDir, EXERCISES_FILE, problems);
    const exercises = raw === undefined ? [] : checkExercises(raw, problems);
    const dictionaries = await loadDictionaries(dataDir, problems);
    if (problems.length > 0) return { problems, catalogue: null };
    const totals = { routines: 0, workouts: 0 };
    const views = new Map<string, LanguageView>();
    views.set(DEFAULT_LANG, buildLanguageView(DEFAULT_LANG, exercises, (s) => s, totals));
    for (const [lang, dict] of dictionaries) {
      views.set(lang, buildLanguageView(lang, exercises, translator(lang, dict, problems), totals));
    }
    return { problems, catalogue: problems.length > 0 ? null : new Catalogue(exercises, views) };
  }

  /** Loads the catalogue or throws DataError listing what is wrong (file, record, field, reason). */
  static async load(dataDir: string): Promise<Catalogue> {
    const { problems, catalogue } = await Catalogue.inspect(dataDir);
    if (!catalogue) throw new DataError(problems);
    return catalogue;
  }

  indexOf(id: number): number | undefined {
    return this.indexById.get(id);
  }

  view(lang: string): LanguageView | undefined {
    return this.views.get(lang);
  }

  /** URL-bearing fragments for one base URL, built on first use and kept (a few bases at most). */
  media(base: string): MediaFragments {
    let m = this.mediaByBase.get(base);
    if (!m) {
      if (this.mediaByBase.size >= MEDIA_CACHE_SIZE) this.mediaByBase.delete(this.mediaByBase.keys().next().value!);
      m = buildMediaFragments(base, this.exercises);
      this.mediaByBase.set(base, m);
    }
    return m;
  }

  /**
   * Indices of the exercises matching every given filter, in catalogue order (or in `order` when given).
   * Several values of one repeatable filter match any of them. `category`, `muscles` and `grips` accept English
   * or translated values; an unknown value matches nothing.
   */
  filter(view: LanguageView, f: ExerciseFilters, order?: readonly number[]): number[] {
    const category = f.category === undefined ? undefined : (view.categoryAliases.get(foldCategory(f.category)) ?? '\0');
    const muscles = f.muscles?.map((m) => view.muscleAliases.get(m.toLocaleLowerCase(view.lang)) ?? '\0');
    const grips = f.grips?.map((g) => view.gripAliases.get(g.toLocaleLowerCase(view.lang)) ?? '\0');
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

  /** Search hits mapped to catalogue indices, best first. */
  search(view: LanguageView, query: string): number[] {
    return view.search.search(query).map((h) => this.indexById.get(h.id)!);
  }

  /** One ExerciseStandard (or ExerciseDetailed) as bytes, assembled from prebuilt fragments. */
  exerciseParts(view: LanguageView, index: number, o: SerializeOptions): Buffer[] {
    const media = this.media(o.base);
    return [
      view.head[index]!,
      media.videos[o.gender][index]!,
      o.bodymaps ? media.bodymaps[index]! : NO_BODYMAPS,
      o.detail ? media.detail[index]! : CLOSE,
    ];
  }
}
