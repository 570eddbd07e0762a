import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { Access } from '../features/guard/access';
import { guardLoader } from '../features/guard/guard-loader';
import { AppShell } from '../features/shell/AppShell';
import { Loading } from '../features/shell/Loading';
import { RouteError } from '../features/shell/RouteError';
import { siteQuery } from '../features/site/site-query';
import { ChangePassword } from './change-password/ChangePassword';
import { ConfirmPasswordReset } from './confirm-password-reset/ConfirmPasswordReset';
import { ConfirmSignup } from './confirm-sign-up/ConfirmSignup';
import { CustomerMetrics } from './customer-metrics/CustomerMetrics';
import { Dashboard } from './dashboard/Dashboard';
import { DefinitionEditor } from './definition-editor/DefinitionEditor';
import { Editor } from './editor/Editor';
import { Home } from './home/Home';
import { Login } from './login/Login';
import { NotFound } from './not-found/NotFound';
import { Product } from './product/Product';
import { ResetPassword } from './reset-password/ResetPassword';
import { ResponseEditor } from './response-editor/ResponseEditor';
import { Review } from './review/Review';
import { ReviewReport } from './review-report/ReviewReport';
import { ReviewStructure } from './review-structure/ReviewStructure';
import { RuleEditor } from './rule-editor/RuleEditor';
import { SignUp } from './sign-up/SignUp';
import { Structure } from './structure/Structure';
import { SubmitReview } from './submit-review/SubmitReview';
import { Support } from './support/Support';
import { SurveyEditor } from './survey-editor/SurveyEditor';
import { SurveyPreview } from './survey-preview/SurveyPreview';
import { UserCreate } from './user-create/UserCreate';
import { UserDetail } from './user-detail/UserDetail';
import { UserDetailReports } from './user-detail-reports/UserDetailReports';
import { UserList } from './user-list/UserList';
import { UserReports } from './user-reports/UserReports';

/** Spec 2.1, row by row: path, screen, access. */
export const ROUTE_TABLE: readonly { path: string; screen: () => ReactElement; access: Access }[] = [
  { path: '/', screen: Home, access: 'public' },
  { path: '/login', screen: Login, access: 'public' },
  { path: '/resetpassword', screen: ResetPassword, access: 'public' },
  { path: '/signup', screen: SignUp, access: 'signedOutOnly' },
  { path: '/confirmsignup', screen: ConfirmSignup, access: 'public' },
  { path: '/confirmpasswordreset', screen: ConfirmPasswordReset, access: 'public' },
  { path: '/changepassword', screen: ChangePassword, access: 'public' },
  { path: '/review/:id', screen: Review, access: 'signedIn' },
  { path: '/review/:id/structure', screen: ReviewStructure, access: 'signedIn' },
  { path: '/review/:id/submit', screen: SubmitReview, access: 'signedIn' },
  { path: '/review/:id/report', screen: ReviewReport, access: 'signedIn' },
  { path: '/structure', screen: Structure, access: 'signedIn' },
  { path: '/admin/editor', screen: Editor, access: 'admin' },
  { path: '/admin/editor/rules', screen: RuleEditor, access: 'admin' },
  { path: '/admin/editor/response', screen: ResponseEditor, access: 'admin' },
  { path: '/admin/editor/survey', screen: SurveyEditor, access: 'admin' },
  { path: '/admin/editor/definition', screen: DefinitionEditor, access: 'admin' },
  { path: '/admin/editor/preview', screen: SurveyPreview, access: 'admin' },
  { path: '/users', screen: UserList, access: 'signedIn' },
  { path: '/users/create', screen: UserCreate, access: 'signedIn' },
  { path: '/users/:id', screen: UserDetail, access: 'signedIn' },
  { path: '/users/:id/reports', screen: UserDetailReports, access: 'signedIn' },
  { path: '/user/reports', screen: UserReports, access: 'signedIn' },
  { path: '/user/dashboard', screen: Dashboard, access: 'signedIn' },
  { path: '/support', screen: Support, access: 'signedIn' },
  { path: '/product', screen: Product, access: 'public' },
  { path: '/metrics', screen: CustomerMetrics, access: 'public' },
  { path: '*', screen: NotFound, access: 'public' },
];

/**
 * The data router's routes: the shell at /, and every screen of the route table as its child with
 * the navigation guard as loader. Guards revalidate on every navigation (spec 2.1).
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
          children: ROUTE_TABLE.map(({ path, screen: Screen, access }) => ({
            ...(path === '/' ? { index: true } : { path }),
            element: <Screen />,
            loader: guardLoader(queryClient, access),
            shouldRevalidate: () => true,
          })),
        },
      ],
    },
  ];
}
