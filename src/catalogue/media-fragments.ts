import type { ExerciseRecord, Gender } from './model.ts';

export type GenderFilter = Gender | 'all';

/** The parts of an exercise response that hold absolute URLs, serialized for one {base_url}. */
export interface MediaFragments {
  /** JSON array of Video per exercise, by gender filter. */
  videos: Record<GenderFilter, Buffer[]>;
  /** `,"bodymap_male":"…","bodymap_female":"…"` per exercise, for tiers that see bodymaps. */
  bodymaps: Buffer[];
  /** `,"video_count":…,"image_count":…,"step_count":…}` per exercise (detail=true), closing the object. */
  detail: Buffer[];
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

/** Media URLs are the same in every language, so these fragments are built once per base URL, not per language. */
export function buildMediaFragments(base: string, records: readonly ExerciseRecord[]): MediaFragments {
  const videos = (g: GenderFilter) => records.map((r) => Buffer.from(JSON.stringify(videoObjects(base, r, g))));
  return {
    videos: { all: videos('all'), male: videos('male'), female: videos('female') },
    bodymaps: records.map((r) =>
      Buffer.from(`,"bodymap_male":${JSON.stringify(bodymapUrl(base, 'exercise', r.id, 'male'))},"bodymap_female":${JSON.stringify(bodymapUrl(base, 'exercise', r.id, 'female'))}`),
    ),
    detail: records.map((r) =>
      Buffer.from(
        `,"video_count":${r.videos.filter((v) => v.video !== null).length},"image_count":${r.videos.filter((v) => v.og_image !== null).length},"step_count":${r.steps.length}}`,
      ),
    ),
  };
}
