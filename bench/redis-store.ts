/**
 * The shared store measured (`npm run bench -- --only redis`): in one run, a real redis-server (AOF, appendfsync
 * always: the no-loss setting) and
 *  1. `exref serve` on the Redis store against `exref serve` on the file store, GET /exercises/{id} (a JSON
 *     scenario), alternated round by round, with Redis's own count of commands per admitted request;
 *  2. `exref serve --workers 2` against `--workers 1`, both on Redis.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { compare } from './load.ts';
import type { Comparison, LoadClient, LoadSettings, Target } from './load.ts';
import { freePort } from './processes.ts';
import type { ChildServer, SpawnSpec } from './processes.ts';

const run = promisify(execFile);
const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisBenchResult {
  path: string;
  appendfsync: 'always';
  /** Redis store (a) against the file store (b), one process each. */
  store: Comparison;
  /** Round trips (EVALSHA or EVAL calls) per admitted request while the Redis side was measured. */
  redisCommandsPerRequest: number;
  /** Timed commands over the same window (key-version polls, pings): not per request. */
  backgroundCommands: number;
  admitted: number;
  /** --workers 2 (a) against --workers 1 (b), both on Redis. CPU columns cover the primary only. */
  workers: Comparison | string;
}

export interface RedisBenchContext {
  client: LoadClient;
  load: LoadSettings;
  tmp: string;
  root: string;
  cli: string;
  /** The state folder holding the bench key (keys.json), migrated into Redis. */
  keysDir: string;
  exercisePath: string;
  serveSpec(name: string, port: number, stateDir: string, extra?: Record<string, string>): SpawnSpec;
  start(spec: SpawnSpec): Promise<ChildServer>;
  stop(child: ChildServer): Promise<void>;
  freshState(name: string): Promise<string>;
  progress(line: string): void;
}

function resp(port: number, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    let text = '';
    s.setEncoding('utf8').on('data', (d: string) => {
      text += d;
      const m = /^\$(\d+)\r\n/.exec(text);
      if ((m && text.length >= m[0].length + Number(m[1]) + 2) || /^([+:-].*|\$-1)\r\n$/.test(text)) {
        s.end();
        resolve(m ? text.slice(m[0].length, m[0].length + Number(m[1])) : text.startsWith('$') ? '' : text.slice(1, -2));
      }
    });
    s.on('error', reject);
    s.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
  });
}

/** Calls per command name since Redis started. Commands a script runs (HMGET, HSET) are counted under their own
 *  names, so a client's round trips are its EVALSHA/EVAL calls plus the plain commands it sends. */
async function commandCalls(port: number): Promise<Map<string, number>> {
  const info = await resp(port, ['INFO', 'commandstats']);
  return new Map([...info.matchAll(/^cmdstat_([a-z|_]+):calls=(\d+)/gm)].map((m) => [m[1]!, Number(m[2])]));
}

