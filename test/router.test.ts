import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Route } from '../src/http/route-types.ts';
import { Router } from '../src/http/router.ts';

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

  test('bad tables fail at start-up with a message naming the problem', () => {
    assert.throws(() => new Router([route('a', 'GET', '/x'), route('b', 'GET', '/x')]), /GET \/x is declared twice/);
    assert.throws(() => new Router([route('a', 'GET', '/x/{id}')]), /does not declare path parameter id/);
    assert.throws(() => new Router([route('a', 'GET', '/x/{rest*}/y', ['rest'])]), /rest parameter before the end/);
  });
});
