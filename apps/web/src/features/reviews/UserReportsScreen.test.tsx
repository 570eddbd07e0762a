import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { accountLead, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { userReports } from './review-list-fixtures';

const LIST = 'GET /api/user/reports';

function openList(who = plainUser, extra = {}) {
  return renderApp('/user/reports', who, { [LIST]: () => json(userReports), ...extra });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Reviews' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

const names = async () => (await rows()).map((cells) => cells[0]);

/** The query strings the list was loaded with (the fake API keys its handlers by path only). */
const listQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/user/reports')
    .map((url) => url.search);

describe('Reviews list (spec 2.8)', () => {
  it("shows every column, 'n/a' for incomplete reviews and the Completed/Incomplete badge", async () => {
    openList();
    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    const table = await screen.findByRole('table', { name: 'Reviews' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Structure name', 'Submitted', 'Created by', 'Risk score', 'Status', 'Actions']);
    const [birch, oak] = await rows();
    expect(birch?.slice(0, 5)).toEqual(['Birch Settlement', '—', 'pat@example.com', 'n/a', 'Incomplete']);
    expect(oak?.slice(0, 5)).toEqual(['Oak Structure', '20/01/2026', 'pat@example.com', '91', 'Completed']);
  });

  it('View opens a report; Continue takes the owner to the questionnaire and others to the submit page', async () => {
    openList();
    const table = await screen.findByRole('table', { name: 'Reviews' });
    const rowOf = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(within(rowOf('Oak Structure')).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/review/r-oak/report',
    );
    expect(
      within(rowOf('Birch Settlement')).getByRole('link', { name: 'Continue' }).getAttribute('href'),
    ).toBe('/review/r-birch');
    expect(within(rowOf('Cedar Holdings')).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/review/r-cedar/submit',
    );
  });

  it('searches structure names and creators', async () => {
    const { user } = openList();
    await screen.findByRole('table', { name: 'Reviews' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'trust');
    expect(await names()).toEqual(['Willow Trust', 'Ash Family Trust']);
  });

  it("filters on 'Completed': all, complete, incomplete", async () => {
    const { user } = openList();
    await screen.findByRole('table', { name: 'Reviews' });
    await user.click(screen.getByRole('combobox', { name: 'Completed' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'all',
      'complete',
      'incomplete',
    ]);
    await user.click(screen.getByRole('option', { name: 'incomplete' }));
    expect(await names()).toEqual(['Birch Settlement', 'Cedar Holdings', 'Ash Family Trust']);
  });

  it("offers 'Created by' to account leads only", async () => {
    openList(plainUser);
    await screen.findByRole('table', { name: 'Reviews' });
    expect(screen.queryByRole('combobox', { name: 'Created by' })).toBeNull();
  });

  it("shows an account lead only their own reviews when they choose 'my own'", async () => {
    const { user } = openList(accountLead);
    await screen.findByRole('table', { name: 'Reviews' });
    expect(listQueries()).toEqual(['?createdBy=company&limit=50']);
    await user.click(screen.getByRole('combobox', { name: 'Created by' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'company wide',
      'my own',
    ]);
    await user.click(screen.getByRole('option', { name: 'my own' }));
    await waitFor(() =>
      expect(listQueries()).toEqual(['?createdBy=company&limit=50', '?createdBy=mine&limit=50']),
    );
    expect(await names()).toEqual(['Birch Settlement', 'Oak Structure', 'Willow Trust', 'Ash Family Trust']);
  });

  it('asks before deleting, with the spec wording, and deletes an incomplete review', async () => {
    const { user, api } = openList(plainUser, {
      'DELETE /api/review/r-birch/deletereview': () => new Response(null, { status: 204 }),
    });
    const table = await screen.findByRole('table', { name: 'Reviews' });
    const birch = within(table).getByText('Birch Settlement').closest('tr') as HTMLElement;
    await user.click(within(birch).getByRole('button', { name: 'Delete review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Birch Settlement' });
    expect(within(dialog).getByText(/Are you sure/).textContent).toBe(
      'Are you sure you want to delete this review?\nThis action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/review/r-birch/deletereview')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/api/user/reports')).toHaveLength(2));
  });

  it('deletes a completed review through its own call, and not without confirmation', async () => {
    const { user, api } = openList(plainUser, {
      'DELETE /api/review/r-oak': () => new Response(null, { status: 204 }),
    });
    const table = await screen.findByRole('table', { name: 'Reviews' });
    const oak = within(table).getByText('Oak Structure').closest('tr') as HTMLElement;
    await user.click(within(oak).getByRole('button', { name: 'Delete review' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/review/r-oak')).toHaveLength(0);
    await user.click(within(oak).getByRole('button', { name: 'Delete review' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/review/r-oak')).toHaveLength(1));
  });
});
