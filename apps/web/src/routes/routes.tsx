import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { type Params, type RouteObject, useParams } from 'react-router';
import { readSession } from '../api/auth-session';
import type { Access } from '../features/guard/access';
import { guardLoader } from '../features/guard/guard-loader';
import { navEntries, type ScreenNavEntry } from '../features/navigation/nav-entries';
import { summaryQuery } from '../features/report/report-api';
import { AppShell } from '../features/shell/AppShell';
import { Loading } from '../features/shell/Loading';
import { RouteError } from '../features/shell/RouteError';
import { siteQuery } from '../features/site/site-query';

/** A screen's module, fetched on the first visit to its route so that each route downloads only its own code. */
type LoadScreen = () => Promise<ComponentType>;
/** Asks for the screen's first data as the navigation starts, beside its guard and its module. */
type Prefetch = (queryClient: QueryClient, params: Params) => void;

/** One screen: where it is, who may open it, its module, and its navigation entry if it has one. */
export interface ScreenRow {
  path: string;
  access: Access;
  screen: LoadScreen;
  prefetch?: Prefetch;
  /** Its entry in the navigation (spec 2.2): key, icon and who sees it; the default title is the site content's. */
  nav?: ScreenNavEntry;
}

/** A screen that takes its props from the table (a page type, a builder mode). */
function withProps<P extends object>(Screen: ComponentType<P>, props: P): ComponentType {
  return function ScreenWithProps() {
    return <Screen {...props} />;
  };
}

/** A screen of one review: the path's `:id`, and a fresh screen when it changes. */
function ofReview(Screen: ComponentType<{ reviewId: string }>): ComponentType {
  return function ScreenOfReview() {
    const { id = '' } = useParams();
    return <Screen key={id} reviewId={id} />;
  };
}

/** A screen of one saved structure: the path's `:id`, and a fresh screen when it changes. */
function ofStructure(Screen: ComponentType<{ structureId: string }>): ComponentType {
  return function ScreenOfStructure() {
    const { id = '' } = useParams();
    return <Screen key={id} structureId={id} />;
  };
}

type EditorWorkspaceModule = typeof import('../features/editor/EditorWorkspace');

/**
 * An editor's screen inside the editors' workspace (the draft, Save and Publish) under its title.
 * The row imports both modules, so that they download together and the build preloads both.
 */
async function inEditorWorkspace(
  title: string,
  workspace: Promise<EditorWorkspaceModule>,
  screen: Promise<ComponentType>,
  loadingView?: Promise<ReactNode>,
): Promise<ComponentType> {
  const [{ EditorWorkspace }, Screen, loading] = await Promise.all([workspace, screen, loadingView]);
  return function EditorScreen() {
    return (
      <EditorWorkspace title={title} loadingView={loading}>
        <Screen />
      </EditorWorkspace>
    );
  };
}

/**
 * The route table, one row per screen: spec 2.1's path and access, the screen, and its entry in
 * the navigation (spec 2.2). Every screen is loaded lazily from its feature: the sign-in page must
 * not download the structure builder, the questionnaire or the report. The build
 * (apps/web/build/route-pages.ts) reads each row's path and the modules its import()s name from
 * this file to write the route's page, and the web bench to weigh the route: keep each row's path
 * first, its imports within the row, and the table's closing `];` at the start of a line.
 */
