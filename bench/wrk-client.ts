/**
 * wrk as the load generator, where it is installed: written in C, it needs far less CPU per request than
 * autocannon, which matters when it shares two cores with the server under test. One thread, so the server keeps
 * the other core. A generated Lua script cycles over the requests and prints the figures as one JSON line.
 *
 * Each run opens its connections and holds them HOLD_MS before the first request. Node (libuv 1.45 and later)
 * accepts one connection per event-loop turn, so 64 connections opened at once at a server already answering the
 * first ones are accepted over 100 to 280 ms, and their first requests wait that long in the kernel. wrk then
 * corrects for coordinated omission, adding a sample every mean interval below each long wait: those few first
 * requests became thousands of samples and decided the p99 of a 3-second round. Held, the connections are all
 * accepted while the server is idle, and the percentiles are those of requests on open connections.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BenchRequest } from './scenarios.ts';
import type { LoadClient } from './load.ts';
import { cpuSecondsOf, endedChildrenCpuSeconds } from './processes.ts';

interface WrkSummary {
  requests: number;
  duration_us: number;
  bytes: number;
  errors: number;
  non2xx: number;
  p50_us: number;
  p99_us: number;
  p999_us: number;
}

/** A Lua string literal; the bench only sends ASCII paths and header values, which JSON escapes the Lua way. */
function lua(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`wrk script: not printable ASCII: ${JSON.stringify(text)}`);
  return JSON.stringify(text);
}

/** How long each run holds its freshly opened connections before the first request. */
const HOLD_MS = 300;

function script(requests: readonly BenchRequest[], headers: Record<string, string>, connections: number): string {
  const formatted = requests.map((r) => {
    const all = { ...headers, ...r.headers };
    const table = Object.entries(all).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`).join(', ');
    return `  reqs[#reqs + 1] = wrk.format("GET", ${lua(r.path)}, { ${table} })`;
  });
  return `local reqs = {}
local i = 0
local held = 0
init = function(args)
${formatted.join('\n')}
end
request = function()
  i = i % #reqs + 1
  return reqs[i]
end
-- wrk asks before every request; the first ${connections} asks are the connections' first requests (one thread).
delay = function()
  if held < ${connections} then
    held = held + 1
    return ${HOLD_MS}
  end
  return 0
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"duration_us":%d,"bytes":%d,"errors":%d,"non2xx":%d,"p50_us":%d,"p99_us":%d,"p999_us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99), latency:percentile(99.9)))
end
`;
}

export function wrkInstalled(): Promise<boolean> {
  return new Promise((resolve) => execFile('wrk', ['--version'], (err) => resolve(err === null || (err as NodeJS.ErrnoException).code !== 'ENOENT')));
}

export const wrkClient: LoadClient = {
  name: 'wrk',
  holdMs: HOLD_MS,
  async run(url, requests, s, durationS) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'exref-wrk-'));
    try {
      const file = path.join(dir, 'requests.lua');
      await writeFile(file, script(requests, s.headers, s.connections));
      // wrk takes whole seconds only.
      const args = ['-t1', `-c${s.connections}`, `-d${Math.max(1, Math.round(durationS))}s`, '--timeout', '10s', '-s', file, url];
      const ended0 = endedChildrenCpuSeconds();
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => { stdout += c; });
      child.stderr.setEncoding('utf8').on('data', (c: string) => { stderr += c; });
      // /proc is gone once wrk exits: sample its CPU time while it runs and keep the last reading.
      let cpu = 0;
      const poll = setInterval(() => {
        const now = cpuSecondsOf(child.pid!);
        if (Number.isFinite(now)) cpu = now;
      }, 100);
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      clearInterval(poll);
      // Exact once wrk has been waited for (the polls miss what it used after the last one); wrk is the only child
      // that ends meanwhile. The last poll where /proc/self cannot tell.
      const ended = endedChildrenCpuSeconds() - ended0;
      if (Number.isFinite(ended) && ended >= cpu) cpu = ended;
      const line = stdout.split('\n').reverse().find((l) => l.startsWith('{'));
      if (code !== 0 || !line) throw new Error(`wrk exited with ${code}: ${stderr.trim() || stdout.trim()}`);
      const r = JSON.parse(line) as WrkSummary;
      return {
        completed: r.requests,
        // The held start sent nothing: rates are over the time requests were sent.
        durationS: (r.duration_us - HOLD_MS * 1000) / 1e6,
        non2xx: r.non2xx,
        errors: r.errors,
        bytes: r.bytes,
        latencies: null,
        percentiles: { p50: r.p50_us / 1000, p99: r.p99_us / 1000, p99_9: r.p999_us / 1000 },
        clientCpuS: cpu,
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
