import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { admin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { editorHandlers } from './editor-fixtures';

describe('the Problems panel', () => {
  it("lists the draft's problems, each a link to the item in its editor", async () => {
    const { user, router } = renderApp('/admin/editor', admin, editorHandlers());
    const list = await screen.findByRole('list', { name: 'Problems in the draft' });
    expect(await screen.findByText('1 problem, 1 of them error.')).toBeDefined();
    await user.click(within(list).getByRole('link', { name: "Unknown question 'trustee_resident'" }));
    expect(await screen.findByRole('form', { name: 'Rule Non-resident trustees' })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/admin/editor/rules?rule=rule-1',
    );
  });

  it('lists two exclusive rules firing on a golden structure as an error linking to the declaring rule', async () => {
    const message =
      "Golden structure 'aurora-trust-london-flat': rule-1 'Non-resident trustees' and rule-2 'Settlor interested' both fire on Oak Trust, but rule-1 excludes rule-2.";
    const { user, router } = renderApp('/admin/editor', admin, {
      ...editorHandlers(),
      'GET /api/editor/problems': () =>
        json({
          problems: [
            {
              section: 'rules',
              id: 'rule-1',
              path: 'rules.rules[0].excludes[0]',
              code: 'exclusive-rules',
              message,
              severity: 'error',
            },
          ],
        }),
    });
    const list = await screen.findByRole('list', { name: 'Problems in the draft' });
    expect(await screen.findByText('1 problem, 1 of them error.')).toBeDefined();
    await user.click(within(list).getByRole('link', { name: message }));
    expect(await screen.findByRole('form', { name: 'Rule Non-resident trustees' })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/admin/editor/rules?rule=rule-1',
    );
  });
});
