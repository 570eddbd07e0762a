import { authRoutes } from './auth-routes';
import type { RouteDefinition } from './define-route';
import { editorRoutes } from './editor-routes';
import { healthRoutes } from './health-routes';
import { reportRoutes } from './report-routes';
import { reviewRoutes } from './review-routes';
import { siteRoutes } from './site-routes';

export * from './define-route';
export { Health, Readiness } from './health-routes';

/** Every API call of the product, by name: the one table the server and the web are made from. */
export const routes = {
  ...authRoutes,
  ...siteRoutes,
  ...healthRoutes,
  ...reviewRoutes,
  ...reportRoutes,
  ...editorRoutes,
};

export type RouteName = keyof typeof routes;

export const allRoutes: readonly RouteDefinition[] = Object.values(routes);
