import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KeyStore } from '../auth/key-store.ts';
import type { KeyAdmin } from '../auth/key-store.ts';
import { TIERS } from '../auth/tiers.ts';
import type { Tier } from '../auth/tiers.ts';

const DEMO_FILE = 'demo.json';
const SECRET_FILE = 'demo-media-token-secret';

interface DemoRecord {
  provisioned_at: string;
  keys: { tier: Tier; id: string }[];
}

/** What the demo prints: its keys (at once, so they are never lost to a start that fails), then how to try one. */
export interface DemoKeys {
  lines: string[];
  /** The PROFESSIONAL key, on the run that created it; null on later runs. */
  tryKey: string | null;
}

/**
 * Provisions one key per tier the first time the demo runs in a state folder, and returns what to print.
 * Keys are stored hashed, so they are shown on that first run only; later runs name the key ids instead.
 * `keys`: where to create them (Redis when configured); the state folder's key file by default.
 */
export async function provisionDemoKeys(stateDir: string, now: Date, keys?: KeyAdmin): Promise<DemoKeys> {
  await mkdir(stateDir, { recursive: true });
  const file = path.join(stateDir, DEMO_FILE);
  let existing: DemoRecord | null = null;
  try {
    existing = JSON.parse(await readFile(file, 'utf8')) as DemoRecord;
  } catch {
    existing = null;
  }
  if (existing) {
    const lines = [
      `Demo keys were provisioned on ${existing.provisioned_at} and shown then (only their hashes are stored):`,
      ...existing.keys.map((k) => `  ${k.tier.padEnd(13)} ${k.id}`),
      'Lost them? Create a new key: npx exref keys create --tier PROFESSIONAL',
    ];
    return { lines, tryKey: null };
  }
  const store = keys ?? await KeyStore.open(stateDir);
  const lines = ['Demo keys, one per tier (shown once; only their hashes are stored):'];
  const record: DemoRecord = { provisioned_at: now.toISOString(), keys: [] };
  let tryKey: string | null = null;
  for (const tier of TIERS) {
    const { record: r, key } = await store.create({ tier, name: `demo ${tier.toLowerCase()}` }, now);
    record.keys.push({ tier, id: r.id });
    lines.push(`  ${tier.padEnd(13)} ${key}`);
    if (tier === 'PROFESSIONAL') tryKey = key;
  }
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  lines.push('BASIC keys work only through the playground on /docs.');
  return { lines, tryKey };
}

/**
 * How to try the demo, printed once the server listens: `baseUrl` is the base it really serves (with PORT=0, the
 * port it was given, unknown before).
 */
export function demoTryLines(demo: DemoKeys, baseUrl: string): string[] {
  if (demo.tryKey === null) return [];
  return ['Try:', `  curl -H "X-API-Key: ${demo.tryKey}" "${baseUrl}/exercises?limit=3"`];
}

/** The demo signs media tokens with a random secret kept in the state folder, unless MEDIA_TOKEN_SECRET is set. */
export async function demoMediaSecret(stateDir: string): Promise<string> {
  const file = path.join(stateDir, SECRET_FILE);
  try {
    const s = (await readFile(file, 'utf8')).trim();
    if (s.length >= 32) return s;
  } catch {
    // first run: create it below
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(stateDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
