/**
 * Text analysis for search, per response language: normalization, case and accent folding, tokenization
 * (words, or character bigrams for Chinese and Japanese), and for English stop words and light stemming.
 * The index and the query go through the same analyzer, so both sides always agree.
 */

import assert from 'node:assert/strict';

export interface Analyzer {
  readonly lang: string;
  /** Normalized words of `text` in order: folded, not stemmed, stop words kept. Han and kana runs become bigrams. */
  tokens(text: string): string[];
  /** The indexed form of one token: stemmed in English, unchanged elsewhere. */
  stem(token: string): string;
  isStopWord(token: string): boolean;
  /** The index term of one token: its stem, or null for a stop word. */
  termOf(token: string): string | null;
  /** Index terms of `text` in order: its tokens without stop words, stemmed. */
  terms(text: string): string[];
}

type Script = 'latin' | 'arabic' | 'cyrillic' | 'devanagari' | 'cjk';

const SCRIPTS: ReadonlyMap<string, Script> = new Map([
  ['en-us', 'latin'], ['pt-br', 'latin'], ['es-es', 'latin'], ['de-de', 'latin'], ['fr-fr', 'latin'],
  ['tr-tr', 'latin'], ['it-it', 'latin'], ['pl-pl', 'latin'], ['hi-in', 'devanagari'], ['ar-sa', 'arabic'],
  ['fa-ir', 'arabic'], ['ru-ru', 'cyrillic'], ['zh-cn', 'cjk'], ['ja-jp', 'cjk'],
]);

/** The 14 language codes of spec 4.10, each with its analyzer. */
export const SEARCH_LANGUAGES: readonly string[] = [...SCRIPTS.keys()];

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ASCII_WORD = /[a-z0-9]+/g;
const ASCII = /^[\x00-\x7f]*$/;
// Zero-width space separates words (Thai, some CJK text); the other invisibles join them (Persian ZWNJ).
const ZERO_WIDTH_SPACE = /\u200b/g;
const INVISIBLE = /[\u00ad\u200c-\u200f\u2060\ufeff]/g;
const APOSTROPHE = /['\u2019\u02bc]/g;
const COMBINING = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
const ACCENTED = /[\u00c0-\u024f\u1e00-\u1eff]/g;
/**
 * Every accented Latin letter and its folded form, computed once (NFD without the combining marks) rather than
 * normalizing every text twice. Some letters carry no combining mark and are spelled out by hand; Turkish
 * dotless ı is a letter of its own and stays.
 */
const LATIN_FOLD: ReadonlyMap<string, string> = (() => {
  const fold = new Map<string, string>([
    ['ß', 'ss'], ['ł', 'l'], ['ø', 'o'], ['đ', 'd'], ['ħ', 'h'],
    ['æ', 'ae'], ['œ', 'oe'], ['þ', 'th'], ['ŀ', 'l'],
  ]);
  for (const [first, last] of [[0x00c0, 0x024f], [0x1e00, 0x1eff]] as const) {
    for (let code = first; code <= last; code++) {
      const letter = String.fromCharCode(code);
      const folded = letter.normalize('NFD').replace(COMBINING, '');
      if (folded !== letter && !fold.has(letter)) fold.set(letter, folded);
    }
  }
  return fold;
})();
// Harakat, Quranic annotation marks and tatweel: optional in writing, so never part of a word.
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u0640]/g;
const ARABIC_LETTERS = /[يىكةأإآٱۀ٠-٩۰-۹]/g;
const ARABIC_FOLD: Readonly<Record<string, string>> = {
  ي: 'ی', ى: 'ی', ك: 'ک', ة: 'ه', أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ۀ: 'ه',
};

const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'into', 'is', 'it', 'its', 'of', 'on',
  'onto', 'or', 'so', 'that', 'the', 'then', 'these', 'this', 'those', 'to', 'will', 'while', 'with', 'you',
  'your', 'yourself',
]);
const STEM_EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  ['calves', 'calf'], ['halves', 'half'], ['feet', 'foot'], ['flye', 'fly'], ['teeth', 'tooth'], ['knives', 'knife'],
]);
const NO_STOP_WORDS: ReadonlySet<string> = new Set();
const MEMO_LIMIT = 50_000;

/** The analyzer for a language code of spec 4.10; fails loudly on any other code. */
export function analyzerFor(lang: string): Analyzer {
  let analyzer = analyzers.get(lang);
  if (analyzer === undefined) {
    const script = SCRIPTS.get(lang);
    const expected = SEARCH_LANGUAGES.join(', ');
    assert.ok(script !== undefined, `search: no analyzer for language "${lang}", expected one of ${expected}`);
    analyzer = new TextAnalyzer(lang, script);
    analyzers.set(lang, analyzer);
  }
  return analyzer;
}

const analyzers = new Map<string, Analyzer>();

class TextAnalyzer implements Analyzer {
  private readonly english: boolean;
  private readonly stopWords: ReadonlySet<string>;
  private readonly memo = new Map<string, string | null>();

