import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';
import { readSession } from '../api/auth-session';
import type { Access } from '../features/guard/access';
import { guardLoader } from '../features/guard/guard-loader';
import { summaryQuery } from '../features/report/report-api';
import { AppShell } from '../features/shell/AppShell';
import { Loading } from '../features/shell/Loading';
import { RouteError } from '../features/shell/RouteError';
import { siteQuery } from '../features/site/site-query';

/** A screen's module, fetched on the first visit to its route so that each route downloads only its own code. */
type LoadScreen = () => Promise<ComponentType>;
/** Asks for the screen's first data as the navigation starts, beside its guard and its module. */
type Prefetch = (queryClient: QueryClient, params: Params) => void;

/**
 * Spec 2.1, row by row: path, access, screen. Every screen is loaded lazily (issue 12): the sign-in
 * page must not download the structure builder, the questionnaire or the report. The build
 * (apps/web/build/route-pages.ts) reads each row's path and import() from this file to write the
 * route's page, and the web bench to weigh the route: keep each row's path before its import().
 */
export const ROUTE_TABLE: readonly {
  path: string;
  access: Access;
  screen: LoadScreen;
  prefetch?: Prefetch;
}[] = [
  { path: '/', access: 'public', screen: () => import('./home/Home').then((m) => m.Home) },
  { path: '/login', access: 'public', screen: () => import('./login/Login').then((m) => m.Login) },
  {
    path: '/resetpassword',
    access: 'public',
    screen: () => import('./reset-password/ResetPassword').then((m) => m.ResetPassword),
  },
  {
    path: '/signup',
    access: 'signedOutOnly',
    screen: () => import('./sign-up/SignUp').then((m) => m.SignUp),
  },
  {
    path: '/confirmsignup',
    access: 'public',
    screen: () => import('./confirm-sign-up/ConfirmSignup').then((m) => m.ConfirmSignup),
  },
  {
    path: '/confirmpasswordreset',
    access: 'public',
    screen: () => import('./confirm-password-reset/ConfirmPasswordReset').then((m) => m.ConfirmPasswordReset),
  },
  {
    path: '/changepassword',
    access: 'public',
    screen: () => import('./change-password/ChangePassword').then((m) => m.ChangePassword),
  },
  { path: '/review/:id', access: 'signedIn', screen: () => import('./review/Review').then((m) => m.Review) },
  {
    path: '/review/:id/structure',
    access: 'signedIn',
    screen: () => import('./review-structure/ReviewStructure').then((m) => m.ReviewStructure),
  },
  {
    path: '/review/:id/submit',
    access: 'signedIn',
    screen: () => import('./submit-review/SubmitReview').then((m) => m.SubmitReview),
  },
  {
    path: '/review/:id/report',
    access: 'signedIn',
    screen: () => import('./review-report/ReviewReport').then((m) => m.ReviewReport),
    // The original view, which the screen opens on.
    prefetch: (queryClient, { id = '' }) => void queryClient.prefetchQuery(summaryQuery(id, false)),
  },
  {
    path: '/structure',
    access: 'signedIn',
    screen: () => import('./structure/Structure').then((m) => m.Structure),
  },
  { path: '/admin/editor', access: 'admin', screen: () => import('./editor/Editor').then((m) => m.Editor) },
  {
    path: '/admin/editor/rules',
    access: 'admin',
    screen: () => import('./rule-editor/RuleEditor').then((m) => m.RuleEditor),
  },
  {
    path: '/admin/editor/response',
    access: 'admin',
    screen: () => import('./response-editor/ResponseEditor').then((m) => m.ResponseEditor),
  },
  {
    path: '/admin/editor/survey',
    access: 'admin',
    screen: () => import('./survey-editor/SurveyEditor').then((m) => m.SurveyEditor),
  },
  {
    path: '/admin/editor/definition',
    access: 'admin',
    screen: () => import('./definition-editor/DefinitionEditor').then((m) => m.DefinitionEditor),
  },
  {
    path: '/admin/editor/preview',
    access: 'admin',
    screen: () => import('./survey-preview/SurveyPreview').then((m) => m.SurveyPreview),
  },
  {
    path: '/admin/editor/versions',
    access: 'admin',
    screen: () => import('./versions/Versions').then((m) => m.Versions),
  },
  {
    // Issue 16: not in spec 2.1's table (which has no site content editor); admin-only like the editors.
    path: '/admin/content',
    access: 'admin',
    screen: () => import('./site-content/SiteContent').then((m) => m.SiteContent),
  },
  {
    path: '/users',
    access: 'signedIn',
    screen: () => import('./user-list/UserList').then((m) => m.UserList),
  },
  {
    path: '/users/create',
    access: 'signedIn',
    screen: () => import('./user-create/UserCreate').then((m) => m.UserCreate),
  },
  {
    path: '/users/:id',
    access: 'signedIn',
    screen: () => import('./user-detail/UserDetail').then((m) => m.UserDetail),
  },
  {
    path: '/users/:id/reports',
    access: 'signedIn',
    screen: () => import('./user-detail-reports/UserDetailReports').then((m) => m.UserDetailReports),
  },
  {
    path: '/user/reports',
    access: 'signedIn',
    screen: () => import('./user-reports/UserReports').then((m) => m.UserReports),
  },
  {
    path: '/user/dashboard',
    access: 'signedIn',
    screen: () => import('./dashboard/Dashboard').then((m) => m.Dashboard),
  },
  { path: '/support', access: 'signedIn', screen: () => import('./support/Support').then((m) => m.Support) },
  { path: '/product', access: 'public', screen: () => import('./product/Product').then((m) => m.Product) },
  {
    path: '/metrics',
    access: 'public',
    screen: () => import('./customer-metrics/CustomerMetrics').then((m) => m.CustomerMetrics),
  },
  { path: '*', access: 'public', screen: () => import('./not-found/NotFound').then((m) => m.NotFound) },
];

/**
 * The data router's routes: the shell at /, and every screen of the route table as its child with
 * the navigation guard as loader. Guards revalidate on every navigation (spec 2.1). The router fetches
 * a screen's module alongside its guard and keeps the current screen (with the shell's progress bar)
 * until both are ready, so a lazy screen never flashes a fallback or shifts the layout.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Loading />,
      loader: () => queryClient.ensureQueryData(siteQuery),
      children: [
        {
          errorElement: <RouteError />,
          children: ROUTE_TABLE.map(({ path, screen, access, prefetch }) => ({
            ...(path === '/' ? { index: true } : { path }),
            lazy: async () => ({ Component: await screen() }),
            loader: withPrefetch(queryClient, guardLoader(queryClient, access), prefetch),
            shouldRevalidate: () => true,
          })),
        },
      ],
    },
  ];
}

/**
 * The guard, and for a signed-in browser the screen's first data asked for at the same moment:
 * the answer arrives while the screen's module downloads instead of after it has rendered. The
 * server decides what the user may read; a refused prefetch leaves the screen to ask and show why.
 */
function withPrefetch(queryClient: QueryClient, guard: ReturnType<typeof guardLoader>, prefetch?: Prefetch) {
  if (!prefetch) return guard;
  return (args: Parameters<typeof guard>[0]) => {
    if (readSession().kind === 'signedIn') prefetch(queryClient, args.params);
    return guard(args);
  };
}
