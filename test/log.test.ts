/**
 * The logger: lines batched off the request path, bounded when stdout cannot keep up (drops counted), and no line
 * lost when the service stops on SIGTERM.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { KeyStore } from '../src/auth/key-store.ts';
import { createLogger } from '../src/log.ts';
import { DATA_DIR, ROOT } from './helpers.ts';

const dirs: string[] = [];
after(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('createLogger', () => {
  test('writes the lines of one event loop turn in one batch, each a JSON object on its own line', async () => {
    const batches: string[] = [];
    const log = createLogger('info', (batch) => batches.push(batch));
    for (let i = 0; i < 50; i++) log.log('info', 'request', { n: i, path: '/a"b' });
    log.log('debug', 'below the level');
    assert.equal(batches.length, 0, 'nothing is written on the caller\'s turn');
    await log.flush();
    assert.equal(batches.length, 1);
    const lines = batches[0]!.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.deepEqual(lines.map((l) => l.n), Array.from({ length: 50 }, (_, i) => i));
    assert.deepEqual(Object.keys(lines[0]!), ['time', 'level', 'msg', 'n', 'path']);
    assert.equal(lines[0]!.path, '/a"b');
    assert.deepEqual(log.stats(), { written: 50, dropped: 0, bufferedBytes: 0 });
  });

  test('access lines of several event loop turns share one write, made within flushMs without anyone flushing', async () => {
    const batches: string[] = [];
    // 500 ms: five turns on a busy CI machine once took more than 50 (the first value), and the line left on time.
    const log = createLogger('info', (batch) => batches.push(batch), { flushMs: 500 });
    for (let turn = 0; turn < 5; turn++) {
      log.logSerialized('info', 'request', `"turn":${turn}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    assert.equal(batches.length, 0, 'five turns later, the lines still wait for the interval');
    await sleep(700);
    assert.equal(batches.length, 1);
    assert.deepEqual(batches[0]!.trimEnd().split('\n').map((l) => (JSON.parse(l) as { turn: number }).turn), [0, 1, 2, 3, 4]);
  });

  test('a service event does not wait for the interval: it leaves at the end of its turn, with the access lines before it', async () => {
    const batches: string[] = [];
    const log = createLogger('info', (batch) => batches.push(batch), { flushMs: 60_000 });
    log.logSerialized('info', 'request', '"n":1');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(batches.length, 0);
    log.log('warn', 'catalogue reload refused');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(batches.length, 1);
    assert.deepEqual(batches[0]!.trimEnd().split('\n').map((l) => (JSON.parse(l) as { msg: string }).msg), ['request', 'catalogue reload refused']);
  });

  test("a line's time is the wall time of the reading it is given, even when that reading is old", async () => {
    const batches: string[] = [];
    const log = createLogger('info', (batch) => batches.push(batch));
    // The offset to the wall clock is taken again at least once a second, and whenever a reading is older than the
    // last time it was taken: a reading a second on, then one 50 ms old (a collection, a busy machine between the
    // reading and the line), make it be taken twice. Each time against a fresh pair of readings, not the caller's.
    log.logSerialized('info', 'request', '"n":1', performance.now() + 1001);
    const old = performance.now() - 50;
    const wallOfOld = Date.now() - 50;
    log.logSerialized('info', 'request', '"n":2', old);
    log.logSerialized('info', 'request', '"n":3', performance.now());
    const afterAll = Date.now();
    await log.flush();
    const stamps = batches.join('').trim().split('\n').map((l) => (JSON.parse(l) as { time: string }).time);
    for (const stamp of stamps) assert.equal(new Date(Date.parse(stamp)).toISOString(), stamp, 'a time stamp is in ISO 8601 form, to the millisecond');
    const times = stamps.map((stamp) => Date.parse(stamp));
    assert.ok(Math.abs(times[1]! - wallOfOld) <= 3, `the old reading's line: ${times[1]! - wallOfOld} ms off`);
    assert.ok(times[2]! <= afterAll, `a later line is not in the future: ${times[2]! - afterAll} ms ahead`);
  });

  test('a full batch is written at once, before the interval', async () => {
    const batches: string[] = [];
    const log = createLogger('info', (batch) => batches.push(batch), { flushMs: 60_000, batchBytes: 1024 });
    for (let i = 0; i < 20; i++) log.log('info', 'request', { i, pad: 'x'.repeat(100) });
    assert.ok(batches.length >= 1, 'a batch left as soon as 1 KiB was buffered');
    await log.flush();
    const lines = batches.join('').trimEnd().split('\n').map((l) => (JSON.parse(l) as { i: number }).i);
    assert.deepEqual(lines, Array.from({ length: 20 }, (_, i) => i));
  });

  test('when stdout cannot keep up, holds at most its bound, drops and counts the rest, and delivers whole lines', async () => {
    const total = 20_000;
    const bound = 64 * 1024;
    // The child logs to its stdout, which this process does not read until the child has logged everything.
    const script = `
      import { createLogger } from ${JSON.stringify(path.join(ROOT, 'src/log.ts'))};
      const log = createLogger('info', 1, { maxBufferBytes: ${bound} });
      let maxBuffered = 0;
      for (let i = 0; i < ${total}; i++) {
        log.log('info', 'request', { n: i, pad: 'x'.repeat(60) });
        if (i % 100 === 99) { maxBuffered = Math.max(maxBuffered, log.stats().bufferedBytes); await new Promise((r) => setImmediate(r)); }
      }
      process.stderr.write(JSON.stringify({ ...log.stats(), maxBuffered }) + '\\n');
      await log.flush();
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pause();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    while (!stderr.includes('\n') && child.exitCode === null) await sleep(20);
    const stats = JSON.parse(stderr.split('\n')[0]!) as { written: number; dropped: number; maxBuffered: number };
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    assert.equal(code, 0, stderr);
    assert.ok(stats.dropped > 0, 'a reader that stalls makes the logger drop lines');
    assert.ok(stats.maxBuffered <= bound, `held ${stats.maxBuffered} bytes, bound ${bound}`);
    const lines = out.trimEnd().split('\n').map((l) => JSON.parse(l) as { n: number });
    assert.equal(lines.length + stats.dropped, total, 'every line is either written or counted as dropped');
    assert.ok(lines.every((l, i) => i === 0 || l.n > lines[i - 1]!.n), 'lines arrive in order');
  });
});

describe('exref serve at SIGTERM', () => {
  test('every request answered before the signal has its access line on stdout, and "stopped" counts no drop', async () => {
    const stateDir = await mkdtemp(path.join(tmpdir(), 'exref-log-'));
    dirs.push(stateDir);
    const store = await KeyStore.open(stateDir);
    const { key } = await store.create({ tier: 'PROFESSIONAL', name: 'log test' }, new Date());
    store.close();
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0'], {
      cwd: ROOT, env: { ...process.env, EXREF_DATA_DIR: DATA_DIR, EXREF_STATE_DIR: stateDir, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve));
    while (!/ listening on (http:\/\/\S+)/.test(out)) {
      assert.equal(proc.exitCode, null, 'exref serve exited early');
      await sleep(20);
    }
    const url = / listening on (http:\/\/\S+)/.exec(out)![1]!;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const n = 400;
    const statuses = await Promise.all(Array.from({ length: n }, (_, i) => new Promise<number>((resolve, reject) => {
      http.get(`${url}/exercises?limit=2&n=${i}`, { agent, headers: { 'x-api-key': key } }, (res) => {
        res.resume().on('end', () => resolve(res.statusCode ?? 0));
      }).on('error', reject);
    })));
    assert.ok(statuses.every((s) => s === 200));
    proc.kill('SIGTERM');
    agent.destroy();
    assert.equal(await exited, 0);
    const lines = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    const logged = new Set(lines.filter((l) => l.msg === 'request').map((l) => l.path));
    const missing = Array.from({ length: n }, (_, i) => `/exercises?limit=2&n=${i}`).filter((p) => !logged.has(p));
    assert.deepEqual(missing, [], 'no access line is lost');
    const stopped = lines.find((l) => l.msg === 'stopped');
    assert.ok(stopped, '"stopped" is the last thing written');
    assert.equal(stopped.log_lines_dropped, 0);
  });
});
