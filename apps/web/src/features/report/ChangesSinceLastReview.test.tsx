import { screen, waitFor, within } from '@testing-library/react';
import type { ChangesSinceReview, ReportChanges } from '@tsr/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { fakeIntersection } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';
import { originalReport } from './report-fixtures';
import { reportApi } from './report-test-api';

afterEach(() => vi.restoreAllMocks());

/** Last year's review of Oak Structure against this year's, as the server compares them. */
const changes: ChangesSinceReview = {
  previous: { reviewId: 'r-0', submittedAt: '2025-02-10T12:00:00.000Z' },
  scoreBefore: 91.34,
  scoreAfter: 84.6,
  cells: [
    {
      rowId: 'trust.trustees',
      rowGroup: 'Trust',
      row: 'Trustees',
      column: 'IT',
      before: 80,
      after: 0,
      direction: 'down',
    },
    {
      rowId: 'trust.beneficiaries',
      rowGroup: 'Trust',
      row: 'Beneficiaries',
      column: 'CGT',
      before: 0,
      after: 80,
      direction: 'up',
    },
  ],
  newRisks: [
    {
      selector: { entityId: 't1', responseId: 'r-tb-cgt-1' },
      title: 'Gains matched to UK beneficiaries',
      entity: 'Oak Trust',
      before: null,
      after: 80,
      resolvedLastTime: false,
    },
  ],
  goneRisks: [
    {
      selector: { entityId: 't1', responseId: 'r-tt-it-1' },
      title: 'UK-resident trustee body',
      entity: 'Oak Trust',
      before: 80,
      after: null,
      resolvedLastTime: false,
    },
  ],
  unchangedRisks: [
    {
      selector: { entityId: 't1', responseId: 'r-tt-iht-1' },
      title: 'Relevant property trust',
      entity: 'Oak Trust',
      before: 75,
      after: 75,
      resolvedLastTime: true,
    },
    {
      selector: { entityId: 'c1', responseId: 'r-co-ct-1' },
      title: 'Managed in the UK',
      entity: 'Oak Holdings Ltd',
      before: 70,
      after: 40,
      resolvedLastTime: false,
    },
  ],
};

function openReport(answer: ReportChanges) {
  fakeIntersection({ allNear: true });
  const rendered = renderApp('/review/r-1/report', plainUser);
  const api = reportApi(
    { original: originalReport },
    { 'GET /api/review/r-1/report/changes': () => json(answer) },
  );
  return { ...rendered, calls: api.calls };
}

/** Each row's header and data cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('what changed since the last review (issue 33)', () => {
  it('shows the score then and now, the cells up and down, and the risks new, gone and still present', async () => {
    openReport({ changes });
    const section = await screen.findByRole('region', {
      name: 'What changed since the review of 10/02/2025',
    });
    expect(
      within(section).getByRole('link', { name: 'Open the review of 10/02/2025' }).getAttribute('href'),
    ).toBe('/review/r-0/report');
    expect(rowsOf(within(section).getByRole('table', { name: 'Risk score' }))).toEqual([
      ['', 'Then', 'Now'],
      ['Risk score', '91', '85'],
    ]);
    expect(
      rowsOf(within(section).getByRole('table', { name: 'Cells of the risk table that changed' })),
    ).toEqual([
      ['Row', 'Tax', 'Then', 'Now', 'Change'],
      ['Trust: Trustees', 'IT', '80', '0', 'Down'],
      ['Trust: Beneficiaries', 'CGT', '0', '80', 'Up'],
    ]);
    const items = (name: string) =>
      within(within(section).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('New risks (1)')).toEqual(['Gains matched to UK beneficiaries (Oak Trust): score 80']);
    expect(items('Risks gone (1)')).toEqual(['UK-resident trustee body (Oak Trust): score 80']);
    expect(items('Risks still present (2)')).toEqual([
      'Relevant property trust (Oak Trust): score 75Resolved last time, present again',
      'Managed in the UK (Oak Holdings Ltd): score 70, now 40',
    ]);
    within(section).getByText('1 of them was resolved last time and is present again.');
    // In the customer's words: no rule or response ids.
    expect(section.textContent).not.toMatch(/r-tt-|r-tb-|r-co-/);
  });

  it('shows nothing for a structure’s first review', async () => {
    const { calls } = openReport({ changes: null });
    await screen.findByRole('heading', { name: 'Risk table' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/review/r-1/report/changes')).toBe(true));
    expect(screen.queryByText(/What changed since/)).toBeNull();
  });

  it('says a cell table has none changed, and a list has none', async () => {
    openReport({ changes: { ...changes, cells: [], newRisks: [] } });
    const section = await screen.findByRole('region', { name: /What changed since/ });
    within(section).getByText('No cell of the risk table changed.');
    expect(within(section).getByRole('heading', { name: 'New risks (0)' })).toBeTruthy();
    within(section).getByText('None.');
  });
});
