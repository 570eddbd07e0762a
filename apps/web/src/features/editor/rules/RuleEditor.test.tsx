import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { editorHandlers } from '../editor-fixtures';
import { resetEditsCache } from '../edits-storage';
import { SCORE_MESSAGE } from '../NodeForm';

beforeEach(() => {
  sessionStorage.clear();
  resetEditsCache();
});

async function openRule(user: ReturnType<typeof renderApp>['user']) {
  await user.click(
    within(await screen.findByRole('list', { name: 'Categories' })).getByRole('button', { name: 'Trust' }),
  );
  await user.click(screen.getByRole('button', { name: 'Trustees' }));
  await user.click(screen.getByRole('button', { name: 'IT' }));
  await user.click(screen.getByRole('button', { name: 'Residence' }));
  await user.click(screen.getByRole('button', { name: /^Non-resident trustees/ }));
}

describe('the rule editor (spec 2.11, 3.4)', () => {
  it('keeps a score outside 0 to 100 from being saved, and saves a valid one in the rules section', async () => {
    const { user, api } = renderApp('/admin/editor/rules', admin, editorHandlers());
    await openRule(user);
    const score = screen.getByLabelText('Score');
    await user.clear(score);
    await user.type(score, '101');
    expect(screen.getByText(SCORE_MESSAGE)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    await user.clear(score);
    await user.type(score, '75');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      within(screen.getByRole('list', { name: 'Rules of Residence' })).getByText('score 75'),
    ).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeDefined();
    const [save] = api.callsTo('POST', '/api/editor/rules/save');
    const body = save?.body as { baseRevision: number; content: { rules: { id: string; score: number }[] } };
    expect(body.baseRevision).toBe(1);
    expect(body.content.rules.find((r) => r.id === 'rule-1')?.score).toBe(75);
  });

  it('shows the loop key only when the rule is looped', async () => {
    const { user } = renderApp('/admin/editor/rules', admin, editorHandlers());
    await openRule(user);
    expect(screen.queryByLabelText('Loop key')).toBeNull();
    await user.click(screen.getByLabelText('Looped'));
    expect(screen.getByLabelText('Loop key')).toBeDefined();
  });

  it('clicking the selected subgroup again deselects it and closes its rules', async () => {
    const { user } = renderApp('/admin/editor/rules', admin, editorHandlers());
    await openRule(user);
    await user.click(screen.getByRole('button', { name: 'Residence' }));
    expect(screen.queryByRole('list', { name: 'Rules of Residence' })).toBeNull();
  });

  it('filters every rule by its text and opens a match', async () => {
    const { user } = renderApp('/admin/editor/rules', admin, editorHandlers());
    await user.type(await screen.findByLabelText('Filter rules'), 'settlor');
    const matches = screen.getByRole('list', { name: 'Matching rules' });
    await user.click(within(matches).getByRole('button', { name: /Settlor interested/ }));
    expect(screen.getByRole('form', { name: 'Rule Settlor interested' })).toBeDefined();
  });
});
