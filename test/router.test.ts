import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Route } from '../src/http/route-types.ts';
import { Router } from '../src/http/router.ts';
import { buildRoutes } from '../src/routes/index.ts';

const route = (id: string, method: 'GET' | 'POST', path: string, params: string[] = []): Route => ({
  id, method, path, tag: 't', summary: id, access: 'public', cost: 0, errors: [],
  params: params.map((name) => ({ name, in: 'path' as const, type: 'string' as const, description: '' })),
  response: { status: 200, description: '' },
  handler: () => ({}),
});

const table = [
  route('list', 'GET', '/exercises'),
  route('one', 'GET', '/exercises/{exercise_id}', ['exercise_id']),
  route('videos', 'GET', '/exercises/{exercise_id}/videos', ['exercise_id']),
  route('mint', 'POST', '/media/token'),
  route('file', 'GET', '/stream/videos/branded/{filename*}', ['filename']),
];

describe('Router', () => {
  const router = new Router(table);
  const cases: [string, string, string | null, Record<string, string>?][] = [
    ['GET', '/exercises', 'list', {}],
    ['HEAD', '/exercises', 'list', {}],
    ['GET', '/exercises/42', 'one', { exercise_id: '42' }],
    ['GET', '/exercises/42/videos', 'videos', { exercise_id: '42' }],
    ['POST', '/media/token', 'mint', {}],
    ['GET', '/stream/videos/branded/a.mp4', 'file', { filename: 'a.mp4' }],
    ['GET', '/stream/videos/branded/../../etc/passwd', 'file', { filename: '../../etc/passwd' }],
    ['GET', '/exercises/', null],
    ['GET', '/exercises/42/videos/x', null],
    ['GET', '/stream/videos/branded/', null],
  ];
  for (const [method, path, id, params] of cases) {
    test(`${method} ${path} -> ${id ?? 'not found'}`, () => {
      const m = router.find(method, path);
      if (id === null) return assert.equal(m.kind, 'not-found');
      assert.equal(m.kind, 'found');
      if (m.kind === 'found') {
        assert.equal(m.route.id, id);
        assert.deepEqual(m.pathParams, params);
      }
    });
  }

  test('a known path with another method is 405 with the allowed methods', () => {
    assert.deepEqual(router.find('GET', '/media/token'), { kind: 'method-not-allowed', allow: ['POST'] });
    assert.deepEqual(router.find('PUT', '/exercises/3'), { kind: 'method-not-allowed', allow: ['GET', 'HEAD'] });
  });

  test('methods lists every method of the table once, HEAD with GET, sorted', () => {
    assert.deepEqual(router.methods, ['GET', 'HEAD', 'POST']);
    assert.deepEqual(new Router([route('mint', 'POST', '/media/token')]).methods, ['POST']);
  });

  test('bad tables fail at start-up with a message naming the problem', () => {
    assert.throws(() => new Router([route('a', 'GET', '/x'), route('b', 'GET', '/x')]), /GET \/x is declared twice/);
    assert.throws(() => new Router([route('a', 'GET', '/x/{id}')]), /does not declare path parameter id/);
    assert.throws(() => new Router([route('a', 'GET', '/x/{rest*}/y', ['rest'])]), /rest parameter before the end/);
  });

  test('a literal segment is tried before a parameter, and a branch that leads nowhere falls back to it', () => {
    const r = new Router([
      route('exercise map', 'GET', '/maps/{exercise_id}', ['exercise_id']),
      route('routine map', 'GET', '/maps/routines/{routine_id}', ['routine_id']),
      route('deep literal', 'GET', '/a/lit/z'),
      route('deep param', 'GET', '/a/{p}/y', ['p']),
      route('other name', 'POST', '/a/{q}/y', ['q']),
    ]);
    const found = (method: string, path: string) => {
      const m = r.find(method, path);
      return m.kind === 'found' ? [m.route.id, m.pathParams] : m;
    };
    assert.deepEqual(found('GET', '/maps/routines/7'), ['routine map', { routine_id: '7' }]);
    assert.deepEqual(found('GET', '/maps/routines'), ['exercise map', { exercise_id: 'routines' }]);
    assert.deepEqual(found('GET', '/maps/7'), ['exercise map', { exercise_id: '7' }]);
    assert.deepEqual(found('GET', '/a/lit/z'), ['deep literal', {}]);
    assert.deepEqual(found('GET', '/a/lit/y'), ['deep param', { p: 'lit' }]);
    assert.deepEqual(found('POST', '/a/lit/y'), ['other name', { q: 'lit' }]);
    assert.deepEqual(found('PUT', '/a/lit/y'), { kind: 'method-not-allowed', allow: ['GET', 'HEAD', 'POST'] });
    assert.deepEqual(found('POST', '/a/lit/z'), { kind: 'method-not-allowed', allow: ['GET', 'HEAD'] });
    assert.deepEqual(found('GET', '/maps/routines/7/x'), { kind: 'not-found' });
    assert.deepEqual(found('GET', 'maps/7'), { kind: 'not-found' });
  });

  test('on the real route table, every path finds what matching each template as a pattern finds', () => {
    const routes = buildRoutes({ config: loadConfig({}) } as App);
    const r = new Router(routes);
    // The reference: each template as a regular expression; where two match, literals win over parameters, in
    // path order, and a parameter over a rest parameter.
    const compiled = routes.map((rt) => {
      const kinds = rt.path.split('/').slice(1).map((s) => (s.endsWith('*}') ? 2 : s.startsWith('{') ? 1 : 0));
      const pattern = rt.path.split('/').map((s) => (s.endsWith('*}') ? '(.+)' : s.startsWith('{') ? '([^/]+)' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const names = [...rt.path.matchAll(/\{([a-z_]+)\*?\}/g)].map((m) => m[1]!);
      return { rt, kinds, names, re: new RegExp(`^${pattern.join('/')}$`) };
    });
    const byPriority = (a: { kinds: number[] }, b: { kinds: number[] }) => {
      for (let i = 0; i < Math.min(a.kinds.length, b.kinds.length); i++) if (a.kinds[i] !== b.kinds[i]) return a.kinds[i]! - b.kinds[i]!;
      return 0;
    };
    const expected = (method: string, path: string) => {
      const lookup = method === 'HEAD' ? 'GET' : method;
      const matching = compiled.filter((c) => c.re.test(path));
      const mine = matching.filter((c) => c.rt.method === lookup).sort(byPriority);
      if (mine.length > 0) {
        const values = mine[0]!.re.exec(path)!.slice(1);
        return { kind: 'found', id: mine[0]!.rt.id, params: Object.fromEntries(mine[0]!.names.map((n, i) => [n, values[i]!])) };
      }
      if (matching.length === 0) return { kind: 'not-found' };
      const allow = new Set<string>(matching.map((c) => c.rt.method));
      if (allow.has('GET')) allow.add('HEAD');
      return { kind: 'method-not-allowed', allow: [...allow].sort() };
    };
    const pieces = ['', '42', 'a.mp4', '..', '%2F', 'x y', 'full', 'videos', 'routines', 'workouts', 'branded', 'images', 'og_images', 'bodymaps', 'exercises', 'stream', 'health', 'ready', 'token', 'media'];
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 48271) % 2147483647) % n);
    const paths = new Set<string>();
    for (const c of compiled) {
      paths.add(c.rt.path);
      for (let k = 0; k < 40; k++) {
        const segs = c.rt.path.split('/').slice(1).map((s) => (s.startsWith('{') ? pieces[rand(pieces.length)]! : rand(8) === 0 ? pieces[rand(pieces.length)]! : s));
        if (rand(4) === 0) segs.push(pieces[rand(pieces.length)]!);
        if (rand(6) === 0) segs.splice(rand(segs.length), 1);
        paths.add(`/${segs.join('/')}`);
      }
    }
    for (let k = 0; k < 300; k++) paths.add(`/${Array.from({ length: 1 + rand(6) }, () => pieces[rand(pieces.length)]).join('/')}`);
    const seen = new Set<string>();
    for (const path of paths) {
      for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
        const m = r.find(method, path);
        const got = m.kind === 'found' ? { kind: 'found', id: m.route.id, params: m.pathParams } : m;
        assert.deepEqual(got, expected(method, path), `${method} ${path}`);
        seen.add(m.kind === 'found' ? m.route.id : m.kind);
      }
    }
    // The generated paths reach every route, and the 404 and 405 answers.
    assert.deepEqual([...seen].sort(), [...routes.map((rt) => rt.id), 'method-not-allowed', 'not-found'].sort());
  });
});

