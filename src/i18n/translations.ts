import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { readJsonFile } from '../catalogue/load-exercises.ts';
import type { DataProblem } from '../catalogue/model.ts';
import { DEFAULT_LANG, LANGUAGE_CODES } from './languages.ts';

/**
 * English source text -> translation, for one language: the file's own object, looked up without copying. A
 * dictionary whose file was checked on an earlier start (see build-cache.ts) holds the file's bytes and parses
 * them on first use, off the path to the first ready answer.
 */
export class Dictionary {
  private strings: Readonly<Record<string, unknown>> | null;

  constructor(strings: Readonly<Record<string, unknown>> | null, private bytes: Buffer | null = null) {
    this.strings = strings;
  }

  /** A dictionary of a file already known to be well-formed, parsed when first asked. */
  static deferred(bytes: Buffer): Dictionary {
    return new Dictionary(null, bytes);
  }

  get(text: string): string | undefined {
    const strings = this.strings ?? this.parse();
    const t = Object.hasOwn(strings, text) ? strings[text] : undefined;
    return typeof t === 'string' ? t : undefined;
  }

  has(text: string): boolean {
    return this.get(text) !== undefined;
  }

  private parse(): Readonly<Record<string, unknown>> {
    let strings: Readonly<Record<string, unknown>> = {};
    try {
      const raw = JSON.parse(this.bytes!.toString('utf8')) as { strings?: unknown } | null;
      if (raw !== null && typeof raw.strings === 'object' && raw.strings !== null) strings = raw.strings as Record<string, unknown>;
    } catch {
      // Checked well-formed when its key was cached: only a file rewritten within the same nanosecond, at the same
      // size and inode, gets here, and its strings are served in English until the next reload.
    }
    this.bytes = null;
    return (this.strings = strings);
  }
}

export const I18N_DIR = 'i18n';

/**
 * Loads data/i18n/<code>.json files: `{ "lang": "de-de", "strings": { "<English text>": "<translation>" } }`.
 * A language without a file is not installed; a file that exists must be well-formed, every translation a
 * non-blank string. The files are read concurrently. A file `known` to have been checked unchanged is only read
 * (its bytes are parsed on first use); the rest are parsed and checked now.
 */
export async function loadDictionaries(dataDir: string, problems: DataProblem[], known: KnownFiles = NOTHING_KNOWN): Promise<Map<string, Dictionary>> {
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
  const parsed = await Promise.all(wanted.map(async (f) => {
    const code = f.slice(0, -'.json'.length);
    if (!known.checked(code)) return readJsonFile(dataDir, `${I18N_DIR}/${f}`, problems);
    try {
      return Dictionary.deferred(await readFile(path.join(dir, f)));
    } catch {
      return readJsonFile(dataDir, `${I18N_DIR}/${f}`, problems); // gone meanwhile: reported as any unreadable file
    }
  }));
  wanted.forEach((f, k) => {
    const file = `${I18N_DIR}/${f}`;
    const code = f.slice(0, -'.json'.length);
    if (parsed[k] instanceof Dictionary) {
      out.set(code, parsed[k]);
      return;
    }
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

/** Which translation files an earlier start already found well-formed, unchanged since (see build-cache.ts). */
export interface KnownFiles {
  checked(lang: string): boolean;
}
const NOTHING_KNOWN: KnownFiles = { checked: () => false };

/**
 * The translating function of one language. A string the dictionary lacks is served in English: the coverage
 * check at load has counted it (and refused it in strict mode), so the fallback is known, never silent.
 */
export function translator(lang: string, dict: Dictionary | undefined): (text: string) => string {
  if (lang === DEFAULT_LANG || !dict) return (text) => text;
  return (text) => dict.get(text) ?? text;
}

/** How much of what the views ask for one language translates, and which strings it lacks. */
export interface LanguageCoverage {
  lang: string;
  /** Distinct texts the views ask for. */
  strings: number;
  translated: number;
  /** Share translated, 0 to 1. */
  ratio: number;
  /** Texts served in English, each with the record that first asked for it. */
  missing: { text: string; record: string | number | null }[];
}

/**
 * Measures one language against every text the views will ask for (`asked`: text -> the record that first asked).
 */
export function coverageOf(lang: string, dict: Dictionary, asked: ReadonlyMap<string, string | number | undefined>): LanguageCoverage {
  const missing: LanguageCoverage['missing'] = [];
  for (const [text, record] of asked) if (!dict.has(text)) missing.push({ text, record: record ?? null });
  const strings = asked.size;
  const translated = strings - missing.length;
  return { lang, strings, translated, ratio: strings === 0 ? 1 : translated / strings, missing };
}

/** The missing strings of a language as data problems: what strict mode refuses and `exref data check` lists. */
export function missingProblems(c: LanguageCoverage): DataProblem[] {
  return c.missing.map(({ text, record }) => ({ file: `${I18N_DIR}/${c.lang}.json`, record, field: 'strings', reason: `no translation for ${JSON.stringify(text)}` }));
}

/** "de-de: 98.7% (6561 of 6649 strings, 88 served in English)" */
export function formatCoverage(c: LanguageCoverage): string {
  const pct = c.missing.length === 0 ? '100' : (Math.floor(c.ratio * 1000) / 10).toFixed(1);
  return `${c.lang}: ${pct}% (${c.translated} of ${c.strings} strings${c.missing.length ? `, ${c.missing.length} served in English` : ''})`;
}
