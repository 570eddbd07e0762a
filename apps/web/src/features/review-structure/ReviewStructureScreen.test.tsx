import { fireEvent, screen, within } from '@testing-library/react';
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

    // The diagram's panel and drawing are loaded when first shown.
    const diagram = await screen.findByRole('region', { name: 'Structure diagram' });
    await within(diagram).findByText('2 entities, 1 party, 1 ownership link');
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

  it('draws the structure as it stood on the date its slider is moved to, by the keyboard', async () => {
    // Bob held Delta Holdings' shares from its incorporation in 2015 to the end of 2019.
    const withHolding = structure(
      [
        ...Object.values(drawn.entities).filter((e) => e.id === 't1'),
        entity('c1', 'company', {
          name: 'Delta Holdings Ltd',
          incorporation_date: '01/01/2015',
          children: [party('bob', 'shareholder', 'c1', ['01/01/2015-31/12/2019'], { name: 'Bob' })],
        }),
      ],
      'Delta structure',
    );
    renderApp('/review/r-1/structure', accountLead, {
      'GET /api/review/r-1': () => json(overview({ structure: withHolding })),
    });
    const diagram = await screen.findByRole('region', { name: 'Structure diagram' });
    await within(diagram).findByText('Bob');
    const slider = within(diagram).getByRole('slider', { name: 'Structure as at' });
    expect(slider.getAttribute('aria-valuetext')).toBe('All dates');
    within(diagram).getByText('2 entities, 2 parties, 1 ownership link');

    // Home: the earliest date the structure mentions, Ann's settlement, before the company was incorporated.
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1 January 2010');
    // Shown as dd/mm/yyyy beside the slider's label, and as the start of its range below it.
    expect(within(diagram).getAllByText('01/01/2010')).toHaveLength(2);
    within(diagram).getByText('1 entity, 1 party, 0 ownership links; 0 links ended');
    expect(within(diagram).queryByText('Delta Holdings Ltd')).toBeNull();
    expect(within(diagram).queryByText('Bob')).toBeNull();

    // Ten years on (Page Up), Bob's holding has ended: he is drawn ended.
    for (let year = 0; year < 10; year += 1) fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1 January 2020');
    within(diagram).getByText('2 entities, 2 parties, 1 ownership link; 1 link ended');
    within(diagram).getByText('Shareholder · ended');
    // A month back (an arrow), he held them still.
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1 December 2019');
    within(diagram).getByText('2 entities, 2 parties, 1 ownership link; 0 links ended');
    within(diagram).getByText('Shareholder');

    fireEvent.click(within(diagram).getByRole('button', { name: 'All dates' }));
    within(diagram).getByText('2 entities, 2 parties, 1 ownership link');
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
