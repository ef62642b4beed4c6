/**
 * Media beyond the hot path (issue 13), each against nginx in the same run:
 * - offload: exref behind nginx with MEDIA_OFFLOAD=nginx (X-Accel-Redirect, nginx sends the file), exref behind
 *   nginx without offload (nginx relays exref's bytes), and nginx serving the file directly;
 * - cold: whole preview images cycled over thousands of distinct files, more than the hot-file cache holds.
 * The nginx sites mirror deploy/nginx/exref.conf's /stream/ and /_exref_media/ locations (no TLS, no access log).
 */
import { copyFile, mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Comparison, LoadClient, LoadSettings, Target } from './load.ts';
import { compare, cpuCell } from './load.ts';
import { NGINX, pickFiles, startNginxWith, staticLocations } from './nginx-media.ts';
import { freePort } from './processes.ts';

export const COLD_FILES = 2_400;

export interface MediaBenchRow {
  group: 'offload' | 'cold';
  name: string;
  comparison: Comparison;
  /** What the exref side's /health/detailed said of its cache after the rounds. */
  cache?: Record<string, unknown> | null;
}

export interface MediaBenchDeps {
  client: LoadClient;
  load: LoadSettings;
  tmp: string;
  dataDir: string;
  mediaDir: string;
  /** The standalone exref already running on the shipped media store (no offload). */
  server: Target;
  /** Starts another `exref serve` with extra environment; its `stop` ends it (the run's end would too). */
  startServer(name: string, env: Record<string, string>): Promise<Target & { stop: () => Promise<void> }>;
  /** The run-in every server of the run gets before it is measured (the mix of all JSON requests). */
  runIn(target: Target): Promise<unknown>;
}

/** The proxy part of deploy/nginx/exref.conf's /stream/ location, in front of one upstream. */
function proxied(upstream: string): string {
  return `location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_max_temp_file_size 0;
    }`;
}

/** The internal location of deploy/nginx/exref.conf, on `mediaDir` (a real path). */
async function internalLocation(mediaDir: string): Promise<string> {
  const shipped = await readFile(path.resolve(import.meta.dirname, '..', 'deploy', 'nginx', 'exref.conf'), 'utf8');
  const block = /location \/_exref_media\/ \{[\s\S]*?\n {4}\}/.exec(shipped)?.[0];
  if (!block) throw new Error('deploy/nginx/exref.conf has no /_exref_media/ location');
  return block.replace(/alias \/srv\/exref\/media\/;/, `alias ${mediaDir}/;`);
}

/** Waits until a freshly started server has built every language in the background, so that work is not measured. */
async function settled<T extends Target>(target: T): Promise<T> {
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(`${target.url}/health/startup`);
      if (((await r.json()) as { all_languages_built_ms?: number | null }).all_languages_built_ms != null) return target;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return target;
}

async function cacheOf(target: Target, key: string): Promise<Record<string, unknown> | null> {
  try {
    const r = await fetch(`${target.url}/health/detailed`, { headers: { 'x-api-key': key } });
    const body = (await r.json()) as { checks?: { media_cache?: Record<string, unknown> } };
    return body.checks?.media_cache ?? null;
  } catch {
    return null;
  }
}

/** nginx with offload, nginx relaying exref, nginx direct: 64 KiB ranges of a 1 MiB video and the whole video. */
export async function mediaOffloadBench(d: MediaBenchDeps): Promise<MediaBenchRow[] | string> {
  if (!NGINX) return 'nginx is not installed';
  const files = await pickFiles(d.dataDir, d.mediaDir);
  if (!files) return `no 1 MiB video in ${d.mediaDir}: run "exref media prepare" first`;
  const offloaded = await settled(await d.startServer('offload', { MEDIA_OFFLOAD: 'nginx', EXREF_MEDIA_DIR: d.mediaDir }));
  try {
    await d.runIn(offloaded);
    return await offloadRows(d, files, offloaded);
  } finally {
    await offloaded.stop();
  }
}

async function offloadRows(d: MediaBenchDeps, files: { video: string }, offloaded: Target): Promise<MediaBenchRow[]> {
  const [viaOffload, viaProxy, direct] = [await freePort(), await freePort(), await freePort()];
  const realMedia = await realpath(d.mediaDir);
  const up = (t: Target) => new URL(t.url).host;
  const nginx = await startNginxWith(d.tmp, 'nginx-offload', `  upstream exref_plain { server ${up(d.server)}; keepalive 32; }
  upstream exref_offload { server ${up(offloaded)}; keepalive 32; }
  server {
    listen 127.0.0.1:${viaProxy};
    ${proxied('exref_plain')}
  }
  server {
    listen 127.0.0.1:${viaOffload};
    ${proxied('exref_offload')}
    ${await internalLocation(realMedia)}
  }
  server {
    listen 127.0.0.1:${direct};
    ${staticLocations(d.mediaDir)}
  }`, [viaOffload, viaProxy, direct]);
  try {
    // The CPU of a side is nginx's worker's plus that of the exref behind it: the whole cost of a request.
    const target = (label: string, port: number, behind?: Target): Target => ({ label, url: `http://127.0.0.1:${port}`, pid: nginx.pid, ...(behind ? { alsoPids: [behind.pid] } : {}) });
    const [offload, proxy, plain] = [target('nginx+offload', viaOffload, offloaded), target('nginx relaying exref', viaProxy, d.server), target('nginx direct', direct)];
    const video = `/stream/videos/branded/${encodeURIComponent(files.video)}`;
    const scenarios = [
      { name: 'video 64 KiB range', requests: [{ path: video, headers: { range: 'bytes=524288-589823' } }] },
      { name: 'whole video 1 MiB', requests: [{ path: video }] },
    ];
    const rows: MediaBenchRow[] = [];
    for (const s of scenarios) {
      rows.push({ group: 'offload', name: `${s.name}: offload / direct`, comparison: await compare(d.client, offload, plain, s.requests, d.load) });
      rows.push({ group: 'offload', name: `${s.name}: offload / relay`, comparison: await compare(d.client, offload, proxy, s.requests, d.load) });
    }
    rows.at(-1)!.cache = await cacheOf(offloaded, d.load.headers['x-api-key'] ?? '');
    return rows;
  } finally {
    await nginx.stop();
  }
}

