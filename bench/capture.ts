/** Plain HTTP calls to the server under test: fixture look-ups and the responses the baseline replays. */
import http from 'node:http';
import type { BenchRequest } from './scenarios.ts';

export interface Captured {
  path: string;
  status: number;
  /** Header name/value pairs as received, minus those node:http writes itself. */
  headers: [string, string][];
  body: Buffer;
}

/** Node adds these to every response on its own; the baseline must not send them twice. */
const NODE_OWNED = new Set(['date', 'connection', 'keep-alive']);

export function request(baseUrl: string, req: BenchRequest, apiKey: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const r = http.get(new URL(req.path, baseUrl), { agent: false, headers: { 'x-api-key': apiKey, ...req.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!NODE_OWNED.has(name.toLowerCase())) headers.push([name, res.rawHeaders[i + 1]!]);
        }
        resolve({ path: req.path, status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    r.on('error', reject);
    r.setTimeout(10_000, () => r.destroy(new Error(`GET ${req.path}: no answer within 10 s`)));
  });
}

/** GET a JSON document; null for any non-2xx status (the feature is not there yet). */
export async function getJson<T>(baseUrl: string, path: string, apiKey: string): Promise<T | null> {
  const res = await request(baseUrl, { path }, apiKey);
  if (res.status < 200 || res.status > 299) return null;
  return JSON.parse(res.body.toString('utf8')) as T;
}

/** A short reason from an error body: its `detail` when it is a string. */
export function reasonOf(res: Captured): string {
  try {
    const detail = (JSON.parse(res.body.toString('utf8')) as { detail?: unknown }).detail;
    if (typeof detail === 'string') return `HTTP ${res.status}: ${detail}`;
  } catch {
    // not JSON: the status alone says enough
  }
  return `HTTP ${res.status}`;
}
