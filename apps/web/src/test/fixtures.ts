import type { CurrentUser, PublicConfig, ShellContent } from '@tsr/contract';
import { defaultShellContent } from '../features/site/site-defaults';

export const developmentConfig: PublicConfig = {
  productName: 'Structure Risk Review',
  productShortName: 'SRR',
  environment: 'development',
  helpChat: null,
};

export const shellContent: ShellContent = {
  ...defaultShellContent('Structure Risk Review', 2025),
  footer: {
    copyright: '© 2025 Example Advisers LLP',
    companyDetails: 'Example Advisers LLP, registered in England and Wales no. OC000000',
    links: [
      { title: 'Privacy Policy', url: '/privacy', public: true },
      { title: 'Terms and Conditions', url: '/terms', public: true },
      { title: 'Data Processing Agreement', url: '/dpa', public: false },
    ],
  },
};

function user(overrides: Partial<CurrentUser>): CurrentUser {
  return {
    user_id: 'u-1',
    user_name: 'user-1',
    email: 'pat@example.com',
    company_name: 'Example Trust Co',
    groups: [],
    terms_agreed: 'yes',
    trial_follow_up: 'no',
    email_verified: true,
    ...overrides,
  };
}

export const plainUser = user({ groups: ['submitter'] });
export const admin = user({ user_name: 'admin-1', email: 'admin@example.com', groups: ['admin'] });
export const accountLead = user({ user_name: 'lead-1', email: 'lead@example.com', groups: ['accountlead'] });
export const trialUser = user({
  user_name: 'trial-1',
  email: 'trial@example.com',
  groups: ['trialuser'],
  terms_agreed: 'no',
});
export const trialUserWhoAgreed = { ...trialUser, terms_agreed: 'yes' as const };
