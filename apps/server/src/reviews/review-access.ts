import { canSubmit as groupsMaySubmit } from '@tsr/contract';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';

export interface ReviewOwnership {
  userId: string;
  companyId: string;
  /** An administrator's preview of the draft (issue 14); absent on rows that do not say (a report's). */
  preview?: boolean;
}

/**
 * Who may read a review (spec 4, 6, docs/decisions/0005): its owner; an account lead or an
 * approver of the owner's company (an approver is who a user without submit permission is
 * pointed to, so they must be able to open and submit the colleague's review); admins (the
 * provider's staff) for any company. A preview of the draft only admins. Anyone else is told the review does not exist, so ids of
 * other companies' reviews reveal nothing.
 */
export function canRead(p: Principal, r: ReviewOwnership): boolean {
  if (p.groups.includes('admin')) return true;
  // A preview is the provider's trial of its unpublished content: no customer reads it, not even
  // an account lead of the company its admin happens to belong to.
  if (r.preview) return false;
  if (p.userId === r.userId) return true;
  return p.companyId === r.companyId && (p.groups.includes('accountlead') || p.groups.includes('approval'));
}

export function assertCanRead(p: Principal, r: ReviewOwnership): void {
  if (!canRead(p, r)) throw new AppError('NOT_FOUND', 'This review does not exist.');
}

/**
 * Deleting stays with the owner, their account lead and admins: an approver reads a colleague's
 * review to submit it, not to remove it.
 */
export function assertCanDelete(p: Principal, r: ReviewOwnership): void {
  assertCanRead(p, r);
  const mayDelete = p.groups.includes('admin') || p.userId === r.userId || p.groups.includes('accountlead');
  if (!mayDelete)
    throw new AppError(
      'FORBIDDEN',
      'Only the person who started this review or their account lead can delete it.',
    );
}

/**
 * Reset remediations, resubmit, revert and latest survey are the provider's (spec 6). The routes
 * declare it too; the service checks again so that no new route can forget it.
 */
export function assertAdmin(p: Principal): void {
  if (!p.groups.includes('admin')) throw new AppError('FORBIDDEN', 'Only an administrator can do this.');
}

/** Answering the questionnaire is the owner's; others see the submit page (spec 4). */
export function assertOwner(p: Principal, r: ReviewOwnership): void {
  assertCanRead(p, r);
  if (p.userId !== r.userId) {
    throw new AppError('FORBIDDEN', 'Only the person who started this review can answer its questions.');
  }
}

/** Spec 6 canSubmit, from its one definition in the contract. */
export function canSubmit(p: Principal): boolean {
  return groupsMaySubmit(p.groups);
}
