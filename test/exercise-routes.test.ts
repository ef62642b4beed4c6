import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Catalogue } from '../src/catalogue/catalogue.ts';
import { foldCategory } from '../src/catalogue/model.ts';
import { demoCatalogue, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let srv: TestServer;
let cat: Catalogue;
before(async () => {
  cat = await demoCatalogue();
  srv = await startTestServer({ random: () => 0 });
});
after(() => srv.close());

const ids = (results: { id: number }[]) => results.map((r) => r.id);

describe('GET /exercises', () => {
  test('pages through the whole catalogue in id order with the spec envelope', async () => {
    const { status, body } = await srv.get('/exercises');
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body), ['total', 'limit', 'offset', 'count', 'results']);
    assert.equal(body.total, cat.exercises.length);
    assert.equal(body.limit, 20);
    assert.equal(body.offset, 0);
    assert.equal(body.count, 20);
    assert.deepEqual(body.results[0], { id: cat.exercises[0]!.id, name: cat.exercises[0]!.name });
    const page2 = (await srv.get('/exercises?limit=100&offset=20')).body;
    assert.deepEqual(ids(page2.results), cat.exercises.slice(20, 120).map((e) => e.id));
    const last = (await srv.get(`/exercises?offset=${cat.exercises.length - 3}`)).body;
    assert.equal(last.count, 3);
    const past = (await srv.get(`/exercises?offset=${cat.exercises.length + 5}`)).body;
    assert.deepEqual([past.count, past.results], [0, []]);
  });

  test('category matching ignores case, spaces, hyphens and underscores', async () => {
    const expected = cat.exercises.filter((e) => e.category === 'Smith Machine').map((e) => e.id);
    assert.ok(expected.length > 0);
    for (const spelling of ['Smith Machine', 'smith-machine', 'SMITH_MACHINE', 'smithmachine', ' smith  machine ']) {
      const { body } = await srv.get(`/exercises?limit=100&category=${encodeURIComponent(spelling)}`);
      assert.equal(body.total, expected.length, spelling);
      assert.deepEqual(ids(body.results), expected.slice(0, 100), spelling);
    }
    const none = (await srv.get('/exercises?category=spaceship')).body;
    assert.equal(none.total, 0);
  });

  test('repeated muscles match any of them; different filters combine with AND', async () => {
    const want = (e: Catalogue['exercises'][number]) =>
      (e.primary_muscles.includes('Biceps') || e.primary_muscles.includes('Triceps')) && e.difficulty === 'Beginner';
    const expected = cat.exercises.filter(want).map((e) => e.id);
    const { body } = await srv.get('/exercises?muscles=Biceps&muscles=triceps&difficulty=beginner&limit=100');
    assert.equal(body.total, expected.length);
    assert.deepEqual(ids(body.results), expected.slice(0, 100));
  });

  test('force, mechanic and grips filter case-insensitively', async () => {
    const expected = cat.exercises.filter((e) => e.force === 'Pull' && e.mechanic === 'Compound' && e.grips.includes('Neutral'));
    const { body } = await srv.get('/exercises?force=PULL&mechanic=compound&grips=neutral&limit=100');
    assert.equal(body.total, expected.length);
    assert.ok(expected.length > 0);
  });

  test('gender=female leaves out exercises filmed only with the male model', async () => {
    const maleOnly = cat.exercises.filter((e) => !e.videos.some((v) => v.gender === 'female'));
    assert.ok(maleOnly.length > 0, 'the demo catalogue has male-only exercises');
    const { body } = await srv.get('/exercises?gender=female');
    assert.equal(body.total, cat.exercises.length - maleOnly.length);
  });

  test('search orders by relevance and combines with filters', async () => {
    const { body } = await srv.get('/exercises?search=bench%20press&limit=5');
    assert.ok(body.total > 0);
    assert.match(body.results[0].name, /bench press/i);
    const filtered = (await srv.get('/exercises?search=press&category=dumbbells&limit=100')).body;
    for (const r of filtered.results) assert.equal(cat.exercises[cat.indexOf(r.id)!]!.category, 'Dumbbells');
  });

  test('out-of-bounds parameters give one FastAPI-style 422 entry each', async () => {
    const { status, body } = await srv.get('/exercises?limit=0&offset=-1&search=a&gender=robot&difficulty=Expert');
    assert.equal(status, 422);
    const byLoc = Object.fromEntries(body.detail.map((d: { loc: string[] }) => [d.loc.join('.'), d]));
    assert.deepEqual(Object.keys(byLoc).sort(), ['query.difficulty', 'query.gender', 'query.limit', 'query.offset', 'query.search']);
    assert.deepEqual(byLoc['query.limit'], { type: 'greater_than_equal', loc: ['query', 'limit'], msg: 'Input should be greater than or equal to 1', input: '0', ctx: { ge: 1 } });
    assert.equal(byLoc['query.search'].type, 'string_too_short');
    assert.deepEqual(byLoc['query.gender'].ctx, { expected: "'male' or 'female'" });
  });

  for (const [query, type] of [
    ['limit=101', 'less_than_equal'],
    ['limit=abc', 'int_parsing'],
    ['limit=2.5', 'int_parsing'],
    [`search=${'x'.repeat(201)}`, 'string_too_long'],
    ['force=Twist', 'enum'],
    ['mechanic=', 'enum'],
  ] as const) {
    test(`rejects ${query.slice(0, 30)} with ${type}`, async () => {
      const { status, body } = await srv.get(`/exercises?${query}`);
      assert.equal(status, 422);
      assert.equal(body.detail.length, 1);
      assert.equal(body.detail[0].type, type);
    });
  }
});

