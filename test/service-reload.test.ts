/**
 * Reloading the catalogue without a restart (src/service.ts): under load, through RunningService.reload() (what
 * SIGHUP calls) and through a real SIGHUP to `exref serve`.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { KeyStore } from '../src/auth/key-store.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/log.ts';
import { startService } from '../src/service.ts';
import type { RunningService } from '../src/service.ts';
import { writeSmallData } from './fixtures/small-data.ts';
import type { SmallData } from './fixtures/small-data.ts';
import { ROOT } from './helpers.ts';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** GET with keep-alive; resolves with status, ETag and body text (never rejects on an HTTP status). */
function get(url: string, key: string): Promise<{ status: number; etag: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent, headers: { 'x-api-key': key } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, etag: res.headers.etag, body }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

let work: string;
let data: SmallData;
let service: RunningService;
let key: string;
const lines: Record<string, unknown>[] = [];
before(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'exref-reload-'));
  data = await writeSmallData(path.join(work, 'data'), 60, ['de-de']);
  const stateDir = path.join(work, 'state');
  const keys = await KeyStore.open(stateDir);
  key = (await keys.create({ tier: 'ENTERPRISE', name: 'reload test' }, new Date())).key;
  keys.close();
  const config = loadConfig({ PORT: '0', EXREF_DATA_DIR: data.dir, EXREF_STATE_DIR: stateDir, LOG_LEVEL: 'warn', LEDGER_DURABILITY: 'interval' });
  service = await startService(config, createLogger('info', (batch) => {
    for (const l of batch.split('\n').filter(Boolean)) {
      const line = JSON.parse(l);
      if (line.msg !== 'request') lines.push(line);
    }
  }));
});
after(async () => {
  await service.stop();
  agent.destroy();
  await rm(work, { recursive: true, force: true });
});

/** Requests `paths` from `clients` concurrent loops until 200 ms after `until` settles (so the load spans the
 *  swap); every answer, by path. */
async function underLoad(paths: string[], clients: number, until: Promise<unknown>) {
  const seen = new Map<string, { status: number; etag: string | undefined; body: string }[]>(paths.map((p) => [p, []]));
  let done = false;
  void until.finally(() => setTimeout(() => (done = true), 200));
  await Promise.all(Array.from({ length: clients }, async (_, c) => {
    for (let k = c; !done; k++) {
      const p = paths[k % paths.length]!;
      seen.get(p)!.push(await get(service.url + p, key));
    }
  }));
  return seen;
}

