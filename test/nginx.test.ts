/**
 * exref behind a real nginx, configured by the shipped deploy/nginx/exref.conf (only its ports and log folder
 * rewritten): Range, headers, public URLs, TRUST_PROXY and media tokens, end to end on loopback.
 */
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { ExerciseRecord } from '../src/catalogue/model.ts';
import { prepareMediaStore } from '../src/media/prepare.ts';
import { chromium } from 'playwright-core';
import { freePort } from './free-port.ts';
import { ROOT, demoCatalogue, rawRequest, startTestServer } from './helpers.ts';
import { BROWSER_ARGS, CHROMIUM, FFMPEG, assertSeekFetchedMiddle, makeLongVideo, playAndSeek } from './media-seek.ts';
import type { RawAnswer, TestServer } from './helpers.ts';

const SHIPPED_CONF = path.join(ROOT, 'deploy', 'nginx', 'exref.conf');
const PUBLIC_HOST = 'exref.example.com';
const SECRET = 'nginx-test-media-token-secret';
const BIG_VIDEO_BYTES = 24 * 1024 * 1024;

/** nginx from the Debian package (/usr/sbin), or wherever PATH has it. */
function findNginx(): string | null {
  const dirs = ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin', ...(process.env.PATH ?? '').split(path.delimiter)];
  for (const dir of dirs.filter(Boolean)) {
    try {
      accessSync(path.join(dir, 'nginx'), constants.X_OK);
      return path.join(dir, 'nginx');
    } catch {
      // not here
    }
  }
  return null;
}

const NGINX = findNginx();
const MISSING = 'nginx is not installed (Debian package nginx; .ci/run installs it)';

/**
 * The shipped site file with exref's port, nginx's listen address and the log folder replaced. Each rewrite must
 * apply, so a change to the file's shape fails here instead of quietly testing something else.
 */
