import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type CustomerMetricsResponse, METRICS_RANGE_MESSAGES } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { errorBody, json, type RecordedCall } from '../../test/fake-api';
import { accountLead, admin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { C1, C2 } from '../users/user-fixtures';
import { formatDay } from './date-range';
import { RANGE_LIMIT_HELP } from './RangeFields';

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

type Filter = { startDate: number; endDate: number };
const filterOf = (call: RecordedCall | undefined): Filter | undefined =>
  (call?.body as { filter: Filter } | undefined)?.filter;

/** Types a day into a date field: its day, month and year parts take the digits in turn. */
async function typeDay(user: UserEvent, field: 'Start date' | 'End date', ddmmyyyy: string) {
  const group = screen.getByRole('group', { name: field });
  await user.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
  await user.keyboard(ddmmyyyy.replaceAll('/', ''));
  expect(group.textContent).toContain(ddmmyyyy);
}

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
    await typeDay(user, 'Start date', '01/11/2025');
    await typeDay(user, 'End date', '02/11/2025');
    await user.click(screen.getByRole('button', { name: 'Select Range' }));
    await screen.findByRole('table', { name: 'Metrics of Example Trust Co' });
    const last = filterOf(api.callsTo('POST', '/api/metrics/customermetrics').at(-1));
    expect(last && [formatDay(last.startDate), formatDay(last.endDate)]).toEqual([
      '01/11/2025',
      '02/11/2025',
    ]);
    expect(last && last.endDate - last.startDate).toBe(2 * 86400 - 1);
  });

  it('picks both days from a calendar, in the DD/MM/YYYY the fields show', async () => {
    const { user, api } = renderApp('/metrics', admin, { [METRICS]: () => json(answer) });
    await screen.findByRole('table', { name: 'Metrics of Example Trust Co' });
    const today = new Date();
    // The start's calendar opens on the month of the start shown (one month back), the end's on this one.
    const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    await user.click(screen.getByRole('button', { name: /^Choose start date/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('gridcell', { name: '1' }));
    expect(screen.getByRole('group', { name: 'Start date' }).textContent).toContain(
      formatDay(lastMonth.getTime() / 1000),
    );
    await user.click(screen.getByRole('button', { name: /^Choose end date/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('gridcell', { name: '1' }));
    await user.click(screen.getByRole('button', { name: 'Select Range' }));
    const first = new Date(today.getFullYear(), today.getMonth(), 1);
    await expect.poll(() => api.callsTo('POST', '/api/metrics/customermetrics')).toHaveLength(2);
    const sent = filterOf(api.callsTo('POST', '/api/metrics/customermetrics')[1]);
    expect(sent?.startDate).toBe(lastMonth.getTime() / 1000);
    // The end day's last second, or now on the first of the month.
    expect(sent && formatDay(sent.endDate)).toBe(formatDay(first.getTime() / 1000));
  });

  it('says the five-year limit beforehand and refuses a longer range itself, sending nothing', async () => {
    const { user, api } = renderApp('/metrics', admin, { [METRICS]: () => json(answer) });
    await screen.findByRole('table', { name: 'Metrics of Example Trust Co' });
    const end = screen.getByRole('group', { name: 'End date' });
    expect(document.getElementById(end.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      RANGE_LIMIT_HELP,
    );
    const sent = api.callsTo('POST', '/api/metrics/customermetrics').length;
    await typeDay(user, 'Start date', '01/01/2020');
    await typeDay(user, 'End date', '04/01/2025');
    await user.click(screen.getByRole('button', { name: 'Select Range' }));
    expect(screen.getByRole('alert').textContent).toBe(METRICS_RANGE_MESSAGES.tooLong);
    expect(api.callsTo('POST', '/api/metrics/customermetrics')).toHaveLength(sent);
    // A day less is five years of 366 days to the last second: sent.
    await typeDay(user, 'End date', '03/01/2025');
    await user.click(screen.getByRole('button', { name: 'Select Range' }));
    await expect.poll(() => api.callsTo('POST', '/api/metrics/customermetrics').length).toBe(sent + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows one message at a time: a new one replaces the one before', async () => {
    const busy = 'The service is busy for a moment. Please try again.';
    const { user } = renderApp('/metrics', admin, {
      // The server answers the default range, and is busy for any range starting in 2025.
      [METRICS]: (call) =>
        formatDay(filterOf(call)?.startDate ?? 0).endsWith('/2025') ? errorBody(503, busy) : json(answer),
    });
    await screen.findByRole('table', { name: 'Metrics of Example Trust Co' });
    await typeDay(user, 'Start date', '01/11/2025');
    await typeDay(user, 'End date', '02/11/2025');
    await user.click(screen.getByRole('button', { name: 'Select Range' }));
    expect((await screen.findByRole('alert')).textContent).toBe(busy);
    await typeDay(user, 'End date', '01/10/2025');
    await user.click(screen.getByRole('button', { name: 'Select Range' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([METRICS_RANGE_MESSAGES.reversed]);
    await typeDay(user, 'Start date', '01/11/2024');
    await user.click(screen.getByRole('button', { name: 'Select Range' }));
    await screen.findByRole('table', { name: 'Metrics of Example Trust Co' });
    expect(screen.queryByRole('alert')).toBeNull();
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
