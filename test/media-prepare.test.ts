import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readFile, readdir, readlink, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { ExerciseRecord, VideoRecord } from '../src/catalogue/model.ts';
import { defaultDemoDir, prepareMediaStore } from '../src/media/prepare.ts';
import type { PrepareResult } from '../src/media/prepare.ts';
import { DATA_DIR, ROOT, demoCatalogue, startTestServer } from './helpers.ts';

const DEMO_DIR = path.join(ROOT, 'media', 'demo');
const FOLDERS = { video: ['videos/branded', 'videos/unbranded'], og_image: ['images/og_images'] } as const;

/** Every (folder, file name, video record) the catalogue asks the store for. */
function expectedEntries(exercises: readonly ExerciseRecord[]) {
  const out: { folder: string; name: string; video: VideoRecord }[] = [];
  for (const e of exercises) {
    for (const v of e.videos) {
      for (const field of ['video', 'og_image'] as const) {
        const name = v[field];
        if (name !== null) for (const folder of FOLDERS[field]) out.push({ folder, name, video: v });
      }
    }
  }
  return out;
}

/** Runs `check` over `items`, a few hundred at a time (the store has thousands of entries). */
async function eachOf<T>(items: readonly T[], check: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += 500) await Promise.all(items.slice(i, i + 500).map(check));
}

let base: string;
let root: string;
let exercises: readonly ExerciseRecord[];
let first: PrepareResult;

before(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'exref-prepare-'));
  root = path.join(base, 'media');
  exercises = (await demoCatalogue()).exercises;
  first = await prepareMediaStore(root, exercises);
});
after(() => rm(base, { recursive: true, force: true }));

describe('prepareMediaStore on the demo catalogue', () => {
  test('lays out a link for every video (branded and unbranded) and preview image the catalogue names', async () => {
    const expected = expectedEntries(exercises);
    assert.ok(expected.length > 1000, 'the demo catalogue names media');
    assert.equal(first.links, expected.length);
    assert.deepEqual([first.created, first.replaced, first.unchanged, first.kept, first.skipped], [expected.length, 0, 0, 0, 0]);
    await eachOf(expected, async ({ folder, name }) => {
      assert.ok((await lstat(path.join(root, folder, name))).isSymbolicLink(), `${folder}/${name} is a link`);
    });
  });

  test('links are relative, pick a clip of the record\'s angle, and a video and its preview come from the same clip', async () => {
    await eachOf(expectedEntries(exercises), async ({ folder, name, video }) => {
      const target = await readlink(path.join(root, folder, name));
      assert.match(target, new RegExp(`^\\.\\./\\.\\./demo/demo-${video.angle}-\\d+\\.(mp4|jpg)$`), `${folder}/${name} -> ${target}`);
      if (video.video !== null && video.og_image !== null && folder === 'images/og_images') {
        const clip = await readlink(path.join(root, 'videos/branded', video.video));
        assert.equal(target.replace(/\.jpg$/, ''), clip.replace(/\.mp4$/, ''), `${name} previews ${video.video}`);
      }
    });
  });

  test('the demo assets are copied into the media root, so every link resolves to a real file inside it', async () => {
    assert.equal(first.copied, (await readdir(DEMO_DIR)).filter((f) => /\.(mp4|jpg)$/.test(f)).length);
    const realRoot = await realpath(root);
    await eachOf(expectedEntries(exercises), async ({ folder, name }) => {
      const real = await realpath(path.join(root, folder, name));
      assert.ok(real.startsWith(path.join(realRoot, 'demo') + path.sep), `${folder}/${name} resolves to ${real}`);
      assert.ok((await lstat(real)).isFile());
    });
  });

  test('a second run changes nothing', async () => {
    const again = await prepareMediaStore(root, exercises);
    assert.deepEqual(
      [again.links, again.created, again.replaced, again.unchanged, again.removed, again.copied],
      [first.links, 0, 0, first.links, 0, 0],
    );
  });

  test('a real file under a catalogue name is never replaced; a wrong link is; a stale demo link is removed', async () => {
    // From the end of the catalogue: the served test below streams one of the first exercise's videos.
    const [realName, wrongName] = expectedEntries(exercises).filter((e) => e.folder === 'videos/branded').slice(-2).map((e) => e.name);
    const branded = path.join(root, 'videos/branded');
    await rm(path.join(branded, realName!));
    await writeFile(path.join(branded, realName!), 'the operator\'s own video');
    await rm(path.join(branded, wrongName!));
    await symlink('../../demo/elsewhere.mp4', path.join(branded, wrongName!));
    await symlink('../../demo/demo-front-1.mp4', path.join(branded, 'no-longer-in-the-catalogue.mp4'));
    await symlink('/srv/operator/video.mp4', path.join(branded, 'operator-link.mp4'));

    const r = await prepareMediaStore(root, exercises);
    assert.deepEqual([r.kept, r.replaced, r.removed, r.created], [1, 1, 1, 0]);
    assert.equal(await readFile(path.join(branded, realName!), 'utf8'), 'the operator\'s own video');
    assert.match(await readlink(path.join(branded, wrongName!)), /^\.\.\/\.\.\/demo\/demo-(front|side)-\d+\.mp4$/);
    await assert.rejects(lstat(path.join(branded, 'no-longer-in-the-catalogue.mp4')), { code: 'ENOENT' });
    assert.equal(await readlink(path.join(branded, 'operator-link.mp4')), '/srv/operator/video.mp4', 'links that are not ours stay');
  });
});

