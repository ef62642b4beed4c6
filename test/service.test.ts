/**
 * The service as operators run it: `exref serve` as a child process, its stdout read line by line. Start-up and
 * access log lines, LOG_LEVEL, the drain on SIGTERM and configuration errors.
 */
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { ExerciseRecord } from '../src/catalogue/model.ts';
import { prepareMediaStore } from '../src/media/prepare.ts';
import { DATA_DIR, ROOT, demoCatalogue, rawRequest } from './helpers.ts';
import type { RawAnswer } from './helpers.ts';

const CLI = ['--import', 'tsx', 'src/cli.ts'];
/** How long src/service.ts lets in-flight requests run after SIGTERM (DRAIN_MS there). */
const DRAIN_MS = 10_000;
const SECRET = 'service-test-media-token-secret';
const BIG_VIDEO_BYTES = 32 * 1024 * 1024;

type LogLine = Record<string, unknown>;

interface Cli {
  proc: ChildProcess;
  url: string;
  /** Every stdout line so far. */
  lines: string[];
  stderr(): string;
  /** The JSON lines whose msg is `msg`. */
  logged(msg: string): LogLine[];
  /** Resolves with the first stdout line (seen or to come) that passes `match`. */
  waitFor(match: (line: string) => boolean, ms?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  stop(): Promise<void>;
}

/** `exref serve --port 0` from source over the demo catalogue, with the shared state and media folders. */
async function serve(env: Record<string, string> = {}): Promise<Cli> {
  const proc = spawn(process.execPath, [...CLI, 'serve', '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, EXREF_DATA_DIR: DATA_DIR, EXREF_STATE_DIR: stateDir, EXREF_MEDIA_DIR: mediaRoot, MEDIA_TOKEN_SECRET: SECRET, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let partial = '';
  let stderr = '';
  proc.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop()!;
    lines.push(...parts);
    for (const w of waiters) w();
  });
  proc.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => {
    proc.once('exit', (code, signal) => {
      resolve({ code, signal, at: Date.now() });
      for (const w of waiters) w();
    });
  });
  const waitFor = (match: (line: string) => boolean, ms = 20_000) => new Promise<string>((resolve, reject) => {
    const check = () => {
      const found = lines.find(match);
      if (found !== undefined) return done(() => resolve(found));
      if (proc.exitCode !== null || proc.signalCode !== null) done(() => reject(new Error(`exref exited (${proc.exitCode}): ${stderr}`)));
    };
    const timer = setTimeout(() => done(() => reject(new Error(`no such line within ${ms} ms; stdout:\n${lines.join('\n')}\nstderr:\n${stderr}`))), ms);
    const done = (settle: () => void) => {
      clearTimeout(timer);
      waiters.delete(check);
      settle();
    };
    waiters.add(check);
    check();
  });
  const started = await waitFor((l) => / listening on http:/.test(l));
  return {
    proc, lines, exited, waitFor,
    url: started.match(/ listening on (http:\/\/\S+)/)![1]!,
    stderr: () => stderr,
    logged: (msg) => lines.flatMap((l) => {
      if (!l.startsWith('{')) return [];
      const parsed = JSON.parse(l) as LogLine;
      return parsed.msg === msg ? [parsed] : [];
    }),
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      await exited;
    },
  };
}

type Answer = RawAnswer;

function get(url: string, headers: Record<string, string> = {}, agent?: http.Agent, method = 'GET'): Promise<Answer> {
  const u = new URL(url);
  return rawRequest({ host: u.hostname, port: u.port, path: `${u.pathname}${u.search}` }, { method, headers, ...(agent ? { agent } : {}) });
}

