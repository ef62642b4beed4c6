/**
 * Movement families written as named step slots: a variant replaces or drops slots by name, so related
 * exercises share their sentences. Used by the dumbbell/kettlebell and machine/band seed files.
 */
import type { Category, Difficulty, ExerciseSeed, Force, Grip, Mechanic, Muscle } from './types.ts';

export type Fields = Omit<ExerciseSeed, 'name' | 'category' | 'steps'>;
export type Steps = Record<string, string>;
export interface Family extends Fields {
  steps: Steps;
}
export type StepEdits = Record<string, string | null>;
export type Options = Partial<Fields> & { s?: StepEdits };
export type Variant = [name: string, options?: Options];


export function spec(
  primary_muscles: Muscle[],
  force: Force | null,
  mechanic: Mechanic | null,
  difficulty: Difficulty,
  grips: Grip[],
): Fields {
  return { primary_muscles, force, mechanic, difficulty, grips };
}

/** Expands a family into seeds: base fields and steps, overridden per variant. */
export function family(category: Category, base: Family, variants: Variant[]): ExerciseSeed[] {
  const { steps: baseSteps, ...baseFields } = base;
  return variants.map(([name, options = {}]) => {
    const { s = {}, ...fields } = options;
    for (const slot of Object.keys(s)) {
      if (!(slot in baseSteps)) throw new Error(`${name}: unknown step slot "${slot}"`);
    }
    const steps = Object.values({ ...baseSteps, ...s }).filter((step): step is string => !!step);
    return { name, category, ...baseFields, ...fields, steps };
  });
}

/** A movement with no close relatives in this file. */
export function one(category: Category, name: string, fields: Fields, steps: string[], female?: false): ExerciseSeed {
  return { name, category, ...fields, steps, ...(female === false ? { female } : {}) };
}
