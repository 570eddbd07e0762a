import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { accountLead, admin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { U1, userFixture } from './user-fixtures';

const R1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const reviews = {
  reports: [
    {
      report_id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      review_id: R1,
      structure_name: 'Oak Trust',
      submitted: 1_700_000_000,
      created_by: 'nora@example.com',
      risk_score: 42,
      is_own: false,
      old_report: true,
    },
  ],
  answers: [],
};
const handlers = {
  [`GET /api/users/user/${U1}`]: () => json(userFixture()),
  [`GET /api/users/${U1}/reviews`]: () => json(reviews),
};

describe("A user's reviews (spec 2.9)", () => {
  it('shows structure name, submitted date, created by and risk score, with no actions for a lead', async () => {
    renderApp(`/users/${U1}/reports`, accountLead, handlers);
    const table = await screen.findByRole('table', { name: 'Reviews of the user' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Oak Trust', '14/11/2023', 'nora@example.com', '42']);
    expect(within(table).queryByRole('button', { name: 'Update' })).toBeNull();
  });

  it("gives an admin Update with the spec's snackbar for success and failure", async () => {
    let fail = false;
    const { user } = renderApp(`/users/${U1}/reports`, admin, {
      ...handlers,
      [`PUT /api/review/${R1}/latestsurvey`]: () =>
        fail ? errorBody(409, 'No') : new Response(null, { status: 204 }),
    });
    const table = await screen.findByRole('table', { name: 'Reviews of the user' });
    await user.click(within(table).getByRole('button', { name: 'Update' }));
    await screen.findByText('Review was updated to use the most recent survey.');
    fail = true;
    await user.click(within(table).getByRole('button', { name: 'Update' }));
    await screen.findByText('Failed to update the review to the most recent survey.');
  });

  it('asks the spec 5.4 question before reverting', async () => {
    let reverted = false;
    const { user } = renderApp(`/users/${U1}/reports`, admin, {
      ...handlers,
      [`POST /api/review/${R1}/return`]: () => {
        reverted = true;
        return new Response(null, { status: 204 });
      },
    });
    const table = await screen.findByRole('table', { name: 'Reviews of the user' });
    await user.click(within(table).getByRole('button', { name: 'Revert' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(
      /Are you sure you want to revert this review\?\s+This action cannot be undone\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await screen.findByRole('table', { name: 'Reviews of the user' });
    expect(reverted).toBe(true);
  });
});
