import type { ContentLocale } from '@tsr/contract';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Spec 7.5: content is read in en-GB, or in de-DE when that is the user's language
 * (the server falls back to en-GB where no German document exists). Pirate English reads en-GB.
 */
export function contentLocaleOf(language: string | undefined): ContentLocale {
  return language === 'de-DE' ? 'de-DE' : 'en-GB';
}

/** The content locale now, outside React (the site query's fetch). */
export function currentContentLocale(): ContentLocale {
  return contentLocaleOf(i18next.resolvedLanguage ?? i18next.language);
}

export function useContentLocale(): ContentLocale {
  const { i18n } = useTranslation();
  return contentLocaleOf(i18n.resolvedLanguage ?? i18n.language);
}
