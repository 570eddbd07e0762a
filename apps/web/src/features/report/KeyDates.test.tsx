import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainUser } from '../../test/fixtures';
import { fakeIntersection } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';
import { calendarFailure } from './calendar-download';
import { originalReport } from './report-fixtures';
import { reportApi } from './report-test-api';

afterEach(() => vi.restoreAllMocks());

function openReport(extra = {}) {
  fakeIntersection({ allNear: true });
  const rendered = renderApp('/review/r-1/report', plainUser);
  const api = reportApi({ original: originalReport }, extra);
  return { ...rendered, calls: api.calls };
}

describe('the report’s key dates and actions (docs/scoring.md)', () => {
  it('lists what to do, when, where and under which law, soonest first, overdue ones marked', async () => {
    openReport();
    const table = await screen.findByRole('table', { name: 'Key dates and actions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['31/12/2020Overdue', 'Deliver the overdue IHT100', 'Oak Trust', 'IHTA 1984 s.216'],
      ['01/06/2030', 'Ten-year anniversary charge', 'Oak Trust', 'IHTA 1984 s.64'],
    ]);
    // The date is machine-readable, and read aloud with its weekday.
    expect(
      within(rows[1] as HTMLElement)
        .getByText('01/06/2030')
        .getAttribute('title'),
    ).toBe('Saturday 1 June 2030');
    screen.getByText('Worked out as at 05/01/2026: a date before it is overdue.');
    // The law is a link to the provision on legislation.gov.uk.
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'IHTA 1984 s.216' })
        .getAttribute('href'),
    ).toBe('https://www.legislation.gov.uk/ukpga/1984/51/section/216');
  });

  it('downloads the dates as "{short name} Key Dates - {structure}.ics", or says why not', async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ics'), revokeObjectURL: vi.fn() }),
    );
    let status = 200;
    const { user, calls } = openReport({
      'GET /api/review/r-1/report/key-dates/calendar': () =>
        new Response(status === 200 ? 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' : '', { status }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() => expect(names).toEqual(['SRR Key Dates - Oak Structure.ics']));
    expect(calls.find((c) => c.url.endsWith('/calendar'))?.accept).toBe('text/calendar');
    status = 503;
    await user.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await screen.findByText(calendarFailure(503));
  });
});
