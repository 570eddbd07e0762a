import { NavKey, type ShellContent } from '@tsr/contract';
import { isAccountLead, isAdmin, type Viewer } from '../viewer/viewer';

/** Where each navigation entry leads (spec 2.1); Logout is an action, not a route. */
export const NAV_PATHS: Record<Exclude<NavKey, 'Logout'>, string> = {
  Home: '/',
  Dashboard: '/user/dashboard',
  Product: '/product',
  Structure: '/structure',
  SurveyEditor: '/admin/editor/survey',
  ResponseEditor: '/admin/editor/response',
  RuleEditor: '/admin/editor/rules',
  DefinitionEditor: '/admin/editor/definition',
  Preview: '/admin/editor/preview',
  UserReports: '/user/reports',
  CustomerMetrics: '/metrics',
  UserList: '/users',
  Support: '/support',
  ChangePassword: '/changepassword',
};

const EDITOR_ENTRIES: readonly NavKey[] = [
  'SurveyEditor',
  'ResponseEditor',
  'RuleEditor',
  'DefinitionEditor',
  'Preview',
];
const USER_ENTRIES: readonly NavKey[] = ['Dashboard', 'Structure', 'UserReports', 'Support'];

/** Spec 2.2: whether the viewer sees a navigation entry. */
export function isNavEntryVisible(key: NavKey, viewer: Viewer): boolean {
  if (key === 'ChangePassword' || key === 'Logout') return viewer.kind !== 'visitor';
  // A forced password change reaches only Change Password and Logout.
  if (viewer.kind === 'passwordChange') return false;
  if (key === 'Home') return true;
  if (key === 'Product') return viewer.kind === 'visitor';
  if (USER_ENTRIES.includes(key)) return viewer.kind === 'user';
  if (EDITOR_ENTRIES.includes(key)) return isAdmin(viewer);
  // CustomerMetrics and UserList
  return isAdmin(viewer) || isAccountLead(viewer);
}

/** The visible entries in the spec's order. */
export function visibleNavEntries(viewer: Viewer): NavKey[] {
  return NavKey.options.filter((key) => isNavEntryVisible(key, viewer));
}

/** Spec 2.2: admins (with no pending password change) also see Save and Publish. */
export function showsEditorActions(viewer: Viewer): boolean {
  return isAdmin(viewer);
}

/** Spec 1: an entry the content lacks, or whose title an admin removed, shows the title 'missing'. */
export function navTitle(shell: ShellContent, key: NavKey): string {
  return shell.navigation.find((entry) => entry.key === key)?.title.trim() || 'missing';
}
