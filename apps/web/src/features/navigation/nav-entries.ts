import { withLaterEntries } from '@tsr/content/site';
import { NavKey, type ShellContent } from '@tsr/contract';
import type { ReactElement } from 'react';
import { isAccountLead, isAdmin, isSignedIn, type Viewer } from '../viewer/viewer';

/**
 * Who sees a navigation entry (spec 2.2). When a password change is forced, only the `signedIn`
 * entries (Change Password and Logout) are shown.
 */
export type NavAudience =
  /** Everybody (Home). */
  | 'everyone'
  /** Only when signed out (Product, shown as About). */
  | 'signedOut'
  /** Any signed-in user, a forced password change or not (Change Password, Logout). */
  | 'signedIn'
  /** A signed-in user with no pending forced password change (Dashboard, New Review, Reviews, Support). */
  | 'users'
  /** Admins (the five editor and preview entries). */
  | 'admins'
  /** Admins and account leads (Customer Metrics, User List). */
  | 'adminsAndAccountLeads';

/** A screen's entry in the navigation, as the screen table gives it; its title comes from the shell content. */
export interface ScreenNavEntry {
  key: Exclude<NavKey, 'Logout'>;
  icon: ReactElement;
  shownTo: NavAudience;
}

/** A navigation entry leading to its screen. Logout is an action, not a screen: Navigation adds it. */
export interface NavEntry extends ScreenNavEntry {
  path: string;
}

/** Spec 2.2: whether the viewer sees an entry shown to `audience`. */
export function isShownTo(audience: NavAudience, viewer: Viewer): boolean {
  if (audience === 'signedIn') return isSignedIn(viewer);
  // A forced password change reaches only Change Password and Logout.
  if (viewer.kind === 'passwordChange') return false;
  switch (audience) {
    case 'everyone':
      return true;
    case 'signedOut':
      return viewer.kind === 'visitor';
    case 'users':
      return viewer.kind === 'user';
    case 'admins':
      return isAdmin(viewer);
    case 'adminsAndAccountLeads':
      return isAdmin(viewer) || isAccountLead(viewer);
  }
}

/** The navigation's entries from the screen table's rows: each row's entry with its path, in spec 2.2's order. */
export function navEntries(screens: readonly { path: string; nav?: ScreenNavEntry }[]): NavEntry[] {
  const entries = screens.flatMap(({ path, nav }) => (nav ? [{ ...nav, path }] : []));
  const order = (entry: NavEntry) => NavKey.options.indexOf(entry.key);
  return entries.sort((a, b) => order(a) - order(b));
}

/** Spec 2.2: admins (with no pending password change) also see Save and Publish. */
export function showsEditorActions(viewer: Viewer): boolean {
  return isAdmin(viewer);
}

/**
 * Spec 1: an entry the content lacks, or whose title an admin removed, shows the title 'missing'.
 * An entry added after the document was published (Structures) shows its default title instead.
 */
export function navTitle(shell: ShellContent, key: NavKey): string {
  return (
    withLaterEntries(shell.navigation)
      .find((entry) => entry.key === key)
      ?.title.trim() || 'missing'
  );
}
