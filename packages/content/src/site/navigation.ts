import { NavKey, type ShellContent } from '@tsr/contract';

/**
 * Spec 2.2: the navigation's default title of each entry, the one list of them. The shell document
 * served by the content service starts from these, the web app shows them when that document cannot
 * be read, and an admin overrides them in the site editor (shell texts). Each entry's path, access,
 * icon and who sees it are in the web's screen table (apps/web/src/routes/routes.tsx).
 */
export const DEFAULT_NAV_TITLES: Readonly<Record<NavKey, string>> = {
  Home: 'Home',
  Dashboard: 'Dashboard',
  Product: 'About',
  Structure: 'New Review',
  SurveyEditor: 'Survey Editor',
  ResponseEditor: 'Response Editor',
  RuleEditor: 'Rule Editor',
  DefinitionEditor: 'Definition Editor',
  Preview: 'Survey Preview',
  UserReports: 'Reviews',
  CustomerMetrics: 'Customer Metrics',
  UserList: 'User List',
  Support: 'Support',
  ChangePassword: 'Change Password',
  Logout: 'Logout',
};

/** The shell document's navigation with the default titles, every entry in spec 2.2's order. */
export function defaultNavigation(): ShellContent['navigation'] {
  return NavKey.options.map((key) => ({ key, title: DEFAULT_NAV_TITLES[key] }));
}
