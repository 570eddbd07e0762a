import { isAdmin, type Viewer } from '../viewer/viewer';

/**
 * Spec 2.1 access rules: public, signed in, admin only; SignUp is forbidden once signed in.
 */
export type Access = 'public' | 'signedIn' | 'admin' | 'signedOutOnly';

export const HOME_PATH = '/';
export const CHANGE_PASSWORD_PATH = '/changepassword';

/**
 * Where the guard sends the viewer instead of `pathname`, or null to let the navigation through.
 * - a forced password change reaches only Change Password (spec 2.2 and 4);
 * - a route needing sign-in sends a visitor to Home;
 * - an admin route sends a non-admin to Home;
 * - SignUp redirects to / when signed in.
 */
export function accessRedirect(viewer: Viewer, access: Access, pathname: string): string | null {
  if (viewer.kind === 'passwordChange')
    return pathname === CHANGE_PASSWORD_PATH ? null : CHANGE_PASSWORD_PATH;
  switch (access) {
    case 'public':
      return null;
    case 'signedIn':
      return viewer.kind === 'user' ? null : HOME_PATH;
    case 'admin':
      return isAdmin(viewer) ? null : HOME_PATH;
    case 'signedOutOnly':
      return viewer.kind === 'visitor' ? null : HOME_PATH;
  }
}
