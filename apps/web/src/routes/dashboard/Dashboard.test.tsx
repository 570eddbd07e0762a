import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userReports } from '../../features/reviews/review-list-fixtures';
import { json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const LIST = 'GET /api/user/reports';

describe('Dashboard (spec 2.8)', () => {
  it("offers 'Start Review', which opens New Review", async () => {
    renderApp('/user/dashboard', plainUser, { [LIST]: () => json(userReports) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Review' }).getAttribute('href')).toBe('/structure');
  });

  it("shows the 'Average Score' of completed reviews to 2 decimals with a progress bar, and the 'Completed Reviews' count", async () => {
    renderApp('/user/dashboard', plainUser, { [LIST]: () => json(userReports) });
    const average = await screen.findByRole('region', { name: 'Average Score' });
    expect(within(average).getByText('52.63%')).toBeTruthy();
    expect(
      within(average).getByRole('progressbar', { name: 'Average Score' }).getAttribute('aria-valuenow'),
    ).toBe('52.63');
    const completed = screen.getByRole('region', { name: 'Completed Reviews' });
    expect(within(completed).getByText('4')).toBeTruthy();
  });

  it('shows 0 without reports', async () => {
    renderApp('/user/dashboard', plainUser, {
      [LIST]: () => json({ reports: [], answers: userReports.answers }),
    });
    const average = await screen.findByRole('region', { name: 'Average Score' });
    expect(within(average).getByText('0.00%')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Completed Reviews' })).getByText('0')).toBeTruthy();
  });

  it('lists the five most recent reviews, complete or not, without the Submitted column', async () => {
    renderApp('/user/dashboard', plainUser, { [LIST]: () => json(userReports) });
    const table = await screen.findByRole('table', { name: 'Recent reviews' });
    expect(within(table).queryByRole('columnheader', { name: 'Submitted' })).toBeNull();
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual([
      'Birch Settlement',
      'Oak Structure',
      'Cedar Holdings',
      'Elm Foundation',
      'Willow Trust',
    ]);
    expect(screen.getByRole('link', { name: 'All reviews' }).getAttribute('href')).toBe('/user/reports');
  });
});
