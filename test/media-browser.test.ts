import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { chromium } from 'playwright-core';
import { prepareMediaStore } from '../src/media/prepare.ts';
import { ROOT, demoCatalogue, startTestServer } from './helpers.ts';
import { BROWSER_ARGS, FFMPEG, assertSeekFetchedMiddle, makeLongVideo, playAndSeek } from './media-seek.ts';

// The Debian package (apt-get install chromium): the test never downloads a browser.
const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
const SCREENSHOT = path.join(ROOT, 'test-artifacts', 'media-browser.png');
// Locally a missing browser skips the test; in CI (CI set) it fails it, so the browser check cannot silently vanish.
const skip = !existsSync(CHROMIUM) && !process.env.CI ? `${CHROMIUM} is missing: apt-get install chromium to run this test` : false;

// The page functions run in the browser; the project compiles without the DOM library, so these name what they use.
interface PageVideo { error: { code: number; message: string } | null; readyState: number; currentTime: number; videoWidth: number; videoHeight: number }
interface PageImage { complete: boolean; naturalWidth: number; naturalHeight: number }
declare const document: { querySelector<T>(selector: string): T };

test('a browser plays a video and shows a preview image through their ?token= URLs', { skip, timeout: 60_000 }, async (t) => {
  assert.ok(existsSync(CHROMIUM), `${CHROMIUM} is missing: CI must apt-get install chromium`);
  const catalogue = await demoCatalogue();
  const exercise = catalogue.exercises.find((e) => e.videos.some((v) => v.video !== null && v.og_image !== null))!;
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'exref-browser-'));
  t.after(() => rm(mediaDir, { recursive: true, force: true }));
  await prepareMediaStore(mediaDir, [exercise]);
  const srv = await startTestServer({ env: { EXREF_MEDIA_DIR: mediaDir, MEDIA_TOKEN_SECRET: 'browser-test-secret-0123456789abcdef' } });
  t.after(() => srv.close());

  const minted = await srv.get('/media/token', { method: 'POST' });
  assert.equal(minted.status, 200);
  const token = encodeURIComponent(minted.body.token as string);
  const detail = await srv.get(`/exercises/${exercise.id}`);
  const video = (detail.body.videos as { url: string | null; og_image: string | null }[]).find((v) => v.url && v.og_image)!;
  // The API names its public base URL (http://api.test in tests); the browser reaches the same paths on the real port.
  const local = (url: string) => `${srv.url}${new URL(url).pathname}?token=${token}`;
  const [videoUrl, imageUrl] = [local(video.url!), local(video.og_image!)];
  // Without the token the browser gets nothing: the page below proves the token is what opens the media.
  assert.equal((await fetch(videoUrl.replace(/\?token=.*$/, ''))).status, 401);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  t.after(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 720, height: 640 } });
  await page.setContent(`<!doctype html><meta charset="utf-8"><title>exref media</title>
    <body style="margin:8px;background:#fff">
    <video id="v" src="${videoUrl}" muted autoplay playsinline width="640" height="360"></video>
    <img id="i" src="${imageUrl}" width="320" height="180" alt="preview">`);

  // Waits until the video has played a third of a second, or failed.
  const played = await (await page.waitForFunction(() => {
    const v = document.querySelector<PageVideo>('#v');
    const state = { error: v.error && `${v.error.code} ${v.error.message}`, readyState: v.readyState, currentTime: v.currentTime, width: v.videoWidth, height: v.videoHeight };
    return (state.error !== null || (v.readyState >= 2 && v.currentTime > 0.3)) && state;
  }, undefined, { timeout: 20_000 })).jsonValue();
  assert.ok(played);
  assert.equal(played.error, null, `the video failed to play: ${JSON.stringify(played)}`);
  assert.ok(played.readyState >= 2, 'the video has data for the current frame');
  assert.ok(played.currentTime > 0.3, 'currentTime advances: it plays');
  assert.deepEqual([played.width, played.height], [640, 360]);

  const image = await (await page.waitForFunction(() => {
    const i = document.querySelector<PageImage>('#i');
    return i.complete && { naturalWidth: i.naturalWidth, naturalHeight: i.naturalHeight };
  }, undefined, { timeout: 10_000 })).jsonValue();
  assert.ok(image && image.naturalWidth > 0, 'the preview image decoded');
  assert.deepEqual([image.naturalWidth, image.naturalHeight], [640, 360]);

  await mkdir(path.dirname(SCREENSHOT), { recursive: true });
  await page.screenshot({ path: SCREENSHOT });
});

const noFfmpeg = !FFMPEG && !process.env.CI ? 'ffmpeg is missing: apt-get install ffmpeg to make the long clip' : false;

test('a browser seeks into the middle of a long video: the seek fetches a range from there (206) and playback resumes', { skip: skip || noFfmpeg, timeout: 120_000 }, async (t) => {
  const catalogue = await demoCatalogue();
  const exercise = catalogue.exercises.find((e) => e.videos.some((v) => v.video !== null))!;
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'exref-seek-'));
  t.after(() => rm(mediaDir, { recursive: true, force: true }));
  await prepareMediaStore(mediaDir, [exercise]);
  const name = exercise.videos.find((v) => v.video !== null)!.video!;
  const file = path.join(mediaDir, 'videos', 'branded', name);
  await rm(file);
  await makeLongVideo(file);
  const size = (await stat(file)).size;
  const srv = await startTestServer({ env: { EXREF_MEDIA_DIR: mediaDir, MEDIA_TOKEN_SECRET: 'browser-seek-secret-0123456789abcdef' } });
  t.after(() => srv.close());
  const { token } = (await srv.get('/media/token', { method: 'POST' })).body as { token: string };

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS, headless: true });
  t.after(() => browser.close());
  const result = await playAndSeek(browser, `${srv.url}/stream/videos/branded/${encodeURIComponent(name)}?token=${encodeURIComponent(token)}`);
  assertSeekFetchedMiddle(result, size);
});
