import { alternativesFor } from '../catalogue/alternatives.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { LanguageView } from '../catalogue/language-view.ts';
import { foldCategory } from '../catalogue/model.ts';

/**
 * The body of GET /exercises/{id}/alternatives in the view's language: names and shared muscles translated, the
 * movement family a canonical key. `categories` (English or translated, any spelling the filters accept) keeps
 * only that equipment; an unknown one matches nothing.
 */
export function alternativesBody(catalogue: Catalogue, view: LanguageView, index: number, limit: number, categories?: string[]): string {
  const wanted = categories && new Set(categories.map((c) => view.categoryAliases.get(foldCategory(c)) ?? '\0'));
  const source = catalogue.exercises[index]!;
  const translated = view.exercise(index).primary_muscles;
  const muscle = (m: string) => translated[source.primary_muscles.indexOf(m)] ?? m;
  const results = alternativesFor(catalogue).find(index, limit, wanted).map(({ index: i, reason }) => {
    const json = JSON.stringify({ ...reason, shared_muscles: reason.shared_muscles.map(muscle) });
    return `${view.minimal[i]!.slice(0, -1)},"reason":${json}}`;
  });
  return `{"exercise":${view.minimal[index]!},"count":${results.length},"results":[${results.join(',')}]}`;
}
