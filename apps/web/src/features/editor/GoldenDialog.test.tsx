import { screen, waitFor, within } from '@testing-library/react';
import { apiPath, type GoldenComparison, routes } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { admin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { editorHandlers } from './editor-fixtures';

/** Publish's comparison: no golden result changes; 3 of 4 rules fired; two reviews in progress lose answers. */
function comparison(threshold: number): GoldenComparison {
  return {
    changed: false,
    cases: [{ name: 'aurora-trust-london-flat', publishedScore: 70, draftScore: 70, cells: [], causes: [] }],
    coverage: {
      overall: { name: 'All rules', rules: 4, fired: 3, percent: 75 },
      byCategory: [
        { name: 'Trust', rules: 3, fired: 2, percent: 66 },
        { name: 'Company', rules: 1, fired: 1, percent: 100 },
      ],
      byTaxHead: [
        { name: 'IT', rules: 2, fired: 1, percent: 50 },
        { name: 'IHT', rules: 2, fired: 2, percent: 100 },
      ],
      uncovered: [
        {
          id: 'rule-2',
          name: 'Settlor interested',
          places: ['Trust › Settlor › IT › Income tax'],
        },
      ],
      threshold,
      belowThreshold: threshold > 75,
    },
    inProgress: [
      {
        version: 3,
        reviews: 2,
        questions: [
          {
            name: 'trust_type',
            title: 'Type of trust',
            chunk: 'Trust / pre',
            kind: 'choices',
            choicesRemoved: ['Bare'],
          },
          {
            name: 'trust_deed',
            title: 'Trust deed',
            chunk: 'Trust / pre',
            kind: 'deleted',
            choicesRemoved: [],
          },
        ],
      },
    ],
  };
}

describe('Publish beside the golden comparison', () => {
  it('shows the coverage and the reviews in progress, and below the threshold publishes only once the uncovered rules are confirmed', async () => {
    const { user, api } = renderApp('/admin/editor/rules', admin, {
      ...editorHandlers(),
      [`POST ${apiPath(routes.editorPublish)}`]: (call) =>
        (call.body as { confirmUncovered?: boolean }).confirmUncovered
          ? json({
              version: 4,
              publishedAt: '2026-02-01T10:00:00Z',
              publishedBy: admin.email,
              warnings: [],
              coverage: { name: 'All rules', rules: 8, fired: 7, percent: 87 },
            })
          : json(
              { status: 409, message: '1 rule no golden structure fires', comparison: comparison(80) },
              409,
            ),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // Publish is enabled once the editor (a lazy screen) has opened and connected it.
    const publishButton = await waitFor(() => {
      const button = within(nav).getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      return button;
    });
    await user.click(publishButton);

    const dialog = await screen.findByRole('dialog', { name: 'Golden structures: published against draft' });
    const coverage = within(dialog).getByRole('region', { name: 'Rule coverage' });
    expect(
      within(coverage).getByText('The golden structures fire 3 of 4 rules at least once: 75%.'),
    ).toBeDefined();
    const byCategory = within(coverage).getByRole('table', { name: 'Coverage by category' });
    expect(within(byCategory).getByRole('row', { name: 'Trust 3 2 66%' })).toBeDefined();
    const byTaxHead = within(coverage).getByRole('table', { name: 'Coverage by tax head' });
    expect(within(byTaxHead).getByRole('row', { name: 'IT 2 1 50%' })).toBeDefined();
    const uncovered = within(coverage).getByRole('list', { name: 'Rules no golden structure fires' });
    expect(within(uncovered).getByRole('listitem').textContent).toBe(
      'Settlor interested (Trust › Settlor › IT › Income tax)',
    );
    expect(
      within(coverage).getByText('The golden structures fire 75% of the rules, below the 80% threshold.'),
    ).toBeDefined();

    const inProgress = within(dialog).getByRole('region', { name: 'Reviews in progress' });
    expect(inProgress.textContent).toContain(
      '2 reviews in progress on version 3 keep their version and their answers.',
    );
    const drops = within(inProgress).getByRole('list', {
      name: 'Answers Update drops from reviews on version 3',
    });
    expect(
      within(drops)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Type of trust (Trust / pre): the choice Bare is no longer offered: answers choosing it are dropped',
      'Trust deed (Trust / pre): deleted: every answer to it is dropped',
    ]);

    const publish = within(dialog).getByRole('button', { name: 'Publish with these changes' });
    expect(publish.hasAttribute('disabled')).toBe(true);
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Publish although 1 rule listed above is fired by no golden structure',
      }),
    );
    await user.click(publish);
    expect(
      await screen.findByText('Published version 4. The golden structures fire 7 of 8 rules (87%).'),
    ).toBeDefined();
    expect(api.callsTo('POST', apiPath(routes.editorPublish)).map((call) => call.body)).toEqual([
      { confirmChanges: false, confirmUncovered: false },
      { confirmChanges: true, confirmUncovered: true },
    ]);
  });

  it('sets the coverage threshold, a site setting, from the comparison', async () => {
    const { user, api } = renderApp('/admin/editor/rules', admin, {
      ...editorHandlers(),
      [`GET ${apiPath(routes.editorGolden)}`]: () => json(comparison(0)),
      [`PUT ${apiPath(routes.saveSiteSettings)}`]: (call) => json(call.body),
    });
    await user.click(await screen.findByRole('button', { name: 'Compare golden results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Golden structures: published against draft' });
    expect(within(dialog).queryByText(/below the/)).toBeNull();

    const field = within(dialog).getByRole('textbox', { name: 'Coverage threshold (%)' });
    await user.clear(field);
    await user.type(field, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save threshold' }));
    expect(within(dialog).getByText('A whole percentage from 0 to 100.')).toBeDefined();
    expect(api.callsTo('PUT', apiPath(routes.saveSiteSettings))).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Save threshold' }));
    expect(
      await within(dialog).findByText(
        'The golden structures fire 75% of the rules, below the 90% threshold.',
      ),
    ).toBeDefined();
    expect(api.callsTo('PUT', apiPath(routes.saveSiteSettings)).map((call) => call.body)).toEqual([
      { coverageThreshold: 90 },
    ]);
    // The comparison on its own publishes nothing, so asks for no confirmation.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});
