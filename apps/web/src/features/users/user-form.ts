import { USER_MESSAGES } from '@tsr/contract';

/** The create and edit forms' values (spec 3.5), as the fields hold them. */
export interface UserFormValues {
  name: string;
  email: string;
  company: string;
  reviewCap: string;
  isTrialUser: boolean;
  termsAgreed: boolean;
  trialFollowUp: boolean;
  isUser: boolean;
  isEnabled: boolean;
  isAccountLead: boolean;
  isApprover: boolean;
}

// A standard e-mail pattern: something@something.tld without spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 5.4: the messages shown as a list on save. The company and review cap are checked only for
 * admins (the only ones who see those fields); the e-mail only when creating.
 */
export function userFormMessages(v: UserFormValues, opts: { admin: boolean; creating: boolean }): string[] {
  const messages: string[] = [];
  if (!v.name.trim()) messages.push(USER_MESSAGES.name);
  if (opts.admin && !v.company.trim()) messages.push(USER_MESSAGES.company);
  if (opts.admin && !v.reviewCap.trim()) messages.push(USER_MESSAGES.reviewCap);
  else if (opts.admin && !/^(-1|\d{1,6})$/.test(v.reviewCap.trim()))
    messages.push(USER_MESSAGES.reviewCapNumber);
  if (opts.creating && !EMAIL.test(v.email.trim())) messages.push(USER_MESSAGES.email);
  return messages;
}
