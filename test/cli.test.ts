import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { exref } from './fixtures/run-cli.ts';
import { startExref } from './exref-process.ts';
import { DATA_DIR, ROOT, startTestServer, within } from './helpers.ts';
import { freePort } from './free-port.ts';

let stateDir: string;
before(async () => {
  stateDir = await mkdtemp(path.join(tmpdir(), 'exref-cli-'));
});
after(() => rm(stateDir, { recursive: true, force: true }));

describe('exref keys', () => {
  test('create --json prints the key once with id and tier; the file stores only its hash', async () => {
    const { stdout, code } = await exref(['keys', 'create', '--tier', 'growth', '--name', 'mobile app', '--json'], { EXREF_STATE_DIR: stateDir });
    assert.equal(code, 0);
    const created = JSON.parse(stdout);
    assert.equal(created.tier, 'GROWTH');
    assert.match(created.id, /^key_[0-9a-f]{12}$/);
    assert.match(created.key, /^exref_[A-Za-z0-9_-]{32,}$/);
    const file = await readFile(path.join(stateDir, 'keys.json'), 'utf8');
    assert.ok(!file.includes(created.key), 'the key itself is never stored');
    const list = await exref(['keys', 'list'], { EXREF_STATE_DIR: stateDir });
    assert.ok(list.stdout.includes(created.id));
    assert.ok(!list.stdout.includes(created.key), 'list never prints a full key');
  });

  test('show reports plan, usage, remaining and reset_at; custom plans and billing are accepted', async () => {
    const created = JSON.parse((await exref(['keys', 'create', '--tier', 'ENTERPRISE', '--quota', '500000', '--billing', 'annual', '--unpaid', '--json'], { EXREF_STATE_DIR: stateDir })).stdout);
    const shown = JSON.parse((await exref(['keys', 'show', created.id, '--json'], { EXREF_STATE_DIR: stateDir })).stdout);
    assert.deepEqual(
      [shown.tier, shown.quota, shown.custom, shown.billing, shown.status, shown.used, shown.remaining],
      ['ENTERPRISE', 500000, true, 'annual', 'unpaid', 0, 500000],
    );
    assert.match(shown.reset_at, /-01T00:00:00.000Z$/);
    await exref(['keys', 'pay', created.id], { EXREF_STATE_DIR: stateDir });
    assert.equal(JSON.parse((await exref(['keys', 'show', created.id, '--json'], { EXREF_STATE_DIR: stateDir })).stdout).status, 'active');
  });

  test('bad input is refused with a clear message and exit code 2', async () => {
    const bad = [
      ['keys', 'create', '--tier', 'PLATINUM'], ['keys', 'create', '--tier', 'TESTING', '--quota', '-5'], ['keys', 'show', 'key_000000000000'],
      ['keys', 'create', '--tier', 'TESTING', '--unpaid'], ['frobnicate'],
      // Number() and Date.parse() would take these, making a quota of 16 or 1000 and keys expired since 2001.
      ['keys', 'create', '--tier', 'TESTING', '--quota', '0x10'], ['keys', 'create', '--tier', 'TESTING', '--quota', '1e3'],
      ['keys', 'create', '--tier', 'TESTING', '--expires', '1'], ['keys', 'create', '--tier', 'TESTING', '--expires', 'May 3'],
      ['keys', 'create', '--tier', 'TESTING', '--expires', '2027-02-30'], ['keys', 'create', '--tier', 'TESTING', '--expires', '2027-01-01T25:00'],
      ['serve', 'extra'], ['demo', '8080'],
    ];
    for (const args of bad) {
      const r = await exref(args, { EXREF_STATE_DIR: stateDir });
      assert.equal(r.code, 2, args.join(' '));
      assert.match(r.stderr, /^exref: /);
    }
  });

  test('key commands run at once all land; a store that cannot be read is a failure (exit 1), not a usage error (2)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'exref-keys-burst-'));
    try {
      const runs = await Promise.all(Array.from({ length: 12 }, (_, i) => exref(['keys', 'create', '--tier', 'TESTING', '--name', `k${i}`, '--json'], { EXREF_STATE_DIR: dir })));
      assert.deepEqual(runs.map((r) => r.code), runs.map(() => 0), runs.map((r) => r.stderr).join(''));
      const listed = JSON.parse((await exref(['keys', 'list', '--json'], { EXREF_STATE_DIR: dir })).stdout) as unknown[];
      assert.equal(listed.length, 12, 'every key created is in the store');
      await writeFile(path.join(dir, 'keys.json'), '{ not json');
      const broken = await exref(['keys', 'create', '--tier', 'TESTING'], { EXREF_STATE_DIR: dir });
      assert.equal(broken.code, 1);
      assert.match(broken.stderr, /keys\.json/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('--expires takes an ISO 8601 date or date-time, UTC unless an offset is given', async () => {
    const cases: [string, string][] = [
      ['2031-01-31', '2031-01-31T00:00:00.000Z'], ['2032-02-29T18:30', '2032-02-29T18:30:00.000Z'],
      ['2031-06-01T10:00:00.5+02:00', '2031-06-01T08:00:00.500Z'], ['2031-06-01T10:00:00Z', '2031-06-01T10:00:00.000Z'],
    ];
    for (const [text, stored] of cases) {
      const r = await exref(['keys', 'create', '--tier', 'TESTING', '--expires', text, '--json'], { EXREF_STATE_DIR: stateDir });
      assert.equal(r.code, 0, text);
      assert.equal(JSON.parse(r.stdout).expires_at, stored, text);
    }
  });

  test('a revocation made by the CLI is seen by the running server from its next request', async () => {
    const srv = await startTestServer();
    try {
      srv.keyStore.watch(() => undefined);
      for (let i = 0; i < 4; i++) {
        const created = JSON.parse((await exref(['keys', 'create', '--tier', 'TESTING', '--json'], { EXREF_STATE_DIR: srv.stateDir })).stdout);
        assert.equal((await srv.get('/muscles', { key: created.key })).status, 200, 'a new key works from its first request');
        await exref(['keys', 'revoke', created.id], { EXREF_STATE_DIR: srv.stateDir });
        assert.equal((await srv.get('/muscles', { key: created.key })).status, 403, `revocation ${i + 1}: the next request`);
      }
    } finally {
      await srv.close();
    }
  });

  test('a running server sees a revocation made by the CLI within one second', async () => {
    const srv = await startTestServer();
    try {
      srv.keyStore.watch(() => undefined);
      const created = JSON.parse((await exref(['keys', 'create', '--tier', 'TESTING', '--json'], { EXREF_STATE_DIR: srv.stateDir })).stdout);
      const deadline = Date.now() + 1000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) status = (await srv.get('/muscles', { key: created.key })).status;
      assert.equal(status, 200, 'the new key works without a restart');
      await exref(['keys', 'revoke', created.id], { EXREF_STATE_DIR: srv.stateDir });
      const revokedBy = Date.now() + 1000;
      while (Date.now() < revokedBy && status !== 403) status = (await srv.get('/muscles', { key: created.key })).status;
      assert.equal(status, 403);
    } finally {
      await srv.close();
    }
  });
});

describe('exref data check', () => {
  test('passes on the demo catalogue', async () => {
    const r = await exref(['data', 'check'], { EXREF_DATA_DIR: DATA_DIR });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /no problems/);
  });

  test('prints every problem with file, record, field and reason', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'exref-data-'));
    try {
      await cp(DATA_DIR, dir, { recursive: true });
      const data = JSON.parse(await readFile(path.join(dir, 'exercises.json'), 'utf8'));
      const [a, b, c] = data.exercises;
      a.difficulty = 'Impossible';
      b.steps = [];
      c.name = a.name;
      c.videos[0].video = '../../etc/passwd';
      await writeFile(path.join(dir, 'exercises.json'), JSON.stringify(data));
      const r = await exref(['data', 'check'], { EXREF_DATA_DIR: dir });
      assert.equal(r.code, 1);
      assert.ok(r.stdout.includes(`exercises.json, record ${a.id}, field difficulty: must be one of Novice, Beginner, Intermediate, Advanced or null`), r.stdout);
      assert.ok(r.stdout.includes(`record ${b.id}, field steps`));
      assert.ok(r.stdout.includes(`record ${c.id}, field name: is also the name of exercise ${a.id}`));
      assert.ok(r.stdout.includes(`record ${c.id}, field videos[0].video`));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('exref --help', () => {
  test('lists the commands', async () => {
    const r = await exref(['--help']);
    for (const cmd of ['demo', 'serve', 'data check', 'keys create']) assert.ok(r.stdout.includes(cmd), cmd);
  });
});

describe('npm start', () => {
  /** `npm start` in its own process group, so a server left running by a failure is still found and stopped. */
  async function npmStart(dir: string) {
    const npm = spawn('npm', ['start'], {
      detached: true,
      cwd: ROOT,
      // The server runs the built dist/, whose coverage would be mapped onto src/ as a second copy of every
      // function: it reports none (set empty, since node passes the variable on to children that lack it).
      env: { ...process.env, NODE_V8_COVERAGE: '', PORT: '0', HOST: '127.0.0.1', EXREF_STATE_DIR: path.join(dir, 'state'), EXREF_MEDIA_DIR: path.join(dir, 'media') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run = { npm, out: '', port: 0, exited: new Promise<number | null>((resolve) => npm.once('exit', resolve)) };
    npm.stdout.setEncoding('utf8').on('data', (c: string) => (run.out += c));
    npm.stderr.setEncoding('utf8').on('data', (c: string) => (run.out += c));
    const listening = / listening on http:\/\/127\.0\.0\.1:(\d+)/;
    while (!listening.test(run.out)) {
      assert.equal(npm.exitCode, null, `npm start exited early:\n${run.out}`);
      await sleep(20);
    }
    run.port = Number(listening.exec(run.out)![1]);
    assert.equal((await fetch(`http://127.0.0.1:${run.port}/health/ready`)).status, 200);
    return run;
  }

  /** Whether nothing listens on `port` any more. */
  const refused = (port: number) => new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(false);
    }).once('error', () => resolve(true));
  });

  async function inTempDir(fn: (dir: string, group: (pid: number | undefined) => void) => Promise<void>): Promise<void> {
    const dir = await mkdtemp(path.join(tmpdir(), 'exref-npm-start-'));
    let group: number | undefined;
    try {
      await fn(dir, (pid) => (group = pid));
    } finally {
      try {
        if (group !== undefined) process.kill(-group, 'SIGKILL');
      } catch {
        // the whole group is gone, as it should be
      }
      await rm(dir, { recursive: true, force: true });
    }
  }

  // A process manager (or a shell's `kill`) signals npm, not the server: npm passes SIGTERM on to its child, so the
  // child has to be the server itself. A shell in between would die and leave the server running, listening.
  test('prints a command to try that works; a SIGTERM sent to npm reaches the server: it drains, logs "stopped" and its port closes', async () => {
    await inTempDir(async (dir, group) => {
      const run = await npmStart(dir);
      group(run.npm.pid);
      // The first run prints a command to try, with a new key and the port the server was given (not 0).
      const tryLine = /curl -H "X-API-Key: ([^"]+)" "([^"]+)"/.exec(run.out);
      assert.ok(tryLine, `a command to try:\n${run.out}`);
      assert.ok(tryLine[2]!.startsWith(`http://127.0.0.1:${run.port}/`), tryLine[2]);
      const tried = await fetch(tryLine[2]!, { headers: { 'x-api-key': tryLine[1]! } });
      assert.equal(tried.status, 200);
      assert.equal(((await tried.json()) as { results: unknown[] }).results.length, 3);
      run.npm.kill('SIGTERM');
      await run.exited;
      assert.match(run.out, /"msg":"stopped"/, 'the server drained and said so');
      assert.ok(await refused(run.port), `nothing listens on ${run.port} once npm has exited`);
    });
  });

  // npm does not pass SIGHUP on: it exits alone (a closed terminal, `kill -HUP` of npm), and the server must not
  // outlive it on its port.
  test('a SIGHUP sent to npm ends npm; the server it started notices, drains and exits', async () => {
    await inTempDir(async (dir, group) => {
      const run = await npmStart(dir);
      group(run.npm.pid);
      run.npm.kill('SIGHUP');
      await run.exited;
      const stopped = await within(10_000, () => /"msg":"stopped"/.test(run.out));
      assert.ok(stopped, `the server drained and said so:\n${run.out}`);
      assert.match(run.out, new RegExp(`npm \\(pid ${run.npm.pid}\\) exited: draining`));
      assert.ok(await within(5_000, () => refused(run.port)), `nothing listens on ${run.port} once npm is gone`);
    });
  });
});

describe('the built program (dist/exref.js, one file)', () => {
  /** `node FILE serve` with its own state and build cache, stopped again; what its `listening` log line said. */
  async function serveBuilt(file: string, dir: string, untilLanguagesBuilt: boolean) {
    // The built file's coverage would be mapped onto src/ as a second copy of every function: it reports none.
    const env = { NODE_V8_COVERAGE: '', LOG_LEVEL: 'info', EXREF_STATE_DIR: path.join(dir, 'state'), EXREF_CACHE_DIR: path.join(dir, 'cache') };
    const server = await startExref(await freePort(), env, [], [file]);
    try {
      await server.waitFor(untilLanguagesBuilt ? /"msg":"languages built"/ : /"msg":"listening"/);
      const line = server.output().split('\n').find((l) => l.includes('"msg":"listening"'))!;
      const listening = JSON.parse(line) as { build_cache: { hits: number; misses: number } };
      assert.equal((await fetch(`${server.url}/health/ready`)).status, 200);
      return { listening, out: server.output };
    } finally {
      assert.equal((await server.kill('SIGTERM')).code, 0);
    }
  }

  test('a first start builds and keeps the derived state, and its worker thread never runs the command; the next start reads it all back; a changed build reads none of it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'exref-built-'));
    try {
      const built = path.join(ROOT, 'dist', 'exref.js');
      const first = await serveBuilt(built, dir, true);
      assert.equal(first.listening.build_cache.hits, 0);
      assert.ok(first.listening.build_cache.misses > 0);
      // The worker thread loads the same file: only its job runs there, never the command (which would print usage).
      assert.ok(!first.out().includes('Usage:'), first.out());

      // What the first start built was written by the time it stopped (a drain finishes the build cache).
      const again = await serveBuilt(built, dir, false);
      assert.deepEqual([again.listening.build_cache.misses, again.listening.build_cache.hits], [0, first.listening.build_cache.misses]);

      // Any change to the built file is new code: the state it derived is built anew, never read.
      const changed = path.join(dir, 'changed', 'exref.js');
      await cp(path.join(ROOT, 'package.json'), path.join(dir, 'changed', 'package.json'));
      await writeFile(changed, `${await readFile(built, 'utf8')}\n// changed\n`);
      const other = await serveBuilt(changed, dir, false);
      assert.deepEqual([other.listening.build_cache.hits, other.listening.build_cache.misses], [0, first.listening.build_cache.misses]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
