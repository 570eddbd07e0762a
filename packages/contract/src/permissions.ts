import type { Group } from './auth';

/**
 * Spec 6: submit permission (canSubmit) is granted to admin, accountlead and approval. The one
 * definition, read by the server (which enforces it) and the web app (which shows Submit or the
 * pointer to an approver). A self-signed-up trial user holds approval (docs/decisions/0006).
 */
export const SUBMIT_GROUPS: readonly Group[] = ['admin', 'accountlead', 'approval'];

export function canSubmit(groups: readonly Group[]): boolean {
  return groups.some((group) => SUBMIT_GROUPS.includes(group));
}
