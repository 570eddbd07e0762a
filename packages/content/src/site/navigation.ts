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
  Structures: 'Structures',
  SurveyEditor: 'Survey Editor',
  ResponseEditor: 'Response Editor',
  RuleEditor: 'Rule Editor',
  DefinitionEditor: 'Definition Editor',
  Preview: 'Survey Preview',
  UserReports: 'Reviews',
  CustomerMetrics: 'Customer Metrics',
  Portfolio: 'Portfolio',
  UserList: 'User List',
  Integrations: 'Integrations',
  Support: 'Support',
  ChangePassword: 'Change Password',
  Logout: 'Logout',
};

/** The shell document's navigation with the default titles, every entry in spec 2.2's order. */
export function defaultNavigation(): ShellContent['navigation'] {
  return NavKey.options.map((key) => ({ key, title: DEFAULT_NAV_TITLES[key] }));
}

/**
 * Entries added after spec 2.2's list: Structures and Portfolio (issue 33), Integrations (issue 35).
 * A shell document an admin published before one of them existed has no title for it, though nobody
 * removed one (the site editor writes a title for every entry it knows), so such an entry reads its
 * default title rather than 'missing'. An entry of spec 2.2 that a document lacks still shows 'missing' (spec 1).
 */
export const LATER_NAV_KEYS: readonly NavKey[] = ['Structures', 'Portfolio', 'Integrations'];

/** A stored document's navigation with each later entry it predates added under its default title. */
export function withLaterEntries(navigation: ShellContent['navigation']): ShellContent['navigation'] {
  const absent = LATER_NAV_KEYS.filter((key) => !navigation.some((entry) => entry.key === key));
  return [...navigation, ...absent.map((key) => ({ key, title: DEFAULT_NAV_TITLES[key] }))];
}
