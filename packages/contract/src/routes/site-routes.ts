import { z } from 'zod';
import { PublicConfig } from '../config';
import { ContentType, ShellContent } from '../site';
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
    summary: 'A site content document; 204 when none is published (the web app uses its defaults)',
    access: 'public',
    params: z.object({ type: ContentType }),
    responses: { 200: ShellContent, 204: z.null() },
  }),
};
