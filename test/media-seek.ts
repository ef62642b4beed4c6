/**
 * Playing a video in headless Chromium and seeking into its middle, for the browser tests standalone and behind
 * nginx: the long clip it needs is made with ffmpeg, and the range requests the player sends are observed from
 * the browser's side.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((p) => existsSync(p)) ?? null;
export const BROWSER_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
export const LONG_SECONDS = 120;

/**
 * A 120 s H.264 clip at a constant 1 Mbit/s (about 15 MB, moov first): far more than the player buffers ahead
 * (a few MB at this rate), so a seek to the middle must fetch from there.
 */
export async function makeLongVideo(file: string): Promise<void> {
  assert.ok(FFMPEG, 'ffmpeg is needed to make the long clip');
  await promisify(execFile)(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=10',
    '-t', String(LONG_SECONDS), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-b:v', '1M', '-minrate', '1M',
    '-maxrate', '1M', '-bufsize', '500k', '-x264-params', 'nal-hrd=cbr', '-movflags', '+faststart', file]);
}

export interface SeenRequest {
  range: string | null;
  status: number | null;
}

// The page functions run in the browser; the project compiles without the DOM library, so these name what they use.
interface PageVideo { error: { code: number; message: string } | null; readyState: number; currentTime: number; duration: number; seeking: boolean; paused: boolean }
declare const document: { querySelector<T>(selector: string): T };

export interface SeekResult {
  /** Requests for the video before the seek, and those the seek caused. */
  before: SeenRequest[];
  after: SeenRequest[];
  seekTo: number;
  /** currentTime once playback had resumed after the seek. */
  resumedAt: number;
}

/**
 * Opens a page with `<video src=url>` playing, waits until it plays, seeks to the middle and waits until it plays
 * again from there. Every request for the video URL is recorded with its Range header and response status.
 */
export async function playAndSeek(browser: Browser, url: string): Promise<SeekResult> {
  const page = await browser.newPage();
  const seen: SeenRequest[] = [];
  const path = new URL(url).pathname;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname !== path) return;
    const entry: SeenRequest = { range: null, status: null };
    seen.push(entry);
    void req.allHeaders().then((h) => (entry.range = h.range ?? null), () => undefined);
    void req.response().then((r) => (entry.status = r?.status() ?? null), () => undefined);
  });
  await page.setContent(`<!doctype html><meta charset="utf-8"><title>seek</title>
    <video id="v" src="${url}" muted autoplay playsinline preload="auto" width="320" height="180"></video>`);
  const playing = await (await page.waitForFunction(() => {
    const v = document.querySelector<PageVideo>('#v');
    if (v.error) return { error: `${v.error.code} ${v.error.message}` };
    return v.currentTime > 0.5 && { error: null, duration: v.duration };
  }, undefined, { timeout: 30_000 })).jsonValue();
  assert.ok(playing && playing.error === null, `the video does not play: ${JSON.stringify(playing)}`);
  // Let the first response settle so what follows can only be the seek's doing.
  await page.waitForTimeout(500);
  const before = seen.splice(0);
  const seekTo = Math.floor((playing.duration as number) / 2);
  await page.evaluate((t) => {
    document.querySelector<PageVideo>('#v').currentTime = t;
  }, seekTo);
  const resumed = await (await page.waitForFunction((t) => {
    const v = document.querySelector<PageVideo>('#v');
    if (v.error) return { error: `${v.error.code} ${v.error.message}`, at: v.currentTime };
    return !v.seeking && !v.paused && v.readyState >= 3 && v.currentTime > t + 0.5 && { error: null, at: v.currentTime };
  }, seekTo, { timeout: 30_000 })).jsonValue();
  assert.ok(resumed && resumed.error === null, `playback did not resume after the seek: ${JSON.stringify(resumed)}`);
  await page.waitForTimeout(200);
  const after = seen.slice();
  await page.close();
  return { before, after, seekTo, resumedAt: resumed.at };
}

/** The asserts shared by every mode: the seek fetched from the middle with a 206, and playback resumed there. */
export function assertSeekFetchedMiddle(result: SeekResult, size: number): void {
  assert.ok(result.before.length >= 1, 'the video was requested');
  const starts = result.after.map((r) => /^bytes=(\d+)-/.exec(r.range ?? '')).filter((m) => m !== null).map((m) => Number(m![1]));
  assert.ok(result.after.length >= 1, `the seek caused a request (before: ${JSON.stringify(result.before)})`);
  const middle = starts.find((s) => s > size * 0.3 && s < size * 0.8);
  assert.ok(middle !== undefined, `a range request from the middle of the file: ${JSON.stringify(result.after)} of ${size} bytes`);
  const answered = result.after.find((r) => r.range !== null && Number(/^bytes=(\d+)-/.exec(r.range)?.[1]) === middle);
  assert.equal(answered?.status, 206, 'answered with 206');
  assert.ok(result.resumedAt > result.seekTo, `playback resumed after ${result.seekTo} s: at ${result.resumedAt} s`);
}