export const ROUTE_TABLE: readonly ScreenRow[] = [
  {
    path: '/',
    access: 'public',
    screen: () => import('../features/site/HomeScreen').then((m) => m.HomeScreen),
    nav: { key: 'Home', icon: <HomeOutlined />, shownTo: 'everyone' },
  },
  {
    path: '/login',
    access: 'public',
    screen: () => import('../features/auth/LoginScreen').then((m) => m.LoginScreen),
  },
  {
    path: '/resetpassword',
    access: 'public',
    screen: () => import('../features/auth/ResetPasswordScreen').then((m) => m.ResetPasswordScreen),
  },
  {
    path: '/signup',
    access: 'signedOutOnly',
    screen: () => import('../features/auth/SignUpScreen').then((m) => m.SignUpScreen),
  },
  {
    path: '/confirmsignup',
    access: 'public',
    screen: () => import('../features/auth/ConfirmSignupScreen').then((m) => m.ConfirmSignupScreen),
  },
  {
    path: '/confirmpasswordreset',
    access: 'public',
    screen: () =>
      import('../features/auth/ConfirmPasswordResetScreen').then((m) => m.ConfirmPasswordResetScreen),
  },
  {
    path: '/changepassword',
    access: 'public',
    screen: () => import('../features/auth/ChangePasswordScreen').then((m) => m.ChangePasswordScreen),
    nav: { key: 'ChangePassword', icon: <KeyOutlined />, shownTo: 'signedIn' },
  },
  {
    path: '/review/:id',
    access: 'signedIn',
    screen: () => import('../features/questionnaire/ReviewScreen').then((m) => m.ReviewScreen),
  },
  {
    path: '/review/:id/structure',
    access: 'signedIn',
    screen: () =>
      import('../features/review-structure/ReviewStructureScreen').then((m) =>
        ofReview(m.ReviewStructureScreen),
      ),
  },
  {
    path: '/review/:id/submit',
    access: 'signedIn',
    screen: () =>
      import('../features/reviews/SubmitReviewScreen').then((m) => ofReview(m.SubmitReviewScreen)),
  },
  {
    path: '/review/:id/report',
    access: 'signedIn',
    screen: () => import('../features/report/ReportScreen').then((m) => ofReview(m.default)),
    // The original view, which the screen opens on.
    prefetch: (queryClient, { id = '' }) => void queryClient.prefetchQuery(summaryQuery(id, false)),
  },
  {
    path: '/review/:id/whatif',
    access: 'signedIn',
    screen: () => import('../features/what-if/WhatIfScreen').then((m) => ofReview(m.WhatIfScreen)),
  },
  {
    path: '/structure',
    access: 'signedIn',
    screen: () =>
      import('../features/structure-builder/StructureBuilder').then((m) =>
        withProps(m.StructureBuilder, { mode: 'review' }),
      ),
    nav: { key: 'Structure', icon: <AddBoxOutlined />, shownTo: 'users' },
  },
  {
    path: '/structures',
    access: 'signedIn',
    screen: () => import('../features/structures/StructuresScreen').then((m) => m.StructuresScreen),
    nav: { key: 'Structures', icon: <AccountTreeOutlined />, shownTo: 'users' },
  },
  {
    path: '/structures/:id',
    access: 'signedIn',
    screen: () =>
      import('../features/structures/StructureScreen').then((m) => ofStructure(m.StructureScreen)),
  },
  {
    path: '/structures/:id/edit',
    access: 'signedIn',
    // The structure builder on a saved structure: the row hands the builder to the screen that reads
    // the structure, and both download together.
    screen: () =>
      Promise.all([
        import('../features/structures/EditStructureScreen'),
        import('../features/structure-builder/StructureBuilder'),
      ]).then(([{ EditStructureScreen }, { StructureBuilder }]) =>
        ofStructure(function EditSavedStructure({ structureId }) {
          return <EditStructureScreen structureId={structureId} Builder={StructureBuilder} />;
        }),
      ),
  },
  {
    path: '/admin/editor',
    access: 'admin',
    screen: () =>
      inEditorWorkspace(
        'Editor',
        import('../features/editor/EditorWorkspace'),
        import('../features/editor/ProblemsPanel').then((m) => m.ProblemsPanel),
      ),
  },
  {
    path: '/admin/editor/rules',
    access: 'admin',
    screen: () =>
      inEditorWorkspace(
        'Rule Editor',
        import('../features/editor/EditorWorkspace'),
        import('../features/editor/rules/RuleEditorScreen').then((m) => m.RuleEditorScreen),
      ),
    nav: { key: 'RuleEditor', icon: <GavelOutlined />, shownTo: 'admins' },
  },
  {
    path: '/admin/editor/response',
    access: 'admin',
    screen: () =>
      inEditorWorkspace(
        'Response Editor',
        import('../features/editor/EditorWorkspace'),
        import('../features/editor/responses/ResponseEditorScreen').then((m) => m.ResponseEditorScreen),
        import('../features/editor/responses/CategorySelect').then(({ CategorySelect }) => (
          <CategorySelect categories={[]} value={null} onChange={() => {}} loading />
        )),
      ),
    nav: { key: 'ResponseEditor', icon: <EditNoteOutlined />, shownTo: 'admins' },
  },
  {
    path: '/admin/editor/survey',
    access: 'admin',
    // Its screen brings the SurveyJS Creator, downloaded on this route only.
    screen: () => import('../features/editor/survey/SurveyEditorScreen').then((m) => m.SurveyEditorScreen),
    nav: { key: 'SurveyEditor', icon: <QuizOutlined />, shownTo: 'admins' },
  },
  {
    path: '/admin/editor/definition',
    access: 'admin',
    screen: () =>
      inEditorWorkspace(
        'Definition Editor',
        import('../features/editor/EditorWorkspace'),
        import('../features/editor/definitions/DefinitionEditorScreen').then((m) => m.DefinitionEditorScreen),
      ),
    nav: { key: 'DefinitionEditor', icon: <MenuBookOutlined />, shownTo: 'admins' },
  },
  {
    path: '/admin/editor/preview',
    access: 'admin',
    screen: () =>
      import('../features/structure-builder/StructureBuilder').then((m) =>
        withProps(m.StructureBuilder, { mode: 'preview' }),
      ),
    nav: { key: 'Preview', icon: <VisibilityOutlined />, shownTo: 'admins' },
  },
  {
    path: '/admin/editor/versions',
    access: 'admin',
    screen: () =>
      inEditorWorkspace(
        'Versions',
        import('../features/editor/EditorWorkspace'),
        import('../features/versions/VersionsScreen').then((m) => m.VersionsScreen),
      ),
  },
  {
    // Not in spec 2.1's table (which has no site content editor); admin-only like the editors.
    path: '/admin/content',
    access: 'admin',
    screen: () => import('../features/site-editor/SiteContentEditor').then((m) => m.SiteContentEditor),
  },
  {
    path: '/users',
    access: 'signedIn',
    screen: () => import('../features/users/UserListScreen').then((m) => m.UserListScreen),
    nav: { key: 'UserList', icon: <PeopleOutlined />, shownTo: 'adminsAndAccountLeads' },
  },
  {
    path: '/users/create',
    access: 'signedIn',
    screen: () => import('../features/users/UserCreateScreen').then((m) => m.UserCreateScreen),
  },
  {
    path: '/users/:id',
    access: 'signedIn',
    screen: () => import('../features/users/UserDetailScreen').then((m) => m.UserDetailScreen),
  },
  {
    path: '/users/:id/reports',
    access: 'signedIn',
    screen: () => import('../features/users/UserDetailReportsScreen').then((m) => m.UserDetailReportsScreen),
  },
  {
    path: '/user/reports',
    access: 'signedIn',
    screen: () => import('../features/reviews/UserReportsScreen').then((m) => m.UserReportsScreen),
    nav: { key: 'UserReports', icon: <DescriptionOutlined />, shownTo: 'users' },
  },
  {
    path: '/user/dashboard',
    access: 'signedIn',
    screen: () => import('../features/reviews/DashboardScreen').then((m) => m.DashboardScreen),
    nav: { key: 'Dashboard', icon: <DashboardOutlined />, shownTo: 'users' },
  },
  {
    path: '/support',
    access: 'signedIn',
    screen: () =>
      import('../features/site/ContentPage').then((m) => withProps(m.ContentPage, { type: 'support' })),
    nav: { key: 'Support', icon: <HelpOutlineOutlined />, shownTo: 'users' },
  },
  {
    path: '/product',
    access: 'public',
    screen: () =>
      import('../features/site/ContentPage').then((m) => withProps(m.ContentPage, { type: 'product' })),
    nav: { key: 'Product', icon: <InfoOutlined />, shownTo: 'signedOut' },
  },
  {
    path: '/metrics',
    access: 'public',
    screen: () => import('../features/metrics/CustomerMetricsScreen').then((m) => m.CustomerMetricsScreen),
    nav: { key: 'CustomerMetrics', icon: <InsightsOutlined />, shownTo: 'adminsAndAccountLeads' },
  },
  {
    path: '/portfolio',
    access: 'signedIn',
    screen: () => import('../features/portfolio/PortfolioScreen').then((m) => m.PortfolioScreen),
    nav: { key: 'Portfolio', icon: <GridOnOutlined />, shownTo: 'adminsAndAccountLeads' },
  },
  {
    path: '/integrations',
    access: 'signedIn',
    screen: () => import('../features/integrations/IntegrationsScreen').then((m) => m.IntegrationsScreen),
    nav: { key: 'Integrations', icon: <HubOutlined />, shownTo: 'adminsAndAccountLeads' },
  },
  {
    path: '*',
    access: 'public',
    screen: () => import('../features/shell/NotFoundScreen').then((m) => m.NotFoundScreen),
  },
];

/** The navigation's entries, read from the table. */
const NAV_ENTRIES = navEntries(ROUTE_TABLE);

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
      element: <AppShell navigation={NAV_ENTRIES} />,
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
