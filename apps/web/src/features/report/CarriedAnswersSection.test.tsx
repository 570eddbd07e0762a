import { screen, within } from '@testing-library/react';
import { CARRIED_TEXTS, type ReportCarried } from '@tsr/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { fakeIntersection } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';
import { originalReport } from './report-fixtures';
import { reportApi } from './report-test-api';

afterEach(() => vi.restoreAllMocks());

function openReport(answer: ReportCarried) {
  fakeIntersection({ allNear: true });
  renderApp('/review/r-1/report', plainUser);
  reportApi({ original: originalReport }, { 'GET /api/review/r-1/report/carried': () => json(answer) });
}

describe('answers carried forward, on the report (issue 33)', () => {
  it('says how many carried answers were kept, which changed and which could not be carried', async () => {
    openReport({
      carried: {
        fromReviewId: 'r-0',
        from: '10/02/2025',
        kept: 41,
        changed: [{ part: 'Oak Trust', question: 'Any UK beneficiaries?', before: ['Yes'], after: ['No'] }],
        notCarried: [{ part: 'Ann', question: 'Was a UK home bought?', answers: ['Yes'] }],
      },
    });
    const section = await screen.findByRole('region', { name: CARRIED_TEXTS.heading('10/02/2025') });
    within(section).getByText('41 answers were carried forward and kept; 1 was changed when confirming.');
    const changed = within(section).getByRole('list', { name: CARRIED_TEXTS.changed });
    expect(within(changed).getByRole('listitem').textContent).toBe(
      'Oak Trust: Any UK beneficiaries?: was Yes, now No',
    );
    const dropped = within(section).getByRole('list', { name: CARRIED_TEXTS.notCarried });
    expect(within(dropped).getByRole('listitem').textContent).toBe('Ann: Was a UK home bought?: Yes');
  });

  it('shows nothing for a review that did not start with carried answers', async () => {
    openReport({ carried: null });
    await screen.findByRole('heading', { name: 'Risk table' });
    expect(screen.queryByText(/carried forward/)).toBeNull();
  });
});
