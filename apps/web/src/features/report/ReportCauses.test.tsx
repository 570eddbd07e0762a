import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { fakeIntersection } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';
import { originalReport, remediated } from './report-fixtures';
import { reportApi } from './report-test-api';

const CAUSE = 'The UK dwelling the trustees of Oak Trust hold';

afterEach(() => vi.restoreAllMocks());

describe('the report’s causes (docs/scoring.md)', () => {
  it('states the cause once with each finding it raised, and remediates them all in one step', async () => {
    const saved = remediated(originalReport, [
      { entityId: 't1', responseId: 'r-tt-iht-3', action: 'resolved', text: 'Dwelling sold' },
      { entityId: 't1', responseId: 'r-tt-iht-1', action: 'resolved', text: 'Dwelling sold' },
    ]);
    const bodies: unknown[] = [];
    fakeIntersection({ allNear: true });
    const { user } = renderApp('/review/r-1/report', plainUser);
    reportApi(
      { original: originalReport, remediated: saved },
      {
        'POST /api/review/r-1/updateremediation/cause': () => json(saved),
      },
    );
    const wrapped = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/updateremediation/cause')) bodies.push(JSON.parse(String(init?.body)));
      return wrapped(input, init);
    });

    const card = await screen.findByRole('article', { name: CAUSE });
    within(card).getByText('2 findings, highest score 90');
    const rows = within(within(card).getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Trust / Trustees · IHT', 'Oak Trust', 'TT-IHT-3', '90', 'Unresolved'],
      ['Trust / Trustees · IHT', 'Oak Trust', 'TT-IHT-1', '75', 'Unresolved'],
    ]);

    await user.click(within(card).getByRole('button', { name: 'Remediate this cause' }));
    const form = within(card).getByRole('form', { name: `Remediate: ${CAUSE}` });
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Dwelling sold');
    await user.click(within(form).getByRole('button', { name: 'Save for all 2 risks' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      cause: 'trust_uk_residential_property|t1',
      action: 'resolved',
      text: 'Dwelling sold',
    });
    // Each risk is in the timeline of the remediated view now shown.
    const timeline = await screen.findByRole('table', { name: 'Remediation Timeline' });
    expect(within(timeline).getAllByText('Dwelling sold')).toHaveLength(2);
  });
});