  constructor(readonly lang: string, private readonly script: Script) {
    this.english = lang === 'en-us';
    this.stopWords = this.english ? ENGLISH_STOP_WORDS : NO_STOP_WORDS;
  }

  tokens(text: string): string[] {
    const normalized = this.normalize(text);
    const words = normalized.match(ASCII.test(normalized) ? ASCII_WORD : WORD);
    if (words === null) return [];
    return this.script === 'cjk' ? cjkTokens(words) : words;
  }

  stem(token: string): string {
    return this.english ? stemEnglish(token) : token;
  }

  isStopWord(token: string): boolean {
    return this.stopWords.has(token);
  }

  terms(text: string): string[] {
    const tokens = this.tokens(text);
    if (!this.english) return tokens;
    const terms: string[] = [];
    for (const token of tokens) {
      const term = this.termOf(token);
      if (term !== null) terms.push(term);
    }
    return terms;
  }

  termOf(token: string): string | null {
    if (!this.english) return token;
    let term = this.memo.get(token);
    if (term === undefined) {
      term = this.stopWords.has(token) ? null : stemEnglish(token);
      // A catalogue's vocabulary is a few thousand words; the bound stops arbitrary query words from growing it.
      if (this.memo.size < MEMO_LIMIT) this.memo.set(token, term);
    }
    return term;
  }

  private normalize(text: string): string {
    // Plain ASCII needs no Unicode normalization or accent folding: the common English case stays cheap.
    const ascii = ASCII.test(text);
    let s = ascii ? text : text.normalize('NFKC').replace(ZERO_WIDTH_SPACE, ' ').replace(INVISIBLE, '');
    s = this.lang === 'tr-tr' ? s.toLocaleLowerCase('tr-TR') : s.toLowerCase();
    if (!ascii) s = this.fold(s);
    if (this.english && (!ascii || s.includes("'"))) s = s.replace(APOSTROPHE, '');
    // German spells umlauts out when the keyboard lacks them: "Uebung" is "Übung", which folds to "ubung".
    if (this.lang === 'de-de') s = s.replace(/(?<!q)ue/g, 'u').replace(/ae/g, 'a').replace(/oe/g, 'o');
    return s;
  }

  private fold(s: string): string {
    switch (this.script) {
      case 'latin':
      case 'cjk':
        return foldLatin(s);
      case 'arabic':
        return s.replace(ARABIC_LETTERS, foldArabicLetter).replace(ARABIC_MARKS, '');
      case 'cyrillic':
        return s.replace(/ё/g, 'е');
      case 'devanagari':
        // Vowel signs, virama and nukta are letters of the word here, not accents: every mark stays.
        return s;
    }
  }
}

function foldLatin(s: string): string {
  return s.replace(ACCENTED, (c) => LATIN_FOLD.get(c) ?? c).replace(COMBINING, '');
}

function foldArabicLetter(c: string): string {
  const code = c.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String.fromCharCode(code - 0x0660 + 48);
  if (code >= 0x06f0 && code <= 0x06f9) return String.fromCharCode(code - 0x06f0 + 48);
  return ARABIC_FOLD[c] ?? c;
}

function isCjk(code: number): boolean {
  return (code >= 0x3040 && code <= 0x30ff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x4e00 && code <= 0x9fff)
    || (code >= 0xf900 && code <= 0xfaff) || (code >= 0x20000 && code <= 0x3134f) || (code >= 0x31f0 && code <= 0x31ff)
    || code === 0x3005;
}

/** Han and kana runs have no spaces between words: they become overlapping bigrams; other runs stay words. */
function cjkTokens(words: readonly string[]): string[] {
  const tokens: string[] = [];
  for (const word of words) {
    const chars = Array.from(word);
    let start = 0;
    while (start < chars.length) {
      const cjk = isCjk(chars[start].codePointAt(0)!);
      let end = start + 1;
      while (end < chars.length && isCjk(chars[end].codePointAt(0)!) === cjk) end++;
      if (!cjk) tokens.push(chars.slice(start, end).join(''));
      else if (end - start === 1) tokens.push(chars[start]);
      else for (let i = start; i < end - 1; i++) tokens.push(chars[i] + chars[i + 1]);
      start = end;
    }
  }
  return tokens;
}

/**
 * Plural folding only, so that "curls" meets "curl" and "presses" meets "press" without an aggressive stemmer
 * turning "pressing" into "press" or "raise" into "rais". Words ending in -ss, -us and -is are left alone.
 */
function stemEnglish(word: string): string {
  const exception = STEM_EXCEPTIONS.get(word);
  if (exception !== undefined) return exception;
  const n = word.length;
  if (n < 3 || word.charCodeAt(n - 1) !== 115 /* s */) return word;
  if (word.endsWith('sses')) return word.slice(0, -2);
  const prev = word[n - 2];
  if (prev === 's' || prev === 'u' || prev === 'i') return word;
  if (n > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (n > 4 && (word.endsWith('yes') || word.endsWith('ches') || word.endsWith('shes') || word.endsWith('xes'))) {
    return word.slice(0, -2);
  }
  return word.slice(0, -1);
}
