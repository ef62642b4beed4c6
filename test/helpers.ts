import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { mkdtemp, readdir, readlink, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { KeyStore } from '../src/auth/key-store.ts';
import { TIERS } from '../src/auth/tiers.ts';
import type { Tier } from '../src/auth/tiers.ts';
import { Catalogue } from '../src/catalogue/catalogue.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/log.ts';
import type { Logger } from '../src/log.ts';
import { openLedger } from '../src/quota/ledger.ts';
import type { LedgerOptions, OpenedLedger } from '../src/quota/ledger.ts';
import { createServer } from '../src/server.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_DIR = path.join(ROOT, 'data');

let cataloguePromise: Promise<Catalogue> | null = null;
/** The shipped demo catalogue, loaded once per test file. */
export function demoCatalogue(): Promise<Catalogue> {
  return (cataloguePromise ??= Catalogue.load(DATA_DIR));
}

export interface TestServerOptions {
  env?: Record<string, string>;
  clock?: () => Date;
  random?: () => number;
  metering?: boolean;
  catalogue?: Catalogue;
  /** The server's logger (default: silent). */
  log?: Logger;
  /** Options of the server's ledger (its I/O, to make a disk fail). */
  ledgerOptions?: LedgerOptions;
}

export interface TestServer {
  url: string;
  stateDir: string;
  /** One active key per tier. */
  keys: Record<Tier, string>;
  keyStore: KeyStore;
  ledger: OpenedLedger | null;
  server: ReturnType<typeof createServer>;
  /** fetch relative to the server, with the key of `tier` (default PROFESSIONAL) unless `key` is given (null: none). */
  get(pathAndQuery: string, init?: { tier?: Tier; key?: string | null; headers?: Record<string, string>; method?: string }): Promise<CheckedResponse>;
  close(): Promise<void>;
}

export interface CheckedResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON (already validated against the OpenAPI schema for the operation and status). */
  body: any;
  text: string;
}

/** Starts the real server on port 0 over the demo catalogue with a fresh state folder. */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const stateDir = await mkdtemp(path.join(tmpdir(), 'exref-test-'));
  const config = loadConfig({ PORT: '0', EXREF_STATE_DIR: stateDir, EXREF_DATA_DIR: DATA_DIR, LOG_LEVEL: 'silent', PUBLIC_BASE_URL: 'http://api.test', ...opts.env }, ROOT);
  const catalogue = opts.catalogue ?? (await demoCatalogue());
  const keyStore = await KeyStore.open(stateDir);
  const keys = {} as Record<Tier, string>;
  for (const tier of TIERS) keys[tier] = (await keyStore.create({ tier, name: `test ${tier}` }, opts.clock?.() ?? new Date())).key;
  const ledger = opts.metering === false ? null : await openLedger(stateDir, opts.ledgerOptions ?? {});
  const server = createServer(config, {
    catalogue, keys: keyStore, ledger, log: opts.log ?? createLogger('silent'), clock: opts.clock, random: opts.random,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const contract = await loadContract(url);
  return {
    url, stateDir, keys, keyStore, ledger, server,
    async get(p, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      const key = init.key === undefined ? keys[init.tier ?? 'PROFESSIONAL'] : init.key;
      if (key !== null) headers['x-api-key'] = key;
      const res = await fetch(url + p, { method: init.method ?? 'GET', headers });
      const text = await res.text();
      const type = res.headers.get('content-type') ?? '';
      let body: unknown = text;
      if (type.startsWith('application/json') && init.method !== 'HEAD') {
        body = JSON.parse(text);
        contract.check(init.method ?? 'GET', p, res.status, body);
      }
      return { status: res.status, headers: res.headers, body, text };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      keyStore.close();
      if (ledger) await ledger.close();
      await rm(stateDir, { recursive: true, force: true });
    },
  };
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

/** Validates response bodies against the schema /openapi.json declares for the operation and status. */
export async function loadContract(url: string) {
  const doc = (await (await fetch(`${url}/openapi.json`)).json()) as { paths: Record<string, Record<string, any>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: 'urn:exref:openapi' });
  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    re: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+').replace(/[.]/g, '\\.')}$`),
  }));
  const cache = new Map<string, ValidateFunction>();
  return {
    check(method: string, pathAndQuery: string, status: number, body: unknown) {
      const p = pathAndQuery.split('?')[0]!;
      const match = templates.find((t) => t.re.test(p) && doc.paths[t.template]![method.toLowerCase()]);
      if (!match) return; // unknown paths answer the router's 404, which has no operation
      const op = doc.paths[match.template]![method.toLowerCase()];
      assert.ok(op.responses[status], `${method} ${match.template} answered ${status}, which /openapi.json does not declare`);
      const pointer = `#/paths/${match.template.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
      let validate = cache.get(pointer);
      if (!validate) {
        validate = ajv.compile({ $ref: `urn:exref:openapi${pointer}` });
        cache.set(pointer, validate);
      }
      assert.ok(validate(body), `${method} ${pathAndQuery} ${status} does not match its schema: ${ajv.errorsText(validate.errors)}`);
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with node:http, the path sent byte for byte (fetch would normalise `..` away and add headers),
 * the body read whole. No agent unless one is given, so each request has its own connection.
 */
export function rawRequest(
  target: { host: string; port: number | string; path: string },
  opts: { method?: string; headers?: Record<string, string>; agent?: http.Agent } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ ...target, method: opts.method ?? 'GET', headers: opts.headers, agent: opts.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * HTTP/1.1 requests sent on one connection in one write (`heads`: each request's head, blank line included), and
 * the answers read in order, each body by its Content-Length. Resolves once there are as many answers as requests,
 * or with `untilClose`, with every answer once the server has closed the connection (bytes that are not a request
 * may then be part of `heads`); rejects after 30 s with how many came.
 */
export function pipelined(url: string, heads: readonly string[], { untilClose = false } = {}): Promise<{ status: number; headers: Record<string, string>; body: Buffer }[]> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname, () => socket.write(heads.join('')));
    let buf = Buffer.alloc(0);
    const got: { status: number; headers: Record<string, string>; body: Buffer }[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${got.length} of ${heads.length} pipelined requests answered: ${got.map((g) => g.status)}`));
    }, 30_000);
    socket.on('data', (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      for (;;) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) break;
        const [statusLine, ...lines] = buf.subarray(0, end).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
        const length = Number(headers['content-length'] ?? 0);
        if (buf.length < end + 4 + length) break;
        got.push({ status: Number(statusLine!.split(' ')[1]), headers, body: buf.subarray(end + 4, end + 4 + length) });
        buf = buf.subarray(end + 4 + length);
      }
      if (got.length === heads.length && !untilClose) {
        clearTimeout(timer);
        socket.destroy();
        resolve(got);
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (untilClose) resolve(got);
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Polls `check` every 50 ms for up to `ms`; the last value. */
export async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await sleep(50);
  }
}

/** What this process's open descriptors point to (Linux: /proc/self/fd), one entry per descriptor. */
export async function openPaths(): Promise<string[]> {
  const targets: string[] = [];
  for (const fd of await readdir('/proc/self/fd')) targets.push(await readlink(`/proc/self/fd/${fd}`).catch(() => ''));
  return targets;
}
