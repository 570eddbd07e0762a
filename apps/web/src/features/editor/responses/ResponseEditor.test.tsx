import { screen, within } from '@testing-library/react';
import { type ResponseTree, routes } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { editorHandlers, sampleDraft } from '../editor-fixtures';
import { NEW_RESPONSE_NAME_NEEDED } from './ResponseForm';

async function openSubgroup(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('button', { name: 'Add category' });
  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Trust responses' }));
  await user.click(screen.getByRole('button', { name: 'Income tax' }));
  await user.click(screen.getByRole('button', { name: 'Residence texts' }));
}

const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

describe('the response editor (spec 2.11, 3.4, 8)', () => {
  it("says 'Loading categories...' while the draft loads, then offers 'Please select category' first", async () => {
    const { user } = renderApp('/admin/editor/response', admin, editorHandlers());
    expect((await screen.findByRole('combobox', { name: 'Category' })).textContent).toBe(
      'Loading categories...',
    );
    await screen.findByRole('button', { name: 'Add category' });
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Please select category',
      'Trust responses',
    ]);
  });

  it('replaces the subgroup responses from a good CSV, and changes nothing with a broken one', async () => {
    const { user } = renderApp('/admin/editor/response', admin, editorHandlers());
    await openSubgroup(user);
    const input = screen.getByLabelText('Upload responses CSV', { selector: 'input' });
    await user.upload(input, csv('missing.csv', 'name,text\nA,Alpha\n'));
    expect(screen.getByRole('alert').textContent).toContain(
      "Cannot parse responses CSV file 'missing.csv'. Expected columns 'name', 'logic' and 'text', but found 'name, text'",
    );
    const list = () => screen.getByRole('list', { name: 'Responses of Residence texts' });
    expect(within(list()).getByRole('button', { name: /^Residence heading/ })).toBeDefined();

    await user.upload(input, csv('good.csv', 'Name,Logic,Text\nFrom CSV,,Alpha text\n\n'));
    expect(within(list()).getByRole('button', { name: /^From CSV/ })).toBeDefined();
    expect(within(list()).queryByRole('button', { name: /^Residence heading/ })).toBeNull();
  });

  it('searches the responses on any text field', async () => {
    const { user } = renderApp('/admin/editor/response', admin, editorHandlers());
    await openSubgroup(user);
    await user.type(screen.getByLabelText('Search responses'), 'not** UK');
    const list = screen.getByRole('list', { name: 'Responses of Residence texts' });
    expect(
      within(list)
        .getAllByRole('button', { name: /^(Offshore|Residence)/ })
        .map((b) => b.textContent),
    ).toEqual([
      'Offshore trustees riskRisk text: The trustees are **not** UK resident.Used by Non-resident trustees, Settlor interested',
    ]);
  });

  it("shows each response's first line of text and the rules that show it", async () => {
    const draft = sampleDraft();
    draft.responses.responses = draft.responses.responses.map((r) =>
      r.id === 'resp-head' ? { ...r, text: '\n  Residence of the trustees\nSecond line' } : r,
    );
    const { user } = renderApp('/admin/editor/response', admin, editorHandlers(draft));
    await openSubgroup(user);
    const list = screen.getByRole('list', { name: 'Responses of Residence texts' });
    const risk = within(list).getByRole('button', { name: /^Offshore trustees risk/ });
    expect(within(risk).getByText('Risk text: The trustees are **not** UK resident.')).toBeDefined();
    expect(within(risk).getByText('Used by Non-resident trustees, Settlor interested')).toBeDefined();
    const heading = within(list).getByRole('button', { name: /^Residence heading/ });
    expect(within(heading).getByText('Heading: Residence of the trustees')).toBeDefined();
    expect(within(heading).queryByText(/Second line/)).toBeNull();
    expect(within(heading).queryByText(/^Used by/)).toBeNull();
  });

  it('says when no rule shows a risk text', async () => {
    const draft = sampleDraft();
    draft.rules.rules = draft.rules.rules.map((r) => ({ ...r, response: '' }));
    const { user } = renderApp('/admin/editor/response', admin, editorHandlers(draft));
    await openSubgroup(user);
    const list = screen.getByRole('list', { name: 'Responses of Residence texts' });
    const risk = within(list).getByRole('button', { name: /^Offshore trustees risk/ });
    expect(within(risk).getByText('Used by no rule')).toBeDefined();
  });

  it('makes a new response when its form is saved, its id from its name, unique within the responses', async () => {
    const { user, api } = renderApp('/admin/editor/response', admin, editorHandlers());
    await openSubgroup(user);
    const addOne = async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'Add response' }));
      const form = screen.getByRole('form', { name: 'New response' });
      // Nothing is made before the form is saved, and a nameless one cannot be.
      expect(within(form).getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
      expect(within(form).getByText(NEW_RESPONSE_NAME_NEEDED)).toBeDefined();
      await user.click(within(form).getByLabelText('Name'));
      await user.paste(name);
      await user.click(within(form).getByRole('radio', { name: 'Risk text' }));
      await user.click(within(form).getByLabelText('Text (markdown)'));
      await user.paste('Gains of the offshore trust.');
      await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    };
    await user.click(screen.getByRole('button', { name: 'Add response' }));
    await user.click(screen.getByLabelText('Name'));
    await user.paste('Offshore income gains');
    expect(screen.getByText("Its id will be 'offshore-income-gains', made from its name.")).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New response' })).toBeNull();
    const list = () => screen.getByRole('list', { name: 'Responses of Residence texts' });
    expect(within(list()).queryByRole('button', { name: /^Offshore income gains/ })).toBeNull();

    await addOne('Offshore income gains');
    expect(screen.getByRole('form', { name: 'Response Offshore income gains' })).toBeDefined();
    await addOne('Offshore income gains');
    expect(within(list()).getAllByRole('button', { name: /^Offshore income gains/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeDefined();
    const [save] = api.callsTo('POST', routes.saveSection.path.replace(':section', 'responses'));
    const body = save?.body as { content: ResponseTree };
    expect(body.content.categories[0]?.groups[0]?.subgroups[0]?.responses).toEqual([
      'resp-risk',
      'resp-head',
      'offshore-income-gains',
      'offshore-income-gains-2',
    ]);
    expect(body.content.responses.find((r) => r.id === 'offshore-income-gains')).toMatchObject({
      name: 'Offshore income gains',
      text: 'Gains of the offshore trust.',
      isRiskScore: true,
    });
  });

  it('shows the heading size only for a heading, and previews the text as the report does', async () => {
    const { user } = renderApp('/admin/editor/response', admin, editorHandlers());
    await openSubgroup(user);
    await user.click(screen.getByRole('button', { name: /^Residence heading/ }));
    expect(screen.getByLabelText('Heading size')).toHaveProperty('value', '3');
    await user.click(screen.getByRole('radio', { name: 'Plain text' }));
    expect(screen.queryByLabelText('Heading size')).toBeNull();
    await user.clear(screen.getByLabelText('Text (markdown)'));
    await user.type(screen.getByLabelText('Text (markdown)'), 'Some **bold** words');
    const preview = screen.getByRole('region', { name: 'Preview as the report shows it' });
    expect(within(preview).getByText('bold').tagName).toBe('STRONG');
  });

  it('names a link the address rule refuses at the text and keeps Save off until it is corrected', async () => {
    const { user } = renderApp('/admin/editor/response', admin, editorHandlers());
    await openSubgroup(user);
    await user.click(screen.getByRole('button', { name: /^Residence heading/ }));
    await user.click(screen.getByRole('radio', { name: 'Plain text' }));
    const text = screen.getByLabelText('Text (markdown)');
    await user.clear(text);
    await user.click(text);
    await user.paste('See [the guide](JaVaScRiPt:alert(1)).');
    screen.getByText(
      "The link to 'JaVaScRiPt:alert(1)' is refused. Addresses starting with 'JaVaScRiPt:' are not allowed: use an https:, http: or mailto: address, or a relative path such as /support or #fees",
    );
    expect(text.getAttribute('aria-invalid')).toBe('true');
    const preview = screen.getByRole('region', { name: 'Preview as the report shows it' });
    expect(preview.querySelector('a')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);

    await user.clear(text);
    await user.paste('See [the guide](https://www.gov.uk/guide).');
    expect(text.getAttribute('aria-invalid')).toBe('false');
    expect(within(preview).getByRole('link', { name: 'the guide' }).getAttribute('href')).toBe(
      'https://www.gov.uk/guide',
    );
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('adds a group to the chosen category and opens its form', async () => {
    const { user } = renderApp('/admin/editor/response', admin, editorHandlers());
    await openSubgroup(user);
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    const groups = screen.getByRole('list', { name: 'Groups of Trust responses' });
    expect(within(groups).getByRole('button', { name: 'New group' })).toBeDefined();
    expect(screen.getByRole('form', { name: 'Group New group' })).toBeDefined();
  });

  it('asks before deleting a response, then deletes it and closes its form', async () => {
    const { user } = renderApp('/admin/editor/response', admin, editorHandlers());
    await openSubgroup(user);
    await user.click(screen.getByRole('button', { name: /^Residence heading/ }));
    expect(screen.getByRole('form', { name: 'Response Residence heading' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Delete response' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this response?' });
    expect(
      within(dialog).getByText(
        'The response is deleted (a risk text a rule still points at stays in the draft).',
      ),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete response' }));
    const list = screen.getByRole('list', { name: 'Responses of Residence texts' });
    expect(within(list).queryByRole('button', { name: /^Residence heading/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Response Residence heading' })).toBeNull();
  });
});
