import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { access, cp, lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { Catalogue } from '../src/catalogue/catalogue.ts';
import { convertFreeExerciseDb } from '../src/import/free-exercise-db.ts';
import { ABANDONED_AFTER_MS, STAGING_HOST } from '../src/import/staging.ts';
import { exref } from './fixtures/run-cli.ts';
import { ROOT, startTestServer } from './helpers.ts';
import { STRACE, traceDiskCalls, traceUnavailable } from './syscall-trace.ts';
import type { DiskCall } from './syscall-trace.ts';

const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'free-exercise-db.json');


/** A real w×h RGB PNG of one colour (free-exercise-db ships JPEGs; the served type must come from the bytes). */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** Every entry under `dir` (recursively) with its bytes, link target or `dir`: equal snapshots mean nothing changed. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const walk = async (rel: string) => {
    for (const name of (await readdir(path.join(dir, rel))).sort()) {
      const entry = path.join(rel, name);
      const full = path.join(dir, entry);
      const st = await lstat(full);
      if (st.isSymbolicLink()) seen.set(entry, `link ${await readlink(full)}`);
      else if (st.isDirectory()) {
        seen.set(entry, 'dir');
        await walk(entry);
      } else seen.set(entry, (await readFile(full)).toString('base64'));
    }
  };
  await walk('.');
  return seen;
}

/** Draws a PNG for every picture the fixture names (but the missing one); returns the images folder. */
async function drawImages(dir: string): Promise<string> {
  let shade = 0;
  for (const r of records) {
    for (const rel of (r.images as string[]) ?? []) {
      if (rel.includes('missing')) continue;
      await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
      await writeFile(path.join(dir, rel), png(3 + (shade % 4), 2, [shade++ * 30 % 256, 10, 10]));
    }
  }
  return dir;
}

/**
 * What a crash-safe import owes the disk, checked on its calls under `root` (staging folders, `.…import-…`, are
 * scratch and exempt as folders): a file is fsynced before it is renamed (its fsynced state follows it through
 * renames); a folder that gained an entry (a rename into it, a folder made in it) is fsynced before `swap` (the
 * rename that puts the catalogue in place) and again by the end. Returns every breach.
 */
function durabilityBreaches(calls: readonly DiskCall[], root: string, swap: string): string[] {
  const under = (p: string) => p === root || p.startsWith(root + path.sep);
  const scratch = (p: string) => p.includes('.import-');
  const synced = new Set<string>();
  const unsynced = new Set<string>();
  const breaches: string[] = [];
  const folders = (when: string) => {
    for (const d of unsynced) if (!scratch(d)) breaches.push(`${d} not fsynced ${when}`);
  };
  for (const c of calls) {
    if (c.call === 'fsync' && under(c.path)) {
      synced.add(c.path);
      unsynced.delete(c.path);
    } else if (c.call === 'mkdir' && under(c.path)) {
      if (!scratch(c.path)) unsynced.add(path.dirname(c.path));
    } else if (c.call === 'rename' && under(c.to)) {
      if (!synced.delete(c.from)) breaches.push(`${c.to} renamed into place from ${c.from}, never fsynced`);
      else synced.add(c.to);
      if (c.to === swap) folders(`before ${swap} moved in`);
      unsynced.add(path.dirname(c.to));
    }
  }
  folders('at the end');
  return breaches;
}

let records: Record<string, unknown>[];
let work: string;
before(async () => {
  records = JSON.parse(await readFile(FIXTURE, 'utf8'));
  work = await mkdtemp(path.join(tmpdir(), 'exref-import-'));
});
after(() => rm(work, { recursive: true, force: true }));

