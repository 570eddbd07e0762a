import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { admin, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { ADMIN_SCOPE_NOTE } from './AdminScopeNote';
import { userReports } from './review-list-fixtures';

const list = { 'GET /api/user/reports': () => json(userReports) };

describe("what an admin's review lists show", () => {
  it.each([
    ['/user/reports', 'Reviews'],
    ['/user/dashboard', 'Dashboard'],
  ])('%s says an admin sees every customer company, and lists them', async (path, heading) => {
    renderApp(path, admin, list);
    await screen.findByRole('heading', { level: 1, name: heading });
    await screen.findByText(ADMIN_SCOPE_NOTE);
    expect(screen.queryByText('No reviews to show.')).toBeNull();
  });

  it('says nothing of the kind to a customer', async () => {
    renderApp('/user/reports', plainUser, list);
    await screen.findByRole('table', { name: 'Reviews' });
    expect(screen.queryByText(ADMIN_SCOPE_NOTE)).toBeNull();
  });
});
