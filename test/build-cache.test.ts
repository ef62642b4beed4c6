import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { KeyStore } from '../src/auth/key-store.ts';
import { BuildCache } from '../src/catalogue/build-cache.ts';
import { Catalogue } from '../src/catalogue/catalogue.ts';
import { DataError } from '../src/catalogue/model.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/log.ts';
import { startService } from '../src/service.ts';
import type { RunningService } from '../src/service.ts';
import { writeSmallData } from './fixtures/small-data.ts';
import type { SmallData } from './fixtures/small-data.ts';

let work: string;
let data: SmallData;
let key: string;
let keysFile: Buffer;
let runs = 0;

before(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'exref-cache-'));
  data = await writeSmallData(path.join(work, 'data'), 60, ['de-de', 'fr-fr']);
  const keysDir = path.join(work, 'keys');
  const keys = await KeyStore.open(keysDir);
  ({ key } = await keys.create({ tier: 'ENTERPRISE', name: 'cache test' }, new Date()));
  keys.close();
  keysFile = await readFile(path.join(keysDir, 'keys.json'));
});
after(() => rm(work, { recursive: true, force: true }));

interface Started {
  service: RunningService;
  lines: Record<string, any>[];
  get(p: string): Promise<{ status: number; body: string }>;
  /** The build cache figures of /health/detailed once every language is built. */
  settled(): Promise<{ dir: string | null; hits: number; misses: number; writes: number; failures: number }>;
}

