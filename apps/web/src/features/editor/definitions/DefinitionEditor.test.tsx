import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { editorHandlers } from '../editor-fixtures';

const groupsList = () => screen.findByRole('list', { name: 'Definition groups' });

describe('the definition editor (spec 2.11, 5.3)', () => {
  it('lists the groups, dropping the one named NOT WORKING on load', async () => {
    renderApp('/admin/editor/definition', admin, editorHandlers());
    const list = await groupsList();
    expect(
      within(list)
        .getAllByRole('button', { name: /^(Settlor|Trustees|NOT WORKING)$/ })
        .map((b) => b.textContent),
    ).toEqual(['Settlor', 'Trustees']);
  });

  it("says 'Name already exists' for a new group with a used name and keeps Add disabled", async () => {
    const { user } = renderApp('/admin/editor/definition', admin, editorHandlers());
    await groupsList();
    await user.type(screen.getByLabelText('New group name'), 'Settlor');
    expect(screen.getByText('Name already exists')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add group' })).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('New group name'), 's');
    expect(screen.queryByText('Name already exists')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    expect(within(await groupsList()).getByRole('button', { name: 'Settlors' })).toBeDefined();
  });

  it("says 'Invalid name or name already exists' for a used definition name, and saves ids lower-cased", async () => {
    const { user, api } = renderApp('/admin/editor/definition', admin, editorHandlers());
    await user.click(within(await groupsList()).getByRole('button', { name: 'Trustees' }));
    await user.click(screen.getByRole('button', { name: 'New definition' }));
    const name = screen.getByLabelText('Definition name');
    await user.type(name, 'Settlor_Interested');
    expect(screen.getByText('Invalid name or name already exists')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save definition' })).toHaveProperty('disabled', true);
    await user.clear(name);
    await user.type(name, 'Trustee_Abroad');
    expect(screen.queryByText('Invalid name or name already exists')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save definition' }));
    const definitions = screen.getByRole('list', { name: 'Definitions of Trustees' });
    expect(within(definitions).getByRole('button', { name: 'trustee_abroad' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeDefined();
    const saves = api.callsTo('POST', '/api/editor/definitions/save');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ baseRevision: 1 });
    // Only the changed section is sent.
    expect(api.callsTo('POST', '/api/editor/rules/save')).toHaveLength(0);
  });

  it('renaming a definition lists the logic that uses it and rewrites it', async () => {
    const { user } = renderApp('/admin/editor/definition', admin, editorHandlers());
    await user.click(within(await groupsList()).getByRole('button', { name: 'Settlor' }));
    await user.click(screen.getByRole('button', { name: 'settlor_interested' }));
    const name = screen.getByLabelText('Definition name');
    await user.clear(name);
    await user.type(name, 'settlor_benefits');
    await user.click(screen.getByRole('button', { name: 'Save definition' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Rule 'Settlor interested'")).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Rename and rewrite' }));
    expect(
      within(screen.getByRole('list', { name: 'Definitions of Settlor' })).getByRole('button', {
        name: 'settlor_benefits',
      }),
    ).toBeDefined();
  });

  it('with nothing changed, Save says No changes to save without calling the server', async () => {
    const { user, api } = renderApp('/admin/editor/definition', admin, editorHandlers());
    await groupsList();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No changes to save')).toBeDefined();
    expect(api.calls.filter((call) => call.path.endsWith('/save'))).toHaveLength(0);
  });

  it('asks before deleting a group, naming how many definitions it lists, then deletes it', async () => {
    const { user } = renderApp('/admin/editor/definition', admin, editorHandlers());
    await user.click(within(await groupsList()).getByRole('button', { name: 'Trustees' }));
    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete group Trustees?' });
    expect(
      within(dialog).getByText(
        'The group and every definition no other group lists are deleted (1 definition listed).',
      ),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(within(await groupsList()).queryByRole('button', { name: 'Trustees' })).toBeNull();
    expect(screen.getByText('Select a group to see its definitions.')).toBeDefined();
  });
});
