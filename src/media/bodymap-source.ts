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

/**
 * Bodymaps drawn from the catalogue: an exercise's own muscles, and for routines and workouts the muscles of all
 * their exercises, shaded by how often they are worked. Weights are computed once at start-up.
 */
export function catalogueBodymaps(catalogue: Catalogue, render: BodymapSource['render']): BodymapSource {
  const { exercises, programs } = catalogue;
  const musclesOf = (exerciseId: number) => exercises[catalogue.indexOf(exerciseId)!]!.primary_muscles;
  const workoutWeights = new Map(programs.workouts.map((w) => [w.id, programWeights(w.exercises.map((p) => musclesOf(p.exercise_id)))]));
  const routineWeights = new Map(programs.routines.map((r) => {
    const entries = r.workouts.flatMap((id) => programs.workouts[catalogue.workoutIndexOf(id)!]!.exercises);
    return [r.id, programWeights(entries.map((p) => musclesOf(p.exercise_id)))];
  }));
  return {
    muscles(kind, id) {
      if (kind === 'routine') return routineWeights.get(id);
      if (kind === 'workout') return workoutWeights.get(id);
      const index = catalogue.indexOf(id);
      return index === undefined ? undefined : exerciseWeights(exercises[index]!.primary_muscles);
    },
    render,
  };
}
