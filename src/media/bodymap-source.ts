import type { Catalogue } from '../catalogue/catalogue.ts';
import type { BodymapSource } from '../routes/media-routes.ts';

/** A secondary muscle is drawn lighter than the exercise's main mover. */
const SECONDARY_WEIGHT = 0.6;

/** Muscle weights of one exercise: the main mover (listed first) full, the others lighter. */
function exerciseWeights(muscles: readonly string[]): Map<string, number> {
  return new Map(muscles.map((m, i) => [m, i === 0 ? 1 : SECONDARY_WEIGHT]));
}

/** Sums exercise weights over a list of exercises and scales them so the most worked muscle is 1. */
function programWeights(exerciseMuscles: (readonly string[])[]): Map<string, number> {
  const sum = new Map<string, number>();
  for (const muscles of exerciseMuscles) {
    for (const [m, w] of exerciseWeights(muscles)) sum.set(m, (sum.get(m) ?? 0) + w);
  }
  const max = Math.max(0, ...sum.values());
  return new Map([...sum].map(([m, w]) => [m, max > 0 ? w / max : 0]));
}

/** Routine and workout weights of one catalogue, computed once per catalogue. */
function programWeightsOf(catalogue: Catalogue) {
  const { exercises, programs } = catalogue;
  const musclesOf = (exerciseId: number) => exercises[catalogue.indexOf(exerciseId)!]!.primary_muscles;
  const workouts = new Map(programs.workouts.map((w) => [w.id, programWeights(w.exercises.map((p) => musclesOf(p.exercise_id)))]));
  const routines = new Map(programs.routines.map((r) => {
    const entries = r.workouts.flatMap((id) => programs.workouts[catalogue.workoutIndexOf(id)!]!.exercises);
    return [r.id, programWeights(entries.map((p) => musclesOf(p.exercise_id)))];
  }));
  return { workouts, routines };
}

/**
 * Bodymaps drawn from the request's catalogue: an exercise's own muscles, and for routines and workouts the muscles
 * of all their exercises, shaded by how often they are worked. Program weights are computed once per catalogue.
 */
export function catalogueBodymaps(render: BodymapSource['render']): BodymapSource {
  const weights = new WeakMap<Catalogue, ReturnType<typeof programWeightsOf>>();
  const of = (catalogue: Catalogue) => {
    let w = weights.get(catalogue);
    if (!w) weights.set(catalogue, (w = programWeightsOf(catalogue)));
    return w;
  };
  return {
    muscles(kind, id, catalogue) {
      if (kind === 'routine') return of(catalogue).routines.get(id);
      if (kind === 'workout') return of(catalogue).workouts.get(id);
      const index = catalogue.indexOf(id);
      return index === undefined ? undefined : exerciseWeights(catalogue.exercises[index]!.primary_muscles);
    },
    render,
  };
}
