import type { CurrentUser, Group } from '@tsr/contract';

/**
 * Who is using the browser: a visitor, someone who must set a first password (spec 4, the
 * NEW_PASSWORD_REQUIRED challenge), or a signed-in user as read from GET /api/auth/me.
 */
export type Viewer =
  | { kind: 'visitor' }
  | { kind: 'passwordChange'; email: string }
  | { kind: 'user'; user: CurrentUser };

export const VISITOR: Viewer = { kind: 'visitor' };

export function hasGroup(viewer: Viewer, group: Group): boolean {
  return viewer.kind === 'user' && viewer.user.groups.includes(group);
}

/** Signed in, including the forced-password-change state. */
export function isSignedIn(viewer: Viewer): boolean {
  return viewer.kind !== 'visitor';
}

export const isAdmin = (viewer: Viewer) => hasGroup(viewer, 'admin');
export const isAccountLead = (viewer: Viewer) => hasGroup(viewer, 'accountlead');

/** Spec 2.3 and 6: a trial user whose terms-agreed attribute is not yes must accept the terms first. */
export function mustAgreeToTrialTerms(viewer: Viewer): boolean {
  return (
    viewer.kind === 'user' && viewer.user.groups.includes('trialuser') && viewer.user.terms_agreed !== 'yes'
  );
}

export function viewerEmail(viewer: Viewer): string | null {
  if (viewer.kind === 'user') return viewer.user.email;
  if (viewer.kind === 'passwordChange') return viewer.email;
  return null;
}
