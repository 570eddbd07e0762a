import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { accountLead, admin, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { userFixture } from './user-fixtures';

describe('Create User (spec 2.9, 5.4)', () => {
  it('tells a plain user or an approver at once that only account leads and administrators add users, with no form', async () => {
    for (const who of [plainUser, { ...plainUser, groups: ['approval' as const] }]) {
      renderApp('/users/create', who);
      await screen.findByRole('heading', { level: 1, name: 'Create User' });
      expect(
        await screen.findByText(
          'Only account leads and administrators add users. Ask an account lead of your company to add the user you need.',
        ),
      ).toBeDefined();
      expect(screen.queryByRole('form', { name: 'Create User' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Create user' })).toBeNull();
      cleanup();
    }
  });

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

  it('gives an account lead only name and e-mail, sends only those, and says what happens either way', async () => {
    const { user, api } = renderApp('/users/create', accountLead, {
      // The server answers a lead alike whether or not the address has an account elsewhere.
      'POST /api/users/users': () => json({ email: 'nora@example.com', message: 'Accepted.' }, 202),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create User' });
    expect(screen.queryByRole('textbox', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Trial user' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nora New');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'nora@example.com');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const alert = await screen.findByText(/Request received for nora@example\.com\./);
    // Both outcomes, and no claim that a user was created.
    expect(alert.textContent).toContain('If this address had no account, the user is added to your company');
    expect(alert.textContent).toContain('If it already has an account, its owner is told by e-mail instead');
    expect(screen.queryByText(/was created/)).toBeNull();
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/api/users/users');
    expect(sent?.body).toEqual({ name: 'Nora New', email: 'nora@example.com' });
  });

  it("tells an admin the user was created, with a link to the user's page", async () => {
    const { user } = renderApp('/users/create', admin, {
      'POST /api/users/users': () => json(userFixture({ email: 'nora@example.com' }), 201),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create User' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nora New');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'nora@example.com');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await screen.findByText(/User nora@example\.com was created and has been e-mailed a temporary password/);
    expect(screen.getByRole('link', { name: /^Edit / })).toBeTruthy();
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
