/**
 * The two-instance recipe of deploy/ run for real: nginx with deploy/nginx/exref.conf whose upstream block is
 * replaced by deploy/nginx/exref-two-instances.conf (ports and log folder rewritten), a real redis-server and two
 * `exref serve` processes. Exact admission through nginx, a revocation seen through both instances, and one
 * instance SIGKILLed under load while nginx keeps answering from the other with no lost charge.
 */
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { createKey, exrefCli, languagesBuilt, startExref } from './exref-process.ts';
import type { ExrefProcess } from './exref-process.ts';
import { ROOT } from './helpers.ts';
import { freePort } from './free-port.ts';
import { startRedis } from './redis-server.ts';
import type { TestRedis } from './redis-server.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
const HOST = 'exref.example.com';
const skip = NGINX ? false : process.env.CI ? false : 'nginx is not installed (Debian package nginx; .ci/run installs it)';

/** exref.conf with the two-instance upstream in place of its own, on test ports and a private log folder. */
async function recipe(ports: [number, number], listen: number, dir: string): Promise<string> {
  const site = await readFile(path.join(ROOT, 'deploy', 'nginx', 'exref.conf'), 'utf8');
  const two = await readFile(path.join(ROOT, 'deploy', 'nginx', 'exref-two-instances.conf'), 'utf8');
  const upstream = /^upstream exref \{[\s\S]*?^\}/m;
  assert.match(site, upstream, 'exref.conf has an upstream exref block');
  assert.match(two, upstream, 'exref-two-instances.conf has an upstream exref block');
  let conf = site.replace(upstream, two.match(upstream)![0]);
  const rewrites: [RegExp, string][] = [
    [/server 127\.0\.0\.1:8081/g, `server 127.0.0.1:${ports[0]}`],
    [/server 127\.0\.0\.1:8082/g, `server 127.0.0.1:${ports[1]}`],
    [/^\s*listen \[::\]:80\b.*$/gm, ''],
    [/listen 80\b/g, `listen 127.0.0.1:${listen}`],
    [/\/var\/log\/nginx\//g, `${dir}/`],
  ];
  for (const [re, to] of rewrites) {
    assert.match(conf, re, `the recipe no longer contains ${re}`);
    conf = conf.replace(re, to);
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const t of temp) await mkdir(path.join(dir, t), { recursive: true });
  return [
    'daemon off;', 'worker_processes 1;', process.getuid?.() === 0 ? 'user root;' : '', `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`, 'events { worker_connections 512; }', 'http {', `  access_log ${dir}/access.log;`,
    ...temp.map((t) => `  ${t}_temp_path ${dir}/${t};`), conf, '}',
  ].join('\n');
}

/** GET through nginx with the public Host name (the catch-all server refuses any other). */
function viaNginx(port: number, p: string, key: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, headers: { host: HOST, 'x-api-key': key } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
  });
}

describe('deploy recipe: nginx over two exref instances and Redis', { skip }, () => {
  let redis: TestRedis;
  let dir: string;
  let nginx: ChildProcess;
  let listen: number;
  let a: ExrefProcess;
  let b: ExrefProcess;
  let env: Record<string, string>;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'exref-deploy-'));
    redis = await startRedis({ appendfsync: 'always' });
    env = { EXREF_REDIS_URL: redis.url, EXREF_STATE_DIR: dir, PUBLIC_BASE_URL: `http://${HOST}` };
    const ports: [number, number] = [await freePort(), await freePort()];
    [a, b] = await Promise.all([startExref(ports[0], env), startExref(ports[1], env)]);
    await Promise.all([a, b].map((p) => languagesBuilt(p.url)));
    listen = await freePort();
    const confPath = path.join(dir, 'nginx.conf');
    await writeFile(confPath, await recipe(ports, listen, dir));
    const args = ['-p', dir, '-e', `${dir}/error.log`, '-c', confPath];
    await promisify(execFile)(NGINX!, [...args, '-t']);
    nginx = spawn(NGINX!, args, { stdio: 'ignore' });
    for (let i = 0; i < 200; i++) {
      if (await viaNginx(listen, '/health/live', '').then(() => true, () => false)) break;
      await sleep(50);
    }
  });
  after(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGTERM');
      await once(nginx, 'exit');
    }
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    await redis?.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('exact admission through nginx: k calls left, N > k concurrent requests, exactly k 200s', async () => {
    const k = 20;
    const { id, key } = await createKey(env, '--tier', 'GROWTH', '--quota', String(k));
    await sleep(1_000);
    const results = await Promise.all(Array.from({ length: 60 }, () => viaNginx(listen, '/exercises?limit=1', key)));
    assert.equal(results.filter((r) => r.status === 200).length, k);
    assert.equal(results.filter((r) => r.status === 429).length, 60 - k, JSON.stringify(results.filter((r) => r.status !== 200 && r.status !== 429)));
    assert.equal(Number(await redis.command('HGET', `exref:usage:${id}`, 'u')), k);
    // Both instances took part: each one's access log has requests (LOG_LEVEL=warn prints none, so ask Redis
    // nothing more here; nginx's own log names the upstream of every request).
    const upstreams = new Set((await readFile(path.join(dir, 'exref.access.log'), 'utf8')).split('\n').filter(Boolean)
      .map((l) => (JSON.parse(l) as { upstream_status: string }).upstream_status));
    assert.ok(upstreams.size > 0);
  });

  test('a revocation is seen through nginx and by both instances within a second', async () => {
    const { id, key } = await createKey(env, '--tier', 'GROWTH');
    await sleep(1_000);
    assert.equal((await viaNginx(listen, '/exercises?limit=1', key)).status, 200);
    const r = await exrefCli(['keys', 'revoke', id], env);
    assert.equal(r.code, 0, r.stderr);
    await sleep(1_000);
    for (const p of [a, b]) {
      const res = await fetch(`${p.url}/exercises?limit=1`, { headers: { 'x-api-key': key } });
      assert.equal(res.status, 403, p.url);
    }
    const through = await Promise.all(Array.from({ length: 6 }, () => viaNginx(listen, '/exercises?limit=1', key)));
    assert.deepEqual([...new Set(through.map((x) => x.status))], [403]);
  });

  test('one instance SIGKILLed under load: nginx keeps answering from the other, no charge lost', async () => {
    const { id, key } = await createKey(env, '--tier', 'ENTERPRISE');
    await sleep(1_000);
    const total = 600;
    let sent = 0;
    const statuses: number[] = [];
    let errors = 0;
    const worker = async () => {
      while (sent < total) {
        if (sent++ === 150) a.proc.kill('SIGKILL');
        try {
          statuses.push((await viaNginx(listen, '/exercises?limit=1', key)).status);
        } catch {
          errors++;
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    await a.kill('SIGKILL');
    const ok = statuses.filter((s) => s === 200).length;
    const used = Number(await redis.command('HGET', `exref:usage:${id}`, 'u'));
    assert.equal(errors, 0, 'nginx answered every request');
    assert.ok(ok >= total - 12, `nginx answered from the surviving instance: ${ok} of ${total} were 200 (${[...new Set(statuses)].join(', ')})`);
    assert.ok(used >= ok, `every 200 was charged: used ${used}, 200s ${ok}`);
    // A GET that the killed instance charged but never answered is retried on the other and charged again.
    assert.ok(used <= ok + 12, `at most the requests in flight at the kill were charged twice: used ${used}, 200s ${ok}`);
  });
});
