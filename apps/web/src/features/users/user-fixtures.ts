import type { UserDetail, UserList } from '@tsr/contract';

export const U1 = '11111111-1111-4111-8111-111111111111';
export const U2 = '22222222-2222-4222-8222-222222222222';
export const C1 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const C2 = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

export function userFixture(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    user_id: U1,
    user_name: 'Nora New',
    email: 'nora@example.com',
    company_id: C1,
    company_name: 'Example Trust Co',
    review_cap: '-1',
    is_enabled: true,
    terms_agreed: 'no',
    trial_follow_up: 'yes',
    user_status: 'CONFIRMED',
    groups: ['submitter'],
    is_user: true,
    is_admin: false,
    is_account_lead: false,
    is_approver: false,
    is_trial_user: false,
    last_login: 0,
    ...overrides,
  };
}

export const userList: UserList = {
  userList: [
    {
      companyId: C1,
      companyName: 'Example Trust Co',
      Users: [
        userFixture(),
        userFixture({ user_id: U2, user_name: 'Adam Able', email: 'adam@example.com', is_enabled: false }),
      ],
    },
    {
      companyId: C2,
      companyName: 'Other Wealth',
      Users: [
        userFixture({
          user_id: '33333333-3333-4333-8333-333333333333',
          user_name: 'Olga Other',
          email: 'olga@other.example',
          company_id: C2,
          company_name: 'Other Wealth',
        }),
      ],
    },
  ],
};
