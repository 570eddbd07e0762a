import { apiKeyRoutes } from './api-key-routes';
import { authRoutes } from './auth-routes';
import { bodsRoutes } from './bods-routes';
import type { RouteDefinition } from './define-route';
import { editorRoutes } from './editor-routes';
import { healthRoutes } from './health-routes';
import { metricsRoutes } from './metrics-routes';
import { portfolioRoutes } from './portfolio-routes';
import { reportRoutes } from './report-routes';
import { reviewRoutes } from './review-routes';
import { scenarioRoutes } from './scenario-routes';
import { settingsRoutes } from './settings-routes';
import { siteContentRoutes } from './site-content-routes';
import { siteRoutes } from './site-routes';
import { structureRoutes } from './structure-routes';
import { userRoutes } from './user-routes';
import { versionRoutes } from './version-routes';
import { webhookRoutes } from './webhook-routes';

// The portfolio's schemas, with its routes.
export * from '../portfolio';
export * from './api-path';
export * from './define-route';
export { Health, Readiness } from './health-routes';
export * from './route-tags';

/** Every API call of the product, by name: the one table the server and the web are made from. */
export const routes = {
  ...authRoutes,
  ...siteRoutes,
  ...siteContentRoutes,
  ...healthRoutes,
  ...reviewRoutes,
  ...structureRoutes,
  ...bodsRoutes,
  ...reportRoutes,
  ...scenarioRoutes,
  ...editorRoutes,
  ...userRoutes,
  ...metricsRoutes,
  ...portfolioRoutes,
  ...versionRoutes,
  ...settingsRoutes,
  ...webhookRoutes,
  ...apiKeyRoutes,
};

export type RouteName = keyof typeof routes;

export const allRoutes: readonly RouteDefinition[] = Object.values(routes);