/** A response whose body the client does not read yet: exref stays busy writing it. */
function stalled(url: string, headers: Record<string, string>, agent?: http.Agent): Promise<{ res: IncomingMessage; readAll(): Promise<number> }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: agent ?? false }, (res) => {
      res.pause();
      resolve({
        res,
        readAll: () => new Promise<number>((done, fail) => {
          let bytes = 0;
          res.on('data', (c: Buffer) => (bytes += c.length));
          res.on('end', () => done(bytes));
          res.on('error', fail);
          res.on('aborted', () => fail(new Error(`aborted after ${bytes} bytes`)));
          res.resume();
        }),
      });
    });
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let base: string;
let stateDir: string;
let mediaRoot: string;
let exercises: readonly ExerciseRecord[];
let key: { id: string; key: string };
/** A catalogue video replaced by a real 32 MB file: more than the socket buffers hold, so its stream stays in flight. */
let bigVideoPath: string;
/** A demo clip's path on the API. */
let videoPath: string;

before(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'exref-service-'));
  stateDir = path.join(base, 'var');
  mediaRoot = path.join(base, 'media');
  exercises = (await demoCatalogue()).exercises;
  await prepareMediaStore(mediaRoot, exercises);
  const names = exercises.flatMap((e) => e.videos.map((v) => v.video)).filter((v): v is string => v !== null);
  const big = names.at(-1)!;
  await rm(path.join(mediaRoot, 'videos', 'branded', big));
  await writeFile(path.join(mediaRoot, 'videos', 'branded', big), Buffer.alloc(BIG_VIDEO_BYTES, 'exref'));
  bigVideoPath = `/stream/videos/branded/${encodeURIComponent(big)}`;
  videoPath = `/stream/videos/branded/${encodeURIComponent(names[0]!)}`;
  const { stdout } = await promisify(execFile)(process.execPath, [...CLI, 'keys', 'create', '--tier', 'PROFESSIONAL', '--json'], {
    cwd: ROOT, env: { ...process.env, EXREF_STATE_DIR: stateDir },
  });
  key = JSON.parse(stdout);
});
after(() => rm(base, { recursive: true, force: true }));

