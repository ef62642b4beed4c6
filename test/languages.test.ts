import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { compareEnglish } from '../src/i18n/languages.ts';
import { Catalogue } from '../src/catalogue/catalogue.ts';
import { DATA_DIR } from './helpers.ts';

const sign = (n: number) => Math.sign(n);

describe('compareEnglish', () => {
  test('orders like localeCompare(…, "en") on 50,000 generated pairs, plain words and others', () => {
    // Letters in both cases, spaces, and characters the fast path leaves to ICU (accents, punctuation, digits).
    const plain = ['a', 'A', 'b', 'B', 'l', 'L', 'z', 'Z', ' '];
    const other = [...plain, 'é', 'É', '-', '1', '_', "'", 'ß'];
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const word = (alphabet: string[]) => Array.from({ length: Math.floor(random() * 6) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    for (let i = 0; i < 50_000; i++) {
      const alphabet = i % 4 === 0 ? other : plain;
      const a = word(alphabet);
      // Often a variant of a: same letters in another case, or a prefix, where the rules differ from code units.
      const b = i % 3 === 0 ? [...a].map((c) => (random() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('') : i % 3 === 1 ? a.slice(0, Math.floor(random() * (a.length + 1))) + word(alphabet) : word(alphabet);
      assert.equal(sign(compareEnglish(a, b)), sign(a.localeCompare(b, 'en')), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
    }
  });

  test('sorts every catalogue value as localeCompare does', async () => {
    const catalogue = await Catalogue.load(DATA_DIR);
    const values = [...new Set([
      ...catalogue.exercises.flatMap((e) => [e.category, ...e.primary_muscles, ...e.grips, e.force, e.mechanic, e.difficulty]),
      ...catalogue.programs.workouts.flatMap((w) => [w.goal, ...w.equipment]),
    ].filter((v): v is string => typeof v === 'string'))];
    assert.ok(values.length > 20);
    assert.deepEqual([...values].sort(compareEnglish), [...values].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
