import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Written by the web build beside index.html (apps/web/build/route-pages.ts). */
export const ROUTE_PAGES = 'route-pages.json';

const RoutePages = z.array(z.object({ path: z.string().startsWith('/'), page: z.string().min(1) }));

/** Which page a path is sent: its route's own, or undefined for index.html. */
export type PageForPath = (urlPath: string) => string | undefined;

const segments = (urlPath: string) => urlPath.split('/').filter((segment) => segment !== '');

/**
 * The web build gives every route of the app's route table a page of its own: index.html asking
 * for the route's screen beside the shell (and, for /login, the sign-in form in plain HTML). A path
 * is matched as the app's router matches it: `:name` stands for any one segment, the rest must be
 * equal; a trailing slash does not count. No file (an older build): every path gets index.html.
 */
export function readRoutePages(webDist: string): PageForPath {
  const file = path.join(webDist, ROUTE_PAGES);
  if (!existsSync(file)) return () => undefined;
  const routes = RoutePages.parse(JSON.parse(readFileSync(file, 'utf8'))).map(({ path: pattern, page }) => ({
    pattern: segments(pattern),
    page,
  }));
  return (urlPath) => {
    const asked = segments(urlPath);
    const found = routes.find(
      ({ pattern }) =>
        pattern.length === asked.length &&
        pattern.every((part, i) => part.startsWith(':') || part === asked[i]),
    );
    return found?.page;
  };
}