describe('exref serve with LOG_LEVEL=info: the start-up line and one JSON line per request', () => {
  let cli: Cli;
  before(async () => {
    cli = await serve();
  });
  after(() => cli.stop());

  /** The request line for `path`, once it is written (the log follows the response). */
  const requestLine = async (p: string) => JSON.parse(await cli.waitFor((l) => l.includes('"msg":"request"') && JSON.parse(l).path === p)) as LogLine;

  test('start-up says where it listens and what it loaded: catalogue, languages, folders, metering', async () => {
    const [listening] = cli.logged('listening');
    assert.ok(listening, 'a JSON "listening" line');
    assert.equal(listening.url, cli.url);
    assert.equal(listening.exercises, exercises.length);
    assert.ok(Array.isArray(listening.languages) && listening.languages.includes('en-us'));
    assert.equal(listening.data_dir, DATA_DIR);
    assert.equal(listening.media_dir, mediaRoot);
    assert.equal(listening.state_dir, stateDir);
    assert.equal(listening.metering, 'sync');
    assert.equal(listening.keys, 1);
    assert.ok((listening.routines as number) > 0 && (listening.workouts as number) > 0);
    assert.match(cli.lines.find((l) => / listening on /.test(l))!, new RegExp(`^exref \\S+ listening on ${cli.url} \\(public base `));
  });

  test('on port 0 without PUBLIC_BASE_URL, the links it writes name the port it got', async () => {
    const port = new URL(cli.url).port;
    assert.notEqual(port, '0');
    const base = `http://127.0.0.1:${port}`;
    const exercise = exercises.find((e) => e.videos.some((v) => v.video !== null))!;
    const body = JSON.parse((await get(`${cli.url}/exercises/${exercise.id}`, { 'x-api-key': key.key })).body.toString());
    const urls = (body.videos as { url: string | null }[]).flatMap((v) => (v.url ? [v.url] : []));
    assert.ok(urls.length > 0 && urls.every((u) => u.startsWith(`${base}/stream/`)), urls.join(', '));
    // The link works as it is: the video it names is served.
    assert.equal((await get(urls[0]!, { 'x-api-key': key.key, range: 'bytes=0-9' })).status, 206);
    const openapi = JSON.parse((await get(`${cli.url}/openapi.json`)).body.toString());
    assert.deepEqual(openapi.servers, [{ url: base }]);
    assert.equal(cli.logged('listening')[0]!.public_base_url, base);
    assert.ok(cli.lines.some((l) => l.includes(`(public base ${base})`)), 'the plain start-up line names it too');
  });

  test('after listening, every installed language is built in the background, and /health says so', async () => {
    const built = JSON.parse(await cli.waitFor((l) => l.includes('"msg":"languages built"'))) as LogLine;
    const [listening] = cli.logged('listening');
    assert.equal(built.languages, (listening!.languages as string[]).length);
    assert.ok((built.ms as number) >= (listening!.startup_ms as number), 'built after listening');
    const startup = JSON.parse((await get(`${cli.url}/health/startup`)).body.toString());
    assert.equal(startup.all_languages_built_ms, built.ms);
    const detailed = JSON.parse((await get(`${cli.url}/health/detailed`, { 'x-api-key': key.key })).body.toString());
    assert.deepEqual(detailed.checks.exercise_data.languages_built, listening!.languages);
  });

  test('a request line has time, method, path, status, body bytes, duration and the key id, never the key', async () => {
    const exercise = exercises[3]!;
    const res = await get(`${cli.url}/exercises/${exercise.id}?detail=true`, { 'x-api-key': key.key });
    assert.equal(res.status, 200);
    const line = await requestLine(`/exercises/${exercise.id}?detail=true`);
    assert.ok(!Number.isNaN(Date.parse(line.time as string)) && (line.time as string).endsWith('Z'), 'time is ISO 8601 UTC');
    assert.deepEqual(
      [line.level, line.method, line.status, line.bytes, line.key_id],
      ['info', 'GET', 200, res.body.length, key.id],
    );
    assert.ok(typeof line.duration_ms === 'number' && line.duration_ms >= 0);
    assert.ok(!cli.lines.some((l) => l.includes(key.key)), 'the key itself never reaches stdout');

    const open = await get(`${cli.url}/health`);
    const health = await requestLine('/health');
    assert.deepEqual([health.status, health.bytes, 'key_id' in health], [200, open.body.length, false], 'no key, no key_id');
    const refused = await get(`${cli.url}/exercises/1`, { 'x-api-key': 'exref_not-a-real-key-000000000000000000' });
    assert.equal(refused.status, 403);
    const refusedLine = await requestLine('/exercises/1');
    assert.deepEqual([refusedLine.status, refusedLine.bytes, 'key_id' in refusedLine], [403, refused.body.length, false]);
    assert.ok(!cli.lines.some((l) => l.includes('exref_not-a-real-key')), 'a wrong key is not logged either');
  });

  test('a /stream/ request with ?token= is logged with token=REDACTED; its bytes are the range sent', async () => {
    const minted = await get(`${cli.url}/media/token`, { 'x-api-key': key.key }, undefined, 'POST');
    assert.equal(minted.status, 200);
    const { token } = JSON.parse(minted.body.toString()) as { token: string };
    const streamed = await get(`${cli.url}${videoPath}?token=${token}`, { range: 'bytes=0-99' });
    assert.equal(streamed.status, 206);
    const line = await requestLine(`${videoPath}?token=REDACTED`);
    assert.deepEqual([line.status, line.bytes, line.key_id], [206, 100, key.id]);
    assert.ok(!cli.lines.some((l) => l.includes(token)), 'the token never reaches stdout');
    // Encoded too much ("token%3D..."), it is no token parameter: refused, and its text is still not logged.
    const misspelt = await get(`${cli.url}${videoPath}?token%3D${token}`);
    assert.equal(misspelt.status, 401);
    assert.equal((await requestLine(`${videoPath}?REDACTED`)).status, 401);
    assert.ok(!cli.lines.some((l) => l.includes(token)), 'nor does its text');
  });

  test('a client that goes away in the middle of a video still gets its request line, marked aborted', async () => {
    const { res } = await stalled(`${cli.url}${bigVideoPath}?aborted=1`, { 'x-api-key': key.key });
    assert.equal(res.statusCode, 200);
    res.destroy();
    const line = await requestLine(`${bigVideoPath}?aborted=1`);
    assert.deepEqual([line.status, line.aborted, line.key_id], [200, true, key.id]);
    assert.ok((line.bytes as number) < BIG_VIDEO_BYTES);
  });

  test('the abandoned video stream is cleaned up without an error', async () => {
    const { res } = await stalled(`${cli.url}${bigVideoPath}?aborted=2`, { 'x-api-key': key.key });
    res.destroy();
    await requestLine(`${bigVideoPath}?aborted=2`);
    await sleep(200);
    assert.deepEqual(cli.logged('unhandled error'), []);
  });
});

