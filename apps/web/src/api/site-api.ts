import { type ContentLocale, PageContent, type PageContentType, routes, ShellContent } from '@tsr/contract';
import { call, callReading } from './client';

export const fetchPublicConfig = () => call(routes.config);

/** The shell content document in the locale (the server answers en-GB where no German one exists). */
export const fetchShellContent = (locale: ContentLocale) =>
  callReading(routes.content, ShellContent, { params: { type: 'shell' }, query: { locale } });

/** A page's document (product, support, or a screen's intro). */
export const fetchPageContent = (type: PageContentType, locale: ContentLocale) =>
  callReading(routes.content, PageContent, { params: { type }, query: { locale } });