/**
 * COLD_FILES distinct preview images (copies of one demo image, each with its own trailing bytes, so none is a
 * link to another), requested in turn: exref with its default cache, which cannot hold them all, against nginx.
 */
export async function mediaColdBench(d: MediaBenchDeps): Promise<MediaBenchRow[] | string> {
  if (!NGINX) return 'nginx is not installed';
  const files = await pickFiles(d.dataDir, d.mediaDir);
  if (!files) return `no preview image in ${d.mediaDir}: run "exref media prepare" first`;
  const coldDir = path.join(d.tmp, 'cold-media');
  const images = path.join(coldDir, 'images', 'og_images');
  await mkdir(images, { recursive: true });
  await mkdir(path.join(coldDir, 'videos', 'branded'), { recursive: true });
  const source = path.join(d.mediaDir, 'images', 'og_images', files.image);
  const image = await readFile(source);
  const names: string[] = [];
  for (let i = 0; i < COLD_FILES; i++) {
    const name = `cold-${String(i).padStart(5, '0')}.jpg`;
    names.push(name);
    if (i === 0) await copyFile(source, path.join(images, name));
    else await writeFile(path.join(images, name), Buffer.concat([image, Buffer.from(`exref cold file ${i}`)]));
  }
  const server = await settled(await d.startServer('cold', { EXREF_MEDIA_DIR: coldDir }));
  try {
    await d.runIn(server);
    return await coldRows(d, server, coldDir, names, image.length);
  } finally {
    await server.stop();
  }
}

async function coldRows(d: MediaBenchDeps, server: Target, coldDir: string, names: readonly string[], imageBytes: number): Promise<MediaBenchRow[]> {
  const port = await freePort();
  const nginx = await startNginxWith(d.tmp, 'nginx-cold', `  server {
    listen 127.0.0.1:${port};
    ${staticLocations(coldDir)}
  }`, [port]);
  try {
    const requests = names.map((n) => ({ path: `/stream/images/og_images/${n}` }));
    const comparison = await compare(d.client, server, { label: 'nginx', url: `http://127.0.0.1:${port}`, pid: nginx.pid }, requests, d.load);
    const cache = await cacheOf(server, d.load.headers['x-api-key'] ?? '');
    return [{ group: 'cold', name: `${COLD_FILES} distinct previews (${(imageBytes / 1024).toFixed(0)} KiB)`, comparison, cache }];
  } finally {
    await nginx.stop();
  }
}

export function formatMediaBench(offload: MediaBenchRow[] | string | null, cold: MediaBenchRow[] | string | null): string {
  const lines: string[] = [];
  const table = (title: string, result: MediaBenchRow[] | string | null, goal: number | null) => {
    if (result === null) return;
    if (typeof result === 'string') {
      lines.push('', `${title}: skipped (${result})`);
      return;
    }
    lines.push('', title, 'scenario                                  A req/s     B req/s  ratio  goal        A p99     B p99   CPU µs/req (kernel): A, B');
    for (const r of result) {
      const c = r.comparison;
      const verdict = goal === null ? '          ' : `${goal.toFixed(2)} ${c.ratio >= goal ? 'ok  ' : 'MISS'} `;
      lines.push(`${r.name.padEnd(40)} ${Math.round(c.a.rps.median).toLocaleString('en-US').padStart(9)}  ${Math.round(c.b.rps.median).toLocaleString('en-US').padStart(10)}  ${c.ratio.toFixed(2).padStart(5)}  ${verdict} ${c.a.p99.toFixed(1).padStart(7)}  ${c.b.p99.toFixed(1).padStart(8)}   ${cpuCell(c.a)}, ${cpuCell(c.b)}   (A ${c.a.label}, B ${c.b.label})`);
      if (r.cache) lines.push(`  cache of the exref side: ${JSON.stringify(r.cache)}`);
    }
  };
  table('Media behind nginx: MEDIA_OFFLOAD=nginx against nginx direct and against nginx relaying exref (same run)', offload, null);
  table('Media, cold files: exref (key, metering) against nginx on the same files (same run)', cold, 0.5);
  return lines.length ? `${lines.join('\n')}\n` : '';
}
