import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEVEL_COLOURS } from '../../shared/risk-level';
import { json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { userReports } from './review-list-fixtures';

const LIST = 'GET /api/user/reports';

describe('Dashboard (spec 2.8)', () => {
  it("offers 'Start Review', which opens New Review", async () => {
    renderApp('/user/dashboard', plainUser, { [LIST]: () => json(userReports) });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('link', { name: 'Start Review' }).getAttribute('href')).toBe('/structure');
  });

  it('shows the average risk score of completed reviews to 2 decimals, named and coloured by its band', async () => {
    renderApp('/user/dashboard', plainUser, { [LIST]: () => json(userReports) });
    const average = await screen.findByRole('region', { name: 'Average Score' });
    within(average).getByText('52.63%');
    // 52.63 is in the report's medium band (30–69): it reads as a risk, not as progress.
    within(average).getByText('Medium risk');
    const bar = within(average).getByRole('progressbar', { name: 'Average Score' });
    expect(bar.getAttribute('aria-valuenow')).toBe('52.63');
    expect(bar.getAttribute('aria-valuetext')).toBe('52.63%, Medium risk');
    const fill = bar.querySelector('.MuiLinearProgress-bar') as HTMLElement;
    expect(getComputedStyle(fill).backgroundColor).toBe(LEVEL_COLOURS.medium.text);
    const completed = screen.getByRole('region', { name: 'Completed Reviews' });
    within(completed).getByText('4');
  });

  it('bands a high average as a high risk', async () => {
    const high = { ...userReports, reports: userReports.reports.filter((r) => r.risk_score > 90) };
    renderApp('/user/dashboard', plainUser, { [LIST]: () => json(high) });
    const average = await screen.findByRole('region', { name: 'Average Score' });
    within(average).getByText('91.34%');
    within(average).getByText('High risk');
  });

  it('shows 0 without reports', async () => {
    renderApp('/user/dashboard', plainUser, {
      [LIST]: () => json({ reports: [], answers: userReports.answers }),
    });
    const average = await screen.findByRole('region', { name: 'Average Score' });
    within(average).getByText('0.00%');
    within(average).getByText('No risk found');
    within(screen.getByRole('region', { name: 'Completed Reviews' })).getByText('0');
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