function siteConfig(shipped: string, upstreamPort: number, listenPort: number, logDir: string): string {
  const rewrites: [RegExp, string][] = [
    [/server 127\.0\.0\.1:8080;/g, `server 127.0.0.1:${upstreamPort};`],
    [/^\s*listen \[::\]:80\b.*$/gm, ''], // the test listens on IPv4 loopback only
    [/listen 80\b/g, `listen 127.0.0.1:${listenPort}`],
    [/\/var\/log\/nginx\//g, `${logDir}/`],
    [/alias \/srv\/exref\/media\/;/g, `alias ${mediaRoot}/;`],
  ];
  let conf = shipped;
  for (const [re, replacement] of rewrites) {
    assert.match(conf, re, `deploy/nginx/exref.conf no longer contains ${re}`);
    conf = conf.replace(re, replacement);
  }
  assert.doesNotMatch(conf.replace(/#.*$/gm, ''), /\/var\/|\/etc\//, 'nothing outside the temporary folder is used');
  return conf;
}

interface Nginx {
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

/** A private nginx master (daemon off) whose pid, logs and temporary files all live in a temporary folder. */
async function startNginx(binary: string, upstreamPort: number, port: number): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'exref-nginx-'));
  try {
    return await runNginx(binary, dir, upstreamPort, port);
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

async function runNginx(binary: string, dir: string, upstreamPort: number, port: number): Promise<Nginx> {
  const site = siteConfig(await readFile(SHIPPED_CONF, 'utf8'), upstreamPort, port, dir);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const t of temp) await mkdir(path.join(dir, t));
  const conf = [
    'daemon off;',
    'worker_processes 1;',
    // As root, workers would switch to "nobody", which cannot enter the private temporary folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${dir}/access.log;`,
    ...temp.map((t) => `  ${t}_temp_path ${dir}/${t};`),
    site,
    '}',
  ].join('\n');
  const confPath = path.join(dir, 'nginx.conf');
  await writeFile(confPath, conf);
  const args = ['-p', dir, '-e', `${dir}/error.log`, '-c', confPath];
  try {
    await promisify(execFile)(binary, [...args, '-t']);
  } catch (err) {
    throw new Error(`nginx -t refused the configuration generated from deploy/nginx/exref.conf:\n${(err as { stderr: string }).stderr}`);
  }
  const proc: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (proc.exitCode !== null || Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`nginx did not start: ${stderr}${await readFile(`${dir}/error.log`, 'utf8').catch(() => '')}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://${PUBLIC_HOST}:${port}`,
    port,
    dir,
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

type Answer = RawAnswer;

/** One HTTP request to 127.0.0.1:port with exactly the given headers (Host included), the body read whole. */
function request(port: number, pathAndQuery: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return rawRequest({ host: '127.0.0.1', port, path: pathAndQuery }, { method, headers });
}

/** exref started by the test helpers over a prepared media store, with nginx in front of it. */
interface Stack {
  srv: TestServer;
  nginx: Nginx;
  /** Through nginx, as a client of the public host name. */
  viaNginx(pathAndQuery: string, headers?: Record<string, string>, method?: string): Promise<Answer>;
  /** Straight to exref, bypassing nginx. */
  direct(pathAndQuery: string, headers?: Record<string, string>, method?: string): Promise<Answer>;
  close(): Promise<void>;
}

async function startStack(binary: string, env: (nginxPort: number) => Record<string, string>): Promise<Stack> {
  // nginx needs exref's port and exref needs nginx's public URL: exref starts first on a reserved nginx port.
  const reserved = await freePort();
  const srv = await startTestServer({ env: { EXREF_MEDIA_DIR: mediaRoot, MEDIA_TOKEN_SECRET: SECRET, ...env(reserved) } });
  const exrefPort = Number(new URL(srv.url).port);
  let nginx: Nginx;
  try {
    nginx = await startNginx(binary, exrefPort, reserved);
  } catch (err) {
    await srv.close();
    throw err;
  }
  const host = `${PUBLIC_HOST}:${nginx.port}`;
  return {
    srv,
    nginx,
    viaNginx: (p, headers = {}, method) => request(nginx.port, p, { host, ...headers }, method),
    direct: (p, headers = {}, method) => request(exrefPort, p, { host: `127.0.0.1:${exrefPort}`, ...headers }, method),
    async close() {
      await nginx.stop();
      await srv.close();
    },
  };
}

let base: string;
let mediaRoot: string;
let exercises: readonly ExerciseRecord[];
/** A catalogue video replaced by a real 24 MB file, large enough to outrun every buffer on the way. */
let bigVideo: string;

before(async () => {
  if (!NGINX) return;
  base = await mkdtemp(path.join(tmpdir(), 'exref-nginx-media-'));
  // The real path: the internal location's alias must name the folder exref resolves links against.
  mediaRoot = path.join(await realpath(base), 'media');
  exercises = (await demoCatalogue()).exercises;
  await prepareMediaStore(mediaRoot, exercises);
  const names = exercises.flatMap((e) => e.videos.map((v) => v.video)).filter((v): v is string => v !== null);
  bigVideo = names.at(-1)!;
  const file = path.join(mediaRoot, 'videos', 'branded', bigVideo);
  await rm(file);
  await writeFile(file, Buffer.alloc(BIG_VIDEO_BYTES, 'exref'));
});
after(async () => {
  if (base) await rm(base, { recursive: true, force: true });
});

/** An exercise with a video (not the big one) and a preview image. */
function exerciseWithVideo(): ExerciseRecord {
  return exercises.find((e) => e.videos.some((v) => v.video !== null && v.og_image !== null && v.video !== bigVideo))!;
}

// Skipped with the reason on a developer machine without nginx; under CI a missing nginx fails instead.
const skip = NGINX || process.env.CI ? false : `${MISSING}: the reverse-proxy tests are skipped`;
const browserSkip = (existsSync(CHROMIUM) && FFMPEG) || process.env.CI ? false : 'chromium or ffmpeg is missing: the browser seek through nginx is skipped';

describe('the shipped nginx site config, in front of exref (PUBLIC_BASE_URL, TRUST_PROXY off)', { skip }, () => {
  let stack: Stack;
  let key: string;
  before(async () => {
    assert.ok(NGINX, `CI is set, so nginx must be installed: ${MISSING}`);
    stack = await startStack(NGINX, (port) => ({ PUBLIC_BASE_URL: `http://${PUBLIC_HOST}:${port}` }));
    key = stack.srv.keys.PROFESSIONAL;
  });
  after(() => stack?.close());

  test('a Range request gets 206 with the same Content-Range, Content-Length, ETag and bytes as straight from exref', async () => {
    const exercise = exerciseWithVideo();
    const detail = JSON.parse((await stack.direct(`/exercises/${exercise.id}`, { 'x-api-key': key })).body.toString());
    const videoPath = new URL(detail.videos.find((v: { url: string | null }) => v.url).url).pathname;
    const headers = { 'x-api-key': key, range: 'bytes=100-2099' };
    const [proxied, direct] = [await stack.viaNginx(videoPath, headers), await stack.direct(videoPath, headers)];
    assert.equal(proxied.status, 206);
    for (const name of ['content-range', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'content-type', 'cache-control']) {
      assert.equal(proxied.headers[name], direct.headers[name], name);
    }
    assert.match(String(proxied.headers['content-range']), /^bytes 100-2099\/\d+$/);
    assert.equal(proxied.body.length, 2000);
    assert.ok(proxied.body.equals(direct.body));

    // If-Range reaches exref too: a stale validator gets the whole file (200), a current one the range.
    const stale = await stack.viaNginx(videoPath, { ...headers, 'if-range': '"stale"' });
    assert.deepEqual([stale.status, stale.headers['content-range']], [200, undefined]);
    const current = await stack.viaNginx(videoPath, { ...headers, 'if-range': String(direct.headers.etag) });
    assert.equal(current.status, 206);
  });

  test('JSON response headers arrive unchanged: quota headers, ETag, Cache-Control, Content-Type, Vary, Content-Length', async () => {
    const hopByHop = new Set(['connection', 'keep-alive', 'date', 'server', 'transfer-encoding']);
    for (const p of [`/exercises/${exerciseWithVideo().id}`, '/categories', '/search?q=squat&limit=3']) {
      const proxied = await stack.viaNginx(p, { 'x-api-key': key });
      const direct = await stack.direct(p, { 'x-api-key': key });
      assert.equal(proxied.status, 200, p);
      const names = (h: IncomingHttpHeaders) => Object.keys(h).filter((n) => !hopByHop.has(n)).sort();
      assert.deepEqual(names(proxied.headers), names(direct.headers), `${p}: the same header names`);
      for (const name of names(direct.headers)) {
        if (name === 'x-ratelimit-remaining') continue; // one call later, one less
        assert.equal(proxied.headers[name], direct.headers[name], `${p}: ${name}`);
      }
      assert.equal(Number(proxied.headers['x-ratelimit-remaining']), Number(direct.headers['x-ratelimit-remaining']) + 1, p);
      for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'etag', 'cache-control', 'content-type']) {
        assert.ok(proxied.headers[name], `${p}: ${name} is present`);
      }
      assert.ok(proxied.body.equals(direct.body), `${p}: the same body`);
      const revalidated = await stack.viaNginx(p, { 'x-api-key': key, 'if-none-match': String(proxied.headers.etag) });
      assert.equal(revalidated.status, 304, `${p}: If-None-Match reaches exref`);
    }
  });

  test('media URLs in /exercises/{id} start with the public base URL; a client\'s X-Forwarded-Host changes nothing', async () => {
    const exercise = exerciseWithVideo();
    const res = await stack.viaNginx(`/exercises/${exercise.id}`, { 'x-api-key': key, 'x-forwarded-host': 'evil.example' });
    const body = JSON.parse(res.body.toString());
    const urls = (body.videos as { url: string | null; og_image: string | null }[]).flatMap((v) => [v.url, v.og_image]).filter(Boolean) as string[];
    urls.push(body.bodymap_male, body.bodymap_female);
    assert.ok(urls.length >= 3);
    for (const url of urls) assert.ok(url.startsWith(`${stack.nginx.url}/stream/`), url);

    // ...and those URLs work through nginx as they are.
    const video = await stack.viaNginx(new URL(urls[0]!).pathname, { 'x-api-key': key, range: 'bytes=0-0' });
    assert.equal(video.status, 206);
  });

  test('a token minted through nginx streams its video without a key (200 whole, 206 for a range); nginx logs it redacted', async () => {
    const minted = await stack.viaNginx('/media/token', { 'x-api-key': key }, 'POST');
    assert.equal(minted.status, 200, minted.body.toString());
    const { token } = JSON.parse(minted.body.toString()) as { token: string };
    const exercise = exerciseWithVideo();
    const detail = JSON.parse((await stack.viaNginx(`/exercises/${exercise.id}`, { 'x-api-key': key })).body.toString());
    const url = new URL(detail.videos.find((v: { url: string | null }) => v.url).url);
    const tokenPath = `${url.pathname}?token=${encodeURIComponent(token)}`;

    const whole = await stack.viaNginx(tokenPath);
    assert.equal(whole.status, 200);
    assert.equal(whole.headers['content-type'], 'video/mp4');
    assert.equal(whole.body.length, Number(whole.headers['content-length']));
    const part = await stack.viaNginx(tokenPath, { range: 'bytes=0-1023' });
    assert.equal(part.status, 206);
    assert.ok(part.body.equals(whole.body.subarray(0, 1024)));
    assert.equal((await stack.viaNginx(url.pathname)).status, 401, 'without the token, no credential');

    const log = await readFile(path.join(stack.nginx.dir, 'exref.access.log'), 'utf8');
    const lines = log.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.ok(!log.includes(token) && !log.includes(encodeURIComponent(token)), 'the token is not in nginx\'s access log');
    assert.ok(lines.some((l) => l.uri === `${url.pathname}?token=REDACTED` && l.status === 206), 'the token request is logged, redacted');
    assert.ok(lines.some((l) => l.uri === `/exercises/${exercise.id}` && l.status === 200), 'other requests are logged as they came');
  });

  test('a large video is relayed to a slow client without nginx writing it to a temporary file', async () => {
    const received = await new Promise<number>((resolve, reject) => {
      const req = http.get({
        host: '127.0.0.1', port: stack.nginx.port, path: `/stream/videos/branded/${encodeURIComponent(bigVideo)}`,
        headers: { host: `${PUBLIC_HOST}:${stack.nginx.port}`, 'x-api-key': key }, agent: false,
      }, (res) => {
        assert.equal(res.statusCode, 200);
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve(bytes));
        // The client stops reading for a while: a buffering proxy would spill exref's response to disk now.
        res.pause();
        setTimeout(() => res.resume(), 1_000);
      });
      req.on('error', reject);
    });
    assert.equal(received, BIG_VIDEO_BYTES);
    const errors = await readFile(path.join(stack.nginx.dir, 'exref.error.log'), 'utf8');
    assert.doesNotMatch(errors, /buffered to a temporary file/);
  });

  test('a request for a host name the config does not serve is closed by the catch-all, unanswered', async () => {
    await assert.rejects(request(stack.nginx.port, '/health', { host: 'evil.example' }), /socket hang up|ECONNRESET/);
    const served = await stack.viaNginx('/health');
    assert.equal(served.status, 200);
  });
});

describe('the shipped nginx site config with TRUST_PROXY=true', { skip }, () => {
  let stack: Stack;
  before(async () => {
    assert.ok(NGINX, `CI is set, so nginx must be installed: ${MISSING}`);
    // PUBLIC_BASE_URL names another host: the URLs below can only come from what nginx forwarded.
    stack = await startStack(NGINX, () => ({ TRUST_PROXY: 'true', PUBLIC_BASE_URL: 'https://internal.invalid' }));
  });
  after(() => stack?.close());

  const mediaUrls = async (res: Answer) => {
    const body = JSON.parse(res.body.toString());
    return (body.videos as { url: string | null }[]).map((v) => v.url).filter(Boolean) as string[];
  };

  test('media URLs follow the scheme and Host the client used at nginx, port included', async () => {
    const exercise = exerciseWithVideo();
    const urls = await mediaUrls(await stack.viaNginx(`/exercises/${exercise.id}`, { 'x-api-key': stack.srv.keys.PROFESSIONAL }));
    assert.ok(urls.length > 0);
    for (const url of urls) assert.ok(url.startsWith(`http://${PUBLIC_HOST}:${stack.nginx.port}/stream/videos/`), url);
  });

  test('nginx forwards the host it routed on: never a client\'s X-Forwarded-Host or X-Forwarded-Proto, nor a Host header that disagrees', async () => {
    const exercise = exerciseWithVideo();
    const urls = await mediaUrls(await stack.viaNginx(`/exercises/${exercise.id}`, {
      'x-api-key': stack.srv.keys.PROFESSIONAL, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https',
    }));
    for (const url of urls) assert.ok(url.startsWith(`http://${PUBLIC_HOST}:${stack.nginx.port}/`), url);

    // An absolute request line names the server nginx picks; a Host header that disagrees must not win.
    const absolute = await request(stack.nginx.port, `http://${PUBLIC_HOST}:${stack.nginx.port}/exercises/${exercise.id}`, {
      host: 'evil.example', 'x-api-key': stack.srv.keys.PROFESSIONAL,
    });
    assert.equal(absolute.status, 200);
    for (const url of await mediaUrls(absolute)) assert.ok(url.startsWith(`http://${PUBLIC_HOST}:${stack.nginx.port}/`), url);
  });

  test('straight to exref (no proxy headers), URLs fall back to PUBLIC_BASE_URL, never the Host header', async () => {
    const exercise = exerciseWithVideo();
    const urls = await mediaUrls(await stack.direct(`/exercises/${exercise.id}`, { 'x-api-key': stack.srv.keys.PROFESSIONAL, host: 'evil.example' }));
    for (const url of urls) assert.ok(url.startsWith('https://internal.invalid/stream/'), url);
  });
});

describe('MEDIA_OFFLOAD=nginx: exref decides, nginx sends the file (X-Accel-Redirect to the internal location)', { skip }, () => {
  let stack: Stack;
  let key: string;
  let videoPath: string;
  let videoBytes: Buffer;
  const IMG = '/stream/images/og_images/';
  const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
  before(async () => {
    assert.ok(NGINX, `CI is set, so nginx must be installed: ${MISSING}`);
    stack = await startStack(NGINX, (port) => ({ PUBLIC_BASE_URL: `http://${PUBLIC_HOST}:${port}`, MEDIA_OFFLOAD: 'nginx' }));
    key = stack.srv.keys.PROFESSIONAL;
    const video = exerciseWithVideo().videos.find((v) => v.video !== null && v.video !== bigVideo)!.video!;
    videoPath = `/stream/videos/branded/${encodeURIComponent(video)}`;
    videoBytes = await readFile(path.join(mediaRoot, 'videos', 'branded', video));
    // A PNG under a .jpg name: the type must come from exref's sniffing, not from nginx's table of extensions.
    await writeFile(path.join(mediaRoot, 'images', 'og_images', 'offload-liar.jpg'), PNG_BYTES);
  });
  after(() => stack?.close());

  const remaining = (a: Answer) => Number(a.headers['x-ratelimit-remaining']);
  const withKey = (extra: Record<string, string> = {}) => ({ 'x-api-key': key, ...extra });
  /** The response carries none of the file: exref's JSON error, not nginx's bytes. */
  const nothingSent = (a: Answer) => {
    assert.match(String(a.headers['content-type']), /^application\/json/);
    assert.ok(typeof JSON.parse(a.body.toString()).detail === 'string');
    assert.ok(!a.body.includes(videoBytes.subarray(0, 64)));
  };

  test('200: the file\'s exact bytes from nginx with exref\'s Content-Type, Cache-Control, quota and security headers, charged once', async () => {
    const direct = await stack.direct(videoPath, withKey());
    assert.equal(direct.status, 200);
    assert.match(String(direct.headers['x-accel-redirect']), /^\/_exref_media\//, 'exref itself answers with the redirect only');
    assert.equal(direct.body.length, 0);
    const r = await stack.viaNginx(videoPath, withKey());
    assert.equal(r.status, 200);
    assert.ok(r.body.equals(videoBytes), 'the bytes of the file');
    assert.equal(Number(r.headers['content-length']), videoBytes.length);
    assert.equal(r.headers['content-type'], 'video/mp4');
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.equal(r.headers['accept-ranges'], 'bytes');
    assert.equal(r.headers['x-accel-redirect'], undefined, 'the internal path never reaches the client');
    for (const name of ['referrer-policy', 'x-content-type-options', 'content-security-policy', 'x-ratelimit-limit', 'x-ratelimit-reset']) {
      assert.equal(r.headers[name], direct.headers[name], name);
    }
    assert.equal(remaining(r), remaining(direct) - 1, 'one call charged per request');
  });

  test('206 for one range, multipart/byteranges for several, each charged', async () => {
    const one = await stack.viaNginx(videoPath, withKey({ range: 'bytes=100-2099' }));
    assert.equal(one.status, 206);
    assert.equal(one.headers['content-range'], `bytes 100-2099/${videoBytes.length}`);
    assert.ok(one.body.equals(videoBytes.subarray(100, 2100)));
    const two = await stack.viaNginx(videoPath, withKey({ range: 'bytes=0-9,1000-1019' }));
    assert.equal(two.status, 206);
    const boundary = /^multipart\/byteranges; boundary=(\S+)$/.exec(String(two.headers['content-type']))?.[1];
    assert.ok(boundary, String(two.headers['content-type']));
    const text = two.body.toString('latin1');
    assert.ok(text.includes(`Content-Range: bytes 0-9/${videoBytes.length}`) && text.includes(`Content-Range: bytes 1000-1019/${videoBytes.length}`), text.slice(0, 400));
    assert.ok(two.body.includes(videoBytes.subarray(1000, 1020)));
    assert.equal(remaining(two), remaining(one) - 1);
  });

  test('416 with Content-Range bytes */size, charged; HEAD has the headers and no body', async () => {
    const r = await stack.viaNginx(videoPath, withKey({ range: `bytes=${videoBytes.length + 10}-` }));
    assert.equal(r.status, 416);
    assert.equal(r.headers['content-range'], `bytes */${videoBytes.length}`);
    assert.ok(r.headers['x-ratelimit-remaining'], 'the quota headers are on the 416 too');
    const head = await stack.viaNginx(videoPath, withKey(), 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(Number(head.headers['content-length']), videoBytes.length);
    assert.equal(head.headers['content-type'], 'video/mp4');
    assert.equal(head.body.length, 0);
    assert.equal(remaining(head), remaining(r) - 1, 'HEAD is charged like any request');
  });

  test('If-Range: the current ETag keeps the range, a stale one gets the whole file; If-None-Match gives 304', async () => {
    const first = await stack.viaNginx(videoPath, withKey({ range: 'bytes=0-99' }));
    const etag = String(first.headers.etag);
    assert.match(etag, /^"/);
    const current = await stack.viaNginx(videoPath, withKey({ range: 'bytes=0-99', 'if-range': etag }));
    assert.deepEqual([current.status, current.body.length], [206, 100]);
    const stale = await stack.viaNginx(videoPath, withKey({ range: 'bytes=0-99', 'if-range': '"stale"' }));
    assert.deepEqual([stale.status, stale.body.length], [200, videoBytes.length]);
    const cached = await stack.viaNginx(videoPath, withKey({ 'if-none-match': etag }));
    assert.deepEqual([cached.status, cached.body.length], [304, 0]);
    // Preconditions reach nginx with the redirected request: the version named is sent, another is 412, no bytes.
    const matching = await stack.viaNginx(videoPath, withKey({ range: 'bytes=0-99', 'if-match': etag }));
    assert.deepEqual([matching.status, matching.body.length], [206, 100]);
    const gone = await stack.viaNginx(videoPath, withKey({ range: 'bytes=0-99', 'if-match': '"stale"' }));
    assert.equal(gone.status, 412);
    assert.ok(!gone.body.includes(videoBytes.subarray(0, 100)), 'no byte of the file');
    const unmodified = await stack.viaNginx(videoPath, withKey({ 'if-unmodified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' }));
    assert.equal(unmodified.status, 412);
  });

  test('a ?token= URL streams without a key; a revoked key\'s token is 403 and an exhausted key 429, nothing sent', async () => {
    const { record, key: ownKey } = await stack.srv.keyStore.create({ tier: 'PROFESSIONAL', name: 'offload revoke' }, new Date());
    const minted = await stack.viaNginx('/media/token', { 'x-api-key': ownKey }, 'POST');
    const { token } = JSON.parse(minted.body.toString()) as { token: string };
    const tokenPath = `${videoPath}?token=${encodeURIComponent(token)}`;
    const part = await stack.viaNginx(tokenPath, { range: 'bytes=0-1023' });
    assert.equal(part.status, 206);
    assert.ok(part.body.equals(videoBytes.subarray(0, 1024)));
    await stack.srv.keyStore.revoke(record.id);
    const revoked = await stack.viaNginx(tokenPath);
    assert.equal(revoked.status, 403);
    nothingSent(revoked);

    const small = await stack.srv.keyStore.create({ tier: 'PROFESSIONAL', quota: 1, name: 'offload quota' }, new Date());
    assert.equal((await stack.viaNginx(videoPath, { 'x-api-key': small.key, range: 'bytes=0-0' })).status, 206);
    const exhausted = await stack.viaNginx(videoPath, { 'x-api-key': small.key });
    assert.equal(exhausted.status, 429);
    assert.equal(exhausted.headers['x-ratelimit-remaining'], '0');
    nothingSent(exhausted);
  });

  test('traversal attempts are 403 from exref, nothing sent; the internal location cannot be asked for directly', async () => {
    for (const p of ['..%2f..%2fdemo%2fdemo-front-1.mp4', '%2e%2e%2fimages%2fog_images%2foffload-liar.jpg', '..%252fsecret', '%2fetc%2fpasswd']) {
      const r = await stack.viaNginx(`/stream/videos/branded/${p}`, withKey());
      assert.equal(r.status, 403, p);
      nothingSent(r);
    }
    const internal = await stack.viaNginx(`/_exref_media/videos/branded/${videoPath.split('/').pop()}`, withKey());
    assert.equal(internal.status, 404);
    assert.ok(!internal.body.includes(videoBytes.subarray(0, 64)));
  });

  test('an image is typed by its bytes: a PNG named .jpg is image/png, a JPEG image/jpeg, cached privately', async () => {
    const liar = await stack.viaNginx(`${IMG}offload-liar.jpg`, withKey());
    assert.equal(liar.status, 200);
    assert.equal(liar.headers['content-type'], 'image/png');
    assert.ok(liar.body.equals(PNG_BYTES));
    assert.equal(liar.headers['cache-control'], 'private, max-age=86400');
    const og = exerciseWithVideo().videos.find((v) => v.og_image !== null)!.og_image!;
    const jpeg = await stack.viaNginx(`${IMG}${encodeURIComponent(og)}`, withKey());
    assert.equal(jpeg.status, 200);
    assert.equal(jpeg.headers['content-type'], 'image/jpeg');
    assert.equal(jpeg.body.length, (await stat(path.join(mediaRoot, 'images', 'og_images', og))).size);
  });

  test('Chromium plays a video through nginx in offload mode and seeks: a range from the middle (206), playback resumes', { skip: browserSkip, timeout: 120_000 }, async (t) => {
    const file = path.join(mediaRoot, 'videos', 'branded', 'offload-long.mp4');
    await makeLongVideo(file);
    const size = (await stat(file)).size;
    const minted = await stack.viaNginx('/media/token', withKey(), 'POST');
    const { token } = JSON.parse(minted.body.toString()) as { token: string };
    // The public host name resolves to nginx's loopback port, as DNS would point it at the proxy.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BROWSER_ARGS, `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1`], headless: true });
    t.after(() => browser.close());
    const before = remaining(await stack.viaNginx(videoPath, withKey({ range: 'bytes=0-0' })));
    const result = await playAndSeek(browser, `${stack.nginx.url}/stream/videos/branded/offload-long.mp4?token=${encodeURIComponent(token)}`);
    assertSeekFetchedMiddle(result, size);
    const after = remaining(await stack.viaNginx(videoPath, withKey({ range: 'bytes=0-0' })));
    assert.ok(before - after >= result.before.length + result.after.length, 'every request of the player was charged by exref');
  });

  test('a range near the end of a 24 MB video comes from nginx; exref keeps none of the bytes in memory', async () => {
    const r = await stack.viaNginx(`/stream/videos/branded/${encodeURIComponent(bigVideo)}`, withKey({ range: 'bytes=-1000' }));
    assert.equal(r.status, 206);
    assert.equal(r.headers['content-range'], `bytes ${BIG_VIDEO_BYTES - 1000}-${BIG_VIDEO_BYTES - 1}/${BIG_VIDEO_BYTES}`);
    assert.ok(r.body.equals(Buffer.alloc(BIG_VIDEO_BYTES, 'exref').subarray(-1000)));
    const health = JSON.parse((await stack.direct('/health/detailed', withKey())).body.toString());
    const cache = health.checks.media_cache;
    assert.equal(cache.offload, 'nginx');
    assert.equal(cache.files_in_memory, 0, 'offloaded files are never read by exref');
    assert.ok(cache.hits > 0, 'a file seen before is redirected without opening it');
  });
});
