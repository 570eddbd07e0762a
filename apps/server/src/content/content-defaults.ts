import { DEFAULT_SURVEY_INTRO, defaultPageContent, hasDefaultPageContent, shellContent } from '@tsr/content';
import type { ContentDocument, ContentLocale, ContentType } from '@tsr/contract';

/**
 * The content pack's document of a type in a locale, or null when the pack has none in that
 * locale (the reader then falls back to en-GB). Every type has an en-GB default.
 */
export function packDocument(
  type: ContentType,
  locale: ContentLocale,
  productName: string,
): ContentDocument | null {
  if (type === 'shell') return locale === 'en-GB' ? shellContent(productName) : null;
  if (type === 'survey') return locale === 'en-GB' ? DEFAULT_SURVEY_INTRO : null;
  return hasDefaultPageContent(type, locale) ? defaultPageContent(type, locale) : null;
}
