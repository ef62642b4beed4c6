import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readJsonFile } from '../catalogue/load-exercises.ts';
import type { DataProblem } from '../catalogue/model.ts';
import { DEFAULT_LANG, LANGUAGE_CODES } from './languages.ts';

/** English source text -> translation, for one language: the file's own object, looked up without copying. */
export class Dictionary {
  constructor(private readonly strings: Readonly<Record<string, unknown>>) {}

  get(text: string): string | undefined {
    const t = Object.hasOwn(this.strings, text) ? this.strings[text] : undefined;
    return typeof t === 'string' ? t : undefined;
  }

  has(text: string): boolean {
    return this.get(text) !== undefined;
  }
}

export const I18N_DIR = 'i18n';

/**
 * Loads data/i18n/<code>.json files: `{ "lang": "de-de", "strings": { "<English text>": "<translation>" } }`.
 * A language without a file is not installed; a file that exists must be well-formed, every translation a
 * non-blank string. The files are read concurrently: parsing them is most of the start-up time left.
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
  const wanted = files.filter((f) => {
    const code = f.slice(0, -'.json'.length);
    if (LANGUAGE_CODES.includes(code) && code !== DEFAULT_LANG) return true;
    problems.push({ file: `${I18N_DIR}/${f}`, record: null, field: null, reason: `is not a translation file: expected one of ${LANGUAGE_CODES.filter((c) => c !== DEFAULT_LANG).join(', ')}.json` });
    return false;
  });
  const parsed = await Promise.all(wanted.map((f) => readJsonFile(dataDir, `${I18N_DIR}/${f}`, problems)));
  wanted.forEach((f, k) => {
    const file = `${I18N_DIR}/${f}`;
    const code = f.slice(0, -'.json'.length);
    const raw = parsed[k] as { lang?: unknown; strings?: unknown } | undefined;
    if (raw === undefined) return;
    if (raw === null || raw.lang !== code || typeof raw.strings !== 'object' || raw.strings === null || Array.isArray(raw.strings)) {
      problems.push({ file, record: null, field: 'strings', reason: `must be an object {"lang":"${code}","strings":{...}}` });
      return;
    }
    const strings = raw.strings as Record<string, unknown>;
    for (const source in strings) {
      const target = strings[source];
      if (typeof target !== 'string' || target.trim() === '') problems.push({ file, record: source, field: 'strings', reason: 'the translation is empty' });
    }
    out.set(code, new Dictionary(strings));
  });
  return out;
}

/**
 * The translating function of one language. checkCoverage() has already refused a dictionary that lacks any
 * text the views ask for, so a miss here is a bug in the code, not in the data, and fails loudly.
 */
export function translator(lang: string, dict: Dictionary | undefined): (text: string) => string {
  if (lang === DEFAULT_LANG || !dict) return (text) => text;
  return (text) => {
    const t = dict.get(text);
    if (t === undefined) throw new Error(`${lang}: no translation for ${JSON.stringify(text)} after the coverage check`);
    return t;
  };
}

/**
 * Reports every text the views will ask for (`asked`: text -> the record that first asked) that the language's
 * dictionary lacks, so an incomplete language refuses start-up instead of being served partly in English.
 */
export function checkCoverage(lang: string, dict: Dictionary, asked: ReadonlyMap<string, string | number | undefined>, problems: DataProblem[]): void {
  for (const [text, record] of asked) {
    if (!dict.has(text)) {
      problems.push({ file: `${I18N_DIR}/${lang}.json`, record: record ?? null, field: 'strings', reason: `no translation for ${JSON.stringify(text)}` });
    }
  }
}
