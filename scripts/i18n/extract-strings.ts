/**
 * Lists every English text the catalogue serves that a translation file must cover (the keys of
 * data/i18n/<code>.json), grouped by kind, and writes scripts/i18n/source-strings.json. Run: npx tsx scripts/i18n/extract-strings.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const data = (f: string) => readFile(path.join(root, 'data', f), 'utf8').then((t) => JSON.parse(t));

const { exercises } = await data('exercises.json');
const { routines, workouts } = await data('routines.json');
const groups: Record<string, Set<string>> = {
  terms: new Set(), names: new Set(), steps: new Set(), programs: new Set(),
};
for (const e of exercises) {
  groups.names!.add(e.name);
  for (const s of e.steps) groups.steps!.add(s);
  for (const v of [e.category, e.force, e.mechanic, e.difficulty, ...e.primary_muscles, ...e.grips]) if (v) groups.terms!.add(v);
}
for (const r of routines) for (const v of [r.name, r.description]) if (v) groups.programs!.add(v);
for (const w of workouts) {
  for (const v of [w.name, w.description, w.goal, ...w.equipment]) if (v) groups.programs!.add(v);
}
// Workout muscle lists reuse the exercise muscle terms; no extra strings.
const out = Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, [...v].sort()]));
await writeFile(path.join(root, 'scripts/i18n/source-strings.json'), `${JSON.stringify(out, null, 1)}\n`);
for (const [k, v] of Object.entries(out)) process.stdout.write(`${k}: ${v.length}\n`);
