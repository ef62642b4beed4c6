import type { ExerciseRecord, Gender } from './model.ts';

export type GenderFilter = Gender | 'all';

/** The parts of an exercise response that hold absolute URLs for one {base_url}, by catalogue index. */
export interface MediaFragments {
  /** JSON array of the exercise's Video objects for a gender filter. */
  videos(gender: GenderFilter, index: number): Buffer;
  /** `,"bodymap_male":"…","bodymap_female":"…"`, for tiers that see bodymaps. */
  bodymaps(index: number): Buffer;
  /** `,"video_count":…,"image_count":…,"step_count":…}` (detail=true), closing the object. */
  detail(index: number): Buffer;
}

export const NO_BODYMAPS = Buffer.from(',"bodymap_male":null,"bodymap_female":null');
export const CLOSE = Buffer.from('}');

export function videoUrl(base: string, file: string, variant: 'branded' | 'unbranded' = 'branded'): string {
  return `${base}/stream/videos/${variant}/${encodeURIComponent(file)}`;
}

export function ogImageUrl(base: string, file: string): string {
  return `${base}/stream/images/og_images/${encodeURIComponent(file)}`;
}

export function bodymapUrl(base: string, kind: 'exercise' | 'routine' | 'workout', id: number, gender: Gender): string {
  const folder = kind === 'exercise' ? '' : `${kind}s/`;
  return `${base}/stream/images/bodymaps/${folder}${id}?gender=${gender}`;
}

/** Video objects of one exercise as the API shows them. */
export function videoObjects(base: string, r: ExerciseRecord, gender: GenderFilter) {
  return r.videos
    .filter((v) => gender === 'all' || v.gender === gender)
    .map((v) => ({
      url: v.video === null ? null : videoUrl(base, v.video),
      angle: v.angle,
      gender: v.gender,
      og_image: v.og_image === null ? null : ogImageUrl(base, v.og_image),
    }));
}

/**
 * Media URLs are the same in every language, so these fragments are kept per base URL, not per language. Each is
 * serialized on its first use and kept: start-up builds none, and an exercise nobody asks for costs nothing.
 */
export function mediaFragments(base: string, records: readonly ExerciseRecord[]): MediaFragments {
  const slots = () => new Array<Buffer | undefined>(records.length);
  const videos: Record<GenderFilter, (Buffer | undefined)[]> = { all: slots(), male: slots(), female: slots() };
  const bodymaps = slots();
  const detail = slots();
  return {
    videos: (g, i) => (videos[g][i] ??= Buffer.from(JSON.stringify(videoObjects(base, records[i]!, g)))),
    bodymaps: (i) => (bodymaps[i] ??= Buffer.from(
      `,"bodymap_male":${JSON.stringify(bodymapUrl(base, 'exercise', records[i]!.id, 'male'))},"bodymap_female":${JSON.stringify(bodymapUrl(base, 'exercise', records[i]!.id, 'female'))}`,
    )),
    detail: (i) => (detail[i] ??= Buffer.from(detailOf(records[i]!))),
  };
}

function detailOf(r: ExerciseRecord): string {
  return `,"video_count":${r.videos.filter((v) => v.video !== null).length},"image_count":${r.videos.filter((v) => v.og_image !== null).length},"step_count":${r.steps.length}}`;
}
