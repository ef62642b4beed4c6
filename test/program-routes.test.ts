import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Catalogue } from '../src/catalogue/catalogue.ts';
import { demoCatalogue, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let srv: TestServer;
let cat: Catalogue;
before(async () => {
  cat = await demoCatalogue();
  srv = await startTestServer();
});
after(() => srv.close());

const remaining = (h: Headers) => Number(h.get('x-ratelimit-remaining'));

describe('demo programs', () => {
  test('at least 40 routines and 200 workouts, every workout with difficulty, goal and equipment', () => {
    assert.ok(cat.programs.routines.length >= 40, `${cat.programs.routines.length} routines`);
    assert.ok(cat.programs.workouts.length >= 200, `${cat.programs.workouts.length} workouts`);
    for (const w of cat.programs.workouts) {
      assert.ok(w.difficulty && w.goal && w.equipment.length > 0, w.slug);
    }
  });

  test('prescriptions make training sense', () => {
    for (const w of cat.programs.workouts) {
      for (const p of w.exercises) {
        const e = cat.exercises[cat.indexOf(p.exercise_id)!]!;
        const where = `${w.slug}: ${e.name}`;
        assert.ok(p.sets >= 1 && p.sets <= 10, where);
        if (p.reps !== null) {
          const top = Math.max(...(p.reps.match(/\d+/g) ?? ['0']).map(Number));
          if (/deadlift|squat|clean|snatch/i.test(e.name) && e.category === 'Barbell') assert.ok(top <= 20, `${where} reps ${p.reps}`);
        }
        if (p.duration_seconds !== null && w.difficulty === 'Novice' && /plank|hold|hang/i.test(e.name)) {
          assert.ok(p.duration_seconds <= 90, `${where} ${p.duration_seconds}s`);
        }
      }
    }
  });
});

describe('GET /routines', () => {
  test('pages routines as RoutineMinimal', async () => {
    const { status, body } = await srv.get('/routines?limit=5&offset=2');
    assert.equal(status, 200);
    assert.equal(body.total, cat.programs.routines.length);
    assert.deepEqual(body.results.map((r: { id: number }) => r.id), cat.programs.routines.slice(2, 7).map((r) => r.id));
    assert.deepEqual(Object.keys(body.results[0]), ['id', 'name', 'slug', 'description', 'difficulty']);
  });

  test('difficulty filters case-insensitively', async () => {
    const expected = cat.programs.routines.filter((r) => r.difficulty === 'Beginner').length;
    assert.ok(expected > 0);
    assert.equal((await srv.get('/routines?difficulty=bEGINNER&limit=100')).body.total, expected);
  });

  test('bounds give 422, below PROFESSIONAL 403 with upgrade_url', async () => {
    assert.equal((await srv.get('/routines?limit=101')).status, 422);
    assert.equal((await srv.get('/routines?offset=-1')).status, 422);
    for (const tier of ['TESTING', 'GROWTH'] as const) {
      const { status, body } = await srv.get('/routines', { tier });
      assert.equal(status, 403, tier);
      assert.ok(body.detail && body.message && body.upgrade_url, tier);
    }
  });
});

describe('GET /routines/{id} and /full', () => {
  test('standard routine lists its workouts as id, name, slug and has routine bodymaps', async () => {
    const r = cat.programs.routines[0]!;
    const { body } = await srv.get(`/routines/${r.id}`);
    assert.deepEqual(body.workouts.map((w: { id: number }) => w.id), r.workouts);
    assert.deepEqual(Object.keys(body.workouts[0]), ['id', 'name', 'slug']);
    assert.equal(body.bodymap_male, `http://api.test/stream/images/bodymaps/routines/${r.id}?gender=male`);
  });

  test('full routine expands everything and charges 1 + workouts + exercises', async () => {
    const largest = [...cat.programs.routines].sort((a, b) => b.workouts.length - a.workouts.length)[0]!;
    const workouts = largest.workouts.map((id) => cat.programs.workouts.find((w) => w.id === id)!);
    const expected = 1 + workouts.length + workouts.reduce((n, w) => n + w.exercises.length, 0);
    const before = remaining((await srv.get('/muscles', { tier: 'ENTERPRISE' })).headers);
    const { status, body, headers } = await srv.get(`/routines/${largest.id}/full`, { tier: 'ENTERPRISE' });
    assert.equal(status, 200);
    assert.equal(body.api_calls_cost, expected);
    assert.equal(Number(headers.get('x-api-calls-cost')), expected);
    assert.equal(before - remaining(headers), expected, 'the meter charged exactly the cost');
    const nested = body.workouts[0].exercises[0].exercise;
    assert.ok(Array.isArray(nested.steps) && Array.isArray(nested.videos) && nested.bodymap_male, 'exercises fully expanded');
  });

  test('a BASIC key in the playground gets every bodymap field null, nested exercises included; PROFESSIONAL the URLs', async () => {
    const r = cat.programs.routines[1]!;
    const w = cat.programs.workouts.find((x) => x.id === r.workouts[0])!;
    const fields = (value: unknown, found: unknown[] = []): unknown[] => {
      if (Array.isArray(value)) value.forEach((v) => fields(v, found));
      else if (value !== null && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) (k.startsWith('bodymap_') ? found.push(v) : fields(v, found));
      }
      return found;
    };
    const paths = [`/routines/${r.id}`, `/routines/${r.id}/full`, `/workouts/${w.id}`, `/workouts/${w.id}/full`];
    // Asked first by a PROFESSIONAL key, then by BASIC, then again: neither's answer is kept for the other.
    for (const tier of ['PROFESSIONAL', 'BASIC', 'PROFESSIONAL', 'BASIC'] as const) {
      for (const p of paths) {
        const { status, body } = await srv.get(p, { tier, headers: { 'x-exref-playground': '1' } });
        assert.equal(status, 200, `${tier} ${p}`);
        const found = fields(body);
        assert.ok(found.length >= 2, `${p} has bodymap fields`);
        if (tier === 'BASIC') assert.deepEqual(new Set(found), new Set([null]), `${tier} ${p}`);
        else assert.ok(found.every((v) => typeof v === 'string' && v.includes('/stream/images/bodymaps/')), `${tier} ${p}`);
      }
    }
  });

  test('unknown routines are 404 Routine not found; ids start at 1', async () => {
    assert.deepEqual((await srv.get('/routines/99999999')).body, { detail: 'Routine not found' });
    assert.deepEqual((await srv.get('/routines/99999999/full')).body, { detail: 'Routine not found' });
    assert.equal((await srv.get('/routines/0')).status, 422);
  });
});

