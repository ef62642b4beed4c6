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

/** Catalogue values that compareEnglish orders without ICU: ASCII letters and spaces. */
const PLAIN = /^[A-Za-z ]*$/;
let englishCollator: Intl.Collator | undefined;

/**
 * Orders two strings as `a.localeCompare(b, 'en')` does. ICU's collation data is loaded on first use, about 15 ms
 * on the 2-core target, and after a restart that first use was the English routine text right after listening.
 * Catalogue values (muscles, equipment, categories) are nearly all plain words, which sort the same way without
 * ICU: letters compared regardless of case (a space before any letter, a prefix before what extends it), then, at
 * the first difference of case, lower case first. Anything else goes to ICU.
 */
export function compareEnglish(a: string, b: string): number {
  if (PLAIN.test(a) && PLAIN.test(b)) {
    const la = a.toLowerCase();
    const lb = b.toLowerCase();
    if (la !== lb) return la < lb ? -1 : 1;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] === la[i] ? -1 : 1;
    return 0;
  }
  return (englishCollator ??= new Intl.Collator('en')).compare(a, b);
}
