import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { compareAscii, compareEnglish } from '../src/i18n/languages.ts';
import { Catalogue } from '../src/catalogue/catalogue.ts';
import { DATA_DIR } from './helpers.ts';

const sign = (n: number) => Math.sign(n);
const icu = new Intl.Collator('en');

describe('compareEnglish', () => {
  test('orders every pair of strings up to 3 characters over letters, space, punctuation and digits as ICU does', () => {
    for (const alphabet of ['aAbB -()1', "zZ ._'/&0", 'yY,;:!?"[]', '{}@*\\#%`^+<=>|~$9_']) {
      const strings = [''];
      let level = [''];
      for (let length = 1; length <= 3; length++) {
        level = level.flatMap((s) => [...alphabet].map((c) => s + c));
        strings.push(...level);
      }
      for (const a of strings) {
        for (const b of strings) {
          const fast = compareAscii(a, b);
          if (fast === null || sign(fast) !== sign(icu.compare(a, b))) assert.fail(`${JSON.stringify(a)} vs ${JSON.stringify(b)}: ${fast}, ICU ${icu.compare(a, b)}`);
        }
      }
    }
  });

  test('orders like localeCompare(…, "en") on 50,000 generated pairs, characters ICU alone knows among them', () => {
    const alphabet = ['a', 'A', 'b', 'B', 'l', 'L', 'z', 'Z', ' ', '-', '(', ')', '1', 'é', 'É', 'ß', 'ı', 'İ', '\u00a0', 'ü'];
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const word = () => Array.from({ length: Math.floor(random() * 8) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    for (let i = 0; i < 50_000; i++) {
      const a = word();
      // Often a variant of a: the same letters in other cases, or a prefix of it extended.
      const b = i % 3 === 0 ? [...a].map((c) => (random() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('') : i % 3 === 1 ? a.slice(0, Math.floor(random() * (a.length + 1))) + word() : word();
      assert.equal(sign(compareEnglish(a, b)), sign(a.localeCompare(b, 'en')), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
    }
  });

  test('the shipped catalogue\'s values are all ordered without ICU, as localeCompare orders them', async () => {
    const catalogue = await Catalogue.load(DATA_DIR);
    const values = [...new Set([
      ...catalogue.exercises.flatMap((e) => [e.category, ...e.primary_muscles, ...e.grips, e.force, e.mechanic, e.difficulty]),
      ...catalogue.programs.workouts.flatMap((w) => [w.goal, ...w.equipment]),
    ].filter((v): v is string => typeof v === 'string'))];
    assert.ok(values.length > 20);
    for (const a of values) for (const b of values) assert.notEqual(compareAscii(a, b), null, `${a} vs ${b} needs ICU`);
    assert.deepEqual([...values].sort(compareEnglish), [...values].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