describe('GET /exercises/{exercise_id}', () => {
  test('returns the standard record with absolute media URLs under the public base', async () => {
    const e = cat.exercises[7]!;
    const { status, body, headers } = await srv.get(`/exercises/${e.id}`);
    assert.equal(status, 200);
    assert.equal(headers.get('content-type'), 'application/json');
    assert.equal(body.id, e.id);
    assert.equal(body.name, e.name);
    assert.deepEqual(body.steps, e.steps);
    assert.deepEqual(body.primary_muscles, e.primary_muscles);
    assert.equal(body.videos.length, e.videos.length);
    for (const v of body.videos) {
      assert.ok(v.url.startsWith('http://api.test/stream/videos/branded/'), v.url);
      assert.ok(v.og_image.startsWith('http://api.test/stream/images/og_images/'), v.og_image);
    }
    assert.equal(body.bodymap_male, `http://api.test/stream/images/bodymaps/${e.id}?gender=male`);
    assert.equal(body.bodymap_female, `http://api.test/stream/images/bodymaps/${e.id}?gender=female`);
    assert.equal(body.video_count, undefined);
  });

  test('bodymap fields are null below PROFESSIONAL', async () => {
    const id = cat.exercises[3]!.id;
    for (const tier of ['TESTING', 'GROWTH'] as const) {
      const { body } = await srv.get(`/exercises/${id}`, { tier });
      assert.equal(body.bodymap_male, null, tier);
      assert.equal(body.bodymap_female, null, tier);
    }
    assert.notEqual((await srv.get(`/exercises/${id}`, { tier: 'ENTERPRISE' })).body.bodymap_male, null);
  });

  test('detail=true adds the counts; gender narrows the videos', async () => {
    const e = cat.exercises.find((x) => x.videos.some((v) => v.gender === 'female'))!;
    const { body } = await srv.get(`/exercises/${e.id}?detail=true&gender=female`);
    assert.equal(body.step_count, e.steps.length);
    assert.equal(body.video_count, e.videos.length);
    assert.equal(body.image_count, e.videos.filter((v) => v.og_image).length);
    assert.ok(body.videos.length > 0 && body.videos.every((v: { gender: string }) => v.gender === 'female'));
  });

  test('unknown ids get the spec 404 body; malformed ids a 422 on the path', async () => {
    const missing = await srv.get('/exercises/999999999');
    assert.deepEqual([missing.status, missing.body], [404, { detail: 'Exercise not found' }]);
    const bad = await srv.get('/exercises/abc');
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.body.detail[0].loc, ['path', 'exercise_id']);
    assert.equal((await srv.get('/exercises/-4')).body.detail[0].type, 'greater_than_equal');
    assert.equal((await srv.get(`/exercises/${cat.exercises[0]!.id}?detail=maybe`)).body.detail[0].type, 'bool_parsing');
  });

  test('/videos returns only the videos, filtered by gender', async () => {
    const e = cat.exercises[11]!;
    const { body } = await srv.get(`/exercises/${e.id}/videos?gender=male`);
    assert.deepEqual(body.map((v: { angle: string }) => v.angle).sort(), ['front', 'side']);
    assert.ok(body.every((v: { gender: string }) => v.gender === 'male'));
    assert.equal((await srv.get('/exercises/999999999/videos')).status, 404);
  });
});

describe('GET /random', () => {
  test('picks among the exercises of the requested category and ignores other filters', async () => {
    const kettlebells = cat.exercises.filter((e) => foldCategory(e.category) === 'kettlebells');
    const { status, body } = await srv.get('/random?category=Kettlebells&difficulty=Advanced&limit=1');
    assert.equal(status, 200);
    assert.equal(body.id, kettlebells[0]!.id, 'random() = 0 picks the first match');
    assert.equal(body.category, 'Kettlebells');
  });

  test('a category with no exercises gives 404', async () => {
    assert.equal((await srv.get('/random?category=hovercraft')).status, 404);
  });
});

