/**
 * The baseline: a bare node:http server that answers each captured path with the captured status, headers and
 * body bytes, and does nothing else. Whatever the real server does beyond this costs the difference.
 *
 * Usage: node --import tsx bench/baseline-server.ts CAPTURED.json   (PORT, HOST from the environment)
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One captured response as run.ts writes it: the body in base64. */
export interface StoredResponse {
  path: string;
  status: number;
  headers: [string, string][];
  body: string;
}

interface Reply {
  status: number;
  /** Flat [name, value, name, value, ...]: writeHead keeps the names as written. */
  headers: string[];
  body: Buffer;
}

function load(file: string): Map<string, Reply> {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredResponse[];
  return new Map(stored.map((s) => [s.path, { status: s.status, headers: s.headers.flat(), body: Buffer.from(s.body, 'base64') }]));
}

const t0 = performance.now();
const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: baseline-server.ts CAPTURED.json\n');
  process.exit(2);
}
const replies = load(file);
const server = http.createServer((req, res) => {
  // Readiness, so the ready burst can spawn the baseline the way it spawns the server.
  if (req.url === '/health/ready') {
    res.writeHead(200, ['content-type', 'application/json']);
    res.end('{"status":"ready"}');
    return;
  }
  const reply = replies.get(req.url ?? '');
  if (reply === undefined) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(reply.status, reply.headers);
  res.end(reply.body);
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address() as AddressInfo;
  const startupMs = Math.round((performance.now() - t0) * 10) / 10;
  process.stdout.write(`${JSON.stringify({ msg: 'listening', url: `http://${address}:${port}`, startup_ms: startupMs, paths: replies.size })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)).closeAllConnections());
