import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readJsonFile } from '../catalogue/load-exercises.ts';
import type { DataProblem } from '../catalogue/model.ts';
import { DEFAULT_LANG, LANGUAGE_CODES } from './languages.ts';

/** English source text -> translation, for one language. */
export type Dictionary = ReadonlyMap<string, string>;

export const I18N_DIR = 'i18n';

/**
 * Loads data/i18n/<code>.json files: `{ "lang": "de-de", "strings": { "<English text>": "<translation>" } }`.
 * A language without a file is not installed; a file that exists must be well-formed.
 */
export async function loadDictionaries(dataDir: string, problems: DataProblem[]): Promise<Map<string, Dictionary>> {
  const dir = path.join(dataDir, I18N_DIR);
  const out = new Map<string, Dictionary>();
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return out;
  }
  for (const f of files) {
    const file = `${I18N_DIR}/${f}`;
    const code = f.slice(0, -'.json'.length);
    if (!LANGUAGE_CODES.includes(code) || code === DEFAULT_LANG) {
      problems.push({ file, record: null, field: null, reason: `is not a translation file: expected one of ${LANGUAGE_CODES.filter((c) => c !== DEFAULT_LANG).join(', ')}.json` });
      continue;
    }
    const raw = (await readJsonFile(dir, f, [])) as { lang?: unknown; strings?: unknown } | undefined;
    if (!raw || raw.lang !== code || typeof raw.strings !== 'object' || raw.strings === null) {
      problems.push({ file, record: null, field: 'strings', reason: `must be an object {"lang":"${code}","strings":{...}}` });
      continue;
    }
    const dict = new Map<string, string>();
    for (const [source, target] of Object.entries(raw.strings as Record<string, unknown>)) {
      if (typeof target !== 'string' || target.trim() === '') {
        problems.push({ file, record: source, field: 'strings', reason: 'the translation is empty' });
        continue;
      }
      dict.set(source, target);
    }
    out.set(code, dict);
  }
  return out;
}

/**
 * A translating function for one language that records every English text it cannot translate, so a missing
 * string is reported (and start-up refused) rather than served as English.
 */
export function translator(lang: string, dict: Dictionary | undefined, problems: DataProblem[]): (text: string, record?: string | number) => string {
  if (lang === DEFAULT_LANG || !dict) return (text) => text;
  const reported = new Set<string>();
  return (text, record) => {
    const t = dict.get(text);
    if (t !== undefined) return t;
    if (!reported.has(text)) {
      reported.add(text);
      problems.push({ file: `${I18N_DIR}/${lang}.json`, record: record ?? null, field: 'strings', reason: `no translation for ${JSON.stringify(text)}` });
    }
    return text;
  };
}
