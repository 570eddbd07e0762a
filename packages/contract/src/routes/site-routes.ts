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
    description:
      'Cached: send the ETag you have as `If-None-Match` and an unchanged document answers 304 with no body.',
    otherStatuses: { 304: 'Not modified: the document has the ETag sent in If-None-Match.' },
    access: 'public',
    params: z.object({ type: ContentType }),
    query: z.object({ locale: ContentLocale.default('en-GB') }),
    responses: { 200: ContentDocument, 204: z.null() },
  }),
};
