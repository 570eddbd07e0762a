import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../features/users/user-fixtures';
import { json } from '../../test/fake-api';
import { accountLead, admin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('Create User (spec 2.9, 5.4)', () => {
  it('lists every message on save and sends nothing', async () => {
    const { user, api } = renderApp('/users/create', admin);
    await screen.findByRole('heading', { level: 1, name: 'Create User' });
    await user.clear(screen.getByRole('textbox', { name: 'Company' }));
    await user.clear(screen.getByRole('textbox', { name: 'Number of allowed reviews' }));
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const items = within(screen.getByRole('list', { name: 'Please correct the form' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Please enter a user name',
      'Please enter a company name',
      'Please enter a number of allowed reviews',
      'Please enter an email address',
    ]);
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/users/users')).toBe(false);
  });

  it('gives an account lead only name and e-mail, and sends only those', async () => {
    const { user, api } = renderApp('/users/create', accountLead, {
      'POST /api/users/users': () => json(userFixture({ email: 'nora@example.com' }), 201),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create User' });
    expect(screen.queryByRole('textbox', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Trial user' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nora New');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'nora@example.com');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await screen.findByText(/was created and has been e-mailed a temporary password/);
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/api/users/users');
    expect(sent?.body).toEqual({ name: 'Nora New', email: 'nora@example.com' });
  });

  it('shows the admin the review cap -1 by default and the terms box only for a trial user', async () => {
    const { user } = renderApp('/users/create', admin);
    await screen.findByRole('heading', { level: 1, name: 'Create User' });
    expect(
      (screen.getByRole('textbox', { name: 'Number of allowed reviews' }) as HTMLInputElement).value,
    ).toBe('-1');
    expect(screen.queryByRole('checkbox', { name: 'Terms agreed' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Trial user' }));
    screen.getByRole('checkbox', { name: 'Terms agreed' });
  });
});
