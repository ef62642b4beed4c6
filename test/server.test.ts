import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { redactPath } from '../src/server.ts';
import { demoCatalogue, pipelined, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let srv: TestServer;
before(async () => {
  srv = await startTestServer();
});
after(() => srv.close());

describe('CORS', () => {
  test('off by default: no Access-Control headers, OPTIONS is 405', async () => {
    const res = await fetch(`${srv.url}/health`, { headers: { origin: 'https://app.example' } });
    assert.equal(res.headers.get('access-control-allow-origin'), null);
    assert.equal((await fetch(`${srv.url}/exercises`, { method: 'OPTIONS' })).status, 405);
  });

  test('with CORS_ORIGINS, listed origins get the headers and preflights are answered', async () => {
    const cors = await startTestServer({ env: { CORS_ORIGINS: 'https://app.example' } });
    try {
      const pre = await fetch(`${cors.url}/stream/videos/branded/x.mp4`, {
        method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key, range' },
      });
      assert.equal(pre.status, 204);
      assert.equal(pre.headers.get('access-control-allow-origin'), 'https://app.example');
      assert.match(pre.headers.get('access-control-allow-headers')!, /X-API-Key/);
      const res = await cors.get('/muscles', { headers: { origin: 'https://app.example' } });
      assert.equal(res.headers.get('access-control-allow-origin'), 'https://app.example');
      // The answer depends on Origin and on the key: a shared cache must key it on both (muscles are public, cached a day).
      assert.deepEqual(res.headers.get('vary')!.split(/,\s*/).map((v) => v.toLowerCase()).sort(), ['origin', 'x-api-key']);
      assert.match(res.headers.get('access-control-expose-headers')!, /X-RateLimit-Remaining/);
      const other = await cors.get('/muscles', { headers: { origin: 'https://evil.example' } });
      assert.equal(other.headers.get('access-control-allow-origin'), null);
    } finally {
      await cors.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  test('media URLs follow X-Forwarded-Host and -Proto, unless the host is not a host and port', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'true', PUBLIC_BASE_URL: 'https://public.example' } });
    try {
      const id = (await demoCatalogue()).exercises.find((e) => e.videos.length > 0)!.id;
      const urls = async (host: string) => JSON.stringify((await proxied.get(`/exercises/${id}`, { headers: { 'x-forwarded-host': host, 'x-forwarded-proto': 'https' } })).body);
      assert.match(await urls('cdn.example:8443'), /https:\/\/cdn\.example:8443\/stream\//);
      for (const bad of ['cdn.example:99999', 'cdn.example/evil', '[::1]:70000']) {
        const text = await urls(bad);
        assert.match(text, /https:\/\/public\.example\/stream\//, bad);
        assert.doesNotMatch(text, /cdn\.example|::1/, bad);
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('HTTP behaviour shared by every route', () => {
  test('an unknown path gets a JSON 404 with detail', async () => {
    const { status, body, headers } = await srv.get('/nope/nothing');
    assert.equal(status, 404);
    assert.equal(headers.get('content-type'), 'application/json');
    assert.deepEqual(body, { detail: 'Not found' });
  });

  test('a method a path does not take gets 405 with Allow', async () => {
    const { status, body, headers } = await srv.get('/exercises', { method: 'DELETE' });
    assert.equal(status, 405);
    assert.equal(headers.get('allow'), 'GET, HEAD');
    assert.match(body.detail, /DELETE/);
  });

  test('HEAD answers the headers of GET without a body', async () => {
    const res = await fetch(`${srv.url}/health`, { method: 'HEAD' });
    assert.equal(res.status, 200);
    assert.ok(Number(res.headers.get('content-length')) > 0);
    assert.equal(await res.text(), '');
  });

  test('an over-long URL gets 414 with JSON detail', async () => {
    const { status, body } = await srv.get(`/exercises?search=${'a'.repeat(9000)}`);
    assert.equal(status, 414);
    assert.match(body.detail, /too long/);
  });

  test('oversized headers and malformed requests get JSON error bodies too', async () => {
    const { connect } = await import('node:net');
    // Resolves with all the server sent once it closed the connection (it must close it: a hang fails the test).
    const raw = (payload: string) => new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(srv.url).port), '127.0.0.1', () => socket.write(payload));
      let out = '';
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`the server did not close the connection: ${JSON.stringify(payload.slice(0, 40))}`));
      }, 20_000);
      socket.on('data', (d) => (out += d));
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(out);
      });
    });
    const big = await raw(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    assert.match(big, /^HTTP\/1.1 431 /);
    assert.deepEqual(JSON.parse(big.split('\r\n\r\n')[1]!), { detail: 'Request headers too large: at most 16 KiB' });
    const junk = await raw('NOT HTTP AT ALL\r\n\r\n');
    assert.match(junk, /^HTTP\/1.1 400 /);
    assert.ok(JSON.parse(junk.split('\r\n\r\n')[1]!).detail);
    // Node's own answers to these have no body: the server gives them the JSON body every error has.
    const key = srv.keys.PROFESSIONAL;
    const noHost = await raw(`GET /exercises/1019 HTTP/1.1\r\nX-API-Key: ${key}\r\nConnection: close\r\n\r\n`);
    assert.match(noHost, /^HTTP\/1.1 400 /);
    assert.match(JSON.parse(noHost.split('\r\n\r\n')[1]!).detail, /Host header/);
    for (const hosts of ['Host: a\r\nhost: b\r\n', 'Host: a b/c?d\r\n', 'Host: x:80x\r\n']) {
      const bad = await raw(`GET /health HTTP/1.1\r\n${hosts}Connection: close\r\n\r\n`);
      assert.match(bad, /^HTTP\/1.1 400 /, JSON.stringify(hosts));
      assert.match(JSON.parse(bad.split('\r\n\r\n')[1]!).detail, /one Host header/);
    }
    for (const host of ['exref.example:8080', '[::1]:80', '127.0.0.1', 'my_host.local']) {
      assert.match(await raw(`GET /health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), /^HTTP\/1.1 200 /, host);
    }
    const oldClient = await raw(`GET /exercises/1019 HTTP/1.0\r\nX-API-Key: ${key}\r\n\r\n`);
    assert.match(oldClient, /^HTTP\/1.1 200 /, 'HTTP/1.0 needs no Host');
    const expect = await raw('GET /health HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nConnection: close\r\n\r\n');
    assert.match(expect, /^HTTP\/1.1 417 /);
    assert.match(JSON.parse(expect.split('\r\n\r\n')[1]!).detail, /100-continue/);
    // The client never closes: the server does, soon after its answer.
    const tunnel = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\nmore bytes');
    assert.match(tunnel, /^HTTP\/1.1 405 /);
    assert.match(tunnel, /\r\nallow: GET, HEAD, POST\r\n/);
    assert.match(JSON.parse(tunnel.split('\r\n\r\n')[1]!).detail, /CONNECT/);
  });

  test('an error after pipelined requests is answered after their responses, never in place of one', async () => {
    const key = srv.keys.PROFESSIONAL;
    const get = (p: string, extra = '') => `GET ${p} HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\n${extra}\r\n`;
    const statuses = async (heads: string[]) => (await pipelined(srv.url, heads, { untilClose: true })).map((r) => r.status);
    // Each metered answer waits for its charge to be durable: the bytes after it are parsed before it is sent.
    assert.deepEqual(await statuses([get('/exercises?limit=1'), 'GET /categories HTTP/1.1\r\nNo colon here\r\n\r\n']), [200, 400]);
    assert.deepEqual(await statuses([get('/exercises?limit=1'), get('/categories'), 'CONNECT a.example:443 HTTP/1.1\r\nHost: a.example:443\r\n\r\n']), [200, 200, 405]);
    assert.deepEqual(await statuses([get('/nope'), 'NOT HTTP\r\n\r\n']), [404, 400]);
    // A client that said Connection: close and sent more anyway gets its answer, then the connection closes.
    const closing = await pipelined(srv.url, [get('/exercises?limit=1', 'Connection: close\r\n'), get('/categories')], { untilClose: true });
    assert.deepEqual(closing.map((r) => r.status), [200]);
    assert.equal(JSON.parse(closing[0]!.body.toString()).count, 1);
  });

  test('a request target in absolute form (as sent to a proxy) is served by its path', async () => {
    const key = srv.keys.PROFESSIONAL;
    const [abs, origin] = await pipelined(srv.url, [
      `GET http://exref.example/exercises?limit=2 HTTP/1.1\r\nHost: exref.example\r\nX-API-Key: ${key}\r\n\r\n`,
      `GET /exercises?limit=2 HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\n\r\n`,
    ]);
    assert.equal(abs!.status, 200);
    assert.deepEqual(JSON.parse(abs!.body.toString()), JSON.parse(origin!.body.toString()));
  });

  test('OPTIONS * is answered for the server as a whole, with the methods of the API; * is no target for other methods', async () => {
    const [options, get] = await pipelined(srv.url, ['OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n', 'GET * HTTP/1.1\r\nHost: x\r\n\r\n']);
    assert.equal(options!.status, 204);
    assert.equal(options!.body.length, 0);
    // The methods the OpenAPI document lists, HEAD wherever GET is, and OPTIONS itself.
    const doc = await (await fetch(`${srv.url}/openapi.json`)).json() as { paths: Record<string, Record<string, unknown>> };
    const methods = new Set(['OPTIONS']);
    for (const ops of Object.values(doc.paths)) for (const m of Object.keys(ops)) for (const name of m === 'get' ? ['GET', 'HEAD'] : [m.toUpperCase()]) methods.add(name);
    assert.deepEqual(options!.headers.allow!.split(', ').sort(), [...methods].sort());
    assert.equal(get!.status, 400);
    assert.match(JSON.parse(get!.body.toString()).detail, /\* is for OPTIONS only/);
  });

  test('a client that resets its connection right after CONNECT does not take the server down', async () => {
    const { connect } = await import('node:net');
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(new URL(srv.url).port), '127.0.0.1', () => {
          socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
          setTimeout(() => socket.resetAndDestroy(), i * 5);
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve());
      });
    }
    await new Promise((r) => setTimeout(r, 100));
    const after = await srv.get('/health');
    assert.equal(after.status, 200, 'still serving');
  });

  test('pipelined requests on one connection are all answered, in order, each charged once', async (t) => {
    // A server of its own, with a media store of one image and one video.
    const store = await mkdtemp(path.join(tmpdir(), 'exref-pipelined-'));
    await mkdir(path.join(store, 'images/og_images'), { recursive: true });
    await mkdir(path.join(store, 'videos/branded'), { recursive: true });
    await writeFile(path.join(store, 'images/og_images/p.jpg'), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 1)]));
    await writeFile(path.join(store, 'videos/branded/p.mp4'), Buffer.alloc(5000, 2));
    const srv = await startTestServer({ env: { EXREF_MEDIA_DIR: store } });
    t.after(async () => {
      await srv.close();
      await rm(store, { recursive: true, force: true });
    });
    const key = srv.keys.PROFESSIONAL;
    const image = '/stream/images/og_images/p.jpg';
    const video = '/stream/videos/branded/p.mp4';
    const paths = ['/exercises/1019', '/categories', '/exercises/1019?detail=true', '/health', '/exercises?limit=2', image, video, '/nope'];
    const extra = (p: string) => (p === video ? 'Range: bytes=100-1099\r\n' : '');
    const before = await srv.get('/muscles');
    const remaining = Number(before.headers.get('x-ratelimit-remaining'));
    // Sent in one write: every request after the first arrives while the one before it is still waiting for its
    // charge to be durable.
    const answers = await pipelined(srv.url, paths.map((p) => `GET ${p} HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\n${extra(p)}\r\n`));
    assert.deepEqual(answers.map((a) => a.status), [200, 200, 200, 200, 200, 200, 206, 404]);
    assert.equal(JSON.parse(answers[0]!.body.toString()).id, 1019, 'the answers come in the order asked');
    assert.ok(Array.isArray(JSON.parse(answers[1]!.body.toString())), 'the categories answer second');
    assert.equal(answers[6]!.body.length, 1000, 'the video range');
    // Six metered requests, charged once each, in order.
    const metered = [0, 1, 2, 4, 5, 6];
    assert.deepEqual(metered.map((i) => Number(answers[i]!.headers['x-ratelimit-remaining'])), metered.map((_, n) => remaining - 1 - n));
  });

  test('server timeouts are set: headers, whole request and keep-alive', () => {
    assert.equal(srv.server.headersTimeout, 10_000);
    assert.equal(srv.server.requestTimeout, 30_000);
    assert.equal(srv.server.keepAliveTimeout, 5_000);
  });

  test('metered responses carry the quota state headers', async () => {
    const a = await srv.get('/muscles', { tier: 'TESTING' });
    const b = await srv.get('/muscles', { tier: 'TESTING' });
    assert.equal(a.headers.get('x-ratelimit-limit'), '1000');
    assert.equal(Number(a.headers.get('x-ratelimit-remaining')) - Number(b.headers.get('x-ratelimit-remaining')), 1);
    assert.ok(Number(a.headers.get('x-ratelimit-reset')) > Date.now() / 1000);
  });

  test('JSON responses carry an ETag; If-None-Match answers 304 without a body', async () => {
    const first = await srv.get('/categories');
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^"[A-Za-z0-9_-]+"$/);
    for (const header of [etag!, `W/${etag}`, `"nope", ${etag}`, '*']) {
      const res = await fetch(`${srv.url}/categories`, { headers: { 'x-api-key': srv.keys.PROFESSIONAL, 'if-none-match': header } });
      assert.equal(res.status, 304, header);
      assert.equal(await res.text(), '');
      assert.equal(res.headers.get('etag'), etag);
    }
    const changed = await fetch(`${srv.url}/categories`, { headers: { 'x-api-key': srv.keys.PROFESSIONAL, 'if-none-match': '"other"' } });
    assert.equal(changed.status, 200);
    assert.notEqual((await srv.get('/muscles')).headers.get('etag'), etag, 'different bodies, different tags');
  });

  test('If-Match: the current ETag (or *) answers 200; any other tag 412 with a JSON detail, the current ETag and the quota state', async () => {
    const etag = (await srv.get('/categories')).headers.get('etag')!;
    const ask = (ifMatch: string, extra: Record<string, string> = {}) => fetch(`${srv.url}/categories`, { headers: { 'x-api-key': srv.keys.PROFESSIONAL, 'if-match': ifMatch, ...extra } });
    for (const header of [etag, `"nope", ${etag}`, '*']) assert.equal((await ask(header)).status, 200, header);
    for (const header of ['"nope"', `W/${etag}`]) {
      const res = await ask(header);
      assert.equal(res.status, 412, header);
      assert.equal(res.headers.get('content-type'), 'application/json');
      assert.match(String(((await res.json()) as { detail: string }).detail), /Precondition failed/);
      assert.equal(res.headers.get('etag'), etag);
      assert.ok(res.headers.get('x-ratelimit-remaining') !== null, 'charged like a 304: the quota state comes with it');
    }
    // RFC 9110 13.2.2: a failed If-Match is answered before If-None-Match is looked at; a JSON answer has no
    // modification date, so If-Unmodified-Since alone changes nothing.
    assert.equal((await ask('"nope"', { 'if-none-match': etag })).status, 412);
    const old = await fetch(`${srv.url}/categories`, { headers: { 'x-api-key': srv.keys.PROFESSIONAL, 'if-unmodified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' } });
    assert.equal(old.status, 200);
    // Preconditions apply to the representation a 2xx would carry: a 404 stays a 404.
    assert.equal((await fetch(`${srv.url}/exercises/99999999`, { headers: { 'x-api-key': srv.keys.PROFESSIONAL, 'if-match': '"nope"' } })).status, 404);
  });

  test('every ETag is the SHA-1 of the bytes sent, whether hashed now or remembered from an earlier response', async () => {
    const id = (await srv.get('/exercises?limit=1&offset=7')).body.results[0].id as number;
    const paths = [
      `/exercises/${id}`, `/exercises/${id}?gender=male`, `/exercises/${id}?gender=female`, `/exercises/${id}?detail=true`,
      '/search?q=bench+press', '/search?q=squat', '/search?q=squat&limit=3', '/exercises?limit=5', '/routines/1/full', '/categories',
    ];
    const tags = new Map<string, string>();
    const texts = new Map<string, string>();
    for (let round = 0; round < 2; round++) {
      for (const p of paths) {
        const res = await srv.get(p);
        assert.equal(res.status, 200, p);
        const expected = `"${createHash('sha1').update(res.text).digest('base64url').slice(0, 22)}"`;
        assert.equal(res.headers.get('etag'), expected, `${p}, round ${round + 1}`);
        if (round === 1) assert.equal(tags.get(p), expected, `${p}: the same bytes, the same tag`);
        tags.set(p, expected);
        texts.set(p, res.text);
      }
    }
    assert.equal(new Set(tags.values()).size, new Set(texts.values()).size, 'different bodies, different tags');
  });

  test('reference lists may be cached; exercise data revalidates; every JSON response varies on the key', async () => {
    assert.match((await srv.get('/filters')).headers.get('cache-control')!, /max-age=86400/);
    const one = await srv.get('/exercises?limit=1');
    assert.equal(one.headers.get('cache-control'), 'private, no-cache');
    assert.match(one.headers.get('vary')!, /X-API-Key/i);
  });

  test('access logs redact media tokens', () => {
    assert.equal(redactPath('/stream/videos/branded/a.mp4?token=secret.sig&x=1'), '/stream/videos/branded/a.mp4?token=REDACTED&x=1');
    assert.equal(redactPath('/x?a=1&token=t'), '/x?a=1&token=REDACTED');
    assert.equal(redactPath('/x?%74oken=t&b=2'), '/x?%74oken=REDACTED&b=2');
    // Encoded too much, "token=..." is one parameter name with no value: no token to the server, a secret in the log.
    assert.equal(redactPath('/x?token%3Dsecret.sig&b=2'), '/x?REDACTED&b=2');
    assert.equal(redactPath('/x?a=1&%74oken%3Dsecret'), '/x?a=1&REDACTED');
    assert.equal(redactPath('/x?q=token%3Dx'), '/x?q=token%3Dx', 'a value is no name');
  });

  test('access log redaction: any URL is redacted as a plain reading of its parameters would', () => {
    // The reference: every "?" or "&", its name up to "=", compared decoded.
    const reference = (url: string) => url.replace(/([?&])([^=&]*)=([^&]*)/g, (whole, sep: string, name: string) => {
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // not a token
      }
      return decoded === 'token' ? `${sep}${name}=REDACTED` : whole;
    }).replace(/([?&])([^=&]*)(?=&|$)/g, (whole, sep: string, name: string) => {
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // not a token
      }
      return decoded.startsWith('token=') ? `${sep}REDACTED` : whole;
    });
    const pieces = ['/search', '?', '&', '=', 'q', 'token', 'tok', 'en', '%20', '%74', '%6Fken', '%', '+', 'a', '/', '%E2%82%AC', 'x=1', '%3D', '%3d'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length;
    for (let n = 0; n < 20_000; n++) {
      let url = '/x';
      for (let k = 0, len = 1 + (n % 12); k < len; k++) url += pieces[next()];
      assert.equal(redactPath(url), reference(url), url);
    }
  });
});
