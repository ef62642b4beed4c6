/** Finds, through the API itself, the ids, names and media paths the scenarios use. */
import { getJson } from './capture.ts';
import type { Fixtures, SearchMix } from './scenarios.ts';
import { LABELLED } from './search-queries.ts';

interface Page {
  total: number;
  results: { id: number; name: string }[];
}

interface Exercise {
  id: number;
  name: string;
  category: string;
  primary_muscles: string[];
  videos: { url: string | null; og_image: string | null }[];
}

const QUERIES_PER_MIX = 8;

/** The labelled queries of one HTTP search mix: short and long are by word count, the others by kind. */
export function queriesFor(mix: SearchMix): string[] {
  const words = (q: string) => q.trim().split(/\s+/).length;
  const picked = LABELLED.filter((l) => {
    if (mix === 'short') return words(l.q) === 1 && (l.kind === 'exact' || l.kind === 'partial' || l.kind === 'alias');
    if (mix === 'long') return words(l.q) >= 3 && (l.kind === 'exact' || l.kind === 'partial' || l.kind === 'steps');
    return l.kind === mix;
  });
  return picked.slice(0, QUERIES_PER_MIX).map((l) => l.q);
}

function pathOf(url: string | null | undefined, fallback: string): string {
  return url ? new URL(url).pathname : fallback;
}

export async function discoverFixtures(baseUrl: string, apiKey: string): Promise<Fixtures> {
  const first = await getJson<Page>(baseUrl, '/exercises?limit=1', apiKey);
  if (!first || first.total === 0) throw new Error('GET /exercises?limit=1 failed or the catalogue is empty: nothing to benchmark');
  // An exercise from the middle of the catalogue, not the first one a cache-happy server might favour.
  const middle = await getJson<Page>(baseUrl, `/exercises?limit=1&offset=${Math.floor(first.total / 2)}`, apiKey);
  const id = middle!.results[0]!.id;
  const exercise = await getJson<Exercise>(baseUrl, `/exercises/${id}`, apiKey);
  if (!exercise) throw new Error(`GET /exercises/${id} failed although the list holds it`);

  const codes = ((await getJson<{ code: string }[]>(baseUrl, '/languages', apiKey)) ?? []).map((l) => l.code);
  const lang = codes.includes('de-de') ? 'de-de' : codes.find((c) => c !== 'en-us') ?? 'de-de';
  const translated = await getJson<Exercise>(baseUrl, `/exercises/${id}?lang=${lang}`, apiKey);
  const routines = await getJson<Page>(baseUrl, '/routines?limit=1', apiKey);
  const video = exercise.videos.find((v) => v.url);
  const image = exercise.videos.find((v) => v.og_image);

  return {
    exerciseId: id,
    category: exercise.category,
    muscle: exercise.primary_muscles[0] ?? 'Chest',
    lang,
    langQuery: translated?.name ?? exercise.name,
    routineId: routines?.results[0]?.id ?? 1,
    videoPath: pathOf(video?.url, '/stream/videos/branded/none.mp4'),
    imagePath: pathOf(image?.og_image, '/stream/images/og_images/none.jpg'),
    queries: queriesFor,
  };
}
