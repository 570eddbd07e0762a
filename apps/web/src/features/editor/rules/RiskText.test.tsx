import { screen, within } from '@testing-library/react';
import { type ResponseTree, type RuleTree, routes, type SurveyContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { editorHandlers, openRule, sampleDraft } from '../editor-fixtures';
import { RISK_TEXT_LABELS } from './RiskTextField';

/** The sample draft with a second response subgroup holding a second risk text no rule shows yet. */
function draftWithGains(): SurveyContent {
  const draft = sampleDraft();
  draft.responses.categories[0]?.groups[0]?.subgroups.push({
    id: 'rs-gains',
    name: 'Gains texts',
    logic: '',
    heading: '',
    isLooped: false,
    loopKey: '',
    responses: ['resp-gains'],
  });
  draft.responses.responses.push({
    id: 'resp-gains',
    name: 'Gains risk',
    text: 'Offshore income gains are taxed on the settlor.\nSee TCGA 1992 s.86.',
    logic: '',
    status: '',
    isHeading: false,
    isMoreDetail: false,
    isRiskScore: true,
  });
  return draft;
}

/** Saves the rule's form, then the draft, and gives what each section's save sent. */
async function saveAll(user: ReturnType<typeof renderApp>['user'], api: ReturnType<typeof renderApp>['api']) {
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Success')).toBeDefined();
  const sent = (section: string) =>
    api.callsTo('POST', routes.saveSection.path.replace(':section', section))[0]?.body as
      | { content: unknown }
      | undefined;
  return {
    rules: sent('rules')?.content as RuleTree | undefined,
    responses: sent('responses')?.content as ResponseTree | undefined,
  };
}

const paste = async (user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
};

describe("the rule form's risk text (issue 34: one rule in one place)", () => {
  it('shows the risk text in place and names the other rules that show it before it is changed', async () => {
    const draft = draftWithGains();
    draft.rules.categories[0]?.subcategories[0]?.groups[0]?.subgroups[0]?.rules.push('rule-3');
    draft.rules.rules.push({
      ...draft.rules.rules[1],
      id: 'rule-3',
      name: 'Trust ATED',
    } as RuleTree['rules'][number]);
    const { user, api } = renderApp('/admin/editor/rules', admin, editorHandlers(draft));
    await openRule(user);
    expect(screen.getByRole('radio', { name: RISK_TEXT_LABELS.existing })).toHaveProperty('checked', true);
    expect(screen.getByLabelText(RISK_TEXT_LABELS.search)).toHaveProperty('value', 'Offshore trustees risk');
    const text = screen.getByLabelText(RISK_TEXT_LABELS.text);
    expect(text).toHaveProperty('value', 'The trustees are **not** UK resident.');
    // Said before anything is typed.
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Also used by 2 other rules: Settlor interested, Trust ATED\. Changing the text here changes it for them too/,
    );

    await paste(user, text, 'The trustees are **not** UK resident for the year.');
    const preview = screen.getByRole('region', { name: RISK_TEXT_LABELS.preview });
    expect(within(preview).getByText('not').tagName).toBe('STRONG');
    const saved = await saveAll(user, api);
    expect(saved.responses?.responses.find((r) => r.id === 'resp-risk')?.text).toBe(
      'The trustees are **not** UK resident for the year.',
    );
    // The rule still shows the same text: only the responses changed.
    expect(saved.rules).toBeUndefined();
  });

  it('says nothing of other rules when only this rule shows the text', async () => {
    const draft = draftWithGains();
    draft.rules.rules = draft.rules.rules.map((r) =>
      r.id === 'rule-2' ? { ...r, response: 'resp-gains' } : r,
    );
    const { user } = renderApp('/admin/editor/rules', admin, editorHandlers(draft));
    await openRule(user);
    expect(screen.getByLabelText(RISK_TEXT_LABELS.text)).toHaveProperty(
      'value',
      'The trustees are **not** UK resident.',
    );
    expect(screen.queryByText(/^Also used by/)).toBeNull();
  });

  it('picks an existing risk text by searching its words, showing its text, and saves the rule pointing at it', async () => {
    const { user, api } = renderApp('/admin/editor/rules', admin, editorHandlers(draftWithGains()));
    await openRule(user);
    const search = screen.getByLabelText(RISK_TEXT_LABELS.search);
    await paste(user, search, 'taxed on the settlor');
    const option = await screen.findByRole('option', { name: /^Gains risk/ });
    // The option shows the text's first line, not only a name or id.
    expect(within(option).getByText('Offshore income gains are taxed on the settlor.')).toBeDefined();
    expect(screen.queryByRole('option', { name: /^Offshore trustees risk/ })).toBeNull();
    await user.click(option);
    expect(screen.getByLabelText(RISK_TEXT_LABELS.text)).toHaveProperty(
      'value',
      'Offshore income gains are taxed on the settlor.\nSee TCGA 1992 s.86.',
    );
    expect(screen.queryByText(/^Also used by/)).toBeNull();
    const saved = await saveAll(user, api);
    expect(saved.rules?.rules.find((r) => r.id === 'rule-1')?.response).toBe('resp-gains');
    expect(saved.responses).toBeUndefined();
  });

  it('writes a new risk text in the subgroup the author picks, its id from its name, saved with the rule', async () => {
    const { user, api } = renderApp('/admin/editor/rules', admin, editorHandlers(draftWithGains()));
    await openRule(user);
    await user.click(screen.getByRole('radio', { name: RISK_TEXT_LABELS.new }));
    // The rule's own place: where the risk texts of the rules beside it are.
    const place = screen.getByRole('combobox', { name: RISK_TEXT_LABELS.place });
    expect(place.textContent).toBe('Trust responses / Income tax / Residence texts');
    expect(screen.getByText(/^The rule's own place/)).toBeDefined();
    await user.click(place);
    await user.click(
      await screen.findByRole('option', { name: 'Trust responses / Income tax / Gains texts' }),
    );

    await paste(user, screen.getByLabelText(RISK_TEXT_LABELS.name), 'Offshore income gains');
    expect(screen.getByText("Its id will be 'offshore-income-gains', made from its name.")).toBeDefined();
    await paste(user, screen.getByLabelText(RISK_TEXT_LABELS.text), 'Gains of the offshore trust are taxed.');
    const saved = await saveAll(user, api);

    expect(saved.rules?.rules.find((r) => r.id === 'rule-1')?.response).toBe('offshore-income-gains');
    const subgroups = saved.responses?.categories[0]?.groups[0]?.subgroups ?? [];
    expect(subgroups.find((s) => s.id === 'rs-gains')?.responses).toEqual([
      'resp-gains',
      'offshore-income-gains',
    ]);
    expect(subgroups.find((s) => s.id === 'rs-1')?.responses).toEqual(['resp-risk', 'resp-head']);
    expect(saved.responses?.responses.find((r) => r.id === 'offshore-income-gains')).toMatchObject({
      name: 'Offshore income gains',
      text: 'Gains of the offshore trust are taxed.',
      isRiskScore: true,
    });
  });

  it("starts a new rule on a new risk text named as the rule, in the rule's own place, and asks for its words", async () => {
    const { user, api } = renderApp('/admin/editor/rules', admin, editorHandlers(draftWithGains()));
    await openRule(user);
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getByRole('radio', { name: RISK_TEXT_LABELS.new })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: RISK_TEXT_LABELS.place }).textContent).toBe(
      'Trust responses / Income tax / Residence texts',
    );
    expect(screen.getByText('Write the risk text the report shows when the rule fires')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);

    // The text's name follows the rule's until one of its own is typed.
    await paste(user, screen.getByLabelText('Name'), 'Settlor gains');
    expect(screen.getByLabelText(RISK_TEXT_LABELS.name)).toHaveProperty('value', 'Settlor gains');
    await paste(user, screen.getByLabelText(RISK_TEXT_LABELS.text), 'The settlor is taxed on the gains.');
    const saved = await saveAll(user, api);
    const rule = saved.rules?.rules.find((r) => r.name === 'Settlor gains');
    expect(rule?.response).toBe('settlor-gains');
    expect(saved.responses?.categories[0]?.groups[0]?.subgroups[0]?.responses).toEqual([
      'resp-risk',
      'resp-head',
      'settlor-gains',
    ]);
  });
});
