import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Catalogue } from '../src/catalogue/catalogue.ts';
import { LANGUAGE_CODES } from '../src/i18n/languages.ts';
import { DATA_DIR, demoCatalogue, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let srv: TestServer;
let cat: Catalogue;
const dict = new Map<string, Record<string, string>>();
before(async () => {
  cat = await demoCatalogue();
  srv = await startTestServer();
  for (const lang of cat.languages.filter((l) => l !== 'en-us')) {
    dict.set(lang, JSON.parse(await readFile(path.join(DATA_DIR, 'i18n', `${lang}.json`), 'utf8')).strings);
  }
});
after(() => srv.close());

/** Each installed language, with real queries in it and the English name of the exercise that must rank first. */
const QUERIES: Record<string, [string, string][]> = {
  'es-es': [['press de banca con barra', 'Barbell Bench Press'], ['peso muerto rumano con barra', 'Barbell Romanian Deadlift'], ['dominada', 'Pull-Up']],
  'fr-fr': [['développé couché à la barre', 'Barbell Bench Press'], ['souleve de terre roumain a la barre', 'Barbell Romanian Deadlift'], ['traction', 'Pull-Up']],
  'de-de': [['bankdrücken mit langhantel', 'Barbell Bench Press'], ['rumaenisches kreuzheben langhantel', 'Barbell Romanian Deadlift'], ['klimmzug', 'Pull-Up']],
  'zh-cn': [['杠铃卧推', 'Barbell Bench Press'], ['杠铃罗马尼亚硬拉', 'Barbell Romanian Deadlift'], ['引体向上', 'Pull-Up']],
  'ru-ru': [['жим штанги лежа', 'Barbell Bench Press'], ['румынская тяга со штангой', 'Barbell Romanian Deadlift'], ['подтягивания', 'Pull-Up']],
  'pt-br': [['supino reto com barra', 'Barbell Bench Press'], ['levantamento terra romeno com barra', 'Barbell Romanian Deadlift'], ['barra fixa', 'Pull-Up']],
  'it-it': [['panca piana con bilanciere', 'Barbell Bench Press'], ['stacco rumeno con bilanciere', 'Barbell Romanian Deadlift'], ['trazioni', 'Pull-Up']],
  'pl-pl': [['wyciskanie sztangi na lawce plaskiej', 'Barbell Bench Press'], ['rumuński martwy ciąg ze sztangą', 'Barbell Romanian Deadlift'], ['podciąganie', 'Pull-Up']],
  'tr-tr': [['halter bench press', 'Barbell Bench Press'], ['halter romanian deadlift', 'Barbell Romanian Deadlift'], ['BARFİKS', 'Pull-Up']],
  'hi-in': [['बारबेल बेंच प्रेस', 'Barbell Bench Press'], ['बारबेल रोमानियन डेडलिफ्ट', 'Barbell Romanian Deadlift'], ['पुल-अप', 'Pull-Up']],
  'ar-sa': [['ضغط البنش بالبار', 'Barbell Bench Press'], ['الرفعة المميتة الرومانية بالبار', 'Barbell Romanian Deadlift'], ['العقله', 'Pull-Up']],
  'ja-jp': [['バーベルベンチプレス', 'Barbell Bench Press'], ['バーベルルーマニアンデッドリフト', 'Barbell Romanian Deadlift'], ['プルアップ', 'Pull-Up']],
  // Typed on an Arabic keyboard layout (ي and ك for Persian ی and ک): the analyzer folds the variants.
  'fa-ir': [['پرس سینه هالتر', 'Barbell Bench Press'], ['ددلیفت رومانيايي با هالتر', 'Barbell Romanian Deadlift'], ['بارفيكس', 'Pull-Up']],
};

describe('translated responses', () => {
  test('all 14 languages of the spec are installed, in its order', () => {
    assert.deepEqual(cat.languages, LANGUAGE_CODES);
  });

  test('every translation is written in its own script', () => {
    const scripts: Record<string, RegExp> = {
      'hi-in': /\p{Script=Devanagari}/u, 'ar-sa': /\p{Script=Arabic}/u, 'fa-ir': /\p{Script=Arabic}/u,
      'ru-ru': /\p{Script=Cyrillic}/u, 'zh-cn': /\p{Script=Han}/u, 'ja-jp': /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
    };
    for (const [lang, script] of Object.entries(scripts)) {
      const strings = dict.get(lang);
      assert.ok(strings, `${lang} is installed`);
      const foreign = cat.exercises.flatMap((e) => e.steps).filter((s) => !script.test(strings[s]!));
      assert.deepEqual(foreign.slice(0, 3), [], `${lang}: steps not in its script`);
    }
    // Persian text uses the Persian letters, never the Arabic ي and ك.
    const persian = dict.get('fa-ir')!;
    assert.deepEqual(Object.values(persian).filter((t) => /[يك]/.test(t)).slice(0, 3), []);
  });

  test('exercises come back translated, with media URLs identical to English', async () => {
    const e = cat.exercises[42]!;
    const en = (await srv.get(`/exercises/${e.id}`)).body;
    for (const [lang, strings] of dict) {
      const { status, body } = await srv.get(`/exercises/${e.id}?lang=${lang}`);
      assert.equal(status, 200);
      assert.equal(body.name, strings[e.name]);
      assert.deepEqual(body.steps, e.steps.map((s) => strings[s]));
      assert.equal(body.category, strings[e.category]);
      assert.deepEqual(body.videos, en.videos, 'media URLs do not change with the language');
      assert.equal(body.bodymap_male, en.bodymap_male);
    }
  });

  test('aggregates are counted over the translated values', async () => {
    for (const [lang, strings] of dict) {
      const muscles = (await srv.get(`/muscles?lang=${lang}`)).body as { name: string; count: number }[];
      const expected = new Map<string, number>();
      for (const e of cat.exercises) for (const m of e.primary_muscles) expected.set(strings[m]!, (expected.get(strings[m]!) ?? 0) + 1);
      assert.deepEqual(new Map(muscles.map((m) => [m.name, m.count])), expected);
      const stats = (await srv.get(`/statistics?lang=${lang}`)).body;
      assert.equal(stats.difficulty_distribution[strings.Beginner!], cat.exercises.filter((e) => e.difficulty === 'Beginner').length);
      const filters = (await srv.get(`/filters?lang=${lang}`)).body;
      assert.ok(filters.categories.includes(strings.Barbell));
    }
  });

  test('category and muscles accept translated values; difficulty, force and mechanic stay English', async () => {
    for (const [lang, strings] of dict) {
      const english = (await srv.get('/exercises?category=Barbell&muscles=Chest&difficulty=beginner')).body.total;
      const translated = await srv.get(`/exercises?category=${encodeURIComponent(strings.Barbell!)}&muscles=${encodeURIComponent(strings.Chest!)}&difficulty=Beginner&lang=${lang}`);
      assert.equal(translated.body.total, english, lang);
      const refused = await srv.get(`/exercises?difficulty=${encodeURIComponent(strings.Beginner!)}&lang=${lang}`);
      assert.equal(refused.status, 422, `${lang}: a translated difficulty is not a filter value`);
    }
  });

  test('routines and workouts translate names and goals, and filter by the translated goal', async () => {
    const w = cat.programs.workouts[0]!;
    for (const [lang, strings] of dict) {
      const { body } = await srv.get(`/workouts/${w.id}?lang=${lang}`);
      assert.equal(body.name, strings[w.name]);
      assert.equal(body.goal, strings[w.goal]);
      const byGoal = await srv.get(`/workouts?goal=${encodeURIComponent(strings[w.goal]!)}&lang=${lang}&limit=100`);
      assert.equal(byGoal.body.total, cat.programs.workouts.filter((x) => x.goal === w.goal).length);
    }
  });

  test('a TESTING key gets 403 with upgrade_url for a non-English language; GROWTH gets it', async () => {
    for (const lang of dict.keys()) {
      const refused = await srv.get(`/categories?lang=${lang}`, { tier: 'TESTING' });
      assert.equal(refused.status, 403);
      assert.ok(refused.body.upgrade_url);
      assert.equal((await srv.get(`/categories?lang=${lang}`, { tier: 'GROWTH' })).status, 200);
      assert.equal((await srv.get('/categories?lang=en-us', { tier: 'TESTING' })).status, 200);
    }
  });

  test('/languages lists exactly the installed languages', async () => {
    const { body } = await srv.get('/languages');
    assert.deepEqual(body.map((l: { code: string }) => l.code), cat.languages);
  });
});

describe('search in every installed language', () => {
  for (const [lang, queries] of Object.entries(QUERIES)) {
    for (const [q, englishName] of queries) {
      test(`${lang}: "${q}" ranks ${englishName} first`, async (t) => {
        const strings = dict.get(lang);
        if (!strings) return t.skip(`${lang} is not installed`);
        const { body } = await srv.get(`/search?q=${encodeURIComponent(q)}&lang=${lang}&limit=1`);
        assert.equal(body[0]?.name, strings[englishName]);
      });
    }
    test(`${lang}: the English name still finds the exercise`, async (t) => {
      const strings = dict.get(lang);
      if (!strings) return t.skip(`${lang} is not installed`);
      const { body } = await srv.get(`/search?q=${encodeURIComponent('Barbell Romanian Deadlift')}&lang=${lang}&limit=1`);
      assert.equal(body[0]?.name, strings['Barbell Romanian Deadlift']);
    });
  }
});