describe('convertFreeExerciseDb', () => {
  test('the same records give the same ids, whatever their order in the file', () => {
    const a = convertFreeExerciseDb(records);
    const b = convertFreeExerciseDb([...records].reverse());
    assert.ok(a.ok && b.ok);
    const ids = (c: typeof a) => new Map(c.ok ? c.exercises.map((e) => [e.steps[0], e.id]) : []);
    assert.deepEqual(ids(a), ids(b));
    assert.equal(new Set(a.exercises.map((e) => e.id)).size, a.exercises.length);
  });

  test('a record that cannot be mapped is reported with record, field and reason, never dropped silently', () => {
    const c = convertFreeExerciseDb(records);
    assert.ok(c.ok);
    assert.equal(c.exercises.length + c.skipped.length, records.length, 'every record is imported or reported');
    const skipped = c.skipped.map((s) => `${s.record.split(' ')[0]} ${s.field}`);
    assert.deepEqual(skipped.sort(), ['Core_Twist primaryMuscles', 'Empty_Steps instructions', 'Exercise_Ball_Crunch equipment', 'Russian_Twist force']);
    for (const s of c.skipped) assert.match(s.reason, /\S/);
  });

  test('vocabularies map by the tables: static is Hold, expert Advanced, middle back the mid traps, shoulders by movement', () => {
    const c = convertFreeExerciseDb(records);
    assert.ok(c.ok);
    const get = (name: string) => c.exercises.find((e) => e.name === name)!;
    assert.deepEqual([get('Plank').force, get('Plank').category], ['Hold', 'Bodyweight']);
    assert.deepEqual([get('EZ-Bar Skullcrusher').difficulty, get('EZ-Bar Skullcrusher').category], ['Advanced', 'Barbell']);
    assert.deepEqual(get('Pullups').primary_muscles, ['Lats', 'Biceps', 'Traps (mid-back)']);
    assert.deepEqual(get('Side Lateral Raise').primary_muscles, ['Side Shoulders']);
    assert.deepEqual(get('Face Pull').primary_muscles, ['Rear Shoulders', 'Traps (mid-back)']);
    assert.deepEqual(get('Barbell Bench Press - Medium Grip').primary_muscles, ['Chest', 'Front Shoulders', 'Triceps']);
    assert.deepEqual(get('Wall Handstand Hold').primary_muscles, ['Front Shoulders', 'Triceps', 'Traps']);
    assert.ok(c.warnings.some((w) => w.record.startsWith('Wall_Handstand_Hold') && w.field === 'primaryMuscles'), 'a hold says nothing of the head: flagged');
    assert.ok(!c.warnings.some((w) => w.record.startsWith('Barbell_Bench_Press')), 'a press works the front delts: no warning');
    assert.equal(get('Hamstring Stretch').category, 'Stretches');
    assert.equal(get('IT Band Roll').category, 'Recovery');
    assert.equal(get('Hamstring Stretch').mechanic, null);
    assert.deepEqual(get('Pullups').steps, (records.find((r) => r.id === 'Pullups')!.instructions as string[]));
  });

  test('names stay unique (case-insensitively): a repeat gets a number and a warning', () => {
    const c = convertFreeExerciseDb(records);
    assert.ok(c.ok);
    const names = c.exercises.map((e) => e.name.toLowerCase());
    assert.equal(new Set(names).size, names.length);
    assert.ok(c.warnings.some((w) => w.field === 'name' && w.record.startsWith('Pullups_Wide')));
  });

  test('a numbered repeat of a name at the length limit is shortened to fit, and imported', () => {
    const long = 'N'.repeat(198);
    const [a, b] = records.slice(0, 2).map((r, i) => ({ ...r, id: `Long_${i}`, name: long }));
    const c = convertFreeExerciseDb([a, b]);
    assert.ok(c.ok);
    assert.deepEqual(c.skipped, []);
    const names = c.exercises.map((e) => e.name).sort();
    assert.equal(names.length, 2);
    assert.ok(names.every((n) => n.length <= 200), names.map((n) => n.length).join(', '));
    assert.ok(names.includes(long) && names.some((n) => n.endsWith(' (2)')), names.join('\n'));
  });

  test('anything but an array is refused', () => {
    for (const raw of [{}, null, 'x', { exercises: [] }]) assert.equal(convertFreeExerciseDb(raw).ok, false);
  });
});

