/** The catalogue as it is stored in data/ and held in memory. */

export const ANGLES = ['front', 'side'] as const;
export const GENDERS = ['male', 'female'] as const;
export const FORCES = ['Push', 'Pull', 'Hold'] as const;
export const MECHANICS = ['Isolation', 'Compound'] as const;
export const DIFFICULTIES = ['Novice', 'Beginner', 'Intermediate', 'Advanced'] as const;

export type Angle = (typeof ANGLES)[number];
export type Gender = (typeof GENDERS)[number];

export interface VideoRecord {
  angle: Angle;
  gender: Gender;
  /** File name under media/videos/branded/ (and media/videos/unbranded/). */
  video: string | null;
  /** File name under media/images/og_images/. */
  og_image: string | null;
}

export interface ExerciseRecord {
  id: number;
  name: string;
  /** Equipment category, display spelling ("Smith Machine"). */
  category: string;
  primary_muscles: string[];
  force: string | null;
  mechanic: string | null;
  difficulty: string | null;
  grips: string[];
  steps: string[];
  videos: VideoRecord[];
}

/** One problem found in a data file: what `exref data check` prints, and what stops start-up. */
export interface DataProblem {
  file: string;
  /** Record id (or index when the id itself is bad). */
  record: string | number | null;
  field: string | null;
  reason: string;
}

export class DataError extends Error {
  readonly problems: DataProblem[];
  constructor(problems: DataProblem[]) {
    const first = problems.slice(0, 10).map(formatProblem).join('\n  ');
    const more = problems.length > 10 ? `\n  … and ${problems.length - 10} more (run "exref data check")` : '';
    super(`the catalogue has ${problems.length} problem(s):\n  ${first}${more}`);
    this.problems = problems;
  }
}

export function formatProblem(p: DataProblem): string {
  const where = [p.file, p.record !== null ? `record ${p.record}` : null, p.field !== null ? `field ${p.field}` : null]
    .filter(Boolean)
    .join(', ');
  return `${where}: ${p.reason}`;
}

/** "Smith Machine" -> "smith_machine": the CategoryDict name. */
export function categoryKey(display: string): string {
  return display.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/** What category matching ignores: case, spaces, hyphens (and underscores, which the category keys use). */
export function foldCategory(value: string): string {
  return value.toLowerCase().replace(/[\s\-_]+/g, '');
}
