import type { UserDetail } from '@tsr/contract';
import { groupsOf, type UserRow } from '../accounts/user-rows';

const yesNo = (value: string): 'yes' | 'no' => (value === 'yes' ? 'yes' : 'no');
const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);

/** Spec 3.5 User as the API shows it (never the password hash or the session version). */
export function userDetail(user: UserRow, companyName: string): UserDetail {
  return {
    user_id: user.id,
    user_name: user.userName,
    email: user.email,
    company_id: user.companyId,
    company_name: companyName,
    review_cap: String(user.reviewCap),
    is_enabled: user.isEnabled,
    terms_agreed: yesNo(user.termsAgreed),
    trial_follow_up: yesNo(user.trialFollowUp),
    user_status: user.userStatus,
    groups: groupsOf(user),
    is_user: user.isUser,
    is_admin: user.isAdmin,
    is_account_lead: user.isAccountLead,
    is_approver: user.isApprover,
    is_trial_user: user.isTrialUser,
    last_login: unix(user.lastLoginAt),
  };
}

/** What the audit log keeps of a user: the fields a person can change, not the login time. */
export function auditSnapshot(view: UserDetail): Record<string, unknown> {
  const { last_login: _lastLogin, groups: _groups, ...rest } = view;
  return rest;
}
