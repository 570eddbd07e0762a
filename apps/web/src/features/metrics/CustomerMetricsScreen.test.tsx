import { screen, within } from '@testing-library/react';
import type { CustomerMetricsResponse } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { accountLead, admin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { C1, C2 } from '../users/user-fixtures';
import { formatDay } from './date-range';

const METRICS = 'POST /api/metrics/customermetrics';
const answer: CustomerMetricsResponse = {
  customerMetrics: [
    {
      customerId: C1,
      customerName: 'Example Trust Co',
      users: [
        {
          userId: 'u1',
          userName: 'Nora New',
          userEmail: 'nora@example.com',
          reviewStarted: 3,
          reviewSubmitted: 2,
          entitesSubmitted: 14,
          lastLogin: 0,
          reviewCap: 5,
          reviewsCharged: 4,
        },
        {
          userId: 'u2',
          userName: 'Adam Able',
          userEmail: 'adam@example.com',
          reviewStarted: 1,
          reviewSubmitted: 0,
          entitesSubmitted: 0,
          lastLogin: 1_700_000_000,
          reviewCap: -1,
          reviewsCharged: 0,
        },
      ],
      weeks: [{ weekStart: 1_699_833_600, started: 4, submitted: 2 }],
    },
    { customerId: C2, customerName: 'Other Wealth', users: [], weeks: [] },
  ],
};

describe('Customer Metrics (spec 2.10)', () => {
  it('asks for one month back to now by default and shows the columns, with - for no login', async () => {
    const { api } = renderApp('/metrics', accountLead, { [METRICS]: () => json(answer) });
    const table = await screen.findByRole('table', { name: 'Metrics of Example Trust Co' });
    const nora = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(nora)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Nora New', 'nora@example.com', '3', '2', '14', '-', '4 of 5']);
    const sent = api.calls.find((c) => c.path === '/api/metrics/customermetrics')?.body as {
      filter: { startDate: number; endDate: number };
    };
    const days = (sent.filter.endDate - sent.filter.startDate) / 86400;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31.05);
    screen.getByRole('img', { name: /week of .*: 4 started, 2 submitted/ });
  });

  it("sends the range chosen with 'Select Range' as unix seconds", async () => {
    const { user, api } = renderApp('/metrics', admin, { [METRICS]: () => json(answer) });
    await screen.findByRole('table', { name: 'Metrics of Example Trust Co' });
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await user.clear(start);
    await user.type(start, '01/11/2026');
    const end = screen.getByRole('textbox', { name: 'End date' });
    await user.clear(end);
    await user.type(end, '02/11/2026');
    await user.click(screen.getByRole('button', { name: 'Select Range' }));
    await screen.findByRole('table', { name: 'Metrics of Example Trust Co' });
    const last = api.calls.filter((c) => c.path === '/api/metrics/customermetrics').at(-1)?.body as {
      filter: { startDate: number; endDate: number };
    };
    expect(formatDay(last.filter.startDate)).toBe('01/11/2026');
    expect(formatDay(last.filter.endDate)).toBe('02/11/2026');
  });

  it('filters the users of a customer and the customers', async () => {
    const { user } = renderApp('/metrics', admin, { [METRICS]: () => json(answer) });
    const table = await screen.findByRole('table', { name: 'Metrics of Example Trust Co' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter users of Example Trust Co' }), 'adam');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Other Wealth' }));
    expect(screen.queryByRole('table', { name: 'Metrics of Example Trust Co' })).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    renderApp('/metrics');
    await screen.findByText('Please sign in as an administrator or account lead to see customer metrics.');
  });
});
