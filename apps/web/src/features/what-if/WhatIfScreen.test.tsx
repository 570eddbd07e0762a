import { screen, waitFor, within } from '@testing-library/react';
import { shownScore } from '@tsr/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, type Handler } from '../../test/fake-api';
import { accountLead, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { originalReport } from '../report/report-fixtures';
import { reportApi } from '../report/report-test-api';
import { DATES_TO_FIX } from './useWhatIf';
import { NEVER_CHANGES } from './WhatIfScreen';
import { ANN_LEAVES, colleaguesScenario, REPORT_SCORE, scored, whatIfServer } from './what-if-fixtures';

afterEach(() => vi.restoreAllMocks());

function openWhatIf(options: Parameters<typeof whatIfServer>[0] = {}, extra: Record<string, Handler> = {}) {
  const server = whatIfServer(options);
  const rendered = renderApp('/review/r-1/whatif', plainUser, { ...server.handlers, ...extra });
  return { ...rendered, store: server.store };
}

/** Opens a part of the review by its title (the first of that title: a settlor has a part before and after). */
async function openPart(user: ReturnType<typeof openWhatIf>['user'], title: string) {
  const [summary] = await screen.findAllByRole('button', { name: title });
  if (!summary) throw new Error(`no part ${title}`);
  await user.click(summary);
  return summary.closest('.MuiAccordion-root') as HTMLElement;
}

/** The option a select shows, by its text. */
const chosen = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;

const scenarioScore = () => {
  const outcome = scored(ANN_LEAVES);
  if ('message' in outcome) throw new Error(outcome.message);
  return outcome;
};

describe('What if (issue 33)', () => {
  it('says the report never changes, and scores nothing until Try', async () => {
    const { user, api } = openWhatIf();
    await screen.findByRole('heading', { level: 1, name: 'What if' });
    screen.getByText(NEVER_CHANGES);
    const ann = await openPart(user, 'Ann');
    await user.selectOptions(within(ann).getByLabelText('settlor uk resident current'), 'no');
    expect(api.callsTo('POST', '/api/review/r-1/whatif')).toHaveLength(0);
    screen.getByText(
      'Change an answer or a date, then press Try: the scenario is scored against the report here.',
    );

    await user.click(screen.getByRole('button', { name: 'Try' }));
    await screen.findByRole('heading', { name: 'Risk table of the scenario' });
    expect(api.callsTo('POST', '/api/review/r-1/whatif').map((c) => c.body)).toEqual([
      { changes: ANN_LEAVES },
    ]);
  });

  it("shows the report's score then the scenario's, the cells that moved and the risks new, gone and still present", async () => {
    const { user } = openWhatIf();
    const ann = await openPart(user, 'Ann');
    await user.selectOptions(within(ann).getByLabelText('settlor uk resident current'), 'no');
    await user.click(screen.getByRole('button', { name: 'Try' }));

    const expected = scenarioScore();
    expect(expected.score).toBeLessThan(REPORT_SCORE);
    const scores = await screen.findByRole('region', { name: 'Risk score' });
    expect(within(scores).getByLabelText('Report').textContent).toBe(`${shownScore(REPORT_SCORE)}/ 100`);
    expect(within(scores).getByLabelText('Scenario').textContent).toBe(`${shownScore(expected.score)}/ 100`);
    // 91.34 then 91.26: both shown as 91, and said to be lower all the same.
    within(scores).getByText('A little lower than the report, by less than one point.');

    // Every cell that went down shows the scenario's score, its direction and the report's score.
    const table = screen.getByRole('table', { name: 'Risk table of the scenario' });
    const down = expected.comparison.cells.filter((c) => c.direction === 'down');
    expect(down.length).toBeGreaterThan(0);
    const changedCells = within(table)
      .getAllByRole('cell')
      .filter((cell) => /was/.test(cell.textContent ?? ''));
    expect(changedCells.map((cell) => cell.textContent)).toEqual(
      expected.comparison.cells.map((c) => `${c.after ?? 0}, ${c.direction} was ${c.before ?? '-'}`),
    );

    const gone = screen.getByRole('region', { name: `Risks gone (${expected.comparison.goneRisks.length})` });
    for (const risk of expected.comparison.goneRisks)
      within(gone).getByText(new RegExp(`^${risk.title} \\(${risk.entity}\\)`));
    screen.getByRole('region', { name: `New risks (${expected.comparison.newRisks.length})` });
    screen.getByRole('region', {
      name: `Risks still present (${expected.comparison.unchangedRisks.length})`,
    });
  });

  it('marks a changed question and its part, and Reset gives it the review’s answer again', async () => {
    const { user } = openWhatIf();
    const ann = await openPart(user, 'Ann');
    const select = within(ann).getByLabelText('settlor uk resident current') as HTMLSelectElement;
    within(ann).getByText('In the report: yes');
    await user.selectOptions(select, 'no');
    within(ann).getByText('Changed');
    screen.getByRole('button', { name: 'Ann 1 changed' });
    screen.getByText('1 change');

    await user.click(within(ann).getByRole('button', { name: 'Reset settlor uk resident current' }));
    expect(chosen(select)).toBe('yes');
    expect(within(ann).queryByText('Changed')).toBeNull();
    screen.getByText('No changes');
  });

  it('keeps a number as typed and sends it as a number', async () => {
    const { user, api } = openWhatIf();
    const settlement = await openPart(user, 'Ann: settlement 01/06/2010');
    const value = within(settlement).getByLabelText('settlement value gbp') as HTMLInputElement;
    await user.clear(value);
    await user.type(value, '250000.5');
    expect(value.value).toBe('250000.5');
    await user.click(screen.getByRole('button', { name: 'Try' }));
    await screen.findByRole('heading', { name: 'Risk table of the scenario' });
    expect(api.callsTo('POST', '/api/review/r-1/whatif')[0]?.body).toEqual({
      changes: { answers: { 't1/ann/ann-d0:pre': { settlement_value_gbp: 250000.5 } }, dates: [] },
    });
  });

  it("shows the server's refusal beside the editor and keeps every change typed", async () => {
    const { user } = openWhatIf();
    const ann = await openPart(user, 'Ann');
    await user.selectOptions(within(ann).getByLabelText('settlor uk resident current'), 'no');
    await user.click(screen.getByRole('button', { name: 'Structure dates' }));
    const trust = screen.getByRole('group', { name: 'Oak Trust (Trust)' });
    const holding = within(trust).getByLabelText(
      'Held by Oak Holdings Ltd from 01/09/2015: holding ended on',
    );
    await user.click(holding);
    await user.paste('01/01/2015');
    await user.click(screen.getByRole('button', { name: 'Try' }));

    const refusal = scored({
      answers: ANN_LEAVES.answers,
      dates: [{ kind: 'holdingEnd', entityId: 't1', ownerId: 'c1', start: '01/09/2015', date: '01/01/2015' }],
    });
    if (!('message' in refusal)) throw new Error('the builder should refuse an end before the start');
    await screen.findByText(`Not scored: ${refusal.message}`);
    expect((holding as HTMLInputElement).value).toBe('01/01/2015');
    expect(chosen(within(ann).getByLabelText('settlor uk resident current'))).toBe('no');
    screen.getByText('2 changes');
  });

  it('checks end dates on the screen before sending them', async () => {
    const { user, api } = openWhatIf();
    await user.click(await screen.findByRole('button', { name: 'Structure dates' }));
    const company = screen.getByRole('group', { name: 'Oak Property Ltd (Company)' });
    const ended = within(company).getByLabelText('Wound up / ended on');
    await user.click(ended);
    await user.paste('31/02/2026');
    within(company).getByText('Please enter a real date in the form dd/mm/yyyy');
    await user.click(screen.getByRole('button', { name: 'Try' }));
    await screen.findByText(`Not scored: ${DATES_TO_FIX}`);
    expect(api.callsTo('POST', '/api/review/r-1/whatif')).toHaveLength(0);

    await user.clear(ended);
    await user.paste('30/04/2026');
    await user.click(screen.getByRole('button', { name: 'Try' }));
    await screen.findByRole('heading', { name: 'Risk table of the scenario' });
    expect(api.callsTo('POST', '/api/review/r-1/whatif')[0]?.body).toEqual({
      changes: { answers: {}, dates: [{ kind: 'entityEnd', entityId: 'c2', date: '30/04/2026' }] },
    });
  });

  it("lists the structure's end dates: each entity's, its owners' holdings and its shareholdings", async () => {
    const { user } = openWhatIf();
    await user.click(await screen.findByRole('button', { name: 'Structure dates' }));
    const holdings = screen.getByRole('group', { name: 'Oak Holdings Ltd (Company)' });
    within(holdings).getByLabelText('Wound up / ended on');
    within(holdings).getByLabelText('Shareholder Cara, shareholding from 01/01/2014: ended on');
    const property = screen.getByRole('group', { name: 'Oak Property Ltd (Company)' });
    within(property).getByLabelText('Held by Oak Trust from 01/01/2016: holding ended on');
  });

  it('finds questions by their title in every part', async () => {
    const { user } = openWhatIf();
    await user.type(await screen.findByLabelText('Find a question'), 'uk resident current');
    screen.getByText('6 questions found');
    expect(screen.getAllByLabelText('settlor uk resident current')).toHaveLength(3);
    expect(screen.getAllByLabelText('founder uk resident current')).toHaveLength(3);
    expect(screen.queryByLabelText('trust type')).toBeNull();
    await user.clear(screen.getByLabelText('Find a question'));
    await user.paste('no such question');
    screen.getByText('No question’s title has “no such question” in it.');
  });
});

describe('saved scenarios', () => {
  it('saves the changes under a name, lists them, and saves the open scenario again', async () => {
    const { user, api, store } = openWhatIf();
    await screen.findByText('No scenario of this report has been saved yet.');
    const ann = await openPart(user, 'Ann');
    await user.selectOptions(within(ann).getByLabelText('settlor uk resident current'), 'no');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the scenario' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    within(dialog).getByText('Please give the scenario a name');
    await user.click(within(dialog).getByLabelText('Scenario name'));
    await user.paste('x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    within(dialog).getByText('Please use at most 200 characters');
    expect(api.callsTo('POST', '/api/review/r-1/scenarios')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Scenario name'));
    await user.paste('Ann leaves in April');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved “Ann leaves in April”.');
    expect(api.callsTo('POST', '/api/review/r-1/scenarios')[0]?.body).toEqual({
      name: 'Ann leaves in April',
      changes: ANN_LEAVES,
    });
    const list = await screen.findByRole('table', { name: 'Saved scenarios' });
    await within(list).findByText('Ann leaves in April');
    within(list).getByText('pat@example.com');
    screen.getByText('Scenario: Ann leaves in April');

    // Open, it is saved again under its own id, its name offered.
    await user.click(within(ann).getByRole('button', { name: 'Reset settlor uk resident current' }));
    screen.getByText('No changes, not saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const again = screen.getByRole('dialog', { name: 'Save “Ann leaves in April”' });
    expect((within(again).getByLabelText('Scenario name') as HTMLInputElement).value).toBe(
      'Ann leaves in April',
    );
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/scenarios/s-1')).toHaveLength(1));
    expect(store.get('s-1')?.changes).toEqual({ answers: {}, dates: [] });
  });

  it("shows the server's refusal in the save dialog", async () => {
    const { user } = openWhatIf(
      {},
      {
        'POST /api/review/r-1/scenarios': () =>
          errorBody(400, 'The scenario changes an entity that is not in this structure.'),
      },
    );
    await screen.findByText('No scenario of this report has been saved yet.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the scenario' });
    await user.type(within(dialog).getByLabelText('Scenario name'), 'Nonsense');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('The scenario changes an entity that is not in this structure.');
  });

  it("reopens a colleague's scenario: its changes fill the editor, scored again, saved only as a new one", async () => {
    const { user } = openWhatIf({ saved: [colleaguesScenario] });
    const list = await screen.findByRole('table', { name: 'Saved scenarios' });
    within(list).getByText('lee@example.com');
    within(list).getByText('20/01/2026, 09:30:00');
    await user.click(within(list).getByRole('button', { name: 'Open Ann leaves the UK' }));

    await screen.findByText('Scenario: Ann leaves the UK');
    screen.getByRole('button', { name: 'Ann 1 changed' });
    const expected = scenarioScore();
    expect((await screen.findByLabelText('Scenario')).textContent).toBe(`${shownScore(expected.score)}/ 100`);
    screen.getByText(
      'Someone else saved this scenario: you may try changes and save them as a new scenario.',
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    screen.getByRole('button', { name: 'Save as new' });
  });

  it('asks before opening a scenario over changes not saved', async () => {
    const { user } = openWhatIf({ saved: [colleaguesScenario] });
    const ann = await openPart(user, 'Ann');
    await user.selectOptions(within(ann).getByLabelText('settlor uk resident current'), 'unknown');
    await user.click(screen.getByRole('button', { name: 'Open Ann leaves the UK' }));
    const confirm = screen.getByRole('dialog', { name: 'Changes not saved' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(chosen(within(ann).getByLabelText('settlor uk resident current'))).toBe('unknown');
    expect(screen.queryByText('Scenario: Ann leaves the UK')).toBeNull();

    // Found once the closing dialog has given the page back to assistive technology.
    await user.click(await screen.findByRole('button', { name: 'Open Ann leaves the UK' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Changes not saved' })).getByRole('button', { name: 'Open' }),
    );
    await screen.findByText('Scenario: Ann leaves the UK');
  });

  it('saves an open scenario as a new one, leaving the first as it was', async () => {
    const { user, api, store } = openWhatIf({ saved: [colleaguesScenario] });
    await user.click(await screen.findByRole('button', { name: 'Open Ann leaves the UK' }));
    await screen.findByText('Scenario: Ann leaves the UK');
    await user.click(screen.getByRole('button', { name: 'Save as new' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the scenario' });
    expect((within(dialog).getByLabelText('Scenario name') as HTMLInputElement).value).toBe('');
    await user.click(within(dialog).getByLabelText('Scenario name'));
    await user.paste('Ann leaves, my copy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Scenario: Ann leaves, my copy');
    expect(api.callsTo('PUT', '/api/scenarios/s-1')).toHaveLength(0);
    expect([...store.values()].map((s) => s.summary.name)).toEqual([
      'Ann leaves the UK',
      'Ann leaves, my copy',
    ]);
    // The copy is the caller's own: they may change and delete it.
    screen.getByRole('button', { name: 'Delete' });
  });

  it('deletes an own scenario after asking, keeping its changes on screen', async () => {
    const own = {
      ...colleaguesScenario,
      summary: { ...colleaguesScenario.summary, createdBy: 'pat@example.com' },
      mayEdit: true,
    };
    const { user, store } = openWhatIf({ saved: [own] });
    await user.click(await screen.findByRole('button', { name: 'Open Ann leaves the UK' }));
    await screen.findByText('Scenario: Ann leaves the UK');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the scenario' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Deleted “Ann leaves the UK”.');
    expect(store.size).toBe(0);
    await screen.findByText('No scenario of this report has been saved yet.');
    expect(screen.queryByText('Scenario: Ann leaves the UK')).toBeNull();
    screen.getByText('1 change');
  });

  it('downloads a saved scenario’s PDF under the scenario’s and the structure’s names', async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
    const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 });
    const { user, api } = openWhatIf({ saved: [colleaguesScenario], pdf });
    await user.click(await screen.findByRole('button', { name: 'Download PDF of Ann leaves the UK' }));
    await waitFor(() => expect(names).toEqual(['SRR Scenario - Ann leaves the UK - Oak Structure.pdf']));
    const [call] = api.callsTo('GET', '/api/scenarios/s-1/pdf');
    expect(call?.authorization).toBe('Bearer id-token-1');
  });

  it("says 'failed to download PDF document: status code: {status}' when the PDF fails", async () => {
    const { user } = openWhatIf({ saved: [colleaguesScenario], pdf: () => errorBody(503, 'busy') });
    await user.click(await screen.findByRole('button', { name: 'Download PDF of Ann leaves the UK' }));
    await screen.findByText('failed to download PDF document: status code: 503');
  });
});

describe('the report’s What if', () => {
  it('is on the report’s toolbar for whoever reads the report, and opens What if on the same review', async () => {
    const server = whatIfServer();
    const { user, router } = renderApp('/review/r-1/report', accountLead, server.handlers);
    reportApi({ original: originalReport });
    await user.click(await screen.findByRole('link', { name: 'What if' }));
    await screen.findByRole('heading', { level: 1, name: 'What if' });
    expect(router.state.location.pathname).toBe('/review/r-1/whatif');
  });
});

describe('a review that cannot have a what-if', () => {
  it("says why: the server's message", async () => {
    openWhatIf(
      {},
      {
        'GET /api/review/r-1/whatif': () =>
          errorBody(409, 'This review has not been submitted yet: a what-if starts from its report.'),
      },
    );
    await screen.findByText('This review has not been submitted yet: a what-if starts from its report.');
    screen.getByRole('link', { name: 'Back to the report' });
  });
});
