import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SearchIndex } from '../src/search/search-index.ts';
import type { SearchDocument } from '../src/search/search-index.ts';
import { EXERCISES, TRANSLATED } from './fixtures/search-docs.ts';

const english = SearchIndex.build(EXERCISES, 'en-us');
const nameOf = new Map(EXERCISES.map((doc) => [doc.id, doc.name]));
const names = (query: string): string[] => english.search(query).map((hit) => nameOf.get(hit.id)!);

const drill = (id: number, name: string): SearchDocument => ({ id, name, steps: ['Repeat for the set time.'] });

describe('search index', () => {
  describe('ranks the exercise people mean first', () => {
    const cases: [query: string, first: string][] = [
      ['barbell bench press', 'Barbell Bench Press'],
      ['benchpress', 'Barbell Bench Press'],
      ['rdl', 'Romanian Deadlift'],
      ['romanian deadlift', 'Romanian Deadlift'],
      ['sldl', 'Stiff-Leg Deadlift'],
      ['stiff leg deadlift', 'Stiff-Leg Deadlift'],
      ['pullup', 'Pull-Up'],
      ['pull up', 'Pull-Up'],
      ['pull-up', 'Pull-Up'],
      ['Pull-Ups', 'Pull-Up'],
      ['chinup', 'Chin-Up'],
      ['pushups', 'Push-Up'],
      ['push up', 'Push-Up'],
      ['situps', 'Sit-Up'],
      ['step ups', 'Dumbbell Step-Up'],
      ['ohp', 'Barbell Overhead Press'],
      ['db bench', 'Dumbbell Bench Press'],
      ['incline db press', 'Incline Dumbbell Press'],
      ['kb swing', 'Kettlebell Swing'],
      ['bb row', 'Bent-Over Barbell Row'],
      ['ghr', 'Glute-Ham Raise'],
      ['hspu', 'Handstand Push-Up'],
      ['ez curl', 'EZ-Bar Preacher Curl'],
      ['tris pushdown', 'Cable Triceps Pushdown'],
      ['bis curl', 'Dumbbell Biceps Curl'],
      ['trx row', 'TRX Row'],
      ['bw squat', 'Bodyweight Squat'],
      ['abs', 'Ab Wheel Rollout'],
      ['lats', 'Lat Pulldown'],
      ['calves', 'Standing Calf Raise'],
      ['lateral raises', 'Dumbbell Lateral Raise'],
      ['hammer curls', 'Hammer Curl'],
      ['flyes', 'Dumbbell Fly'],
      ['flies', 'Dumbbell Fly'],
      ['skullcrusher', 'Skull Crusher'],
      ['skull crushers', 'Skull Crusher'],
      ['lat pull down', 'Lat Pulldown'],
      ["farmer's walk", "Farmer's Walk"],
      ['farmers walk', "Farmer's Walk"],
      ['bulgarian', 'Bulgarian Split Squat'],
      ['split squat', 'Split Squat'],
      ['face pul', 'Face Pull'],
      ['goblet sq', 'Goblet Squat'],
      ['romanain deadlift', 'Romanian Deadlift'],
      ['bulgarain', 'Bulgarian Split Squat'],
      ['hamer curl', 'Hammer Curl'],
      ['BENCH PRESS', 'Dumbbell Bench Press'],
    ];
    for (const [query, first] of cases) {
      it(`"${query}" -> ${first}`, () => assert.equal(names(query)[0], first));
    }
  });

  it('ranks names holding the whole phrase above names and steps holding the words apart', () => {
    const top = names('bench press').slice(0, 4).sort();
    const phrase = ['Barbell Bench Press', 'Close-Grip Bench Press', 'Decline Barbell Bench Press', 'Dumbbell Bench Press'];
    assert.deepEqual(top, phrase);
    assert.deepEqual(names('bench pr').slice(0, 4).sort(), top);
  });

  it('finds the same exercises first for pullup, pull-up and pull up', () => {
    const expected = ['Pull-Up', 'Band-Assisted Pull-Up', 'Wide-Grip Pull-Up'];
    for (const query of ['pullup', 'pull-up', 'pull up', 'pull ups']) {
      assert.deepEqual(names(query).slice(0, 3), expected, query);
    }
  });

  it('reads two query words as the one word the catalogue writes, and the other way round', () => {
    const index = SearchIndex.build([drill(1, 'Wall Pushups'), drill(2, 'Bodyweight Lunge'), drill(3, 'Push Press')], 'en-us');
    const ids = (query: string): number[] => index.search(query).map((hit) => hit.id);
    assert.deepEqual(ids('push up'), [1]);
    assert.deepEqual(ids('push-ups'), [1]);
    assert.deepEqual(ids('body weight lunge'), [2]);
    assert.deepEqual(ids('pushpress'), [3]);
    assert.deepEqual(names('body weight squat'), ['Bodyweight Squat']);
  });

  it('expands an abbreviation to all words of its phrase, and to nothing less', () => {
    assert.deepEqual(names('rdl'), ['Romanian Deadlift', 'Dumbbell Romanian Deadlift']);
    assert.deepEqual(names('bp'), names('bench press'));
    assert.deepEqual(names('ghr'), ['Glute-Ham Raise']);
  });

  describe('requires every query word (AND)', () => {
    const cases: [query: string, expected: string[]][] = [
      ['hammer squat', []],
      ['kettlebell plank', []],
      ['bench curl', ['EZ-Bar Preacher Curl']],
      ['overhead kettlebell', ['Turkish Get-Up']],
    ];
    for (const [query, expected] of cases) {
      it(`"${query}" -> [${expected.join(', ')}]`, () => assert.deepEqual(names(query), expected));
    }

    it('returns only documents holding each word, whole or as a prefix', () => {
      const hits = english.search('dumbbell press');
      assert.ok(hits.length >= 4);
      for (const { id } of hits) {
        const doc = EXERCISES.find((d) => d.id === id)!;
        const text = `${doc.name} ${doc.steps.join(' ')}`.toLowerCase();
        assert.match(text, /\bdumbbell/, doc.name);
        assert.match(text, /\bpress/, doc.name);
      }
    });
  });

  describe('orders exact over prefix over typo matches', () => {
    const docs = ['Rowing Drill', 'Row Drill', 'Blank Drill', 'Planking Drill', 'Lunge Drill', 'Plunge Drill'];
    const index = SearchIndex.build(docs.map((name, i) => drill(i + 1, name)), 'en-us');
    const ids = (query: string): number[] => index.search(query).map((hit) => hit.id);

    it('an exact word before its longer completion', () => assert.deepEqual(ids('row'), [2, 1]));
    it('a completion before a one-letter typo', () => assert.deepEqual(ids('plank'), [4, 3]));
    it('no typo reading for a word the index holds', () => assert.deepEqual(ids('lunge'), [5]));
  });

  describe('tolerates typos only in longer words', () => {
    const cases: [query: string, first: string | undefined][] = [
      ['squt', undefined],
      ['curk', undefined],
      ['squatt', 'Front Squat'],
      ['hamer', 'Hammer Curl'],
      ['ketlebel', undefined],
      ['ketlebelll', 'Kettlebell Swing'],
      ['barbell deadlfit', 'Barbell Deadlift'],
    ];
    for (const [query, first] of cases) {
      it(`"${query}" (${query.length} letters) -> ${first ?? 'nothing'}`, () => assert.equal(names(query)[0], first));
    }
  });

  it('reads a typo from the word as typed when its stem is too far off', () => {
    // "goddses" stems to "goddse", two edits from "goddess"; as typed it is one transposition away.
    const index = SearchIndex.build([drill(1, 'Goddess Pose'), drill(2, 'Child Pose')], 'en-us');
    assert.deepEqual(index.search('goddses pose').map((hit) => hit.id), [1]);
  });

  it('breaks ties by shorter name, then lower id, whatever the input order', () => {
    const docs = [drill(9, 'Wall Sit'), drill(1, 'Wall Sit.'), drill(3, 'Wall Sit')];
    for (const order of [docs, [...docs].reverse()]) {
      const hits = SearchIndex.build(order, 'en-us').search('wall sit');
      assert.deepEqual(hits.map((hit) => hit.id), [3, 9, 1]);
      assert.equal(hits[0]!.score, hits[2]!.score);
    }
  });

  it('answers a repeated query from its caches exactly as the first time', () => {
    const fresh = SearchIndex.build(EXERCISES, 'en-us');
    const queries = ['bench pr', 'rdl', 'romanain deadlift', 'pull up', 'b', 'bench press', 'kettlebel swing'];
    const first = queries.map((query) => fresh.search(query));
    assert.deepEqual(queries.map((query) => fresh.search(query)), first);
  });

  it('returns an empty array for a query with no usable terms', () => {
    for (const query of ['', '   ', '-+-', 'the', 'of the']) {
      assert.deepEqual(english.search(query), [], JSON.stringify(query));
    }
    assert.deepEqual(SearchIndex.build([], 'en-us').search('squat'), []);
  });

  it('rejects a language outside the spec', () => {
    assert.throws(() => SearchIndex.build(EXERCISES, 'xx-yy'), /xx-yy/);
  });

  describe('searches translated documents, and finds them by their English name', () => {
    const cases: [lang: 'de-de' | 'zh-cn' | 'ar-sa', query: string, expected: number[]][] = [
      ['de-de', 'Bankdrücken', [101]],
      ['de-de', 'bankdrucken langhantel', [101]],
      ['de-de', 'Bankdruecken', [101]],
      ['de-de', 'klimmzug', [120]],
      ['de-de', 'Kniebeuge', [186]],
      ['de-de', 'ubung', [343, 186]],
      ['de-de', 'Klimzug', [120]],
      ['de-de', 'bench press', [101]],
      ['de-de', 'pullups', [120]],
      ['de-de', 'farmers walk', [343]],
      ['zh-cn', '卧推', [101, 104]],
      ['zh-cn', '杠铃卧推', [101]],
      ['zh-cn', '引体向上', [120]],
      ['zh-cn', '深蹲', [186]],
      ['zh-cn', 'goblet squat', [186]],
      ['zh-cn', 'db bench', [104]],
      ['ar-sa', 'ضغط البنش', [101, 104]],
      ['ar-sa', 'ضَغْطُ البنش بالدمبل', [104]],
      ['ar-sa', 'العقله', [120]],
      ['ar-sa', 'pull up', [120]],
    ];
    for (const [lang, query, expected] of cases) {
      it(`${lang}: "${query}" -> ${expected.join(', ')}`, () => {
        const index = SearchIndex.build(TRANSLATED[lang], lang);
        assert.deepEqual(index.search(query).map((hit) => hit.id), expected);
      });
    }
  });
});
