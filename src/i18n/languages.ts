/** The 14 language codes the `lang` parameter accepts (spec 4.10), with their names in their own script. */
export const LANGUAGES = [
  { code: 'en-us', name: 'English (United States)' },
  { code: 'pt-br', name: 'Português (Brasil)' },
  { code: 'es-es', name: 'Español (España)' },
  { code: 'hi-in', name: 'हिन्दी (भारत)' },
  { code: 'de-de', name: 'Deutsch (Deutschland)' },
  { code: 'ar-sa', name: 'العربية (السعودية)' },
  { code: 'fr-fr', name: 'Français (France)' },
  { code: 'tr-tr', name: 'Türkçe (Türkiye)' },
  { code: 'it-it', name: 'Italiano (Italia)' },
  { code: 'fa-ir', name: 'فارسی (ایران)' },
  { code: 'pl-pl', name: 'Polski (Polska)' },
  { code: 'ru-ru', name: 'Русский (Россия)' },
  { code: 'zh-cn', name: '中文 (中国)' },
  { code: 'ja-jp', name: '日本語 (日本)' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANG: LanguageCode = 'en-us';
export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

/**
 * Lower-casing by a language's own rules (Turkish İ and I) goes through ICU and is slow; catalogue values
 * (muscles, grips, equipment) repeat thousands of times, so each distinct value is lower-cased once.
 */
export function memoLowerCase(lang: string): (text: string) => string {
  const memo = new Map<string, string>();
  return (text) => {
    let lower = memo.get(text);
    if (lower === undefined) memo.set(text, (lower = text.toLocaleLowerCase(lang)));
    return lower;
  };
}

/**
 * The printable ASCII characters whose order in the 'en' collation compareAscii knows, in that order: space, then
 * punctuation and symbols (in ICU's order, not ASCII's: "-" before "(" before ")"), digits, letters (each with its
 * capital). As ICU was asked: `[...ORDER].sort(new Intl.Collator('en').compare)` is ORDER.
 */
const ORDER = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz";
/** Each character's place in ORDER, from 1 (0: not covered); a capital has its small letter's place. */
const PRIMARY = new Uint8Array(128);
for (let i = 0; i < ORDER.length; i++) {
  PRIMARY[ORDER.charCodeAt(i)] = i + 1;
  const upper = ORDER[i]!.toUpperCase();
  if (upper !== ORDER[i]) PRIMARY[upper.charCodeAt(0)] = i + 1;
}
let englishCollator: Intl.Collator | undefined;

/**
 * Orders two strings as `a.localeCompare(b, 'en')` does. ICU's collation data is loaded on first use, 15 to 20 ms
 * on the 2-core target, and after a restart that first use was the English routine text, right after listening.
 * Catalogue values (muscles, equipment, categories, goals) are plain ASCII, which compareAscii orders without ICU;
 * anything else goes to ICU.
 */
export function compareEnglish(a: string, b: string): number {
  return compareAscii(a, b) ?? (englishCollator ??= new Intl.Collator('en')).compare(a, b);
}

/**
 * The 'en' collation of two strings made of ORDER's characters, or null when either has another one. Characters
 * compare by their place in ORDER, whatever their case (a prefix before what extends it); only when those are all
 * equal does case count: at the first difference, the small letter first.
 */
export function compareAscii(a: string, b: string): number | null {
  for (let i = 0; i < a.length; i++) {
    const c = a.charCodeAt(i);
    if (c >= 128 || PRIMARY[c] === 0) return null;
  }
  for (let i = 0; i < b.length; i++) {
    const c = b.charCodeAt(i);
    if (c >= 128 || PRIMARY[c] === 0) return null;
  }
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = PRIMARY[a.charCodeAt(i)]! - PRIMARY[b.charCodeAt(i)]!;
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return x > y ? -1 : 1; // the same letter: the small one (the higher code) first
  }
  return 0;
}
