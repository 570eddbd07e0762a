import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';

export interface ReviewOwnership {
  userId: string;
  companyId: string;
}

/**
 * Who may do what with a review (spec 4, 6): its owner; the owner's account lead, company wide;
 * admins (the provider's staff) for any company. Anyone else is told the review does not exist,
 * so ids of other companies' reviews reveal nothing.
 */
export function canRead(p: Principal, r: ReviewOwnership): boolean {
  if (p.groups.includes('admin')) return true;
  if (p.userId === r.userId) return true;
  return p.groups.includes('accountlead') && p.companyId === r.companyId;
}

export function assertCanRead(p: Principal, r: ReviewOwnership): void {
  if (!canRead(p, r)) throw new AppError('NOT_FOUND', 'This review does not exist.');
}

/** Answering the questionnaire is the owner's; others see the submit page (spec 4). */
export function assertOwner(p: Principal, r: ReviewOwnership): void {
  assertCanRead(p, r);
  if (p.userId !== r.userId) {
    throw new AppError('FORBIDDEN', 'Only the person who started this review can answer its questions.');
  }
}

/** Spec 6 canSubmit: admin, accountlead and approval. */
export function canSubmit(p: Principal): boolean {
  return p.groups.some((g) => g === 'admin' || g === 'accountlead' || g === 'approval');
}
