/**
 * Media against nginx: the same files, served by nginx on loopback as plain static files, compared in the same
 * run with exref's authenticated, metered /stream/ routes. Runs only where nginx is installed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Comparison, LoadSettings, Target } from './load.ts';
import { compare, cpuCell } from './load.ts';
import type { LoadClient } from './load.ts';
import { freePort } from './processes.ts';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;
const MIB = 2 ** 20;

export interface NginxMediaResult {
  name: string;
  path: string;
  bytes: number;
  range: string | null;
  comparison: Comparison;
}

/** The first catalogue video whose file (through its link) is at least 1 MiB, and the first preview image. */
export async function pickFiles(dataDir: string, mediaDir: string): Promise<{ video: string; image: string } | null> {
  const { exercises } = JSON.parse(await readFile(path.join(dataDir, 'exercises.json'), 'utf8')) as { exercises: { videos: { video: string | null; og_image: string | null }[] }[] };
  let video: string | null = null;
  let image: string | null = null;
  for (const e of exercises) {
    for (const v of e.videos) {
      const size = (rel: string) => { try { return statSync(path.join(mediaDir, rel)).size; } catch { return 0; } };
      if (!video && v.video && size(`videos/branded/${v.video}`) >= MIB) video = v.video;
      if (!image && v.og_image && size(`images/og_images/${v.og_image}`) > 0) image = v.og_image;
    }
    if (video && image) return { video, image };
  }
  return null;
}

/** nginx's location blocks serving `mediaDir` as plain static files under the same /stream/ paths as exref. */
export function staticLocations(mediaDir: string): string {
  return `location /stream/videos/branded/ { alias ${mediaDir}/videos/branded/; }
    location /stream/images/og_images/ { alias ${mediaDir}/images/og_images/; }`;
}

export interface NginxProcess {
  /** The worker's pid: the process that serves, whose CPU time the bench reads (the master's when none is found). */
  pid: number;
  stop(): Promise<void>;
}

/** The pid of the master's one worker process, from /proc; the master's own when /proc cannot tell. */
function workerOf(master: number): number {
  try {
    const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).map(Number);
    return children.length === 1 && children[0]! > 0 ? children[0]! : master;
  } catch {
    return master;
  }
}

/**
 * Starts one nginx master (one worker, sendfile on, no access log) with the given server blocks in its http block,
 * and waits until every port in `ports` accepts.
 */
export async function startNginxWith(tmp: string, name: string, servers: string, ports: number[]): Promise<NginxProcess> {
  const dir = path.join(tmp, name);
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, `daemon off;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/temp; proxy_temp_path ${dir}/temp; fastcgi_temp_path ${dir}/temp; uwsgi_temp_path ${dir}/temp; scgi_temp_path ${dir}/temp;
  types { video/mp4 mp4; image/jpeg jpg; }
${servers}
}
`);
  const child = spawn(NGINX!, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  for (const port of ports) {
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }
  return {
    pid: workerOf(child.pid!),
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGQUIT');
    }),
  };
}

/** Starts nginx with a throwaway configuration serving the media folder under the same /stream/ paths. */
async function startNginx(tmp: string, mediaDir: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const nginx = await startNginxWith(tmp, 'nginx', `  server {
    listen 127.0.0.1:${port};
    ${staticLocations(mediaDir)}
  }`, [port]);
  return { url: `http://127.0.0.1:${port}`, ...nginx };
}

/** 64 KiB ranges of a 1 MiB video and whole small preview images: exref (key, metering) against nginx. */
export async function mediaAgainstNginx(client: LoadClient, server: Target, load: LoadSettings, tmp: string, dataDir: string, mediaDir: string): Promise<NginxMediaResult[] | string> {
  if (!NGINX) return 'nginx is not installed';
  const files = await pickFiles(dataDir, mediaDir);
  if (!files) return `no 1 MiB video in ${mediaDir}: run "exref media prepare" first`;
  const nginx = await startNginx(tmp, mediaDir);
  try {
    const target: Target = { label: 'nginx', url: nginx.url, pid: nginx.pid };
    const videoPath = `/stream/videos/branded/${encodeURIComponent(files.video)}`;
    const imagePath = `/stream/images/og_images/${encodeURIComponent(files.image)}`;
    const scenarios = [
      { name: 'video 64 KiB range', path: videoPath, range: 'bytes=524288-589823', bytes: statSync(path.join(mediaDir, 'videos/branded', files.video)).size },
      { name: 'preview image', path: imagePath, range: null, bytes: statSync(path.join(mediaDir, 'images/og_images', files.image)).size },
    ];
    const out: NginxMediaResult[] = [];
    for (const s of scenarios) {
      const requests = [{ path: s.path, ...(s.range ? { headers: { range: s.range } } : {}) }];
      out.push({ ...s, comparison: await compare(client, server, target, requests, load) });
    }
    return out;
  } finally {
    await nginx.stop();
  }
}

/** Hot media against nginx with sendfile on the same file (issue #13: at least 0.7). */
export const NGINX_GOAL = 0.7;

export function formatNginx(results: NginxMediaResult[] | string | null): string {
  if (results === null) return '';
  if (typeof results === 'string') return `\nMedia against nginx: skipped (${results})\n`;
  const lines = ['', 'Media against nginx serving the same files (exref with key auth and metering, same run)',
    'scenario               exref req/s  nginx req/s  ratio  goal      exref p99  nginx p99   file      CPU µs/req, in the kernel: exref  nginx'];
  for (const r of results) {
    const c = r.comparison;
    lines.push(`${r.name.padEnd(22)} ${Math.round(c.a.rps.median).toLocaleString('en-US').padStart(11)}  ${Math.round(c.b.rps.median).toLocaleString('en-US').padStart(11)}  ${c.ratio.toFixed(2).padStart(5)}  ${NGINX_GOAL.toFixed(2)} ${c.ratio >= NGINX_GOAL ? 'ok  ' : 'MISS'}  ${c.a.p99.toFixed(1).padStart(8)}  ${c.b.p99.toFixed(1).padStart(9)}   ${`${(r.bytes / 1024).toFixed(0)} KiB`.padEnd(8)}  ${cpuCell(c.a).padStart(30)}  ${cpuCell(c.b)}`);
  }
  return `${lines.join('\n')}\n`;
}