describe('GET /workouts', () => {
  test('lists WorkoutMinimal across all routines', async () => {
    const { body } = await srv.get('/workouts?limit=100');
    assert.equal(body.total, cat.programs.workouts.length);
    assert.deepEqual(Object.keys(body.results[0]), ['id', 'name', 'slug', 'difficulty', 'goal']);
  });

  test('goal, equipment, muscles and difficulty filter case-insensitively', async () => {
    const w = cat.programs.workouts[3]!;
    const goal = cat.programs.workouts.filter((x) => x.goal === w.goal).length;
    assert.equal((await srv.get(`/workouts?goal=${encodeURIComponent(w.goal.toUpperCase())}&limit=100`)).body.total, goal);
    const eq = w.equipment[0]!;
    const withEq = cat.programs.workouts.filter((x) => x.equipment.includes(eq)).length;
    assert.equal((await srv.get(`/workouts?equipment=${encodeURIComponent(eq.toLowerCase())}&limit=100`)).body.total, withEq);
    const chest = (await srv.get('/workouts?muscles=chest&limit=100')).body;
    assert.ok(chest.total > 0);
    const full = (await srv.get(`/workouts/${chest.results[0].id}`)).body;
    assert.ok(full.muscles.includes('Chest'));
    assert.equal((await srv.get('/workouts?goal=fly%20to%20the%20moon')).body.total, 0);
  });

  test('a workout carries prescriptions; /full expands them and costs 1 + exercises', async () => {
    const w = cat.programs.workouts.find((x) => x.exercises.some((p) => p.superset !== null)) ?? cat.programs.workouts[0]!;
    const { body } = await srv.get(`/workouts/${w.id}`);
    assert.equal(body.exercises.length, w.exercises.length);
    assert.deepEqual(Object.keys(body.exercises[0].exercise), ['id', 'name']);
    assert.deepEqual(body.exercises.map((p: { superset: string | null }) => p.superset), w.exercises.map((p) => p.superset));
    const full = await srv.get(`/workouts/${w.id}/full`);
    assert.equal(full.body.api_calls_cost, 1 + w.exercises.length);
    assert.equal(full.headers.get('x-api-calls-cost'), String(1 + w.exercises.length));
    assert.deepEqual((await srv.get('/workouts/99999999/full')).body, { detail: 'Workout not found' });
    assert.equal((await srv.get('/workouts/x')).status, 422);
    assert.equal((await srv.get(`/workouts/${w.id}`, { tier: 'GROWTH' })).status, 403);
  });

  test('a full request whose cost exceeds what remains is refused whole', async () => {
    const w = cat.programs.workouts.find((x) => x.exercises.length >= 3)!;
    const { key } = await srv.keyStore.create({ tier: 'PROFESSIONAL', quota: 2 }, new Date());
    const refused = await srv.get(`/workouts/${w.id}/full`, { key });
    assert.equal(refused.status, 429);
    assert.equal(refused.body.detail, 'Monthly API quota exceeded');
    assert.equal((await srv.get(`/workouts/${w.id}`, { key })).status, 200, 'nothing was charged by the refusal');
  });
});

describe('GET /workouts filters under tr-tr (Turkish lower-cases "I" to dotless "ı")', () => {
  const total = async (query: string, lang: string) => (await srv.get(`/workouts?limit=1&${query}&lang=${lang}`)).body.total as number;
  const withI = (values: string[]) => values.find((v) => /i/i.test(v))!;

  test('capitalised English difficulty, goal, equipment and muscles match as under en-us', async () => {
    const cases: [param: string, value: string][] = [
      ['difficulty', 'Intermediate'],
      ['goal', withI(cat.programs.workouts.map((w) => w.goal).filter((g) => g.includes('I')))],
      ['equipment', withI(cat.programs.workouts.flatMap((w) => w.equipment)).toUpperCase()],
      ['muscles', 'BICEPS'],
    ];
    for (const [param, value] of cases) {
      const query = `${param}=${encodeURIComponent(value)}`;
      const english = await total(query, 'en-us');
      assert.ok(english > 0, query);
      assert.equal(await total(query, 'tr-tr'), english, query);
    }
  });

  test('a Turkish goal matches typed in Turkish capitals or in lower case', async () => {
    for (const goal of new Set(cat.programs.workouts.map((w) => w.goal))) {
      const english = await total(`goal=${encodeURIComponent(goal)}`, 'en-us');
      const label = (await srv.get(`/workouts?limit=1&goal=${encodeURIComponent(goal)}&lang=tr-tr`)).body.results[0].goal as string;
      for (const typed of [label.toLocaleUpperCase('tr-TR'), label.toLocaleLowerCase('tr-TR')]) {
        assert.equal(await total(`goal=${encodeURIComponent(typed)}`, 'tr-tr'), english, `${goal}: ${typed}`);
      }
    }
  });
});
