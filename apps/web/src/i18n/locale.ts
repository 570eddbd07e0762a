/** Spec 2.2 and 9: interface languages; the default comes from the browser, fallback en-GB. */
export const LOCALES = ['en-GB', 'de-DE', 'en-PI'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en-GB';

export const LOCALE_NAMES: Record<Locale, string> = {
  'en-GB': 'English',
  'de-DE': 'Deutsch',
  'en-PI': 'Pirate English',
};

/**
 * The first browser language we support, matched exactly and then by its primary language
 * (any English other than en-PI is en-GB, listed first).
 */
export function detectLocale(browserLanguages: readonly string[]): Locale {
  for (const language of browserLanguages) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === language.toLowerCase());
    if (exact) return exact;
    const primary = language.split('-')[0]?.toLowerCase();
    const sameLanguage = LOCALES.find((locale) => locale.split('-')[0]?.toLowerCase() === primary);
    if (sameLanguage) return sameLanguage;
  }
  return FALLBACK_LOCALE;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