describe('exref data import free-exercise-db', () => {
  test('writes a data folder that passes data check and serves each picture with its sniffed type', async () => {
    const images = path.join(work, 'images');
    const drawn = new Map<string, Buffer>();
    let shade = 0;
    for (const r of records) {
      for (const rel of (r.images as string[]) ?? []) {
        if (rel.includes('missing')) continue;
        const picture = png(4 + (shade % 5), 3, [shade * 20 % 256, 80, 160]);
        shade++;
        await mkdir(path.dirname(path.join(images, rel)), { recursive: true });
        await writeFile(path.join(images, rel), picture);
        drawn.set(rel, picture);
      }
    }
    // Not a picture: reported and left out, like the file the EZ-bar record names but nobody drew.
    await writeFile(path.join(images, 'Plank/0.jpg'), 'plain text, not an image');
    const out = path.join(work, 'data');
    const media = path.join(work, 'media');
    const r = await exref(['data', 'import', 'free-exercise-db', FIXTURE, '--images', images, '--out', out, '--media-dir', media]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^imported 10, skipped 4, warnings \d+: /m);
    assert.ok(r.stdout.includes('skipped: record Exercise_Ball_Crunch (#5), field equipment: "exercise ball" has no exref category'), r.stdout);
    assert.match(r.stdout, /warning: record EZ-Bar_Skullcrusher \(#10\), field images: .*missing\.jpg cannot be read/);
    assert.match(r.stdout, /warning: record Plank \(#3\), field images: .* is not a JPEG, PNG, GIF or WebP image/);
    assert.match(r.stdout, /no problems$/m);
    await assert.rejects(access(path.join(out, 'routines.json')), 'no routines file is written');
    for (const dir of [work, path.join(media, 'images')]) {
      assert.deepEqual((await readdir(dir)).filter((f) => f.includes('.import-')), [], `no staging folder left in ${dir}`);
    }
    assert.equal((await exref(['data', 'check', '--data-dir', out])).code, 0);

    const catalogue = await Catalogue.load(out);
    assert.deepEqual([catalogue.programs.routines.length, catalogue.programs.workouts.length], [0, 0]);
    const srv = await startTestServer({ catalogue, env: { EXREF_MEDIA_DIR: media, EXREF_DATA_DIR: out } });
    try {
      const bench = catalogue.exercises.find((e) => e.name === 'Barbell Bench Press - Medium Grip')!;
      const { body } = await srv.get(`/exercises/${bench.id}`);
      assert.equal(body.videos.length, 2);
      for (const [k, v] of (body.videos as { url: string | null; og_image: string }[]).entries()) {
        assert.equal(v.url, null, 'no video');
        const streamed = await srv.get(new URL(v.og_image).pathname);
        assert.equal(streamed.status, 200);
        assert.equal(streamed.headers.get('content-type'), 'image/png');
        const source = drawn.get(`Barbell_Bench_Press_-_Medium_Grip/${k}.jpg`)!;
        assert.equal(Number(streamed.headers.get('content-length')), source.length);
        assert.equal(streamed.text, source.toString(), 'the very picture from the images folder');
      }
      const plank = catalogue.exercises.find((e) => e.name === 'Plank')!;
      assert.deepEqual((await srv.get(`/exercises/${plank.id}`)).body.videos, [], 'a picture that is not one is left out');
      assert.equal((await srv.get('/routines', { tier: 'PROFESSIONAL' })).body.total, 0);
    } finally {
      await srv.close();
    }
  });

  test('the same input imported twice gives the same file', async () => {
    const a = path.join(work, 'again-a');
    const b = path.join(work, 'again-b');
    assert.equal((await exref(['data', 'import', 'free-exercise-db', FIXTURE, '--out', a])).code, 0);
    assert.equal((await exref(['data', 'import', 'free-exercise-db', FIXTURE, '--out', b])).code, 0);
    assert.equal(await readFile(path.join(a, 'exercises.json'), 'utf8'), await readFile(path.join(b, 'exercises.json'), 'utf8'));
  });

  /**
   * A media store holding two pictures the fixture's import replaces: a plain file, and a link as `exref media
   * prepare` makes them; the rest of its pictures are new. Returns og_images/.
   */
  async function picturesToReplace(media: string): Promise<string> {
    const og = path.join(media, 'images', 'og_images');
    await mkdir(og, { recursive: true });
    const c = convertFreeExerciseDb(records);
    assert.ok(c.ok && c.images.length > 2);
    await writeFile(path.join(og, c.images[0]!.target), 'the picture served now');
    await writeFile(path.join(media, 'kept.jpg'), 'elsewhere');
    await symlink(path.join(media, 'kept.jpg'), path.join(og, c.images[1]!.target));
    return og;
  }

  test('an import the check refuses (the folder\'s routines name ids it lacks) changes nothing in --out or --media-dir', async () => {
    const out = path.join(work, 'shipped', 'data');
    await cp(path.join(ROOT, 'data'), out, { recursive: true });
    const media = path.join(work, 'shipped-media');
    await picturesToReplace(media);
    const images = await drawImages(path.join(work, 'shipped-images'));
    const before = [await snapshot(path.dirname(out)), await snapshot(media)];

    const r = await exref(['data', 'import', 'free-exercise-db', FIXTURE, '--images', images, '--out', out, '--media-dir', media]);
    assert.equal(r.code, 1, r.stdout);
    assert.deepEqual(await snapshot(path.dirname(out)), before[0], 'every file in --out byte-identical, no staging folder left beside it');
    assert.deepEqual(await snapshot(media), before[1], 'every file in --media-dir byte-identical, no staging folder left');
    assert.equal((await exref(['data', 'check', '--data-dir', out])).code, 0, 'the folder still starts');
    assert.match(r.stdout, /^routines\.json, record .*: /m, 'the problems are listed');
    assert.match(r.stderr, /problem\(s\).*nothing was changed/);
  });

  test('with EXREF_I18N_STRICT=true an import is checked as strictly as the server will load it', async () => {
    const out = path.join(work, 'strict', 'data');
    await mkdir(out, { recursive: true });
    await cp(path.join(ROOT, 'data', 'i18n'), path.join(out, 'i18n'), { recursive: true });
    const strict = await exref(['data', 'import', 'free-exercise-db', FIXTURE, '--out', out, '--media-dir', path.join(work, 'strict', 'media')], { EXREF_I18N_STRICT: 'true' });
    assert.equal(strict.code, 1, strict.stdout);
    assert.match(strict.stderr, /nothing was changed/);
    await assert.rejects(access(path.join(out, 'exercises.json')), 'no catalogue a strict server would refuse to start with');
    const lenient = await exref(['data', 'import', 'free-exercise-db', FIXTURE, '--out', out, '--media-dir', path.join(work, 'strict', 'media')]);
    assert.equal(lenient.code, 0, lenient.stderr);
  });

  test('an import that yields no exercises exits 1 and writes nothing', async () => {
    const empty = path.join(work, 'empty.json');
    await writeFile(empty, '[]');
    const allSkipped = path.join(work, 'all-skipped.json');
    await writeFile(allSkipped, JSON.stringify(records.filter((r) => ['Core_Twist', 'Empty_Steps', 'Exercise_Ball_Crunch', 'Russian_Twist'].includes(String(r.id)))));
    for (const [input, says] of [[empty, /no exercises.*0 record/], [allSkipped, /no exercises.*all 4 record\(s\) skipped/]] as const) {
      const out = path.join(work, 'nothing', 'data');
      const media = path.join(work, 'nothing', 'media');
      const r = await exref(['data', 'import', 'free-exercise-db', input, '--images', work, '--out', out, '--media-dir', media]);
      assert.equal(r.code, 1, r.stdout);
      assert.match(r.stderr, says);
      await assert.rejects(access(path.join(work, 'nothing')), 'nothing written, not even the folders');
    }
  });

  // CI installs strace, so there only a machine that forbids tracing skips it.
  const untraceable = traceUnavailable();
  const straceSkip = untraceable === null || (process.env.CI && STRACE === null) ? false : `${untraceable}: the disk calls of the import are not traced`;
  test('every file put in place is fsynced before its rename, each folder changed or made after, the pictures before the catalogue', { skip: straceSkip }, async () => {
    const root = await mkdtemp(path.join(work, 'durable-'));
    const images = await drawImages(path.join(root, 'images'));
    const out = path.join(root, 'new', 'data'); // --out, its parent, the media store and og_images/ are all made here
    const media = path.join(root, 'media');
    const traced = await traceDiskCalls(
      [process.execPath, '--import', 'tsx', 'src/cli.ts', 'data', 'import', 'free-exercise-db', FIXTURE, '--images', images, '--out', out, '--media-dir', media],
      { cwd: ROOT, traceFile: path.join(work, 'import.strace') },
    );
    assert.equal(traced.code, 0, traced.stderr);
    const og = path.join(media, 'images', 'og_images');
    const pictures = traced.calls.filter((c) => c.call === 'rename' && path.dirname(c.to) === og);
    assert.equal(pictures.length, (await readdir(og)).length, 'every picture placed was seen moving in');
    assert.ok(pictures.length > 0);
    const swap = path.join(out, 'exercises.json');
    assert.ok(traced.calls.some((c) => c.call === 'rename' && c.to === swap), 'the catalogue was seen moving in');
    assert.deepEqual(durabilityBreaches(traced.calls, root, swap), []);
  });

  /**
   * A store with pictures the import replaces (a plain file and a link, as `exref media prepare` makes them) and an
   * --out whose exercises.json cannot be replaced (a folder stands there): the pictures move in, the catalogue's
   * rename fails, and the import must put every picture back.
   */
  async function failingSwap(name: string) {
    const root = await mkdtemp(path.join(work, `${name}-`));
    const out = path.join(root, 'data');
    await mkdir(path.join(out, 'exercises.json'), { recursive: true });
    await writeFile(path.join(out, 'exercises.json', 'in-the-way'), 'x');
    const media = path.join(root, 'media');
    const og = await picturesToReplace(media);
    const images = await drawImages(path.join(root, 'images'));
    const args = ['data', 'import', 'free-exercise-db', FIXTURE, '--images', images, '--out', out, '--media-dir', media];
    return { root, media, og, args, before: await snapshot(media) };
  }

  test('an import whose catalogue cannot move in puts back every picture it replaced or added', async () => {
    const { media, args, before } = await failingSwap('swap-fails');
    const r = await exref(args);
    assert.equal(r.code, 1, r.stdout);
    assert.match(r.stderr, /import into .* failed: .*nothing was changed/);
    assert.deepEqual(await snapshot(media), before, 'the replaced pictures back, the new ones gone, no staging folder left');
  });

  test('the pictures put back are fsynced: og_images/ is synced after the last move back', { skip: straceSkip }, async () => {
    const { root, og, args, before } = await failingSwap('swap-fails-traced');
    const traced = await traceDiskCalls([process.execPath, '--import', 'tsx', 'src/cli.ts', ...args], { cwd: ROOT, traceFile: path.join(root, 'import.strace') });
    assert.equal(traced.code, 1, traced.stderr);
    assert.deepEqual(await snapshot(path.join(root, 'media')), before);
    const inOg = (p: string) => path.dirname(p) === og;
    const changes = traced.calls.flatMap((c, i) => ((c.call === 'rename' && (inOg(c.to) || inOg(c.from))) || (c.call === 'unlink' && inOg(c.path)) ? [i] : []));
    const backups = traced.calls.filter((c) => c.call === 'rename' && inOg(c.to) && path.basename(path.dirname(c.from)) === 'old');
    assert.equal(backups.length, 2, 'the replaced file and the replaced link were moved back');
    assert.ok(traced.calls.some((c) => c.call === 'unlink' && inOg(c.path)), 'a picture the import added was removed');
    const lastSync = traced.calls.findLastIndex((c) => c.call === 'fsync' && c.path === og);
    assert.ok(lastSync > changes.at(-1)!, 'og_images/ fsynced after the last picture was put back');
  });

  test('staging folders of an import that did not finish are removed by the next; a running one\'s and another machine\'s stay', async () => {
    const root = await mkdtemp(path.join(work, 'leftover-'));
    const out = path.join(root, 'data');
    const ogParent = path.join(root, 'media', 'images');
    // A pid that is certainly gone: a process that has exited.
    const child = spawn(process.execPath, ['-e', '0']);
    const dead = await new Promise<number>((resolve) => child.once('exit', () => resolve(child.pid!)));
    const host = STAGING_HOST;
    const left = [
      path.join(root, `.data.import-${host}-${dead}-Xy12ab`),
      path.join(ogParent, `.og_images.import-${host}-${dead}-Qw34cd`),
    ];
    const kept = [
      path.join(root, `.data.import-${host}-${process.pid}-Ab56ef`), // this test's own process: running
      path.join(root, `.data.import-another-host-${dead}-Cd78gh`), // another machine on a shared disk
      path.join(root, `.other.import-${host}-${dead}-Ef90ij`), // the staging of another folder
    ];
    const hoursAgo = new Date(Date.now() - 2 * ABANDONED_AFTER_MS);
    for (const dir of [...left, ...kept]) {
      await mkdir(path.join(dir, 'new'), { recursive: true });
      await writeFile(path.join(dir, 'new', 'half-copied.jpg'), 'partial');
      await utimes(dir, hoursAgo, hoursAgo);
    }
    const images = await drawImages(path.join(root, 'images'));
    const r = await exref(['data', 'import', 'free-exercise-db', FIXTURE, '--images', images, '--out', out, '--media-dir', path.join(root, 'media')]);
    assert.equal(r.code, 0, r.stderr);
    for (const dir of left) {
      await assert.rejects(access(dir), `${dir} removed`);
      assert.ok(r.stdout.includes(`removed ${dir}: the staging folder of an import that did not finish`), r.stdout);
    }
    for (const dir of kept) await access(path.join(dir, 'new', 'half-copied.jpg'));
    assert.deepEqual((await readdir(root)).filter((f) => f.startsWith('.data.import-')).sort(), kept.slice(0, 2).map((d) => path.basename(d)).sort(), 'no staging folder of this import left');
  });

  test('bad input: not the format (exit 1), no --out (exit 2)', async () => {
    const bad = path.join(work, 'bad.json');
    await writeFile(bad, '{"exercises": []}');
    const r = await exref(['data', 'import', 'free-exercise-db', bad, '--out', path.join(work, 'x')]);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /must be a JSON array/);
    const noOut = await exref(['data', 'import', 'free-exercise-db', FIXTURE]);
    assert.equal(noOut.code, 2);
    assert.match(noOut.stderr, /--out DIR is required/);
    for (const args of [['data', 'frobnicate'], ['data', 'import', 'other-db', FIXTURE, '--out', work], ['data', 'check', '--images', work]]) {
      const r = await exref(args);
      assert.equal(r.code, 2, args.join(' '));
      assert.match(r.stderr, /^exref: /);
    }
  });
});
