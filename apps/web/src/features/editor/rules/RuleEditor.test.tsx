import { screen, within } from '@testing-library/react';
import { LAW_MESSAGES, routes } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { admin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { editorHandlers, openRule, sampleDraft } from '../editor-fixtures';
import { SCORE_MESSAGE } from '../NodeForm';
import { ACTION_LABELS } from './ActionsField';
import { CAUSE_LABELS } from './CauseFields';
import { EXCLUDES_LABEL } from './ExcludesField';

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

  it('saves what was typed in the open form on Ctrl+S, without Save changes first', async () => {
    const { user, api } = renderApp('/admin/editor/rules', admin, editorHandlers());
    await openRule(user);
    const score = screen.getByLabelText('Score');
    await user.clear(score);
    await user.type(score, '64');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Success')).toBeDefined();
    const [save] = api.callsTo('POST', routes.saveSection.path.replace(':section', 'rules'));
    const body = save?.body as { content: { rules: { id: string; score: number }[] } };
    expect(body.content.rules.find((r) => r.id === 'rule-1')?.score).toBe(64);
  });

  it('chooses the rules a rule never fires beside by id and name, and saves them with the rule', async () => {
    const { user, api } = renderApp('/admin/editor/rules', admin, editorHandlers());
    await openRule(user);
    const field = screen.getByLabelText(EXCLUDES_LABEL);
    await user.click(field);
    // The rule itself is not offered: a rule cannot exclude itself.
    expect(screen.queryByRole('option', { name: /^rule-1 · / })).toBeNull();
    await user.type(field, 'settlor');
    await user.click(await screen.findByRole('option', { name: 'rule-2 · Settlor interested' }));
    expect(screen.getByRole('button', { name: 'rule-2 · Settlor interested' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // The other rule tells that this one names it: the pair is one either way round.
    await user.click(screen.getByRole('button', { name: /^Settlor interested/ }));
    expect(await screen.findByText(/Already named by rule-1 · Non-resident trustees\./)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeDefined();
    const [save] = api.callsTo('POST', '/api/editor/rules/save');
    const body = save?.body as { content: { rules: { id: string; excludes: string[] }[] } };
    expect(body.content.rules.find((r) => r.id === 'rule-1')?.excludes).toEqual(['rule-2']);
    expect(body.content.rules.find((r) => r.id === 'rule-2')?.excludes).toEqual([]);
  });

  it("declares the rule's cause: its question, the answers that make it so and its words, saved with the rule", async () => {
    const { user, api } = renderApp('/admin/editor/rules', admin, editorHandlers());
    await openRule(user);
    await user.type(screen.getByLabelText(CAUSE_LABELS.question), 'trustee_resident');
    await user.click(await screen.findByRole('option', { name: /^trustee_resident/ }));
    await user.type(screen.getByLabelText(CAUSE_LABELS.answers), 'no{Enter}');
    await user.type(screen.getByLabelText(CAUSE_LABELS.text), 'The trustees of {{subject} live abroad');
    expect(
      screen.getByText('The report states: The trustees of (whose answer it is) live abroad'),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeDefined();
    const [save] = api.callsTo('POST', '/api/editor/rules/save');
    const body = save?.body as {
      content: { rules: { id: string; causeQuestion: string; causeAnswers: string[]; causeText: string }[] };
    };
    const rule = body.content.rules.find((r) => r.id === 'rule-1');
    expect(rule).toMatchObject({
      causeQuestion: 'trustee_resident',
      causeAnswers: ['no'],
      causeText: 'The trustees of {subject} live abroad',
    });
  });

  it('keeps the dated actions of a rule, edits and removes them, and refuses one without words or a due date', async () => {
    const draft = sampleDraft();
    draft.rules.rules = draft.rules.rules.map((r) =>
      r.id === 'rule-1'
        ? {
            ...r,
            actions: [
              {
                text: 'Ten-year anniversary',
                due: 'nextAnniversary({first_settlement}, 10)',
                law: 'IHTA 1984 s.64',
              },
              { text: 'File the return', due: 'nextDate(30, 4)', law: 'FA 2013 s.159' },
            ],
          }
        : r,
    );
    const { user, api } = renderApp('/admin/editor/rules', admin, editorHandlers(draft));
    await openRule(user);
    const first = screen.getByRole('group', { name: 'Dated action 1' });
    const law = within(first).getByLabelText(ACTION_LABELS.law);
    await user.clear(law);
    await user.type(law, 'IHTA 1984 s.61, s.64');
    await user.click(
      within(screen.getByRole('group', { name: 'Dated action 2' })).getByRole('button', {
        name: ACTION_LABELS.remove,
      }),
    );
    expect(screen.queryByRole('group', { name: 'Dated action 2' })).toBeNull();

    // A new action needs its words and its due date before the rule can be saved.
    await user.click(screen.getByRole('button', { name: ACTION_LABELS.add }));
    expect(screen.getByText('Give each dated action its words and its due date')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    await user.click(
      within(screen.getByRole('group', { name: 'Dated action 2' })).getByRole('button', {
        name: ACTION_LABELS.remove,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeDefined();
    const [save] = api.callsTo('POST', '/api/editor/rules/save');
    const body = save?.body as { content: { rules: { id: string; actions: unknown[] }[] } };
    expect(body.content.rules.find((r) => r.id === 'rule-1')?.actions).toEqual([
      {
        text: 'Ten-year anniversary',
        due: 'nextAnniversary({first_settlement}, 10)',
        law: 'IHTA 1984 s.61, s.64',
      },
    ]);
  });

  it('shows the context as the report will, its references linked, and warns of one it cannot link', async () => {
    const { user } = renderApp('/admin/editor/rules', admin, editorHandlers());
    await openRule(user);
    const context = screen.getByLabelText('Context (legislation)');
    await user.clear(context);
    await user.type(context, 'TCGA 1992 s.86; IHTM04311; the old code');
    expect(screen.getByRole('link', { name: 'TCGA 1992 s.86' }).getAttribute('href')).toBe(
      'https://www.legislation.gov.uk/ukpga/1992/12/section/86',
    );
    expect(screen.getByRole('link', { name: 'IHTM04311' }).getAttribute('href')).toBe(
      'https://www.gov.uk/hmrc-internal-manuals/inheritance-tax-manual/ihtm04311',
    );
    expect(screen.getByText(LAW_MESSAGES.form('the old code'))).toBeDefined();
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

  it('adds a rule to the chosen subgroup and opens it', async () => {
    const { user } = renderApp('/admin/editor/rules', admin, editorHandlers());
    await openRule(user);
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const rules = screen.getByRole('list', { name: 'Rules of Residence' });
    expect(within(rules).getByRole('button', { name: /^New rule/ })).toBeDefined();
    expect(screen.getByRole('form', { name: 'Rule New rule' })).toBeDefined();
  });

  it('counts one rule under a subgroup to delete in the singular', async () => {
    const draft = sampleDraft();
    const subgroup = draft.rules.categories[0]?.subcategories[0]?.groups[0]?.subgroups[0];
    if (subgroup) subgroup.rules = ['rule-1'];
    const { user } = renderApp('/admin/editor/rules', admin, editorHandlers(draft));
    await openRule(user);
    await user.click(screen.getByRole('button', { name: 'Delete subgroup' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete subgroup 'Residence'?" });
    expect(within(dialog).getByText('Everything under it is deleted too: 1 rule.')).toBeDefined();
  });

  it('asks before deleting a subgroup with its rules, then deletes it and leaves it', async () => {
    const { user } = renderApp('/admin/editor/rules', admin, editorHandlers());
    await openRule(user);
    await user.click(screen.getByRole('button', { name: 'Delete subgroup' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete subgroup 'Residence'?" });
    expect(within(dialog).getByText('Everything under it is deleted too: 2 rules.')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete subgroup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Rules of Residence' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Subgroups of IT' })).queryByRole('button', {
        name: 'Residence',
      }),
    ).toBeNull();
  });
});
