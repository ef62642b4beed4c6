import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { SlicedBuilder } from '../src/catalogue/background.ts';
import { BuildCache } from '../src/catalogue/build-cache.ts';
import { Catalogue } from '../src/catalogue/catalogue.ts';
import { Pending } from '../src/catalogue/pending.ts';
import { finish } from '../src/catalogue/pending.ts';
import type { Steps } from '../src/catalogue/pending.ts';
import type { ProgramResponses } from '../src/catalogue/program-views.ts';
import { DATA_DIR } from './helpers.ts';

/** Builds every routine and workout response at once. */
function finishAll(json: ProgramResponses): void {
  finish(json.buildAll());
}

/** A build of `steps` pieces of about `ms` each, recording the order its pieces ran in. */
function build(name: string, steps: number, ms: number, log: string[]): Pending<string> {
  return new Pending(function* (): Steps<string> {
    for (let i = 0; i < steps; i++) {
      const end = performance.now() + ms;
      while (performance.now() < end);
      log.push(name);
      yield;
    }
    return name;
  });
}

describe('pending builds', () => {
  test('get() finishes a build at once, advance() stops at its deadline', () => {
    const log: string[] = [];
    const b = build('a', 5, 1, log);
    assert.equal(b.advance(performance.now() + 1.5), false);
    assert.ok(log.length >= 1 && log.length < 5, `ran ${log.length} of 5 pieces`);
    assert.equal(b.get(), 'a');
    assert.equal(b.ready, true);
    assert.equal(log.length, 5);
  });
});

describe('sliced builder', () => {
  test('lets timers and I/O run between slices', async () => {
    const log: string[] = [];
    const builder = new SlicedBuilder();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await builder.add([build('a', 40, 1, log)]);
    clearInterval(timer);
    assert.equal(log.length, 40);
    assert.ok(ticks > 3, `a 1 ms timer ran ${ticks} times during a 40 ms build`);
  });

  test('runs no slice in the turn that queued the build: connections already waiting are accepted first', async () => {
    const log: string[] = [];
    const builder = new SlicedBuilder();
    const done = builder.add([build('a', 3, 0, log)]);
    assert.deepEqual(log, [], 'nothing ran before add() returned');
    await new Promise((resolve) => setImmediate(resolve));
    assert.ok(log.length >= 1, 'the first slice ran in the next turn');
    await done;
    assert.equal(log.length, 3);
  });

  test('builds what a request waits for before what is queued', async () => {
    const log: string[] = [];
    const builder = new SlicedBuilder();
    const [a, b, c] = [build('a', 20, 1, log), build('b', 20, 1, log), build('c', 5, 1, log)];
    const all = builder.add([a, b, c]);
    await new Promise((resolve) => setImmediate(resolve));
    await builder.urgent(c);
    assert.equal(c.ready, true);
    assert.equal(b.ready, false, 'c went before b');
    await all;
    assert.ok(a.ready && b.ready);
    assert.equal(builder.urgent(a), null, 'nothing to wait for once built');
  });

  test('serves the builds requests wait for first come, first served', async () => {
    const log: string[] = [];
    const builder = new SlicedBuilder();
    const builds = ['w1', 'w2', 'w3'].map((name) => build(name, 3, 1, log));
    const background = build('bg', 30, 1, log);
    const all = builder.add([background]);
    const finished: string[] = [];
    await Promise.all(builds.map((b, i) => builder.urgent(b)!.then(() => finished.push(`w${i + 1}`))));
    assert.deepEqual(finished, ['w1', 'w2', 'w3']);
    assert.equal(background.ready, false, 'the build nobody waits for comes after');
    await all;
  });

  test('a build that throws rejects its waiters, does not stop the builder, and is tried again by get()', async () => {
    const builder = new SlicedBuilder();
    let attempts = 0;
    const failing = new Pending(function* (): Steps<string> {
      attempts++;
      yield;
      if (attempts === 1) throw new Error('broken step');
      return 'built';
    });
    const other = build('other', 3, 1, []);
    const waiting = builder.urgent(failing)!;
    const all = builder.add([other]);
    await assert.rejects(waiting, /broken step/);
    await all;
    assert.equal(other.ready, true, 'the builds after it were built');
    assert.equal(failing.get(), 'built');
    assert.equal(attempts, 2);
  });
});