/** Spawns `exref serve --workers N` and waits for the primary's line saying the whole pool listens. */
async function startPool(spec: SpawnSpec, workers: number): Promise<ChildServer> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...spec.args, '--workers', String(workers)], { cwd: spec.cwd, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (out = (out + d).slice(-4000)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${spec.name}: no pool listening line in 90 s\n${out}`)), 90_000);
    child.once('exit', (code) => reject(new Error(`${spec.name}: exited (${code}) before listening\n${out}`)));
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out = (out + d).slice(-4000);
      const m = new RegExp(`listening on (http://\\S+) with ${workers} workers`).exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
  });
  return {
    name: spec.name, pid: child.pid!, url, startupMs: null, spawnToListeningMs: performance.now() - t0,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until a freshly started server has built every language: the background build would be measured too. */
async function settled(url: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    const startup = await fetch(`${url}/health/startup`).then((r) => r.json() as Promise<{ all_languages_built_ms: number | null }>, () => null);
    if (startup?.all_languages_built_ms != null) return;
    await sleep(100);
  }
}

export async function redisBench(ctx: RedisBenchContext): Promise<RedisBenchResult | string> {
  try {
    await run(REDIS_SERVER, ['--version']);
  } catch {
    return 'redis-server is not installed (Debian package redis-server)';
  }
  const dir = await mkdtemp(path.join(ctx.tmp, 'redis-'));
  const port = await freePort();
  const redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'], { stdio: 'ignore' });
  const children: ChildServer[] = [];
  try {
    for (let i = 0; i < 100 && (await resp(port, ['PING']).catch(() => '')) !== 'PONG'; i++) await sleep(50);
    const redisEnv = { EXREF_REDIS_URL: `redis://127.0.0.1:${port}`, EXREF_REDIS_PREFIX: 'bench:' };
    // The bench key goes into Redis the way an operator moves a deployment: exref state migrate.
    await run(process.execPath, [ctx.cli, 'state', 'migrate'], { cwd: ctx.root, env: { ...process.env, EXREF_STATE_DIR: ctx.keysDir, ...redisEnv } });
    const requests = [{ path: ctx.exercisePath }];

    const file = await ctx.start(ctx.serveSpec('file store', await freePort(), await ctx.freshState('file')));
    const onRedis = await ctx.start(ctx.serveSpec('redis store', await freePort(), await ctx.freshState('redis'), redisEnv));
    children.push(file, onRedis);
    await Promise.all([settled(file.url), settled(onRedis.url)]);
    const keyId = (JSON.parse(await readFile(path.join(ctx.keysDir, 'keys.json'), 'utf8')) as { keys: { id: string }[] }).keys[0]!.id;
    const usage = async () => Number((await resp(port, ['HGET', `bench:usage:${keyId}`, 'u'])) || 0);
    // Commands are counted over the whole comparison; only the Redis side sends any (file side: none at all).
    const [c0, u0] = [await commandCalls(port), await usage()];
    const store = await compare(ctx.client, { label: 'redis store', url: onRedis.url, pid: onRedis.pid }, { label: 'file store', url: file.url, pid: file.pid }, requests, ctx.load);
    const [c1, u1] = [await commandCalls(port), await usage()];
    const admitted = u1 - u0;
    const delta = (name: string) => (c1.get(name) ?? 0) - (c0.get(name) ?? 0);
    const scriptCalls = delta('evalsha') + delta('eval');
    // exref's other commands: the key-version poll (GET) and the connection check (PING), both timed, not per request.
    const background = delta('get') + delta('ping');
    const redisCommandsPerRequest = scriptCalls / admitted;
    ctx.progress(`  redis store vs file store: ${Math.round(store.a.rps.median)} vs ${Math.round(store.b.rps.median)} req/s, ratio ${store.ratio.toFixed(2)}; ${redisCommandsPerRequest.toFixed(3)} round trips per request (+${background} timed polls)`);
    await ctx.stop(file);
    await ctx.stop(onRedis);

    let workers: Comparison | string;
    try {
      const spec = (name: string) => ctx.serveSpec(name, 0, '', redisEnv);
      const two = await startPool({ ...spec('workers 2'), env: { ...spec('workers 2').env, PORT: String(await freePort()), EXREF_STATE_DIR: await ctx.freshState('w2') } }, 2);
      children.push(two);
      // --workers 1 is plain `exref serve` (no primary): the same process the first comparison measured.
      const one = await ctx.start({ ...spec('workers 1'), env: { ...spec('workers 1').env, PORT: String(await freePort()), EXREF_STATE_DIR: await ctx.freshState('w1') } });
      children.push(one);
      // Each worker builds its languages: poll a few times so both workers of the pool are likely past it.
      for (let i = 0; i < 4; i++) await Promise.all([settled(two.url), settled(one.url)]);
      await sleep(2_000);
      const a: Target = { label: 'workers 2', url: two.url, pid: two.pid };
      workers = await compare(ctx.client, a, { label: 'workers 1', url: one.url, pid: one.pid }, requests, ctx.load);
      ctx.progress(`  --workers 2 vs --workers 1 (Redis): ${Math.round(workers.a.rps.median)} vs ${Math.round(workers.b.rps.median)} req/s, ratio ${workers.ratio.toFixed(2)}`);
    } catch (err) {
      workers = `failed: ${(err as Error).message.split('\n')[0]}`;
    }
    return { path: requests[0]!.path.replace(/\/\d+$/, '/{id}'), appendfsync: 'always', store, redisCommandsPerRequest, backgroundCommands: background, admitted, workers };
  } finally {
    for (const c of children) await c.stop().catch(() => undefined);
    redis.kill('SIGTERM');
  }
}

/** The section of the printed report. */
export function formatRedis(r: RedisBenchResult | string | null | undefined): string {
  if (r === null || r === undefined) return '';
  if (typeof r === 'string') return `\nRedis store: skipped: ${r}\n`;
  const side = (c: Comparison) => `${Math.round(c.a.rps.median)} vs ${Math.round(c.b.rps.median)} req/s, ratio ${c.ratio.toFixed(2)}, p99 ${c.a.p99.toFixed(1)} vs ${c.b.p99.toFixed(1)} ms`;
  return [
    '',
    `Redis store (redis-server, appendfsync ${r.appendfsync}), GET ${r.path}:`,
    `  Redis store vs file store (one process each): ${side(r.store)}`,
    `  Redis round trips per request: ${r.redisCommandsPerRequest.toFixed(3)} (EVALSHA/EVAL calls / ${r.admitted} admitted requests; plus ${r.backgroundCommands} timed key polls and pings in the window)`,
    `  --workers 2 vs --workers 1, both on Redis: ${typeof r.workers === 'string' ? r.workers : side(r.workers)}`,
    '',
  ].join('\n');
}
