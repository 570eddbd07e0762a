import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultPageContent } from '@tsr/content/site';
import type { ContentLocale, PageContent, PageContentType } from '@tsr/contract';
import { fetchPageContent } from '../../api/site-api';
import { useContentLocale } from './content-locale';

/**
 * A page's document from the content service, with the content pack's document as the
 * built-in fallback when the service cannot be reached: a page never waits on, or fails for, its
 * texts.
 */
export async function readPageContent(type: PageContentType, locale: ContentLocale): Promise<PageContent> {
  try {
    return (await fetchPageContent(type, locale)) ?? defaultPageContent(type, locale);
  } catch {
    return defaultPageContent(type, locale);
  }
}

export const pageContentQuery = (type: PageContentType, locale: ContentLocale) =>
  queryOptions({
    queryKey: ['content', type, locale],
    queryFn: () => readPageContent(type, locale),
    staleTime: 60_000,
  });

/** The document once read; null while the first read is under way. */
export function usePageContent(type: PageContentType): PageContent | null {
  const locale = useContentLocale();
  return useQuery(pageContentQuery(type, locale)).data ?? null;
}

/**
 * The intro text (Markdown) of a screen's document: user_list, metrics, dashboard, review. For
 * screens that lay the text out themselves; <PageIntro type=... /> renders it under a heading.
 */
export function usePageIntro(type: PageContentType): string | null {
  return usePageContent(type)?.body ?? null;
}
