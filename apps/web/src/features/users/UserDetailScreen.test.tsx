import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { accountLead, admin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { U1, userFixture } from './user-fixtures';

const GET = `GET /api/users/user/${U1}`;
const PUT = `PUT /api/users/user/${U1}`;
const AUDIT = `GET /api/users/user/${U1}/audit`;

describe('Edit User (spec 2.9, 5.4)', () => {
  it('lets a lead set the role flags and Enabled, and sends no admin field', async () => {
    const { user, api } = renderApp(`/users/${U1}`, accountLead, {
      [GET]: () => json(userFixture()),
      [PUT]: (c) => json(userFixture({ is_approver: true, is_enabled: false, ...(c.body as object) })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit User' });
    await screen.findByDisplayValue('Nora New');
    expect(screen.queryByRole('checkbox', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Can Submit a review' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The user was updated.');
    const sent = api.calls.find((c) => c.method === 'PUT');
    expect(sent?.body).toEqual({
      name: 'Nora New',
      is_user: true,
      is_enabled: false,
      is_account_lead: false,
      is_approver: true,
    });
  });

  it('lists the messages of empty fields on save', async () => {
    const { user, api } = renderApp(`/users/${U1}`, admin, {
      [GET]: () => json(userFixture()),
      [AUDIT]: () => json({ entries: [] }),
    });
    const name = await screen.findByDisplayValue('Nora New');
    await user.clear(name);
    await user.clear(screen.getByRole('textbox', { name: 'Company' }));
    await user.clear(screen.getByRole('textbox', { name: 'Number of allowed reviews' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const items = within(screen.getByRole('list', { name: 'Please correct the form' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Please enter a user name',
      'Please enter a company name',
      'Please enter a number of allowed reviews',
    ]);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows an admin the disabled Admin box, the trial fields of a trial user and the audit log', async () => {
    renderApp(`/users/${U1}`, admin, {
      [GET]: () => json(userFixture({ is_trial_user: true })),
      [AUDIT]: () =>
        json({
          entries: [
            {
              id: 1,
              at: 1_700_000_000,
              actor: 'lead@example.com',
              action: 'user.update',
              before: { user_name: 'Nora', is_enabled: true },
              after: { user_name: 'Nora New', is_enabled: true },
            },
          ],
        }),
    });
    await screen.findByDisplayValue('Nora New');
    expect((screen.getByRole('checkbox', { name: 'Admin' }) as HTMLInputElement).disabled).toBe(true);
    screen.getByRole('checkbox', { name: 'Terms agreed' });
    screen.getByRole('checkbox', { name: 'Consents to follow up' });
    const log = await screen.findByRole('table', { name: 'Audit log' });
    within(log).getByText('user_name: Nora → Nora New');
    within(log).getByText('lead@example.com');
  });
});