describe('GET /search', () => {
  test('returns standard records best first, at most limit', async () => {
    const { status, body } = await srv.get('/search?q=romanian%20deadlift&limit=3');
    assert.equal(status, 200);
    assert.ok(Array.isArray(body) && body.length > 0 && body.length <= 3);
    assert.match(body[0].name, /romanian deadlift/i);
    assert.ok(Array.isArray(body[0].videos) && 'bodymap_male' in body[0]);
  });

  test('q is required, limit is 1 to 50, and grips is ignored rather than rejected', async () => {
    const missing = await srv.get('/search');
    assert.deepEqual(missing.body.detail[0], { type: 'missing', loc: ['query', 'q'], msg: 'Field required', input: null });
    assert.equal((await srv.get('/search?q=squat&limit=51')).status, 422);
    const withGrips = await srv.get('/search?q=squat&grips=Nonsense');
    const without = await srv.get('/search?q=squat');
    assert.equal(withGrips.status, 200);
    assert.deepEqual(ids(withGrips.body), ids(without.body));
  });

  test('filters narrow the results', async () => {
    const { body } = await srv.get('/search?q=curl&category=cables&limit=50');
    assert.ok(body.length > 0);
    for (const r of body) assert.equal(r.category, 'Cables');
  });
});

describe('search relevance on the demo catalogue', () => {
  // What a person typing the query expects to see first: labels, not the engine's output.
  const expected: [string, string][] = [
    ['rdl', 'Barbell Romanian Deadlift'],
    ['romanian deadlift', 'Barbell Romanian Deadlift'],
    ['romanain deadlift', 'Barbell Romanian Deadlift'],
    ['deadlift', 'Barbell Deadlift'],
    ['pullup', 'Pull-Up'],
    ['pull up', 'Pull-Up'],
    ['pull-up', 'Pull-Up'],
    ['push up', 'Push-Up'],
    ['plank', 'Plank'],
    ['overhead press', 'Barbell Overhead Press'],
    ['front squat', 'Barbell Front Squat'],
    ['bulgarian split squat', 'Bulgarian Split Squat'],
    ['db bench', 'Dumbbell Bench Press'],
    ['kb swing', 'Kettlebell Swing'],
    ['lat pulldown', 'Lat Pulldown'],
    ['face pull', 'Cable Face Pull'],
    ['goblet squat', 'Dumbbell Goblet Squat'],
    ['hammer curl', 'Dumbbell Hammer Curl'],
  ];
  for (const [q, name] of expected) {
    test(`"${q}" ranks ${name} first`, async () => {
      const { body } = await srv.get(`/search?q=${encodeURIComponent(q)}&limit=1`);
      assert.equal(body[0]?.name, name);
    });
  }
});

describe('GET /exercises filters under tr-tr (Turkish lower-cases "I" to dotless "ı")', () => {
  const total = async (query: string, lang: string) => (await srv.get(`/exercises?limit=1&${query}&lang=${lang}`)).body.total as number;

  test('upper-case English muscles and grips match as under en-us', async () => {
    const grip = cat.exercises.flatMap((e) => e.grips).find((g) => /i/i.test(g))!;
    for (const query of ['muscles=BICEPS', `grips=${encodeURIComponent(grip.toUpperCase())}`, 'muscles=BICEPS&grips=' + encodeURIComponent(grip.toUpperCase())]) {
      const english = await total(query, 'en-us');
      assert.ok(english > 0, query);
      assert.equal(await total(query, 'tr-tr'), english, query);
    }
  });

  test('a Turkish muscle name matches typed in Turkish capitals', async () => {
    const e = cat.exercises.find((x) => x.primary_muscles.includes('Traps (mid-back)'))!;
    const m = e.primary_muscles.indexOf('Traps (mid-back)');
    const label = (await srv.get(`/exercises/${e.id}?lang=tr-tr`)).body.primary_muscles[m] as string;
    assert.match(label, /ı/, 'a dotless ı, which only Turkish rules fold from "I"');
    const english = await total(`muscles=${encodeURIComponent(e.primary_muscles[m]!)}`, 'en-us');
    assert.equal(await total(`muscles=${encodeURIComponent(label.toLocaleUpperCase('tr-TR'))}`, 'tr-tr'), english, label);
  });

  test('a Turkish category label with a dotless ı matches typed in Turkish capitals, and English ones in any case', async () => {
    const categories = [...new Set(cat.exercises.map((x) => x.category))];
    let tried = 0;
    for (const category of categories) {
      const e = cat.exercises.find((x) => x.category === category)!;
      const label = (await srv.get(`/exercises/${e.id}?lang=tr-tr`)).body.category as string;
      const english = await total(`category=${encodeURIComponent(category)}`, 'en-us');
      assert.equal(await total(`category=${encodeURIComponent(category.toUpperCase())}`, 'tr-tr'), english, category);
      if (!/ı/.test(label)) continue;
      tried++;
      assert.equal(await total(`category=${encodeURIComponent(label.toLocaleUpperCase('tr-TR'))}`, 'tr-tr'), english, label);
    }
    assert.ok(tried > 0, 'some Turkish category label has a dotless ı');
  });
});
