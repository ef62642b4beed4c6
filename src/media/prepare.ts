/**
 * Lays out the demo media store: every video and preview image the catalogue names becomes a relative symbolic
 * link to one of the few real clips in media/demo/, so the repository stays small and every media URL plays.
 */
import { existsSync, readlinkSync } from 'node:fs';
import { copyFile, lstat, mkdir, readFile, readdir, readlink, realpath, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VideoRecord } from '../catalogue/model.ts';
import { resolveMediaPath } from './safe-path.ts';

/** One demo clip: `<stem>.mp4` and its preview `<stem>.jpg`, both present in the demo folder. */
interface DemoClip {
  stem: string;
  angle: string;
}

export interface PrepareResult {
  /** Entries the catalogue asks for (videos twice: branded and unbranded). */
  links: number;
  created: number;
  /** Links that pointed somewhere else and now point to their demo asset. */
  replaced: number;
  unchanged: number;
  /** Real files (or folders) under a catalogue name: never replaced. */
  kept: number;
  /** Links of an earlier run that no catalogue record names any more. */
  removed: number;
  /** Names the server would refuse (separators, dot segments...): no link is made. */
  skipped: number;
  /** Demo assets copied into `<mediaDir>/demo/` (0 when they are already there). */
  copied: number;
  ms: number;
}

export interface PrepareOptions {
  /** Where the real demo assets are; default: media/demo/ of this package. */
  demoDir?: string;
  /** File-system operations in flight at once. */
  concurrency?: number;
}

type Folder = 'videos/branded' | 'videos/unbranded' | 'images/og_images';
const FOLDERS: readonly Folder[] = ['videos/branded', 'videos/unbranded', 'images/og_images'];
const DEMO_FOLDER = 'demo';

/** media/demo/ of this package, found from this module's location (src/ when run from source, dist/ when built). */
export function defaultDemoDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('exref media: cannot find the package folder (package.json) above the media module');
    dir = up;
  }
  return path.join(dir, 'media', DEMO_FOLDER);
}

/** The clips of the demo folder: stems with both an .mp4 and a .jpg; the angle is a `front` or `side` word of the stem. */
async function demoClips(demoDir: string): Promise<DemoClip[]> {
  let names: string[];
  try {
    names = await readdir(demoDir);
  } catch (err) {
    throw new Error(`exref media: cannot read the demo assets in ${demoDir}: ${(err as Error).message}`);
  }
  const files = new Set(names);
  const clips = names
    .filter((n) => n.endsWith('.mp4') && files.has(`${n.slice(0, -4)}.jpg`))
    .sort()
    .map((n) => {
      const stem = n.slice(0, -4);
      return { stem, angle: stem.split(/[-_.]/).find((w) => w === 'front' || w === 'side') ?? '' };
    });
  if (clips.length === 0) throw new Error(`exref media: ${demoDir} holds no demo clip (NAME.mp4 with NAME.jpg)`);
  return clips;
}

/** FNV-1a: a stable, cheap spread of file names over the clips (the same name gets the same clip on every run). */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Picks the demo clip (stem) of a video record: one of the clips of its angle, by a hash of its file name. */
function clipChooser(clips: readonly DemoClip[]): (video: VideoRecord) => string {
  const byAngle = new Map<string, DemoClip[]>();
  for (const c of clips) byAngle.set(c.angle, [...(byAngle.get(c.angle) ?? []), c]);
  return (video) => {
    const pool = byAngle.get(video.angle) ?? clips;
    return pool[hash(video.video ?? video.og_image ?? '') % pool.length]!.stem;
  };
}

// What the catalogue allows (load-exercises.ts); such a name needs none of resolveMediaPath's slower checks.
const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Whether the server would serve `name` from `folder`: a link under any other name would be dead or dangerous. */
function servable(root: string, folder: Folder, name: string): boolean {
  if (PLAIN_NAME.test(name)) return true;
  return Buffer.byteLength(name) <= 255 && resolveMediaPath(root, folder, encodeURIComponent(name)).ok;
}

/** Copies the demo assets into the store unless they are there with the same bytes. */
async function copyAssets(from: string, to: string, files: readonly string[]): Promise<number> {
  await mkdir(to, { recursive: true });
  let copied = 0;
  for (const file of files) {
    const [src, dst] = [path.join(from, file), path.join(to, file)];
    const want = await readFile(src);
    const have = await readFile(dst).catch(() => null);
    if (have && want.equals(have)) continue;
    await rm(dst, { force: true });
    await copyFile(src, dst);
    copied++;
  }
  return copied;
}

/** Runs `fn` over `items` with at most `limit` calls in flight. */
async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

type Outcome = 'created' | 'replaced' | 'unchanged' | 'kept' | 'removed' | 'left';

/**
 * Makes `link` a symbolic link to `target`. `entry` is what readdir saw: a missing entry is simply created and an
 * existing link is read only then, which keeps a first run at one system call per link. Real files are never touched.
 */