describe('exref serve with LOG_LEVEL=warn', () => {
  test('prints no request lines (and no info lines), while the plain start-up line still says where it listens', async (t) => {
    const cli = await serve({ LOG_LEVEL: 'warn' });
    t.after(() => cli.stop());
    assert.equal((await get(`${cli.url}/exercises/${exercises[0]!.id}`, { 'x-api-key': key.key })).status, 200);
    assert.equal((await get(`${cli.url}/nowhere`)).status, 404);
    await sleep(200);
    assert.deepEqual(cli.lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l).level).filter((level) => level === 'info' || level === 'debug'), []);
    assert.ok(cli.lines.some((l) => l.includes(` listening on ${cli.url}`)));
  });
});

describe('SIGTERM', () => {
  test('in-flight requests finish, /health/ready says false meanwhile, nothing new is accepted, and the process exits 0', async (t) => {
    const cli = await serve();
    t.after(() => cli.stop());
    // Two large responses in flight, the clients not reading: exref is blocked on them.
    const first = await stalled(`${cli.url}${bigVideoPath}?n=1`, { 'x-api-key': key.key });
    const second = await stalled(`${cli.url}${bigVideoPath}?n=2`, { 'x-api-key': key.key, range: `bytes=1000-${BIG_VIDEO_BYTES - 1}` });
    assert.deepEqual([first.res.statusCode, second.res.statusCode], [200, 206]);

    // A third, on a connection of its own, which will also carry a readiness probe sent during the drain.
    const third = net.connect(Number(new URL(cli.url).port), '127.0.0.1');
    third.write(`GET ${bigVideoPath}?n=3 HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key.key}\r\n\r\n`);
    third.pause();
    await sleep(300);

    const signalledAt = Date.now();
    cli.proc.kill('SIGTERM');
    await cli.waitFor((l) => l.startsWith('SIGTERM: draining'));
    await sleep(300);
    assert.equal(cli.proc.exitCode, null, 'still running: requests are in flight');
    await assert.rejects(get(`${cli.url}/health/live`), /ECONNREFUSED/, 'no new connections while draining');
    // The probe follows the video on the third connection: it is answered after it, and sees the drain.
    third.write('GET /health/ready HTTP/1.1\r\nHost: x\r\n\r\n');
    const thirdBytes: Buffer[] = [];
    const thirdClosed = new Promise<void>((resolve) => third.on('close', () => resolve()));
    third.on('data', (c: Buffer) => thirdBytes.push(c));
    third.resume();

    assert.equal(await first.readAll(), BIG_VIDEO_BYTES, 'the first response is complete');
    assert.equal(await second.readAll(), BIG_VIDEO_BYTES - 1000, 'the second response is complete');
    await thirdClosed;
    const answered = Buffer.concat(thirdBytes);
    const videoHead = answered.subarray(0, answered.indexOf('\r\n\r\n') + 4).toString('latin1');
    assert.match(videoHead, /^HTTP\/1\.1 200 /);
    const probe = answered.subarray(videoHead.length + BIG_VIDEO_BYTES).toString('latin1');
    assert.match(probe, /^HTTP\/1\.1 503 /, 'the readiness probe is answered 503, after the whole video');
    assert.match(probe, /\r\nconnection: close\r\n/i, 'and closes its connection: the server is stopping');
    const readiness = JSON.parse(probe.slice(probe.indexOf('\r\n\r\n') + 4));
    assert.deepEqual([readiness.ready, readiness.checks.accepting], [false, false]);

    const exit = await cli.exited;
    assert.deepEqual([exit.code, exit.signal], [0, null]);
    assert.ok(exit.at - signalledAt < DRAIN_MS + 2_000, `exited ${exit.at - signalledAt} ms after SIGTERM`);
    for (const n of [1, 2]) {
      const line = cli.logged('request').find((l) => l.path === `${bigVideoPath}?n=${n}`);
      assert.ok(line && !line.aborted, `request ${n} is logged as complete`);
    }
    assert.ok(cli.logged('stopped').length === 1, 'the ledger is closed and "stopped" logged last');
  });

  test('a client that keeps its keep-alive connection busy gets Connection: close, and the stop does not wait for the drain time', async (t) => {
    const cli = await serve();
    t.after(() => cli.stop());
    // Eight connections, each sending its next request as soon as it has an answer, as nginx's upstream keep-alive
    // does under steady traffic: at any moment most of them have a request in flight, so none is idle for long.
    const answers: { status: number; connection: string | undefined; afterSignal: boolean }[] = [];
    let signalledAt = 0;
    const clients = Array.from({ length: 8 }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (;;) {
          const r = await get(`${cli.url}/exercises?limit=5&search=squat`, { 'x-api-key': key.key }, agent).catch(() => null);
          if (r === null) return;
          answers.push({ status: r.status, connection: r.headers.connection as string | undefined, afterSignal: signalledAt > 0 });
        }
      } finally {
        agent.destroy();
      }
    });
    await sleep(300);
    signalledAt = Date.now();
    cli.proc.kill('SIGTERM');
    const exit = await cli.exited;
    await Promise.all(clients);
    assert.deepEqual([exit.code, exit.signal], [0, null]);
    assert.ok(exit.at - signalledAt < DRAIN_MS / 2, `exited ${exit.at - signalledAt} ms after SIGTERM`);
    assert.ok(answers.length > 1 && answers.every((a) => a.status === 200), 'every request that was answered was answered 200');
    const closing = answers.filter((a) => a.connection === 'close');
    // Each connection ends either with such an answer or, idle between two requests, closed by the drain.
    assert.ok(closing.every((a) => a.afterSignal), 'only answers sent while draining close their connection');
    const lines = cli.logged('request');
    assert.equal(lines.filter((l) => l.aborted).length, 0, 'no request was cut');
    assert.equal(lines.length, answers.length, 'each answer has its line');
  });

  test('a client that never reads is cut off when the drain time is up, logged as aborted, and the process still exits 0', async (t) => {
    // Without metering the stop has no ledger to close: nothing else holds the exit back for the cut response's line.
    const cli = await serve({ EXREF_METERING: 'false' });
    t.after(() => cli.stop());
    const stuck = await stalled(`${cli.url}${bigVideoPath}?stuck=1`, { 'x-api-key': key.key });
    const signalledAt = Date.now();
    cli.proc.kill('SIGTERM');
    const exit = await cli.exited;
    const elapsed = exit.at - signalledAt;
    assert.deepEqual([exit.code, exit.signal], [0, null]);
    assert.ok(elapsed >= DRAIN_MS - 500 && elapsed < DRAIN_MS + 3_000, `exited ${elapsed} ms after SIGTERM`);
    await assert.rejects(stuck.readAll(), 'the stuck response was cut short');
    const line = cli.logged('request').find((l) => l.path === `${bigVideoPath}?stuck=1`);
    assert.ok(line, 'the cut response has its access line');
    assert.equal(line.aborted, true);
    const stopped = cli.logged('stopped');
    assert.equal(stopped.length, 1);
    assert.equal(stopped[0]!.log_lines_dropped, 0);
    const at = (match: (l: LogLine) => boolean) => cli.lines.findIndex((l) => l.startsWith('{') && match(JSON.parse(l) as LogLine));
    assert.ok(at((l) => l.path === `${bigVideoPath}?stuck=1`) < at((l) => l.msg === 'stopped'), 'the drain ended after the cut response closed: "stopped" is the last line');
  });
});

