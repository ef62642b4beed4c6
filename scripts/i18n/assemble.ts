/**
 * Merges the translation chunks in scripts/i18n/work/<code>/*.json into data/i18n/<code>.json, but only for a
 * language whose chunks cover every string of source-strings.json: a partial language is reported, not installed,
 * because the server refuses to serve a missing string as English. Run: npx tsx scripts/i18n/assemble.ts
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, 'scripts/i18n/work');
const source = JSON.parse(await readFile(path.join(root, 'scripts/i18n/source-strings.json'), 'utf8')) as Record<string, string[]>;
const wanted = [...new Set(Object.values(source).flat())];

for (const code of (await readdir(work).catch(() => [] as string[])).sort()) {
  const strings: Record<string, string> = {};
  for (const file of (await readdir(path.join(work, code))).filter((f) => f.endsWith('.json')).sort()) {
    Object.assign(strings, JSON.parse(await readFile(path.join(work, code, file), 'utf8')));
  }
  const missing = wanted.filter((s) => !(typeof strings[s] === 'string' && strings[s]!.trim() !== ''));
  if (missing.length > 0) {
    process.stdout.write(`${code}: ${wanted.length - missing.length}/${wanted.length} strings, not installed\n`);
    continue;
  }
  const ordered = Object.fromEntries(wanted.map((s) => [s, strings[s]!]));
  await mkdir(path.join(root, 'data/i18n'), { recursive: true });
  await writeFile(path.join(root, 'data/i18n', `${code}.json`), `${JSON.stringify({ lang: code, strings: ordered }, null, 1)}\n`);
  process.stdout.write(`${code}: complete, installed as data/i18n/${code}.json\n`);
}
