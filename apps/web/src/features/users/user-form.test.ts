import { describe, expect, it } from 'vitest';
import { type UserFormValues, userFormMessages } from './user-form';

const empty: UserFormValues = {
  name: '',
  email: '',
  company: '',
  reviewCap: '',
  isTrialUser: false,
  termsAgreed: false,
  trialFollowUp: true,
  isUser: true,
  isEnabled: true,
  isAccountLead: false,
  isApprover: false,
};

describe('the user form messages (spec 5.4)', () => {
  it('lists every message of an empty create form for an admin, in order', () => {
    expect(userFormMessages(empty, { admin: true, creating: true })).toEqual([
      'Please enter a user name',
      'Please enter a company name',
      'Please enter a number of allowed reviews',
      'Please enter an email address',
    ]);
  });

  it('leaves the company and review cap to admins', () => {
    expect(userFormMessages(empty, { admin: false, creating: true })).toEqual([
      'Please enter a user name',
      'Please enter an email address',
    ]);
  });

  it('refuses an e-mail without a domain and accepts a complete form', () => {
    const v = { ...empty, name: 'Ann', company: 'Acme', reviewCap: '-1', email: 'ann@acme' };
    expect(userFormMessages(v, { admin: true, creating: true })).toEqual(['Please enter an email address']);
    expect(userFormMessages({ ...v, email: 'ann@acme.example' }, { admin: true, creating: true })).toEqual(
      [],
    );
  });

  it('does not check the e-mail when editing', () => {
    expect(userFormMessages({ ...empty, name: 'Ann' }, { admin: false, creating: false })).toEqual([]);
  });
});
