import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { accountLead, admin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { C1, C2, userFixture, userList } from './user-fixtures';

const LIST = 'GET /api/users/users';

const namesIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('User List (spec 2.9)', () => {
  it('shows a table per company with the Enabled badge, Reports and Edit user, sorted by name', async () => {
    renderApp('/users', accountLead, { [LIST]: () => json(userList) });
    const table = await screen.findByRole('table', { name: 'Users of Example Trust Co' });
    expect(namesIn(table)).toEqual(['Adam Able', 'Nora New']);
    const adam = within(table).getAllByRole('row')[1] as HTMLElement;
    within(adam).getByText('Disabled');
    expect(within(adam).getByRole('link', { name: 'Edit user' }).getAttribute('href')).toBe(
      `/users/${userList.userList[0]?.Users[1]?.user_id}`,
    );
    within(adam).getByRole('link', { name: 'Reports' });
    expect(screen.getByRole('link', { name: 'Add user' }).getAttribute('href')).toBe('/users/create');
    expect(screen.queryByRole('button', { name: 'Delete Customer' })).toBeNull();
  });

  it('sorts by a column again in reverse and searches by name or e-mail', async () => {
    const { user } = renderApp('/users', accountLead, { [LIST]: () => json(userList) });
    const table = await screen.findByRole('table', { name: 'Users of Example Trust Co' });
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(namesIn(table)).toEqual(['Nora New', 'Adam Able']);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'ADAM@');
    expect(namesIn(table)).toEqual(['Adam Able']);
  });

  it("filters by company and lets an admin delete a customer after the spec's confirmation", async () => {
    let deleted = '';
    const { user } = renderApp('/users', admin, {
      [LIST]: () => json(userList),
      [`DELETE /api/users/customer/${C2}`]: (c) => {
        deleted = c.path;
        return new Response(null, { status: 204 });
      },
    });
    await screen.findByRole('table', { name: 'Users of Other Wealth' });
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Other Wealth' }));
    expect(screen.queryByRole('table', { name: 'Users of Example Trust Co' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Customer' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(
      /Are you sure you want to delete this customer\?\s+This action cannot be undone\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('table', { name: 'Users of Other Wealth' });
    expect(deleted).toBe(`/api/users/customer/${C2}`);
  });
});

describe('User List at 500 users in a company', () => {
  const pad = (n: number) => String(n).padStart(3, '0');
  const many = {
    userList: [
      {
        companyId: C1,
        companyName: 'Example Trust Co',
        Users: Array.from({ length: 500 }, (_, i) =>
          userFixture({
            user_id: `00000000-0000-4000-8000-000000000${pad(i)}`,
            user_name: `User ${pad(i)}`,
            email: `user-${pad(i)}@example.com`,
          }),
        ),
      },
    ],
  };

  it('shows 50 users a page with a page control, and a search starts again at the first page', async () => {
    const { user } = renderApp('/users', accountLead, { [LIST]: () => json(many) });
    const table = await screen.findByRole('table', { name: 'Users of Example Trust Co' });
    expect(namesIn(table)).toHaveLength(50);
    expect(namesIn(table)[0]).toBe('User 000');
    screen.getByText('1–50 of 500');
    await user.click(screen.getByRole('button', { name: 'Go to next page of Users of Example Trust Co' }));
    expect(namesIn(table)[0]).toBe('User 050');
    screen.getByText('51–100 of 500');
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(namesIn(table)[0]).toBe('User 499');
    await user.click(screen.getByRole('searchbox', { name: 'Search by name or email' }));
    await user.paste('user-1');
    // user-1xx: 100 users, the first page of them.
    expect(namesIn(table)).toHaveLength(50);
    screen.getByText('1–50 of 100');
    screen.getByText('100 of 500 users');
    // 500 users' worth of data in jsdom on a shared machine: more than the default 30 s.
  }, 120_000);
});
