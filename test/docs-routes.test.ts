import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { documentedPath } from '../src/docs/openapi.ts';
import { startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let srv: TestServer;
before(async () => {
  srv = await startTestServer();
});
after(() => srv.close());

describe('/openapi.json', () => {
  test('is a valid OpenAPI 3.1 document, version 2.0.0', async () => {
    const { body } = await srv.get('/openapi.json', { key: null });
    assert.equal(body.openapi, '3.1.0');
    assert.equal(body.info.version, '2.0.0');
    const result = await new Validator().validate(body);
    assert.ok(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
  });

  test('every template expression of a path names one of its path parameters, and each path parameter has one', async () => {
    const { body } = await srv.get('/openapi.json', { key: null });
    let rest = 0;
    for (const [path, item] of Object.entries(body.paths as Record<string, Record<string, { parameters?: { name: string; in: string; 'x-rest-of-path'?: boolean }[] }>>)) {
      const expressions = [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]).sort();
      for (const op of Object.values(item)) {
        const params = (op.parameters ?? []).filter((p) => p.in === 'path');
        assert.deepEqual(params.map((p) => p.name).sort(), expressions, path);
        rest += params.filter((p) => p['x-rest-of-path']).length;
      }
    }
    assert.ok(rest > 0, 'the media routes mark the parameter that takes the rest of the path');
  });

  test('declares the quota headers, the validators and the 304 that keyed answers carry, and the 206 of ranges', async () => {
    const { body } = await srv.get('/openapi.json', { key: null });
    const exercise = body.paths['/exercises/{exercise_id}'].get.responses;
    const answer = await srv.get('/exercises/1019');
    for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'ETag', 'Cache-Control']) {
      assert.ok(exercise['200'].headers[name], `${name} declared`);
      assert.ok(answer.headers.get(name), `${name} sent`);
    }
    const unchanged = await srv.get('/exercises/1019', { headers: { 'if-none-match': answer.headers.get('etag')! } });
    assert.equal(unchanged.status, 304);
    assert.ok(exercise['304'], '304 declared');
    assert.ok(body.paths['/stream/videos/branded/{filename}'].get.responses['206'], '206 declared for the store files');
    assert.equal(body.paths['/health'].get.responses['304'], undefined, 'nothing declared where nothing is sent');
  });

  test('describes every route of the table with its parameters and bounds', async () => {
    const { body } = await srv.get('/openapi.json', { key: null });
    for (const route of srv.server.routes) {
      const op = body.paths[documentedPath(route.path)]?.[route.method.toLowerCase()];
      assert.ok(op, `${route.method} ${route.path} is documented`);
      assert.equal(op.operationId, route.id);
      for (const p of route.params) assert.ok(op.parameters.some((q: { name: string }) => q.name === p.name), `${route.id} ${p.name}`);
    }
    const limit = body.paths['/exercises'].get.parameters.find((p: { name: string }) => p.name === 'limit');
    assert.deepEqual([limit.schema.minimum, limit.schema.maximum, limit.schema.default], [1, 100, 20]);
    const muscles = body.paths['/exercises'].get.parameters.find((p: { name: string }) => p.name === 'muscles');
    assert.equal(muscles.schema.type, 'array');
    assert.ok(body.paths['/search'].get.parameters.every((p: { name: string }) => p.name !== 'grips'));
  });
});

describe('/docs and /llms.txt', () => {
  test('/docs is a self-contained HTML page with no external resources', async () => {
    const { status, text, headers } = await srv.get('/docs', { key: null });
    assert.equal(status, 200);
    assert.match(headers.get('content-type') ?? '', /text\/html/);
    assert.doesNotMatch(text, /<(script|link|img)[^>]+(src|href)=["']https?:/i, 'no CDN or remote resource');
    for (const route of srv.server.routes) assert.ok(text.includes(documentedPath(route.path)), route.path);
  });

  test('/llms.txt lists the data endpoints with their parameters', async () => {
    const { status, text } = await srv.get('/llms.txt', { key: null });
    assert.equal(status, 200);
    assert.match(text, /GET \/exercises: .*limit \(min 1, max 100, default 20\)/);
    assert.match(text, /X-API-Key/);
  });
});
