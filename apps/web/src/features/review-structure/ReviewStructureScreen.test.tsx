import { screen, within } from '@testing-library/react';
import type { ReviewOverview } from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { accountLead, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const drawn = structure(
  [
    own(
      entity('t1', 'trust', {
        name: 'Delta Trust',
        children: [party('ann', 'settlor', 't1', ['01/01/2010'], { name: 'Ann' })],
      }),
      'c1',
      '01/09/2019',
    ),
    entity('c1', 'company', { name: 'Delta Holdings Ltd', incorporation_date: '01/01/2015' }),
  ],
  'Delta structure',
);

const overview = (overrides: Partial<ReviewOverview> = {}): ReviewOverview => ({
  reviewId: 'r-1',
  structureName: 'Delta structure',
  structure: drawn,
  owner: { name: 'Uma User', email: 'user@northbridge.example' },
  isOwn: false,
  submitted: true,
  finished: true,
  answeredParts: 4,
  totalParts: 4,
  started: Date.UTC(2025, 2, 14, 12) / 1000,
  asAt: '14/03/2025',
  ...overrides,
});

describe('Review structure (/review/{id}/structure)', () => {
  it('shows the structure as the review was started, read only, with its diagram', async () => {
    renderApp('/review/r-1/structure', accountLead, { 'GET /api/review/r-1': () => json(overview()) });
    await screen.findByRole('heading', { level: 1, name: 'Review Structure' });
    expect(screen.queryByText('This screen is not built yet.')).toBeNull();
    screen.getByRole('heading', { level: 2, name: 'Delta structure' });
    screen.getByText(/Started by Uma User \(user@northbridge.example\) on 14\/03\/2025/);

    const diagram = screen.getByRole('region', { name: 'Structure diagram' });
    within(diagram).getByText(/2 entities, 1 party, 1 ownership link/);
    await within(diagram).findByText('Ann');

    const trust = screen.getByRole('region', { name: 'Delta Trust' });
    within(trust).getByText('Settlor Ann: 01/01/2010');
    within(trust).getByText('Owned by Delta Holdings Ltd: 01/09/2019');
    const company = screen.getByRole('region', { name: 'Delta Holdings Ltd' });
    within(company).getByText('Company · incorporated 01/01/2015');
    // Nothing to edit: no text boxes, and the way on is the report.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'View report' }).getAttribute('href')).toBe('/review/r-1/report');
  });

  it('takes the owner of an unfinished review back to the questionnaire', async () => {
    renderApp('/review/r-1/structure', plainUser, {
      'GET /api/review/r-1': () => json(overview({ isOwn: true, submitted: false, finished: false })),
    });
    await screen.findByRole('link', { name: 'Continue review' });
  });

  it('says so when the review does not exist for the user', async () => {
    renderApp('/review/r-1/structure', plainUser, {
      'GET /api/review/r-1': () => errorBody(404, 'This review does not exist.'),
    });
    await screen.findByText('This review does not exist.');
  });
});
