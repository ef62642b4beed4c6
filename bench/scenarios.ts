/**
 * The HTTP scenarios, one line each. A scenario's requests are built from fixtures read off the running server,
 * so ids and file names always exist in the catalogue under test. Several requests are cycled over each connection.
 */
import type { QueryKind } from './search-queries.ts';

export interface BenchRequest {
  path: string;
  headers?: Record<string, string>;
}

/** What the scenarios need from the catalogue under test, discovered through the API itself (see run.ts). */
export interface Fixtures {
  exerciseId: number;
  category: string;
  muscle: string;
  /** A non-English language, loaded or not (unloaded, its scenarios are skipped). */
  lang: string;
  /** The exercise's name in `lang`, or its English name while the language is missing. */
  langQuery: string;
  routineId: number;
  /** Paths under /stream/ of one video and one preview image of the exercise. */
  videoPath: string;
  imagePath: string;
  queries: (kind: SearchMix) => string[];
}

export type SearchMix = 'short' | 'long' | QueryKind;

/** Which goal applies: JSON and search 0.85 of baseline (issue #12: no scenario is exempt), hot media 0.8 (#13). */
export type ScenarioKind = 'json' | 'search' | 'media';

export interface Scenario {
  name: string;
  kind: ScenarioKind;
  requests(f: Fixtures): BenchRequest[];
}

/** Ratio goals against the bare baseline sending the same bytes: JSON and search 0.85 (#12), hot media 0.8 (#13). */
export const GOALS: Record<ScenarioKind, number | null> = { json: 0.85, search: 0.85, media: 0.8 };
export const P99_GOAL_MS = 10;

const q = encodeURIComponent;
const get = (path: string, headers?: Record<string, string>): BenchRequest => (headers ? { path, headers } : { path });
const search = (f: Fixtures, mix: SearchMix, extra = '') => f.queries(mix).map((s) => get(`/search?q=${q(s)}${extra}`));

export const SCENARIOS: readonly Scenario[] = [
  { name: 'exercise', kind: 'json', requests: (f) => [get(`/exercises/${f.exerciseId}`)] },
  { name: 'exercise detail', kind: 'json', requests: (f) => [get(`/exercises/${f.exerciseId}?detail=true`)] },
  { name: 'list 20', kind: 'json', requests: () => [get('/exercises?limit=20')] },
  { name: 'list 20 filtered', kind: 'json', requests: (f) => [get(`/exercises?limit=20&category=${q(f.category)}&muscles=${q(f.muscle)}`)] },
  { name: 'list 100', kind: 'json', requests: () => [get('/exercises?limit=100')] },
  { name: 'search short', kind: 'search', requests: (f) => search(f, 'short') },
  { name: 'search long', kind: 'search', requests: (f) => search(f, 'long') },
  { name: 'search prefix', kind: 'search', requests: (f) => search(f, 'prefix') },
  { name: 'search typo', kind: 'search', requests: (f) => search(f, 'typo') },
  { name: 'categories', kind: 'json', requests: () => [get('/categories')] },
  { name: 'statistics', kind: 'json', requests: () => [get('/statistics')] },
  { name: 'exercise lang', kind: 'json', requests: (f) => [get(`/exercises/${f.exerciseId}?lang=${f.lang}`)] },
  { name: 'list 20 lang', kind: 'json', requests: (f) => [get(`/exercises?limit=20&lang=${f.lang}`)] },
  { name: 'search lang', kind: 'search', requests: (f) => [get(`/search?q=${q(f.langQuery)}&lang=${f.lang}`)] },
  { name: 'categories lang', kind: 'json', requests: (f) => [get(`/categories?lang=${f.lang}`)] },
  { name: 'statistics lang', kind: 'json', requests: (f) => [get(`/statistics?lang=${f.lang}`)] },
  { name: 'routine full', kind: 'json', requests: (f) => [get(`/routines/${f.routineId}/full`)] },
  { name: 'video range', kind: 'media', requests: (f) => [get(f.videoPath, { range: 'bytes=0-65535' })] },
  { name: 'preview image', kind: 'media', requests: (f) => [get(f.imagePath)] },
];
