import { screen, within } from '@testing-library/react';
import { routes, type TryRequest, type TryResponse, type TryTargets } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { errorBody, type Handler, json } from '../../../test/fake-api';
import { admin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { editorHandlers, openRule } from '../editor-fixtures';
import { TRY_TEXTS } from './TryIt';

const TARGETS: TryTargets = {
  golden: [
    { name: 'aurora-trust-london-flat', description: 'A discretionary trust holding a London flat' },
    { name: 'heron-deceased-settlor', description: 'A trust whose settlor has died' },
  ],
};

/** What the server answers for the rule tried: it fires on one settlor of two, and its cell goes up. */
const FIRED: TryResponse = {
  target: 'heron-deceased-settlor',
  item: "Rule rule-1 'Non-resident trustees'",
  summary: 'Fires on 1 of 2 places.',
  places: [
    {
      entityId: 't1',
      loopInstance: 't1/ann',
      where: 'Heron Trust, for Ann (Heron Trust)',
      holds: true,
      value: 'true',
      answers: [{ question: 'Are the trustees UK resident?', subject: 'Heron Trust', answer: 'No' }],
      problems: [],
    },
    {
      entityId: 't1',
      loopInstance: 't1/bob',
      where: 'Heron Trust, for Bob (Heron Trust)',
      holds: false,
      value: 'false',
      reason: "The rule's logic does not hold here.",
      answers: [
        { question: 'Are the trustees UK resident?', subject: 'Heron Trust', answer: 'Not answered' },
      ],
      problems: [],
    },
  ],
  rule: {
    fires: true,
    baseline: 'published',
    cell: { rowGroup: 'Trust', row: 'Trustees', column: 'IT' },
    path: ['Trust', 'Trustees', 'IT', 'Residence'],
    cellBefore: { score: 40, band: 'Medium risk' },
    cellAfter: { score: 75, band: 'High risk' },
    scoreBefore: 52.5,
    scoreAfter: 61.25,
    cells: [],
  },
};

function handlers(answer: Handler): Record<string, Handler> {
  return {
    ...editorHandlers(),
    [`GET ${routes.editorTryTargets.path}`]: () => json(TARGETS),
    [`POST ${routes.editorTry.path}`]: answer,
  };
}

describe('Try it in the rule editor', () => {
  it('tries the rule as typed, unsaved, on a chosen golden structure and shows where it fires and its cell', async () => {
    const { user, api } = renderApp(
      '/admin/editor/rules',
      admin,
      handlers(() => json(FIRED)),
    );
    await openRule(user);
    const score = screen.getByLabelText('Score');
    await user.clear(score);
    await user.type(score, '75');
    await user.click(screen.getByRole('button', { name: TRY_TEXTS.open }));

    const dialog = await screen.findByRole('dialog', { name: TRY_TEXTS.title });
    expect(within(dialog).getByText(TRY_TEXTS.nothingStored)).toBeDefined();
    await user.click(await within(dialog).findByRole('combobox', { name: TRY_TEXTS.goldenLabel }));
    await user.click(await screen.findByRole('option', { name: 'heron-deceased-settlor' }));
    await user.click(within(dialog).getByRole('button', { name: TRY_TEXTS.run }));

    const result = await within(dialog).findByRole('region', { name: 'Try it result' });
    expect(within(result).getByText(/Fires on 1 of 2 places\./)).toBeDefined();
    expect(within(result).getByText('Trust / Trustees / IT')).toBeDefined();
    expect(within(result).getByText('Cell score: 40 (Medium risk) → 75 (High risk)')).toBeDefined();
    expect(within(result).getByText('Report score: 52.5 → 61.25')).toBeDefined();
    const rows = within(within(result).getByRole('table', { name: 'Where it was evaluated' })).getAllByRole(
      'row',
    );
    expect(within(rows[1] as HTMLElement).getByText('Fires')).toBeDefined();
    expect(
      within(rows[1] as HTMLElement).getByText('Are the trustees UK resident? (Heron Trust): No'),
    ).toBeDefined();
    expect(within(rows[2] as HTMLElement).getByText("The rule's logic does not hold here.")).toBeDefined();

    // The form's rule as typed went to the server, not saved: no save call.
    const [tried] = api.callsTo('POST', routes.editorTry.path);
    const body = tried?.body as TryRequest;
    expect(body.target).toEqual({ golden: 'heron-deceased-settlor' });
    expect(body.item).toMatchObject({ kind: 'rule', rule: { id: 'rule-1', score: 75 } });
    expect(api.callsTo('POST', routes.saveSection.path.replace(':section', 'rules'))).toHaveLength(0);
  });

  it("shows the server's message for logic that does not compile, and tries a submitted review by its reference", async () => {
    const message = "The rule's logic does not compile: Expected a value after 'and'";
    const { user, api } = renderApp(
      '/admin/editor/rules',
      admin,
      handlers(() => errorBody(422, message)),
    );
    await openRule(user);
    await user.click(screen.getByRole('button', { name: TRY_TEXTS.open }));
    const dialog = await screen.findByRole('dialog', { name: TRY_TEXTS.title });
    await user.click(within(dialog).getByRole('radio', { name: TRY_TEXTS.review }));
    expect(within(dialog).getByRole('button', { name: TRY_TEXTS.run })).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: TRY_TEXTS.reviewLabel }), 'Heron structure');
    await user.click(within(dialog).getByRole('button', { name: TRY_TEXTS.run }));
    expect(await within(dialog).findByText(message)).toBeDefined();
    const [tried] = api.callsTo('POST', routes.editorTry.path);
    expect((tried?.body as TryRequest | undefined)?.target).toEqual({ review: 'Heron structure' });
  });
});