describe('prepareMediaStore, edge cases', () => {
  const one = (video: string, og_image: string | null = null) => [{ videos: [{ angle: 'side' as const, gender: 'male' as const, video, og_image }] }];

  for (const name of ['../escape.mp4', 'a/b.mp4', '..', 'a\\b.mp4', 'nul\u0000.mp4']) {
    test(`refuses the unsafe name ${JSON.stringify(name)} and writes nothing outside the store`, async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'exref-prepare-'));
      try {
        const r = await prepareMediaStore(path.join(dir, 'media'), one(name));
        assert.deepEqual([r.links, r.skipped], [0, 2]);
        assert.deepEqual((await readdir(path.join(dir, 'media', 'videos/branded'))), []);
        assert.deepEqual((await readdir(dir)).sort(), ['media']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  }

  test('when the media folder already holds the demo assets, nothing is copied', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'exref-prepare-'));
    try {
      await mkdir(path.join(dir, 'demo'));
      for (const f of await readdir(DEMO_DIR)) await writeFile(path.join(dir, 'demo', f), await readFile(path.join(DEMO_DIR, f)));
      const r = await prepareMediaStore(dir, one('x.mp4', 'x.jpg'), { demoDir: path.join(dir, 'demo') });
      assert.deepEqual([r.copied, r.created], [0, 3]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('the default demo folder is media/demo/ of the repository', () => {
    assert.equal(defaultDemoDir(), DEMO_DIR);
  });
});

describe('the prepared store, served', () => {
  test('a video URL from GET /exercises/{id} streams the demo clip (200, then 206 for a range); its preview image is a JPEG', async (t) => {
    const srv = await startTestServer({ env: { EXREF_MEDIA_DIR: root } });
    t.after(() => srv.close());
    const exercise = exercises.find((e) => e.videos.some((v) => v.video !== null && v.og_image !== null))!;
    const detail = await srv.get(`/exercises/${exercise.id}`);
    assert.equal(detail.status, 200);
    const video = (detail.body.videos as { url: string | null; og_image: string | null }[]).find((v) => v.url && v.og_image)!;
    const videoPath = new URL(video.url!).pathname;
    const clip = path.basename(await readlink(path.join(root, 'videos/branded', decodeURIComponent(path.basename(videoPath)))));
    const want = await readFile(path.join(DEMO_DIR, clip));

    const whole = await fetch(srv.url + videoPath, { headers: { 'x-api-key': srv.keys.PROFESSIONAL } });
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('content-type'), 'video/mp4');
    assert.ok(Buffer.from(await whole.arrayBuffer()).equals(want), `the bytes of media/demo/${clip}`);

    const part = await fetch(srv.url + videoPath, { headers: { 'x-api-key': srv.keys.PROFESSIONAL, range: 'bytes=0-65535' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 0-${Math.min(65535, want.length - 1)}/${want.length}`);
    assert.ok(Buffer.from(await part.arrayBuffer()).equals(want.subarray(0, 65536)));

    const image = await fetch(srv.url + new URL(video.og_image!).pathname, { headers: { 'x-api-key': srv.keys.PROFESSIONAL } });
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/jpeg');
    assert.deepEqual([...Buffer.from(await image.arrayBuffer()).subarray(0, 3)], [0xff, 0xd8, 0xff]);
  });
});

describe('exref media prepare', () => {
  const exref = async (args: string[]) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: ROOT });
      return { stdout, stderr, code: 0 };
    } catch (err) {
      return err as { stdout: string; stderr: string; code: number };
    }
  };

  test('lays out the store named by --media-dir for the catalogue of --data-dir and prints one line of counts', async () => {
    const r = await exref(['media', 'prepare', '--media-dir', root, '--data-dir', DATA_DIR]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`^media store ${root}: ${first.links} links \\(0 created, 0 replaced, ${first.links - 1} unchanged\\), 1 real file\\(s\\) kept in \\d+ ms\\n$`));
  });

  test('anything but "prepare" is a usage error (exit code 2)', async () => {
    const r = await exref(['media', 'layout']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /^exref: usage: exref media prepare/);
  });
});
