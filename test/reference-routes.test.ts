import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Catalogue } from '../src/catalogue/catalogue.ts';
import { categoryKey } from '../src/catalogue/model.ts';
import { demoCatalogue, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let srv: TestServer;
let cat: Catalogue;
before(async () => {
  cat = await demoCatalogue();
  srv = await startTestServer();
});
after(() => srv.close());

const count = <T>(items: readonly T[], key: (t: T) => (string | null)[]) => {
  const m = new Map<string, number>();
  for (const item of items) for (const k of key(item)) if (k !== null) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
};

describe('reference lists', () => {
  test('/categories counts every exercise once under its lowercase_underscore name', async () => {
    const { status, body, headers } = await srv.get('/categories');
    assert.equal(status, 200);
    const expected = count(cat.exercises, (e) => [e.category]);
    assert.equal(body.length, expected.size);
    for (const c of body) {
      assert.match(c.name, /^[a-z0-9_]+$/);
      assert.equal(c.name, categoryKey(c.display_name));
      assert.equal(c.count, expected.get(c.display_name));
    }
    assert.match(headers.get('cache-control') ?? '', /max-age=\d+/);
    // Every category name round-trips through the category filter.
    const first = body[0];
    assert.equal((await srv.get(`/exercises?category=${first.name}`)).body.total, first.count);
  });

  test('/muscles counts exercises per primary muscle', async () => {
    const { body } = await srv.get('/muscles');
    const expected = count(cat.exercises, (e) => e.primary_muscles);
    assert.deepEqual(Object.fromEntries(body.map((m: { name: string; count: number }) => [m.name, m.count])), Object.fromEntries(expected));
  });

  test('/filters lists every value each filter can take', async () => {
    const { body } = await srv.get('/filters');
    assert.deepEqual(new Set(body.muscles), new Set(cat.exercises.flatMap((e) => e.primary_muscles)));
    assert.deepEqual(new Set(body.grips), new Set(cat.exercises.flatMap((e) => e.grips)));
    assert.deepEqual(new Set(body.categories), new Set(cat.exercises.map((e) => e.category)));
    assert.deepEqual(new Set(body.difficulties), new Set(cat.exercises.map((e) => e.difficulty).filter(Boolean)));
    assert.ok(body.forces.every((f: string) => ['Push', 'Pull', 'Hold'].includes(f)));
    assert.ok(body.mechanics.every((m: string) => ['Isolation', 'Compound'].includes(m)));
  });

  test('/statistics agrees with the catalogue', async () => {
    const { body } = await srv.get('/statistics');
    assert.equal(body.total_exercises, cat.exercises.length);
    assert.equal(body.total_categories, body.categories.length);
    assert.equal(body.total_muscles, body.muscles.length);
    const videos = cat.exercises.reduce((n, e) => n + e.videos.length, 0);
    assert.equal(body.total_videos, videos);
    assert.equal(body.average_videos_per_exercise, Math.round((videos / cat.exercises.length) * 100) / 100);
    const difficulty = count(cat.exercises, (e) => [e.difficulty]);
    assert.deepEqual(body.difficulty_distribution, Object.fromEntries([...difficulty].sort((a, b) => a[0].localeCompare(b[0]))));
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    assert.equal(sum(body.mechanic_distribution), cat.exercises.filter((e) => e.mechanic).length);
    assert.equal(typeof body.total_routines, 'number');
  });

  test('/languages is open to every direct tier and lists code and name', async () => {
    for (const tier of ['TESTING', 'GROWTH', 'ENTERPRISE'] as const) {
      const { status, body } = await srv.get('/languages', { tier });
      assert.equal(status, 200);
      assert.ok(body.some((l: { code: string }) => l.code === 'en-us'));
    }
  });

  test('an unsupported lang gets 400 with the supported codes', async () => {
    const { status, body } = await srv.get('/categories?lang=xx-yy');
    assert.equal(status, 400);
    assert.ok(body.detail.includes('xx-yy'));
    assert.ok(body.supported_languages.includes('en-us'));
  });

  test('lang=en-us is byte-identical to no lang', async () => {
    for (const p of ['/statistics', '/filters', `/exercises/${cat.exercises[5]!.id}`]) {
      const a = await srv.get(p);
      const b = await srv.get(`${p}${p.includes('?') ? '&' : '?'}lang=en-us`);
      assert.equal(a.text, b.text, p);
    }
  });
});
