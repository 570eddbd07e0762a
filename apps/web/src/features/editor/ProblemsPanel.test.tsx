import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
