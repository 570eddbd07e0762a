import {
  type ContentLocale,
  type PageContentType,
  routes,
  StoredPageContent,
  StoredShellContent,
} from '@tsr/contract';
import { call, callReading } from './client';

export const fetchPublicConfig = () => call(routes.config);

/**
 * Documents are read as stored: one published before the address rule still shows, and
 * the renderers (footer, attachments, trial terms, Markdown) make no link of an unsafe address.
 */

/** The shell content document in the locale (the server answers en-GB where no German one exists). */
export const fetchShellContent = (locale: ContentLocale) =>
  callReading(routes.content, StoredShellContent, { params: { type: 'shell' }, query: { locale } });

/** A page's document (product, support, or a screen's intro). */
export const fetchPageContent = (type: PageContentType, locale: ContentLocale) =>
  callReading(routes.content, StoredPageContent, { params: { type }, query: { locale } });
