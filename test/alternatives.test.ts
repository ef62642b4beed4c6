import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { movementFamily } from '../src/catalogue/alternatives.ts';
import { toolsFromOpenApi } from '../src/mcp/tools.ts';
import type { Catalogue } from '../src/catalogue/catalogue.ts';
import { DATA_DIR, demoCatalogue, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let srv: TestServer;
let cat: Catalogue;
before(async () => {
  cat = await demoCatalogue();
  srv = await startTestServer();
});
after(() => srv.close());

const byName = (name: string) => {
  const e = cat.exercises.find((x) => x.name === name);
  assert.ok(e, `the demo catalogue has ${name}`);
  return e;
};

/**
 * What a coach names when the planned exercise is not possible (the bench is taken, the gym has no rack, only
 * dumbbells at home): every exercise listed must be among the first results. Written from training practice,
 * not read off the ranking: a pattern swap (machine for free weight, bodyweight for loaded, assisted for
 * unassisted) of the same movement, same main muscle.
 */
const RELEVANCE: [string, string[]][] = [
  ['Barbell Bench Press', ['Dumbbell Bench Press', 'Push-Up', 'Machine Chest Press']],
  ['Pull-Up', ['Lat Pulldown', 'Band-Assisted Pull-Up', 'Band Lat Pulldown']],
  ['Chin-Up', ['Machine Assisted Chin-Up', 'Band-Assisted Chin-Up']],
  ['Push-Up', ['Barbell Bench Press', 'Machine Chest Press']],
  ['Dumbbell Incline Bench Press', ['Barbell Incline Bench Press', 'Machine Incline Chest Press', 'Incline Push-Up']],
  ['Barbell Overhead Press', ['Dumbbell Shoulder Press', 'Machine Shoulder Press', 'Kettlebell Overhead Press']],
  ['Barbell Romanian Deadlift', ['Dumbbell Romanian Deadlift', 'Kettlebell Romanian Deadlift', 'Cable Romanian Deadlift']],
  ['Barbell Bent-Over Row', ['Dumbbell Bent-Over Row', 'Cable Bent-Over Row']],
  ['Dumbbell Lateral Raise', ['Cable Lateral Raise', 'Machine Lateral Raise', 'Band Lateral Raise']],
  ['Barbell Curl', ['Dumbbell Curl', 'EZ-Bar Curl', 'Cable Curl']],
  ['Cable Triceps Pushdown', ['Band Triceps Pushdown', 'Dumbbell Triceps Kickback', 'Machine Triceps Extension']],
  ['Barbell Hip Thrust', ['Dumbbell Hip Thrust', 'Machine Hip Thrust', 'Smith Machine Hip Thrust']],
  ['Lying Leg Curl', ['Nordic Hamstring Curl', 'Band Lying Leg Curl', 'Cable Standing Leg Curl']],
  ['Dumbbell Walking Lunge', ['Barbell Walking Lunge', 'Walking Lunge', 'Kettlebell Walking Lunge']],
  ['Dumbbell Goblet Squat', ['Kettlebell Goblet Squat', 'Bodyweight Squat']],
  ['Barbell Front Squat', ['Dumbbell Front Squat', 'Smith Machine Front Squat']],
  ['Barbell Shrug', ['Dumbbell Shrug', 'Trap Bar Shrug', 'Machine Shrug']],
  ['Machine Standing Calf Raise', ['Dumbbell Standing Calf Raise', 'Smith Machine Standing Calf Raise', 'Single-Leg Calf Raise']],
  ['Machine Chest Fly', ['Dumbbell Fly', 'Band Chest Fly']],
  ['Cable Face Pull', ['Band Face Pull', 'Dumbbell Rear Delt Row']],
  ['Hanging Leg Raise', ["Captain's Chair Leg Raise"]],
];
const FIRST = 8;
/** The equipment in hand: the category, or a bar the category files under Barbell. */
const tool = (e: { name: string; category: string }) => /^(Trap Bar|Landmine|EZ-Bar|Safety Bar|Cambered Bar)\b/.exec(e.name)?.[1] ?? e.category;

describe('GET /exercises/{id}/alternatives', () => {
  for (const [name, expected] of RELEVANCE) {
    test(`${name}: ${expected.join(', ')} are among the first ${FIRST}`, async () => {
      const e = byName(name);
      const { status, body } = await srv.get(`/exercises/${e.id}/alternatives?limit=${FIRST}`);
      assert.equal(status, 200);
      assert.deepEqual(body.exercise, { id: e.id, name });
      const names = body.results.map((r: { name: string }) => r.name);
      for (const want of expected) assert.ok(names.includes(want), `${want} not in ${names.join('; ')}`);
    });
  }

  test('every alternative shares the main muscle, force, mechanic and movement family, and says so', async () => {
    for (const [name] of RELEVANCE) {
      const e = byName(name);
      const { body } = await srv.get(`/exercises/${e.id}/alternatives?limit=50`);
      assert.equal(body.count, body.results.length);
      for (const r of body.results as { id: number; reason: Record<string, unknown> }[]) {
        assert.notEqual(r.id, e.id, 'never the exercise itself');
        const a = cat.exercises[cat.indexOf(r.id)!]!;
        assert.deepEqual([a.force, a.mechanic], [e.force, e.mechanic], a.name);
        assert.equal(movementFamily(a), movementFamily(e), a.name);
        assert.equal(r.reason.movement_family, movementFamily(e));
        assert.ok(a.primary_muscles.includes(e.primary_muscles[0]!), `${a.name} trains ${e.primary_muscles[0]}`);
        assert.deepEqual(r.reason.shared_muscles, e.primary_muscles.filter((m) => a.primary_muscles.includes(m)));
        assert.equal(r.reason.same_main_muscle, a.primary_muscles[0] === e.primary_muscles[0]);
        assert.equal(r.reason.same_equipment, tool(a) === tool(e), `${a.name} and ${e.name}`);
      }
    }
  });

  test('repeated category keeps only the equipment the caller has, in English or translated', async () => {
    const e = byName('Barbell Bench Press');
    const { body } = await srv.get(`/exercises/${e.id}/alternatives?category=Dumbbells&category=bodyweight&limit=50`);
    const categories = new Set(body.results.map((r: { id: number }) => cat.exercises[cat.indexOf(r.id)!]!.category));
    assert.deepEqual([...categories].sort(), ['Bodyweight', 'Dumbbells']);
    const strings = JSON.parse(await readFile(path.join(DATA_DIR, 'i18n', 'de-de.json'), 'utf8')).strings as Record<string, string>;
    const german = await srv.get(`/exercises/${e.id}/alternatives?category=${encodeURIComponent(strings.Dumbbells!)}&category=Bodyweight&limit=50&lang=de-de`);
    assert.deepEqual(german.body.results.map((r: { id: number }) => r.id), body.results.map((r: { id: number }) => r.id));
    const none = await srv.get(`/exercises/${e.id}/alternatives?category=Spaceship`);
    assert.deepEqual([none.status, none.body.count], [200, 0]);
  });

  test('names and shared muscles are translated; the movement family stays a key', async () => {
    const e = byName('Pull-Up');
    const strings = JSON.parse(await readFile(path.join(DATA_DIR, 'i18n', 'fr-fr.json'), 'utf8')).strings as Record<string, string>;
    const en = (await srv.get(`/exercises/${e.id}/alternatives`)).body;
    const { status, body } = await srv.get(`/exercises/${e.id}/alternatives?lang=fr-fr`);
    assert.equal(status, 200);
    assert.equal(body.exercise.name, strings[e.name]);
    body.results.forEach((r: { name: string; reason: { shared_muscles: string[]; movement_family: string } }, k: number) => {
      assert.equal(r.name, strings[en.results[k].name]);
      assert.deepEqual(r.reason.shared_muscles, en.results[k].reason.shared_muscles.map((m: string) => strings[m]));
      assert.equal(r.reason.movement_family, 'vertical_pull');
    });
  });

  test('metered like the other exercise routes: one call, 404 for an unknown id, 422 for a bad limit', async () => {
    const e = byName('Barbell Bench Press');
    const first = await srv.get(`/exercises/${e.id}/alternatives`, { tier: 'GROWTH' });
    const second = await srv.get(`/exercises/${e.id}/alternatives`, { tier: 'GROWTH' });
    assert.equal(Number(first.headers.get('x-ratelimit-remaining')) - Number(second.headers.get('x-ratelimit-remaining')), 1);
    assert.ok(second.headers.get('etag'));
    const missing = await srv.get('/exercises/999999999/alternatives');
    assert.deepEqual([missing.status, missing.body], [404, { detail: 'Exercise not found' }]);
    assert.equal((await srv.get(`/exercises/${e.id}/alternatives?limit=0`)).status, 422);
    assert.equal((await srv.get(`/exercises/${e.id}/alternatives?limit=51`)).status, 422);
    assert.equal((await srv.get(`/exercises/${e.id}/alternatives`, { key: null })).status, 401);
  });

  test('tier-gated like the other exercise routes: a TESTING key gets 403 for another language, BASIC as on /exercises', async () => {
    const e = byName('Barbell Bench Press');
    assert.equal((await srv.get(`/exercises/${e.id}/alternatives?lang=de-de`, { tier: 'TESTING' })).status, 403);
    const basic = await srv.get(`/exercises/${e.id}/alternatives`, { tier: 'BASIC' });
    assert.equal(basic.status, (await srv.get('/exercises', { tier: 'BASIC' })).status);
  });

  test('documented in /openapi.json, /llms.txt and the docs page', async () => {
    const doc = (await srv.get('/openapi.json')).body;
    const op = doc.paths['/exercises/{exercise_id}/alternatives'].get;
    assert.equal(op.operationId, 'exercise_alternatives');
    const category = op.parameters.find((p: { name: string }) => p.name === 'category');
    assert.ok(category, 'category is declared');
    const llms = (await srv.get('/llms.txt')).text;
    assert.ok(llms.includes('/exercises/{exercise_id}/alternatives'));
    const tool = toolsFromOpenApi(doc).find((b) => b.tool.name === 'exercise_alternatives')?.tool;
    assert.ok(tool, 'an MCP tool');
    assert.deepEqual(tool.inputSchema.required, ['exercise_id']);
    assert.equal((tool.inputSchema.properties as Record<string, { type?: string }>).category!.type, 'array', 'category repeatable');
    // The docs page renders the OpenAPI document in the browser; it is served from the same document.
    assert.equal((await srv.get('/docs', { key: null })).status, 200);
  });
});
