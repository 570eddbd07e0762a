/**
 * The demo accounts created on the first start of the embedded database: the one list. The README
 * table is checked against it (demo-accounts.test.ts) and the e2e journeys sign in with it
 * (exported as @tsr/server/demo-accounts). One per role of spec 6, spread over two customer
 * companies and the provider's own.
 */
export interface DemoAccount {
  email: string;
  password: string;
  userName: string;
  company: string;
  role: string;
  flags: {
    isAdmin?: boolean;
    isAccountLead?: boolean;
    isApprover?: boolean;
    isTrialUser?: boolean;
    passwordChangeRequired?: boolean;
    termsAgreed?: 'yes' | 'no';
  };
}

export const demoCompanies = [
  'Tax Structure Review Advisers',
  'Northbridge Wealth',
  'Harbour Family Office',
] as const;

/** The demo accounts by a short name the e2e journeys use (demo.approver, demo.trial, ...). */
export const demo = {
  admin: {
    email: 'admin@tsr.example',
    password: 'Admin-demo-1',
    userName: 'Ada Admin',
    company: demoCompanies[0],
    role: 'admin',
    flags: { isAdmin: true, isApprover: true },
  },
  lead: {
    email: 'lead@northbridge.example',
    password: 'Lead-demo-1',
    userName: 'Lena Lead',
    company: demoCompanies[1],
    role: 'account lead',
    flags: { isAccountLead: true },
  },
  approver: {
    email: 'approver@northbridge.example',
    password: 'Approver-demo-1',
    userName: 'Arun Approver',
    company: demoCompanies[1],
    role: 'approver (can submit)',
    flags: { isApprover: true },
  },
  user: {
    email: 'user@northbridge.example',
    password: 'User-demo-1',
    userName: 'Uma User',
    company: demoCompanies[1],
    role: 'plain user',
    flags: {},
  },
  trial: {
    email: 'trial@harbour.example',
    password: 'Trial-demo-1',
    userName: 'Theo Trial',
    company: demoCompanies[2],
    role: 'trial user, terms not yet agreed',
    flags: { isTrialUser: true, termsAgreed: 'no' },
  },
  newUser: {
    email: 'newuser@harbour.example',
    password: 'Temp-demo-1',
    userName: 'Nina New',
    company: demoCompanies[2],
    role: 'must set a new password at first sign-in',
    flags: { passwordChangeRequired: true },
  },
  // A second administrator, so that two of the provider's tax experts can author at once (each sees
  // the other in the editor they share, and a save made from a stale draft is refused).
  expert: {
    email: 'expert@tsr.example',
    password: 'Expert-demo-1',
    userName: 'Anna Expert',
    company: demoCompanies[0],
    role: "admin (a second of the provider's tax experts)",
    flags: { isAdmin: true },
  },
} satisfies Record<string, DemoAccount>;

/** In the order they are created and listed. */
export const demoAccounts: readonly DemoAccount[] = Object.values(demo);
