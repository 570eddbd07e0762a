import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';

export const USER_NOT_FOUND = 'This user does not exist.';
export const CUSTOMER_NOT_FOUND = 'This customer does not exist.';

export const isAdmin = (p: Principal) => p.groups.includes('admin');

/**
 * Who manages a user (spec 6, docs/decisions/0016): admins every company's; an account lead their
 * own company's. Anyone else is told the user does not exist, so ids of other companies' users
 * reveal nothing. The routes declare the groups too; the service checks again on its own.
 */
export function assertManages(p: Principal, companyId: string): void {
  if (isAdmin(p)) return;
  if (p.groups.includes('accountlead') && p.companyId === companyId) return;
  throw new AppError('NOT_FOUND', USER_NOT_FOUND);
}

export function assertLeadOrAdmin(p: Principal): void {
  if (!isAdmin(p) && !p.groups.includes('accountlead')) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  }
}

export function assertAdminUser(p: Principal): void {
  if (!isAdmin(p)) throw new AppError('FORBIDDEN', 'Only an administrator can do this.');
}
