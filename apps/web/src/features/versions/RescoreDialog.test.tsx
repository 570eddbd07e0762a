import { screen, within } from '@testing-library/react';
import type { RescoreComparison } from '@tsr/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { accountLead, admin, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { originalReport } from '../report/report-fixtures';
import { reportApi } from '../report/report-test-api';

const comparison: RescoreComparison = {
  onLatest: false,
  currentVersion: 1,
  latestVersion: 2,
  currentScore: 64,
  latestScore: 51,
  cells: [{ rowGroup: 'Trust', row: 'Trustees', column: 'IHT', current: 75, latest: 60 }],
  droppedAnswers: [{ part: 'Oak Trust', question: 'Does the trust own UK homes?', answers: ['Directly'] }],
};

function openReport(who: typeof admin, rescore: () => RescoreComparison = () => comparison) {
  let updated = false;
  const rendered = renderApp('/review/r-1/report', who);
  reportApi(
    { original: originalReport },
    {
      'GET /api/review/r-1/rescore': () => json(rescore()),
      'PUT /api/review/r-1/latestsurvey': () => {
        updated = true;
        return new Response(null, { status: 204 });
      },
    },
  );
  return { ...rendered, updated: () => updated };
}

afterEach(() => vi.restoreAllMocks());

describe('Compare with the latest version', () => {
  it('shows the owner score against score, the changed cell and the answers that no longer count, without Update', async () => {
    const { user } = openReport(plainUser);
    await user.click(await screen.findByRole('button', { name: 'Compare with the latest version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare with the latest version' });
    const scores = await within(dialog).findByRole('table', { name: 'Score against score' });
    expect(within(scores).getAllByRole('row')[1]?.textContent).toBe('Risk score6451');
    const cells = within(dialog).getByRole('table', { name: 'Risk table cells that change' });
    expect(within(cells).getAllByRole('row')[1]?.textContent).toBe('Trust: TrusteesIHT7560');
    within(dialog).getByText('Does the trust own UK homes?: Directly (Oak Trust)');
    expect(within(dialog).queryByRole('button', { name: 'Update to the latest survey' })).toBeNull();
  });

  it("gives an admin Update, with spec 8's snackbar", async () => {
    const { user, updated } = openReport(admin);
    await user.click(await screen.findByRole('button', { name: 'Compare with the latest version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare with the latest version' });
    await user.click(await within(dialog).findByRole('button', { name: 'Update to the latest survey' }));
    await screen.findByText('Review was updated to use the most recent survey.');
    expect(updated()).toBe(true);
  });

  it('says so when the review is on the latest version already', async () => {
    const { user } = openReport(plainUser, () => ({
      ...comparison,
      onLatest: true,
      currentVersion: 2,
      cells: [],
      droppedAnswers: [],
    }));
    await user.click(await screen.findByRole('button', { name: 'Compare with the latest version' }));
    await screen.findByText('This review is already on the latest survey version (version 2).');
    screen.getByText('No cell of the risk table changes.');
  });

  it('is not offered to someone who is neither the owner nor an admin', async () => {
    openReport({ ...accountLead, user_id: 'u-9' });
    await screen.findByRole('heading', { level: 1, name: 'Review Report' });
    await screen.findByLabelText('Risk score');
    expect(screen.queryByRole('button', { name: 'Compare with the latest version' })).toBeNull();
  });
});