async function ensureLink(link: string, target: string, entry: { isSymbolicLink(): boolean } | undefined): Promise<Outcome> {
  if (entry && !entry.isSymbolicLink()) return 'kept';
  if (entry) {
    // Synchronous on purpose: reading a link takes microseconds, less than the thread-pool round trip of readlink()
    // (a re-run over 22,000 links: about 150 ms instead of 450 ms).
    if (readlinkSync(link) === target) return 'unchanged';
    // Replaced by rename, so a request served meanwhile sees the old link or the new one, never a gap.
    const tmp = path.join(path.dirname(link), `.${path.basename(link)}.${process.pid}.tmp`);
    await rm(tmp, { force: true });
    await symlink(target, tmp);
    await rename(tmp, link);
    return 'replaced';
  }
  try {
    await symlink(target, link);
    return 'created';
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Appeared since readdir (another prepare running): a real file now wins, a link is checked.
    return ensureLink(link, target, await lstat(link));
  }
}

/**
 * Lays out the demo store in `mediaDir` for `exercises`: links under videos/branded/, videos/unbranded/ and
 * images/og_images/ to the demo clips and their preview images. When `mediaDir` is not the folder holding the demo
 * assets, they are first copied into `<mediaDir>/demo/`, because the server refuses links that leave the media root.
 * Idempotent: correct links are left alone, wrong ones replaced, real files never overwritten, and links of an
 * earlier run that the catalogue no longer names are removed.
 */
export async function prepareMediaStore(
  mediaDir: string,
  exercises: readonly { videos: readonly VideoRecord[] }[],
  opts: PrepareOptions = {},
): Promise<PrepareResult> {
  const t0 = performance.now();
  const root = path.resolve(mediaDir);
  const demoDir = path.resolve(opts.demoDir ?? defaultDemoDir());
  const clips = await demoClips(demoDir);
  const storeDemo = path.join(root, DEMO_FOLDER);
  await mkdir(root, { recursive: true });
  const realRoot = await realpath(root);
  let sameFolder = false;
  if (existsSync(storeDemo)) {
    const real = await realpath(storeDemo);
    // The server follows links only while they stay inside the media root: a demo folder elsewhere would be 403.
    if (!real.startsWith(realRoot + path.sep)) throw new Error(`exref media: ${storeDemo} leads outside the media folder (${real}); remove it`);
    sameFolder = real === (await realpath(demoDir));
  }
  const assets = clips.flatMap((c) => [`${c.stem}.mp4`, `${c.stem}.jpg`]);
  const copied = sameFolder ? 0 : await copyAssets(demoDir, storeDemo, assets);

  const wanted = new Map<Folder, Map<string, string>>(FOLDERS.map((f) => [f, new Map()]));
  const toDemo = new Map(FOLDERS.map((f) => [f, path.relative(path.join(root, f), storeDemo) + path.sep]));
  let skipped = 0;
  const want = (folder: Folder, name: string, asset: string) => {
    const names = wanted.get(folder)!;
    if (names.has(name)) return;
    if (!servable(root, folder, name)) return void skipped++;
    names.set(name, toDemo.get(folder)! + asset);
  };
  const pickClip = clipChooser(clips);
  for (const exercise of exercises) {
    for (const video of exercise.videos) {
      const stem = pickClip(video);
      if (video.video !== null) {
        want('videos/branded', video.video, `${stem}.mp4`);
        want('videos/unbranded', video.video, `${stem}.mp4`);
      }
      if (video.og_image !== null) want('images/og_images', video.og_image, `${stem}.jpg`);
    }
  }

  const counts: Record<Outcome, number> = { created: 0, replaced: 0, unchanged: 0, kept: 0, removed: 0, left: 0 };
  const jobs: (() => Promise<Outcome>)[] = [];
  for (const [folder, names] of wanted) {
    const dir = path.join(root, folder);
    await mkdir(dir, { recursive: true });
    const entries = new Map((await readdir(dir, { withFileTypes: true })).map((d) => [d.name, d]));
    const ours = toDemo.get(folder)!;
    for (const [name, target] of names) jobs.push(() => ensureLink(path.join(dir, name), target, entries.get(name)));
    for (const [name, entry] of entries) {
      if (names.has(name) || !entry.isSymbolicLink()) continue;
      const link = path.join(dir, name);
      // Only links into the demo folder are ours to remove; anything else an operator put there stays.
      jobs.push(async () => ((await readlink(link)).startsWith(ours) ? (await rm(link), 'removed') : 'left'));
    }
  }
  await pool(jobs, opts.concurrency ?? 64, async (job) => void counts[await job()]++);

  let links = 0;
  for (const names of wanted.values()) links += names.size;
  const { created, replaced, unchanged, kept, removed } = counts;
  return { links, created, replaced, unchanged, kept, removed, skipped, copied, ms: Math.round(performance.now() - t0) };
}

/** One line for the console: what prepare did. */
export function formatPrepareResult(mediaDir: string, r: PrepareResult): string {
  const parts = [`${r.created} created`, `${r.replaced} replaced`, `${r.unchanged} unchanged`];
  if (r.removed) parts.push(`${r.removed} stale removed`);
  const extra = [
    r.kept ? `${r.kept} real file(s) kept` : '',
    r.skipped ? `${r.skipped} unsafe name(s) skipped` : '',
    r.copied ? `${r.copied} demo asset(s) copied into ${path.join(mediaDir, DEMO_FOLDER)}` : '',
  ].filter(Boolean);
  return `media store ${mediaDir}: ${r.links} links (${parts.join(', ')})${extra.length ? `, ${extra.join(', ')}` : ''} in ${r.ms} ms`;
}
