import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Catalogue } from '../src/catalogue/catalogue.ts';
import { ReplyCache } from '../src/http/reply-cache.ts';
import type { Params, Reply, RequestContext, Route } from '../src/http/route-types.ts';
import { demoCatalogue, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

const sha1Tag = (text: string) => `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;

describe('kept replies, over HTTP', () => {
  let srv: TestServer;
  let id: number;
  before(async () => {
    srv = await startTestServer();
    id = (await demoCatalogue()).exercises[5]!.id;
  });
  after(() => srv.close());

  test('a repeated request gets the bytes and ETag of the first, and its own quota headers', async () => {
    for (const p of [`/exercises/${id}`, `/exercises/${id}/videos`, '/exercises?limit=5&offset=3', '/search?q=press', '/categories', '/languages']) {
      const first = await srv.get(p, { tier: 'ENTERPRISE' });
      const second = await srv.get(p, { tier: 'ENTERPRISE' });
      assert.equal(first.status, 200, p);
      assert.equal(second.text, first.text, `${p}: the same bytes`);
      assert.equal(second.headers.get('etag'), sha1Tag(second.text), `${p}: the ETag is the SHA-1 of the bytes sent`);
      const remaining = (r: typeof first) => Number(r.headers.get('x-ratelimit-remaining'));
      assert.equal(remaining(second), remaining(first) - 1, `${p}: the quota headers are the request's own`);
    }
  });

  test('an exercise is kept per bodymap visibility: a lower tier never gets the bodymaps a higher one was served', async () => {
    const p = `/exercises/${id}?detail=true`;
    const pro = [await srv.get(p, { tier: 'PROFESSIONAL' })];
    const growth = [await srv.get(p, { tier: 'GROWTH' })];
    pro.push(await srv.get(p, { tier: 'PROFESSIONAL' }));
    growth.push(await srv.get(p, { tier: 'GROWTH' }));
    assert.notEqual(pro[0]!.body.bodymap_male, null);
    assert.equal(growth[0]!.body.bodymap_male, null);
    assert.equal(growth[1]!.text, growth[0]!.text);
    assert.equal(pro[1]!.text, pro[0]!.text);
  });

  test('parameters that mean the same share a reply; ones that differ do not', async () => {
    const plain = await srv.get(`/exercises/${id}`);
    const spelled = await srv.get(`/exercises/${id}?detail=false&lang=EN-US`);
    const detailed = await srv.get(`/exercises/${id}?detail=true`);
    assert.equal(spelled.text, plain.text);
    assert.notEqual(detailed.text, plain.text);
  });

  test('a kept reply still answers If-None-Match with 304 and HEAD without a body', async () => {
    const p = `/exercises/${id}?gender=male`;
    const first = await srv.get(p);
    const again = await srv.get(p, { headers: { 'if-none-match': first.headers.get('etag')! } });
    assert.equal(again.status, 304);
    const head = await srv.get(p, { method: 'HEAD' });
    assert.deepEqual([head.status, head.text, head.headers.get('content-length')], [200, '', String(Buffer.byteLength(first.text))]);
  });
});

describe('ReplyCache', () => {
  const route = (params: string[], vary?: () => string): Route =>
    ({ id: 'r', reuse: vary ? { vary } : {}, params: params.map((name) => ({ name, in: 'query', type: 'string' })) } as unknown as Route);
  const ctx = (params: Params): RequestContext => ({ params, lang: 'en-us', baseUrl: 'http://x', principal: null } as unknown as RequestContext);
  const reply = (text: string): Reply => ({ status: 200, headers: {}, body: Buffer.from(text) });
  const text = (r: Reply | undefined) => (r?.body as Buffer | undefined)?.toString();
  const fakeCatalogue = () => ({}) as Catalogue;

  test('a reply is found only by a request with the same route, language, base URL, variant and parameters', () => {
    const catalogue = fakeCatalogue();
    const cache = new ReplyCache(() => catalogue);
    const r = route(['a', 'b']);
    const kept = ctx({ a: 'x', b: ['p', 'q'] as unknown as string });
    cache.keep(catalogue, r, kept, reply('kept'));
    assert.equal(text(cache.get(catalogue, r, ctx({ a: 'x', b: ['p', 'q'] as unknown as string }))), 'kept');
    const others: [Route, RequestContext][] = [
      [route(['a', 'b']), kept], [r, ctx({ a: 'x', b: ['p,q'] as unknown as string })], [r, ctx({ a: 'x', b: ['q', 'p'] as unknown as string })],
      [r, ctx({ a: 'x', b: undefined })], [r, { ...kept, lang: 'de-de' }], [r, { ...kept, baseUrl: 'http://y' }],
    ];
    for (const [i, [otherRoute, other]] of others.entries()) assert.equal(cache.get(catalogue, otherRoute, other), undefined, `case ${i}`);
    let variant = 'v1';
    const varying = route(['a'], () => variant);
    cache.keep(catalogue, varying, ctx({ a: 'x' }), reply('v1'));
    variant = 'v2';
    assert.equal(cache.get(catalogue, varying, ctx({ a: 'x' })), undefined, 'another variant');
  });

  test('bounded by bytes, the oldest out first, and the maps of a forgotten reply go with it', () => {
    const catalogue = fakeCatalogue();
    const cache = new ReplyCache(() => catalogue, 64 * 1024);
    const r = route(['q']);
    const empty = cache.stats().maps;
    for (let i = 0; i < 100; i++) cache.keep(catalogue, r, ctx({ q: `k${i}` }), reply('x'.repeat(2000)));
    const { bytes, entries, maps } = cache.stats();
    assert.ok(bytes <= 64 * 1024 && entries < 100, JSON.stringify(cache.stats()));
    assert.ok(maps < empty + 10, `maps of forgotten replies are removed (${maps})`);
    assert.equal(cache.get(catalogue, r, ctx({ q: 'k0' })), undefined, 'the oldest went');
    assert.equal(text(cache.get(catalogue, r, ctx({ q: 'k99' }))), 'x'.repeat(2000), 'the newest stayed');
    cache.keep(catalogue, r, ctx({ q: 'big' }), reply('y'.repeat(8 * 1024)));
    assert.equal(cache.get(catalogue, r, ctx({ q: 'big' })), undefined, 'a body past a sixteenth of the budget is not kept');
  });

  test('a new catalogue drops the old one\'s replies; a request still on the old one keeps nothing', () => {
    let current = fakeCatalogue();
    const old = current;
    const cache = new ReplyCache(() => current);
    const r = route([]);
    const c = ctx({});
    cache.keep(old, r, c, reply('old'));
    assert.equal(text(cache.get(old, r, c)), 'old');
    current = fakeCatalogue();
    assert.equal(cache.get(current, r, c), undefined);
    cache.keep(current, r, c, reply('new'));
    assert.equal(cache.get(old, r, c), undefined);
    assert.equal(cache.stats().entries, 1);
    cache.keep(old, route(['z']), ctx({ z: 'late' }), reply('old'));
    assert.equal(cache.stats().entries, 1, 'the old catalogue keeps nothing');
    assert.equal(text(cache.get(current, r, c)), 'new');
  });

  test('only 200 replies of bytes are kept', () => {
    const catalogue = fakeCatalogue();
    const cache = new ReplyCache(() => catalogue);
    cache.keep(catalogue, route([]), ctx({}), { status: 404, body: Buffer.from('{}') });
    cache.keep(catalogue, route([]), ctx({}), { stream: () => undefined });
    assert.equal(cache.stats().entries, 0);
  });
});
