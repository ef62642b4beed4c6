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
