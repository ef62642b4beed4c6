/**
 * Movement families: a family's base steps and metadata, and its variants as small edits of them, so closely
 * related exercises share their sentences (fewer distinct strings to translate) without copy-paste.
 */
import type { Category, Difficulty, ExerciseSeed, Force, Grip, Mechanic, Muscle } from './types.ts';

export type Meta = Pick<ExerciseSeed, 'primary_muscles' | 'force' | 'mechanic' | 'difficulty' | 'grips'>;

/** Changes to a family's base steps, by index: a string replaces the step, an array expands it, null drops it. */
export type Edit = Record<number, string | readonly string[] | null>;

export const meta = (
  primary_muscles: Muscle[],
  force: Force | null,
  mechanic: Mechanic | null,
  difficulty: Difficulty,
  grips: Grip[] = [],
): Meta => ({ primary_muscles, force, mechanic, difficulty, grips });

export function edit(base: readonly string[], changes: Edit): string[] {
  for (const key of Object.keys(changes)) {
    if (!(Number(key) in base)) throw new Error(`no step ${key} to edit in: ${base[0]}`);
  }
  return base.flatMap((step, i) => {
    const change = changes[i];
    if (change === undefined) return [step];
    if (change === null) return [];
    return typeof change === 'string' ? [change] : [...change];
  });
}

/** A movement family: returns a maker for its variants (name, step changes, metadata overrides). */
export function family(category: Category, base: Meta, steps: readonly string[]) {
  return (name: string, changes: Edit = {}, over: Partial<Meta> = {}): ExerciseSeed => ({
    name,
    category,
    ...base,
    ...over,
    steps: edit(steps, changes),
  });
}