describe('catalogue reload', () => {
  test('swaps the whole catalogue under load: no failed request, no response mixing old and new, ETags change exactly where content did', async (t) => {
    const changed = data.exercises[3]!;
    const untouched = data.exercises[7]!;
    const paths = [
      `/exercises/${changed.id}`, `/exercises/${changed.id}?lang=de-de`, `/exercises/${untouched.id}`, '/exercises?limit=100',
      `/search?q=${encodeURIComponent(changed.name)}`, '/categories', '/statistics', `/exercises/${untouched.id}/alternatives`,
    ];
    const before = new Map(await Promise.all(paths.map(async (p) => [p, await get(service.url + p, key)] as const)));

    // One exercise gets a new name and first step: a mixed response would pair one with the other's old value.
    changed.name = `${changed.name} (Reloaded)`;
    changed.steps = [`${changed.steps[0]} Keep your core tight.`, ...changed.steps.slice(1)];
    await data.writeExercises();
    const reloaded = service.reload();
    const seen = await underLoad(paths, 8, reloaded);
    const outcome = await reloaded;
    assert.ok(outcome.ok, JSON.stringify(outcome));
    assert.deepEqual([outcome.changed, outcome.added, outcome.removed], [1, 0, 0]);
    const after = new Map(await Promise.all(paths.map(async (p) => [p, await get(service.url + p, key)] as const)));

    let total = 0;
    for (const [p, answers] of seen) {
      total += answers.length;
      for (const a of answers) {
        assert.equal(a.status, 200, `${p} answered ${a.status}`);
        assert.ok(a.body === before.get(p)!.body || a.body === after.get(p)!.body, `${p}: a body that is neither the old nor the new one`);
      }
    }
    assert.ok(total >= paths.length * 4, `the load ran during the reload (${total} requests)`);
    const newCount = seen.get(`/exercises/${changed.id}`)!.filter((a) => a.body === after.get(`/exercises/${changed.id}`)!.body).length;
    t.diagnostic(`load across the reload: ${total} requests, ${newCount} of them new bodies of the changed exercise`);
    assert.ok(newCount > 0, 'the load ran on after the swap');

    const etagChanged = (p: string) => before.get(p)!.etag !== after.get(p)!.etag;
    for (const p of paths) assert.equal(etagChanged(p), before.get(p)!.body !== after.get(p)!.body, `${p}: the ETag changes exactly when the body does`);
    assert.ok(etagChanged(`/exercises/${changed.id}`) && etagChanged('/exercises?limit=100'));
    assert.ok(!etagChanged(`/exercises/${untouched.id}`) && !etagChanged('/categories') && !etagChanged('/statistics'));
    assert.equal(JSON.parse(after.get(`/exercises/${changed.id}`)!.body).name, changed.name);
    // The new name has no German translation yet: it is served in English until one is added.
    assert.equal(JSON.parse(after.get(`/exercises/${changed.id}?lang=de-de`)!.body).name, changed.name);
    assert.ok(lines.some((l) => l.msg === 'catalogue reloaded' && l.changed === 1));
  });

  test('a data folder with problems is refused and logged; the current catalogue keeps serving, under load', async () => {
    const p = `/exercises/${data.exercises[3]!.id}`;
    const current = await get(service.url + p, key);
    const broken = structuredClone(data.exercises);
    broken[5]!.difficulty = 'Impossible';
    broken[6]!.steps = [];
    await writeFile(path.join(data.dir, 'exercises.json'), JSON.stringify({ version: 1, exercises: broken }));
    const reloaded = service.reload();
    const seen = await underLoad([p, '/exercises?limit=100'], 4, reloaded);
    const outcome = await reloaded;
    assert.equal(outcome.ok, false);
    assert.ok(!outcome.ok && outcome.problems.length === 2);
    for (const a of seen.get(p)!) assert.deepEqual([a.status, a.body], [200, current.body]);
    const refused = lines.find((l) => l.msg === 'catalogue reload refused; the current catalogue keeps serving');
    assert.ok(refused, 'the refusal is logged');
    assert.equal(refused.problem_count, 2);
    assert.ok((refused.problems as string[]).some((x) => x.includes(`record ${broken[5]!.id}, field difficulty`)));

    await writeFile(path.join(data.dir, 'exercises.json'), '{"version": 1, "exercises": [');
    assert.equal((await service.reload()).ok, false, 'a file that is not JSON is refused too');
    assert.equal((await get(service.url + p, key)).body, current.body);
    await data.writeExercises();
  });

  test('reloads asked for during a reload fold into one more, after it', async () => {
    const before = lines.filter((l) => l.msg === 'catalogue reload started').length;
    const all = await Promise.all([service.reload(), service.reload(), service.reload(), service.reload()]);
    assert.ok(all.every((o) => o.ok));
    assert.equal(lines.filter((l) => l.msg === 'catalogue reload started').length - before, 2);
  });
});

describe('SIGHUP', () => {
  test('`exref serve` reloads its data folder on SIGHUP (systemctl reload) and keeps running', async () => {
    const stateDir = path.join(work, 'state-cli');
    const keys = await KeyStore.open(stateDir);
    const cliKey = (await keys.create({ tier: 'ENTERPRISE', name: 'sighup' }, new Date())).key;
    keys.close();
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0'], {
      cwd: ROOT, env: { ...process.env, EXREF_DATA_DIR: data.dir, EXREF_STATE_DIR: stateDir, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
    const waitFor = async (re: RegExp) => {
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
        const m = re.exec(out);
        if (m) return m;
      }
      throw new Error(`no ${re} in:\n${out}`);
    };
    try {
      const url = (await waitFor(/listening on (http:\/\/\S+)/))[1]!;
      const e = data.exercises[10]!;
      e.name = `${e.name} After SIGHUP`;
      await data.writeExercises();
      proc.kill('SIGHUP');
      await waitFor(/"msg":"catalogue reloaded"/);
      assert.equal(JSON.parse((await get(`${url}/exercises/${e.id}`, cliKey)).body).name, e.name);
      assert.equal(proc.exitCode, null, 'still running');
    } finally {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
    }
  });
});
