import { z } from 'zod';
import { PublicConfig } from '../config';
import { ContentDocument, ContentLocale, ContentType } from '../site';
import { defineRoute } from './define-route';

const tag = 'content';

/** Spec 7.5: the browser's configuration and the site content documents. */
export const siteRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/api/config',
    tag,
    summary: "The browser's configuration",
    access: 'public',
    responses: { 200: PublicConfig },
  }),
  content: defineRoute({
    method: 'GET',
    path: '/api/content/:type',
    tag,
    summary:
      "A site content document in the locale (de-DE falls back to en-GB, then to the content pack's default); ETag and 304",
    access: 'public',
    params: z.object({ type: ContentType }),
    query: z.object({ locale: ContentLocale.default('en-GB') }),
    responses: { 200: ContentDocument, 204: z.null() },
  }),
};
