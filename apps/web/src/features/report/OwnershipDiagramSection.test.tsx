import { fireEvent, screen, within } from '@testing-library/react';
import type { ReviewOverview } from '@tsr/contract';
import { REPORT_DISCLAIMER } from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { fakeIntersection } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';
import { originalReport } from './report-fixtures';
import { reportApi } from './report-test-api';

/** Oak Holdings (incorporated 2012) owned Oak Property from 2014 to the end of 2020. */
const drawn = structure(
  [
    entity('c1', 'company', {
      name: 'Oak Holdings Ltd',
      incorporation_date: '01/03/2012',
      children: [party('ann', 'shareholder', 'c1', ['01/03/2012'], { name: 'Ann' })],
    }),
    own(
      entity('c2', 'company', { name: 'Oak Property Ltd', incorporation_date: '01/01/2014' }),
      'c1',
      '01/01/2014-31/12/2020',
    ),
  ],
  'Oak structure',
);

const overview: ReviewOverview = {
  reviewId: 'r-1',
  structureName: 'Oak structure',
  structure: drawn,
  owner: { name: 'Uma User', email: 'user@northbridge.example' },
  isOwn: true,
  submitted: true,
  finished: true,
  answeredParts: 4,
  totalParts: 4,
  started: Date.UTC(2025, 2, 14, 12) / 1000,
  asAt: '14/03/2025',
};

afterEach(() => vi.restoreAllMocks());

describe('the report’s ownership diagram', () => {
  it('is collapsed, and reads the structure only when opened', async () => {
    fakeIntersection({ allNear: true });
    renderApp('/review/r-1/report', plainUser, { 'GET /api/review/r-1': () => json(overview) });
    const { calls } = reportApi({ original: originalReport });
    await screen.findByText(REPORT_DISCLAIMER);

    const toggle = screen.getByRole('button', { name: 'Ownership diagram' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { level: 2, name: 'Ownership diagram' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Structure diagram' })).toBeNull();
    expect(calls.filter((call) => call.url === '/api/review/r-1')).toEqual([]);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const diagram = await screen.findByRole('region', { name: 'Structure diagram' });
    expect(within(diagram).getByRole('heading', { level: 3, name: 'Structure diagram' })).toBeTruthy();
    // The drawing is a lazily loaded chunk of its own: on a loaded machine it comes after the panel.
    await within(diagram).findByText('2 entities, 1 party, 1 ownership link');
    await within(diagram).findByText('Oak Property Ltd');

    // As at a date before Oak Property was incorporated, then after its owner's holding ended.
    const slider = within(diagram).getByRole('slider', { name: 'Structure as at' });
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1 March 2012');
    within(diagram).getByText('1 entity, 1 party, 0 ownership links; 0 links ended');
    expect(within(diagram).queryByText('Oak Property Ltd')).toBeNull();
    for (let year = 0; year < 9; year += 1) fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1 March 2021');
    within(diagram).getByText('2 entities, 1 party, 1 ownership link; 1 link ended');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Structure diagram' })).toBeNull();
  });
});