describe('routine and workout responses', () => {
  test('a request before the background build builds only the response it asks for, with the same bytes', async () => {
    const catalogue = await Catalogue.load(DATA_DIR);
    const base = 'http://exref.test';
    const early = catalogue.programJson('en-us', base);
    const i = catalogue.routineIndexOf(1)!;
    const full = Buffer.concat(early.routineFull(i));
    const workouts = catalogue.programs.routines[i]!.workouts.length;
    assert.deepEqual(early.builtFull, { workouts, routines: 1 }, 'only this routine and its workouts were built');
    assert.ok(workouts < catalogue.programs.workouts.length);
    assert.equal(early.routineFull(i), early.routineFull(i), 'kept: the same parts every time');

    // Every response, built in slices with other work run between, as the background builder does it.
    let turns = 0;
    let done = false;
    const count = () => {
      turns++;
      if (!done) setImmediate(count);
    };
    setImmediate(count);
    assert.equal(await catalogue.buildInBackground(base), true);
    done = true;
    assert.ok(turns >= 3, `the event loop turned ${turns} times during the build`);
    assert.deepEqual(early.builtFull, { workouts: catalogue.programs.workouts.length, routines: catalogue.programs.routines.length });

    // The same bytes as a set built in one go by another catalogue.
    const other = (await Catalogue.load(DATA_DIR)).programJson('en-us', base);
    finishAll(other);
    assert.deepEqual(full, Buffer.concat(other.routineFull(i)));
    catalogue.programs.routines.forEach((_, k) => {
      assert.equal(early.routineMinimal(k), other.routineMinimal(k));
      assert.deepEqual(early.routineStandard(k), other.routineStandard(k));
      assert.deepEqual(Buffer.concat(early.routineFull(k)), Buffer.concat(other.routineFull(k)));
    });
    catalogue.programs.workouts.forEach((_, k) => {
      assert.equal(early.workoutMinimal(k), other.workoutMinimal(k));
      assert.deepEqual(early.workoutStandard(k), other.workoutStandard(k));
      assert.deepEqual(Buffer.concat(early.workoutFull(k)), Buffer.concat(other.workoutFull(k)));
    });
  });

  test('program text not built at load is built in steps by the background build; the text is the same', async () => {
    // A build cache that holds every language's check skips the English program text at load (see Catalogue.load).
    const dir = await mkdtemp(path.join(tmpdir(), 'exref-program-text-'));
    try {
      const filling = new BuildCache(dir);
      await (await Catalogue.load(DATA_DIR, { cache: filling })).buildInBackground('http://exref.test');
      await filling.close();
      // What is private to the catalogue, read here: whether the text exists, and its build in steps.
      type Inside = { textByLang: Map<string, unknown>; programTextSteps(lang: string): Steps<unknown> };
      const inside = (c: Catalogue) => c as unknown as Inside;
      const load = () => Catalogue.load(DATA_DIR, { cache: new BuildCache(dir) });
      const stepped = await load();
      assert.equal(inside(stepped).textByLang.has('en-us'), false, 'not built at load');
      const steps = inside(stepped).programTextSteps('en-us');
      let yields = 0;
      while (!steps.next().done) yields++;
      assert.ok(yields >= 3, `built in ${yields + 1} pieces`);
      const background = await load();
      assert.equal(await background.buildInBackground('http://exref.test'), true);
      assert.ok(inside(background).textByLang.has('en-us'), 'built by the background build');
      const fresh = await Catalogue.load(DATA_DIR);
      for (const c of [stepped, background]) assert.equal(JSON.stringify(c.programText('en-us')), JSON.stringify(fresh.programText('en-us')));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a language whose view build throws is left to its first request; the other languages are built', async () => {
    const catalogue = await Catalogue.load(DATA_DIR);
    catalogue.warm(); // English, as the service builds it before listening
    // The build's translator, for one language, fails (as a translation file that cannot be parsed would).
    const inner = catalogue as unknown as { translate(lang: string): unknown };
    const translate = inner.translate.bind(catalogue);
    inner.translate = (lang: string) => {
      if (lang === 'de-de') throw new Error('de-de cannot be built');
      return translate(lang);
    };
    assert.equal(await catalogue.buildInBackground('http://exref.test'), true);
    assert.ok(!catalogue.builtLanguages.includes('de-de'));
    assert.equal(catalogue.builtLanguages.length, catalogue.languages.length - 1);
    assert.throws(() => catalogue.view('de-de'), /de-de cannot be built/);
  });

  test('a retired catalogue stops its background builds, except one a request waits for', async () => {
    const catalogue = await Catalogue.load(DATA_DIR);
    const building = catalogue.buildInBackground('http://exref.test');
    const view = catalogue.view('fr-fr')!;
    const waited = catalogue.whenSearchable(view);
    assert.ok(waited instanceof Promise);
    catalogue.retire();
    assert.equal(await building, false, 'the background build ended early');
    await waited;
    assert.ok(view.searchBuild.ready, 'the build a request waited for was finished');
    assert.ok(catalogue.builtLanguages.length < catalogue.languages.length, `built ${catalogue.builtLanguages.length} of ${catalogue.languages.length} languages`);
  });

  test('a base URL in use keeps its responses while many others come and go (least recently used out first)', async () => {
    const catalogue = await Catalogue.load(DATA_DIR);
    const base = 'http://used.test';
    const programs = catalogue.programJson('en-us', base);
    const media = catalogue.media(base);
    // Far more other bases than either cache holds, the used one asked for between each.
    const first = { programs: catalogue.programJson('en-us', 'http://other0.test'), media: catalogue.media('http://other0.test') };
    for (let i = 0; i < 300; i++) {
      catalogue.programJson('en-us', `http://other${i}.test`);
      catalogue.media(`http://other${i}.test`);
      assert.equal(catalogue.programJson('en-us', base), programs, `the routine responses after ${i + 1} other bases`);
      assert.equal(catalogue.media(base), media, `the media fragments after ${i + 1} other bases`);
    }
    assert.notEqual(catalogue.programJson('en-us', 'http://other0.test'), first.programs, 'a base not used since was pushed out');
    assert.notEqual(catalogue.media('http://other0.test'), first.media, 'a base not used since was pushed out');
  });

  test('responses for many base URLs each carry their own URLs, and a request keeps the set it got', async () => {
    const catalogue = await Catalogue.load(DATA_DIR);
    const bases = Array.from({ length: 200 }, (_, i) => `http://host${i}.test`);
    const sets = bases.map((base) => catalogue.programJson('en-us', base));
    sets.forEach((json, i) => {
      // Asked for after 199 other bases pushed this one out of the catalogue's cache.
      const standard = json.routineStandard(0).toString();
      assert.ok(standard.includes(`${bases[i]}/`), `the response for ${bases[i]} has its URLs`);
      assert.ok(Buffer.concat(json.routineFull(0)).toString().includes(`${bases[i]}/`));
    });
  });
});