describe('SIGHUP during start-up', () => {
  test('is held instead of ending the process, and the reload it asks for runs once the server listens', async (t) => {
    const proc = spawn(process.execPath, [...CLI, 'serve', '--port', '0'], {
      cwd: ROOT,
      env: { ...process.env, EXREF_DATA_DIR: DATA_DIR, EXREF_STATE_DIR: stateDir, EXREF_MEDIA_DIR: mediaRoot, MEDIA_TOKEN_SECRET: SECRET, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    t.after(() => proc.kill('SIGKILL'));
    let out = '';
    proc.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    // As soon as the process catches SIGHUP (its first module ran: /proc shows the caught-signal mask), send one.
    const catchesSighup = async () => {
      const status = await readFile(`/proc/${proc.pid}/status`, 'utf8').catch(() => '');
      const mask = /^SigCgt:\s*([0-9a-f]+)/m.exec(status)?.[1];
      return mask !== undefined && (BigInt(`0x${mask}`) & 1n) === 1n;
    };
    for (const deadline = Date.now() + 20_000; !(await catchesSighup());) {
      assert.ok(Date.now() < deadline && proc.exitCode === null, 'the process never caught SIGHUP');
      await sleep(5);
    }
    assert.ok(!out.includes(' listening on '), 'the signal comes before the server listens');
    proc.kill('SIGHUP');
    for (const deadline = Date.now() + 30_000; !out.includes('"msg":"catalogue reload started"');) {
      assert.ok(Date.now() < deadline, `no reload ran; stdout:\n${out}`);
      assert.equal(proc.exitCode, null, `the process ended; stdout:\n${out}`);
      await sleep(20);
    }
    assert.ok(out.indexOf(' listening on ') < out.indexOf('"msg":"catalogue reload started"'), 'the reload runs after listening');
    proc.kill('SIGTERM');
    assert.equal(await exited, 0);
  });
});

describe('stdout closed by its reader', () => {
  test('SIGTERM still drains and exits 0, and requests are answered meanwhile', async (t) => {
    const cli = await serve();
    t.after(() => cli.stop());
    cli.proc.stdout!.destroy();
    const answer = await get(`${cli.url}/exercises?limit=1`, { 'x-api-key': key.key });
    assert.equal(answer.status, 200);
    cli.proc.kill('SIGTERM');
    const exit = await cli.exited;
    assert.deepEqual([exit.code, exit.signal], [0, null], cli.stderr());
    assert.doesNotMatch(cli.stderr(), /EPIPE|Unhandled/);
  });
});

describe('configuration errors', () => {
  for (const [env, name] of [[{ PORT: 'abc' }, 'PORT'], [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'], [{ TRUST_PROXY: 'perhaps' }, 'TRUST_PROXY']] as const) {
    test(`${name}=${Object.values(env)[0]} stops start-up with a non-zero exit naming ${name}`, async () => {
      const r = await promisify(execFile)(process.execPath, [...CLI, 'serve'], { cwd: ROOT, env: { ...process.env, EXREF_STATE_DIR: stateDir, ...env } })
        .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }), (err: { code: number; stdout: string; stderr: string }) => err);
      assert.notEqual(r.code, 0);
      assert.match(r.stderr, new RegExp(`^exref: configuration: ${name}=`));
      assert.equal(r.stdout, '', 'nothing started');
    });
  }
});