/** Starts the service on a fresh state folder (its own ledger), with the cache folder `cacheDir`. */
async function start(cacheDir: string, extra: Record<string, string> = {}): Promise<Started> {
  const stateDir = path.join(work, `state-${++runs}`);
  await import('node:fs/promises').then((fs) => fs.mkdir(stateDir, { recursive: true }));
  await writeFile(path.join(stateDir, 'keys.json'), keysFile);
  const lines: Record<string, any>[] = [];
  // One public base for every start: each gets its own port, and the starts' bytes are compared.
  const env = { PORT: '0', PUBLIC_BASE_URL: 'http://exref.test', EXREF_DATA_DIR: data.dir, EXREF_STATE_DIR: stateDir, EXREF_CACHE_DIR: cacheDir, LOG_LEVEL: 'info', EXREF_METERING: 'false', ...extra };
  const service = await startService(loadConfig(env), createLogger('info', (batch) => lines.push(...batch.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, any>))));
  const get = async (p: string) => {
    const res = await fetch(`${service.url}${p}`, { headers: { 'x-api-key': key } });
    return { status: res.status, body: await res.text() };
  };
  const settled = async () => {
    for (;;) {
      const health = JSON.parse((await get('/health/detailed')).body);
      const d = health.checks.exercise_data;
      if (d.all_languages_built_ms !== null) {
        await new Promise((r) => setTimeout(r, 100)); // entries are written in the background after a build
        return JSON.parse((await get('/health/detailed')).body).checks.exercise_data.build_cache;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { service, lines, get, settled };
}

/** A start that builds every language and writes what it built to `cacheDir`, then stops. */
async function fill(cacheDir: string): Promise<void> {
  const s = await start(cacheDir);
  await s.settled();
  await s.service.stop();
}

/** Requests whose bytes depend on every cached piece: translations, aggregates, search in each language. */
function probes(): string[] {
  const de = data.strings.get('de-de')!;
  const fr = data.strings.get('fr-fr')!;
  const e = data.exercises[7]!;
  const word = (s: string) => s.split(/\s+/).find((w) => w.length > 4) ?? s;
  const typo = (w: string) => w.slice(0, 2) + (w[2] === 'x' ? 'y' : 'x') + w.slice(3);
  return [
    `/search?q=${encodeURIComponent(word(e.name))}`,
    `/search?q=${encodeURIComponent(word(de[e.name]!))}&lang=de-de`,
    `/search?q=${encodeURIComponent(word(fr[e.name]!))}&lang=fr-fr`,
    `/search?q=${encodeURIComponent(word(de[e.steps[0]!]!))}&lang=de-de`,
    // One letter changed: answered through the typo table.
    `/search?q=${encodeURIComponent(typo(word(e.name)))}`,
    `/search?q=${encodeURIComponent(typo(word(de[e.name]!)))}&lang=de-de`,
    '/exercises?limit=60&lang=de-de',
    '/statistics?lang=fr-fr',
    `/exercises/${e.id}?lang=de-de`,
  ];
}

async function answers(s: Started): Promise<string[]> {
  const out: string[] = [];
  for (const p of probes()) {
    const r = await s.get(p);
    assert.equal(r.status, 200, `${p}: ${r.body}`);
    out.push(r.body);
  }
  return out;
}

describe('the build cache', () => {
  test('a second start reads back every language it built: the same bytes, nothing built again', async () => {
    const cacheDir = path.join(work, 'cache-a');
    const cold = await start(cacheDir);
    let coldAnswers: string[];
    try {
      const stats = await cold.settled();
      assert.equal(stats.hits, 0);
      assert.equal(stats.dir, cacheDir);
      // The checked records, checks of two translation files; three languages' view data and search state.
      assert.equal(stats.writes, 9, JSON.stringify(stats));
      coldAnswers = await answers(cold);
    } finally {
      await cold.service.stop();
    }

    const warm = await start(cacheDir);
    try {
      const listening = warm.lines.find((l) => l.msg === 'listening')!;
      assert.deepEqual(listening.build_cache, { dir: cacheDir, hits: 5, misses: 0, writes: 0, failures: 0 }, 'records, English view and search, both checks, before listening');
      // Answered before the background build gets there: a language's state comes from the cache on demand.
      assert.deepEqual(await answers(warm), coldAnswers);
      const stats = await warm.settled();
      assert.deepEqual([stats.hits, stats.misses, stats.writes], [9, 0, 0]);
    } finally {
      await warm.service.stop();
    }
  });

  test('a changed translation file is checked and indexed again, and what it now says is served', async () => {
    const cacheDir = path.join(work, 'cache-b');
    await fill(cacheDir);

    const e = data.exercises[3]!;
    const de = data.strings.get('de-de')!;
    const before = de[e.name]!;
    de[e.name] = 'Zyklonhantelwurf';
    await data.writeStrings('de-de');
    try {
      const next = await start(cacheDir);
      try {
        const found = JSON.parse((await next.get('/search?q=zyklonhantelwurf&lang=de-de')).body);
        assert.equal(found[0]?.id, e.id, JSON.stringify(found).slice(0, 300));
        assert.equal(JSON.parse((await next.get(`/exercises/${e.id}?lang=de-de`)).body).name, 'Zyklonhantelwurf');
        const stats = await next.settled();
        // English and fr-fr's check came back; de-de's check, view and search were derived again. fr-fr's view and
        // search, still in the cache, are left to its first request.
        assert.deepEqual([stats.hits, stats.misses, stats.writes], [4, 3, 3], JSON.stringify(stats));
        assert.equal((await next.get('/statistics?lang=fr-fr')).status, 200);
        const asked = await next.settled();
        assert.deepEqual([asked.hits, asked.misses, asked.writes], [5, 3, 3], 'a view request reads the view back');
        assert.equal((await next.get(`/search?q=${encodeURIComponent(data.strings.get('fr-fr')![e.name]!.split(/\s+/)[0]!)}&lang=fr-fr`)).status, 200);
        assert.deepEqual((({ hits, misses, writes }) => [hits, misses, writes])(await next.settled()), [6, 3, 3], 'a search reads the search state back');
      } finally {
        await next.service.stop();
      }
    } finally {
      de[e.name] = before;
      await data.writeStrings('de-de');
    }
  });

  test('an edit that keeps the size and sets the modification time back is still a change', async () => {
    const cacheDir = path.join(work, 'cache-m');
    await fill(cacheDir);
    const file = path.join(data.dir, 'i18n', 'de-de.json');
    const { size } = await stat(file);
    // touch -r copies the times to the nanosecond (utimensat); the numbers utimes takes cannot.
    const ref = path.join(work, 'de-de.times');
    execFileSync('touch', ['-r', file, ref]);
    const e = data.exercises[5]!;
    const de = data.strings.get('de-de')!;
    const before = de[e.name]!;
    // Same number of bytes, so the file keeps its size; then its modification time as it was (like `cp -p`).
    const bytes = Buffer.byteLength(before);
    de[e.name] = `zyklon${'q'.repeat(Math.max(0, bytes - 6))}`.slice(0, Math.max(bytes, 6));
    assert.equal(Buffer.byteLength(de[e.name]!), bytes, 'the test needs a name of at least 6 bytes');
    await data.writeStrings('de-de');
    execFileSync('touch', ['-r', ref, file]);
    assert.equal((await stat(file)).size, size);
    try {
      const next = await start(cacheDir);
      try {
        const found = JSON.parse((await next.get(`/search?q=${encodeURIComponent(de[e.name]!)}&lang=de-de`)).body);
        assert.equal(found[0]?.id, e.id, JSON.stringify(found).slice(0, 300));
      } finally {
        await next.service.stop();
      }
    } finally {
      de[e.name] = before;
      await data.writeStrings('de-de');
    }
  });

  test('a changed exercises file is checked again and every language derived again from it', async () => {
    const cacheDir = path.join(work, 'cache-e');
    await fill(cacheDir);

    const e = data.exercises[5]!;
    const before = e.name;
    e.name = 'Zyklon Floor Press';
    await data.writeExercises();
    try {
      const next = await start(cacheDir);
      try {
        assert.equal(JSON.parse((await next.get(`/exercises/${e.id}`)).body).name, 'Zyklon Floor Press');
        assert.equal(JSON.parse((await next.get('/search?q=zyklon')).body)[0]?.id, e.id);
        const stats = await next.settled();
        assert.deepEqual([stats.hits, stats.misses, stats.writes], [0, 9, 9], JSON.stringify(stats));
      } finally {
        await next.service.stop();
      }
    } finally {
      e.name = before;
      await data.writeExercises();
    }
  });

  test('a torn or foreign entry is a miss, never an answer: served as if built, then written again', async () => {
    const cacheDir = path.join(work, 'cache-c');
    const first = await start(cacheDir);
    await first.settled();
    const expected = await answers(first);
    await first.service.stop();

    const search = path.join(cacheDir, 'de-de.search');
    await writeFile(search, (await readFile(search)).subarray(0, 1000)); // torn mid-write
    await writeFile(path.join(cacheDir, 'en-us.search'), 'not a cache entry');
    await writeFile(path.join(cacheDir, 'fr-fr.check'), Buffer.alloc(0));
    const next = await start(cacheDir);
    try {
      assert.deepEqual(await answers(next), expected);
      const stats = await next.settled();
      assert.deepEqual([stats.hits, stats.misses, stats.writes], [6, 3, 3], JSON.stringify(stats));
    } finally {
      await next.service.stop();
    }
    const again = await start(cacheDir);
    try {
      assert.equal((await again.settled()).misses, 0, 'the entries were written whole again');
    } finally {
      await again.service.stop();
    }
  });

  test('strict mode refuses an incomplete translation whose check came from the cache', async () => {
    const cacheDir = path.join(work, 'cache-d');
    const fr = data.strings.get('fr-fr')!;
    const dropped = data.exercises[0]!.name;
    const kept = fr[dropped]!;
    delete fr[dropped];
    await data.writeStrings('fr-fr');
    try {
      await fill(cacheDir);
      await assert.rejects(start(cacheDir, { EXREF_I18N_STRICT: 'true' }), (err) => err instanceof DataError && err.problems.length === 1);
    } finally {
      fr[dropped] = kept;
      await data.writeStrings('fr-fr');
    }
  });

  test('a translation file rewritten while the catalogue loads is read again, not taken for the one checked before', async () => {
    const cacheDir = path.join(work, 'cache-race-load');
    await fill(cacheDir);
    const file = path.join(data.dir, 'i18n', 'de-de.json');
    const whole = await readFile(file);
    try {
      const loading = Catalogue.load(data.dir, { cache: new BuildCache(cacheDir) });
      // Rewritten once the load has begun: a writer caught half way, as a SIGHUP sent too early would find it.
      await writeFile(file, whole.subarray(0, whole.length >> 1));
      await assert.rejects(loading, (err: unknown) => err instanceof DataError && err.problems.some((p) => p.file.endsWith('de-de.json')));
    } finally {
      await writeFile(file, whole);
    }
  });

  test('two writes of one entry at once leave one whole entry, never a mix of both', async () => {
    const cacheDir = path.join(work, 'cache-race');
    const cache = new BuildCache(cacheDir);
    const key = cache.keyOf([path.join(data.dir, 'exercises.json')]);
    // Entries of a few MiB: written in several chunks each, so two writes into one file would interleave.
    const records = (tag: string) => Array.from({ length: 6000 }, (_, i) => ({ ...data.exercises[i % data.exercises.length]!, id: i + 1, name: `${tag} ${i}` }));
    await Promise.all([cache.store('en-us', 'records', key, records('first')), cache.store('en-us', 'records', key, records('second'))]);
    await cache.close();
    const read = cache.records(key);
    assert.ok(read !== null, 'the entry reads back');
    const tags = new Set(read.map((r) => r.name.split(' ')[0]));
    assert.equal(tags.size, 1, `one write's records, not a mix: ${[...tags].join(', ')}`);
    assert.equal(read.length, 6000);
    assert.deepEqual(cache.stats().failures, 0);
    assert.deepEqual((await readdir(cacheDir)).filter((f) => f.endsWith('.tmp')), [], 'no temporary file left');
  });

  test('a stopped service writes nothing more to the cache: entries being written are finished, none is started', async () => {
    const cacheDir = path.join(work, 'cache-stop');
    const s = await start(cacheDir);
    await s.service.stop(); // at once: the background build of the languages has barely begun
    const left = await cacheFiles(cacheDir);
    assert.deepEqual(left.filter((f) => f.endsWith('.tmp')), [], 'no entry is left half written');
    await new Promise((r) => setTimeout(r, 500)); // the background build would have finished and written by now
    assert.deepEqual(await cacheFiles(cacheDir), left);
  });

  test('a folder that cannot be written is reported once and the service runs on; EXREF_CACHE_DIR=off keeps nothing', async () => {
    const blocker = path.join(work, 'a-file');
    await writeFile(blocker, 'not a folder');
    const blocked = await start(path.join(blocker, 'cache'));
    try {
      assert.equal((await blocked.get('/search?q=press&lang=de-de')).status, 200);
      const stats = await blocked.settled();
      assert.ok(stats.failures > 0, JSON.stringify(stats));
      assert.equal(blocked.lines.filter((l) => l.msg.startsWith('build cache not written')).length, 1);
    } finally {
      await blocked.service.stop();
    }
    const off = await start('off');
    try {
      assert.equal((await off.get('/search?q=press&lang=fr-fr')).status, 200);
      const stats = await off.settled();
      assert.deepEqual(stats, { dir: null, hits: 0, misses: 0, writes: 0, failures: 0 });
      assert.equal(existsSync(path.join(work, `state-${runs}`, 'cache')), false);
    } finally {
      await off.service.stop();
    }
  });
});

/** Every file under a build cache folder, sorted (none when it was never made). */
async function cacheFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return entries.map(String).sort();
}
