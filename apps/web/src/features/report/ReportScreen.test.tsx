import { screen, waitFor, within } from '@testing-library/react';
import { PREVIEW_TEXTS, REPORT_DISCLAIMER, type ReportView } from '@tsr/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { admin, plainUser } from '../../test/fixtures';
import { fakeIntersection } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';
import { cleanReport, explained, originalReport, remediated, summaryOf } from './report-fixtures';
import { reportApi } from './report-test-api';

const longUser = 'a-remarkably-long-user-name@example-advisers.example';
const remediatedView = remediated(originalReport, [
  { entityId: 'c2', responseId: 'r-co-ated-1', action: 'resolved', text: 'Property sold', user: longUser },
]);

/** The report page, read by someone who scrolls through all of it (every entity comes near). */
function openReport(
  who = plainUser,
  views = { original: originalReport, remediated: remediatedView },
  extra = {},
) {
  fakeIntersection({ allNear: true });
  const rendered = renderApp('/review/r-1/report', who);
  const api = reportApi(views, extra);
  return { ...rendered, reportCalls: api.calls };
}

const toggle = (name: 'Original' | 'Remediated') => screen.getByRole('button', { name }) as HTMLButtonElement;
const cellButton = (name: string) => screen.findByRole('button', { name });

afterEach(() => vi.restoreAllMocks());

describe('Report (spec 2.7)', () => {
  it('shows the score out of 100 with the disclaimer, and the meta', async () => {
    openReport();
    await screen.findByRole('heading', { level: 1, name: 'Review Report' });
    await screen.findByText(REPORT_DISCLAIMER);
    expect(screen.getByLabelText('Risk score').textContent).toBe('91/ 100');
    const meta = screen.getByText('Structure').closest('dl') as HTMLElement;
    expect(
      within(meta)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Structure', 'User', 'Reviewed', 'As at']);
    expect(
      within(meta)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Oak Structure', 'pat@example.com', '05/01/2026', '05/01/2026, tax year 2025-26']);
  });

  it("says on a preview's report that it is a preview of the unpublished draft", async () => {
    const original: ReportView = { ...originalReport, preview: true };
    openReport(admin, { original, remediated: { ...remediatedView, preview: true } });
    await screen.findByText(REPORT_DISCLAIMER);
    const banner = screen.getByRole('region', { name: PREVIEW_TEXTS.title });
    within(banner).getByText(PREVIEW_TEXTS.review);
    // A preview runs on a copy of the draft: no published version to compare it with.
    expect(screen.queryByRole('button', { name: 'Compare with the latest version' })).toBeNull();
  });

  it('shows no preview banner on a customer report', async () => {
    openReport();
    await screen.findByText(REPORT_DISCLAIMER);
    expect(screen.queryByRole('region', { name: PREVIEW_TEXTS.title })).toBeNull();
  });

  it('shows the risk table: row groups and rows in order, the tax heads, scores and blanks', async () => {
    openReport();
    const table = await screen.findByRole('table', { name: 'Risk table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Entity', 'IT', 'CGT', 'IHT', 'CT', 'ATED']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Trust',
      'Trustees',
      'Settlor',
      'Beneficiaries',
      'Foundation',
      'Foundation',
      'Founder',
      'Beneficiaries',
      'Company',
      'Company',
      'Shareholder',
      'Over Settlors',
    ]);
    const settlorRow = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('Settlor'));
    expect(
      within(settlorRow as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '85',
      originalReport.table.values['trust.settlor']?.CGT?.max ? '0' : '',
      '10',
      originalReport.table.values['trust.settlor']?.CT?.max ? '0' : '',
      originalReport.table.values['trust.settlor']?.ATED?.max ? '0' : '',
    ]);
    await cellButton('Trust · Settlor · IT: 85');
    screen.getByRole('button', { name: 'Company · Company · ATED: 85' });
  });

  it('states what the drawn structure says as a sentence in the builder’s words', async () => {
    const { user } = openReport(plainUser, {
      original: explained(originalReport),
      remediated: remediatedView,
    });
    await user.click(await screen.findByRole('button', { name: /^Trust · Settlor · IHT: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Trust · Settlor · IHT' });
    const answers = within(dialog).getByRole('list', { name: 'Because you answered: TS-IHT-5' });
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bob (Oak Trust) was deceased at settlement.']);
  });

  it('explains why a risk was raised in the customer’s words: finding, place, law and the answers given', async () => {
    const { user } = openReport(plainUser, {
      original: explained(originalReport),
      remediated: remediatedView,
    });
    await user.click(await cellButton('Trust · Settlor · IT: 85'));
    const dialog = await screen.findByRole('dialog', { name: 'Trust · Settlor · IT' });
    within(dialog).getByRole('heading', { name: 'Why this risk' });
    within(dialog).getByRole('heading', { name: 'TS-IT-1' });
    within(dialog).getByText('Found on Oak Trust, for Ann (Oak Trust)');
    within(dialog).getByText('Law: ITTOIA s.624');
    const answers = within(dialog).getByRole('list', { name: 'Because you answered: TS-IT-1' });
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'settlor uk resident current (Ann (Oak Trust)): yes',
      'settlor or spouse can benefit (Ann (Oak Trust)): yes',
    ]);
    // Engine internals are not for customers: no logic, no question ids, no technical details.
    expect(dialog.textContent).not.toContain('{loop.');
    expect(dialog.textContent).not.toContain('loop.settlor');
    expect(within(dialog).queryByText('Technical details')).toBeNull();
    // The company acting as settlor reports in the same cell: its own risk, rule and answers.
    within(dialog).getByRole('heading', { name: 'CS-IT-1' });
    const loops = within(dialog).getByRole('table', { name: 'Loop instances' });
    expect(
      within(loops)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['Bob', 'Ann', 'Oak Holdings Ltd', 'Cara']);
  });

  it('puts the remediation form first in the risk dialog, before the explanation', async () => {
    const { user } = openReport(plainUser, {
      original: explained(originalReport),
      remediated: remediatedView,
    });
    await user.click(await cellButton('Trust · Settlor · IT: 85'));
    const dialog = await screen.findByRole('dialog', { name: 'Trust · Settlor · IT' });
    const form = within(dialog).getByRole('form', { name: 'Remediation' });
    const why = within(dialog).getByRole('heading', { name: 'Why this risk' });
    expect(form.compareDocumentPosition(why) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows an administrator the rule’s logic and the answers it read, folded away', async () => {
    const { user } = openReport(admin, { original: explained(originalReport), remediated: remediatedView });
    await user.click(await cellButton('Trust · Settlor · IT: 85'));
    const dialog = await screen.findByRole('dialog', { name: 'Trust · Settlor · IT' });
    const technical = (
      await within(dialog).findAllByRole('button', { name: 'Technical details' })
    )[0] as HTMLElement;
    expect(technical.getAttribute('aria-expanded')).toBe('false');
    await user.click(technical);
    within(dialog).getByText("@uk_resident_settlor and {loop.settlor_or_spouse_can_benefit} = 'yes'");
    const reads = within(dialog).getByRole('table', { name: 'Answers read by TS-IT-1' });
    expect(
      within(reads)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['loop.settlor_uk_resident_current', 'Ann (Oak Trust)', 'yes'],
      ['loop.deceased', 'Ann (Oak Trust)', 'unanswered'],
      ['loop.settlor_or_spouse_can_benefit', 'Ann (Oak Trust)', 'yes'],
    ]);
  });

  it('gives a risk a remediation status with a note, then shows the remediated view with its timeline', async () => {
    const saved = remediated(originalReport, [
      { entityId: 't1', responseId: 'r-ts-it-1', action: 'not applicable', text: 'Ann is excluded' },
    ]);
    const { user, reportCalls } = openReport(
      plainUser,
      { original: originalReport, remediated: saved },
      { 'POST /api/review/r-1/updateremediation': () => json(saved) },
    );
    await user.click(await cellButton('Trust · Settlor · IT: 85'));
    const form = within(await screen.findByRole('dialog')).getByRole('form', { name: 'Remediation' });
    // Two risks meet in this cell (Ann's, and the company acting as settlor): either can be chosen.
    await user.click(within(form).getByRole('combobox', { name: 'Risk' }));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('radio', { name: 'Not applicable' }));
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Ann is excluded');
    await user.click(within(form).getByRole('button', { name: 'Save remediation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reportCalls.filter((c) => c.url === '/api/review/r-1/updateremediation')).toHaveLength(1);
    expect(toggle('Remediated').getAttribute('aria-pressed')).toBe('true');
    const timeline = await screen.findByRole('table', { name: 'Remediation Timeline' });
    within(timeline).getByText('Ann is excluded');
    within(timeline).getByText('Not applicable');
  });

  it('sends the selector, action and note of the risk chosen', async () => {
    const { user, reportCalls } = openReport(plainUser, undefined, {
      'POST /api/review/r-1/updateremediation': () => json(remediatedView),
    });
    const bodies: unknown[] = [];
    const wrapped = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/updateremediation')) bodies.push(JSON.parse(String(init?.body)));
      return wrapped(input, init);
    });
    await user.click(await cellButton('Company · Company · ATED: 85'));
    const form = within(await screen.findByRole('dialog')).getByRole('form', { name: 'Remediation' });
    await user.click(within(form).getByRole('radio', { name: 'Resolved' }));
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Property sold');
    await user.click(within(form).getByRole('button', { name: 'Save remediation' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      selector: { entityId: 'c2', responseId: 'r-co-ated-1' },
      action: 'resolved',
      text: 'Property sold',
    });
    expect(reportCalls.some((c) => c.url === '/api/review/r-1/updateremediation')).toBe(true);
  });

  it('shows the remediated view: statuses in the cells, the remediated score, and the timeline with the user cut at 30 characters', async () => {
    const { user } = openReport();
    await screen.findByText(REPORT_DISCLAIMER);
    await user.click(toggle('Remediated'));
    await cellButton('Company · Company · ATED: 0 Resolved');
    // A cell shows the status of the risk that sets its score: Ann's risk is still open.
    const open = screen.getByRole('button', { name: 'Trust · Settlor · IT: 85 Unresolved' });
    // Speech input users say what they see (WCAG 2.5.3): the name ends with the visible text.
    expect(open.textContent).toBe('85 Unresolved');
    screen.getByText('Original score: 91 / 100');
    expect(screen.getByLabelText('Remediated risk score').textContent).toBe(
      `${Math.round(remediatedView.score)}/ 100`,
    );
    const timeline = screen.getByRole('table', { name: 'Remediation Timeline' });
    const [, row] = within(timeline).getAllByRole('row');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(2)).toEqual(['Resolved', 'Property sold', longUser.slice(0, 30)]);
    expect(longUser.length).toBeGreaterThan(30);
  });

  it('offers Remediated only when the original score is above 0', async () => {
    openReport(plainUser, { original: cleanReport, remediated: cleanReport });
    await screen.findByText(REPORT_DISCLAIMER);
    expect(toggle('Remediated').disabled).toBe(true);
    expect(toggle('Original').disabled).toBe(false);
  });

  it('disables the controls while the report loads', async () => {
    let release: (r: Response) => void = () => {};
    const { user } = openReport(plainUser, undefined, {
      'GET /api/review/r-1/report/summary?remediated=true': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    await screen.findByText(REPORT_DISCLAIMER);
    expect(toggle('Remediated').disabled).toBe(false);
    await user.click(toggle('Remediated'));
    await waitFor(() => expect(toggle('Original').disabled).toBe(true));
    expect(toggle('Remediated').disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(true);
    release(json(summaryOf(remediatedView)));
    await waitFor(() => expect(toggle('Original').disabled).toBe(false));
  });

  it('gives admins Reset Remediations and Resubmit Report, and no one else', async () => {
    openReport(plainUser);
    await screen.findByText(REPORT_DISCLAIMER);
    expect(screen.queryByRole('button', { name: 'Reset Remediations' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resubmit Report' })).toBeNull();
    screen.getByRole('button', { name: 'Download PDF' });
  });

  it('asks before Reset Remediations runs, and sends nothing when cancelled', async () => {
    const { user, reportCalls } = openReport(admin, undefined, {
      'GET /api/review/r-1/resetscore': () => json(originalReport),
    });
    await screen.findByText(REPORT_DISCLAIMER);
    await user.click(screen.getByRole('button', { name: 'Reset Remediations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Remediations' });
    within(dialog).getByText(/Every remediation of this review and its timeline will be removed/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reportCalls.filter((c) => c.url === '/api/review/r-1/resetscore')).toHaveLength(0);
  });

  it('resets once confirmed, reloads the report and says it worked', async () => {
    const { user, reportCalls } = openReport(admin, undefined, {
      'GET /api/review/r-1/resetscore': () => json(originalReport),
    });
    await screen.findByText(REPORT_DISCLAIMER);
    const loads = () =>
      reportCalls.filter((c) => c.url === '/api/review/r-1/report/summary?remediated=false').length;
    const before = loads();
    await user.click(screen.getByRole('button', { name: 'Reset Remediations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Remediations' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset Remediations' }));
    const done = await screen.findByText(
      'Remediations reset: the remediated view shows the original report again.',
    );
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(
      reportCalls.filter((c) => c.method === 'GET' && c.url === '/api/review/r-1/resetscore'),
    ).toHaveLength(1);
    expect(loads()).toBe(before + 1);
  });

  it('asks before Resubmit Report runs, then resubmits and says it worked', async () => {
    const { user, reportCalls } = openReport(admin, undefined, {
      'POST /api/review/r-1/resubmit': () => json(originalReport),
    });
    await screen.findByText(REPORT_DISCLAIMER);
    await user.click(screen.getByRole('button', { name: 'Resubmit Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resubmit Report' });
    expect(reportCalls.filter((c) => c.url === '/api/review/r-1/resubmit')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Resubmit Report' }));
    const done = await screen.findByText(
      'Report resubmitted: the review was scored again on its current answers.',
    );
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(
      reportCalls.filter((c) => c.method === 'POST' && c.url === '/api/review/r-1/resubmit'),
    ).toHaveLength(1);
  });

  it("shows the server's message when Resubmit Report fails", async () => {
    const { user } = openReport(admin, undefined, {
      'POST /api/review/r-1/resubmit': () =>
        json({ status: 503, message: 'No published survey to score against.' }, 503),
    });
    await screen.findByText(REPORT_DISCLAIMER);
    await user.click(screen.getByRole('button', { name: 'Resubmit Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resubmit Report' });
    await user.click(within(dialog).getByRole('button', { name: 'Resubmit Report' }));
    const failed = await screen.findByText('No published survey to score against.');
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(/Report resubmitted/)).toBeNull();
  });

  it('never skips a heading level, from the h1 down to the responses (WCAG 1.3.1)', async () => {
    openReport();
    await screen.findByText(REPORT_DISCLAIMER);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.length).toBeGreaterThan(6);
    expect(levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1)).toEqual([]);
  });

  it('lists the responses in order: entities, headings, collapsed more detail, risk texts with their weight', async () => {
    const { user } = openReport();
    await screen.findByText(REPORT_DISCLAIMER);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Oak Holdings Ltd',
      'Oak Trust',
      'Oak Property Ltd',
      'Elm Foundation',
    ]);
    const trust = screen.getByRole('region', { name: 'Oak Trust' });
    // Each entity's responses are read as it comes near (here at once): they follow the headings.
    await within(trust).findByText('Trust overview');
    const detail = 'A discretionary trust is relevant property: 10-year and exit charges apply.';
    expect(within(trust).queryByText(detail)).toBeNull();
    await user.click(within(trust).getAllByRole('button', { name: 'More detail' })[0] as HTMLElement);
    await within(trust).findByText(detail);
    const risk = within(trust).getByText(
      'Mixed trustee body with a UK-resident settlor: the trust is likely UK resident.',
    );
    within(risk.parentElement?.parentElement as HTMLElement).getByText('Weight 80');
  });
});

describe('Download PDF (spec 2.7, 7, 8)', () => {
  function captureDownloads() {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }),
    );
    return names;
  }
  const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 });

  it('downloads the original report as "{short name} Original Report - {structure}.pdf"', async () => {
    const names = captureDownloads();
    const { user, reportCalls } = openReport(plainUser, undefined, {
      'PDF /api/review/r-1/report?remediated=false': pdf,
    });
    await screen.findByText(REPORT_DISCLAIMER);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(names).toEqual(['SRR Original Report - Oak Structure.pdf']));
    const call = reportCalls.find((c) => c.accept === 'application/pdf');
    expect(call?.url).toBe('/api/review/r-1/report?remediated=false');
  });

  it('downloads the remediated report under its own name', async () => {
    const names = captureDownloads();
    const { user } = openReport(plainUser, undefined, { 'PDF /api/review/r-1/report?remediated=true': pdf });
    await screen.findByText(REPORT_DISCLAIMER);
    await user.click(toggle('Remediated'));
    await screen.findByRole('table', { name: 'Remediation Timeline' });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(names).toEqual(['SRR Remediated Report - Oak Structure.pdf']));
  });

  it("says 'failed to download PDF document: status code: {status}' when the download fails", async () => {
    captureDownloads();
    const { user } = openReport(plainUser, undefined, {
      'PDF /api/review/r-1/report?remediated=false': () =>
        json({ status: 500, message: 'PDF rendering failed' }, 500),
    });
    await screen.findByText(REPORT_DISCLAIMER);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findByText('failed to download PDF document: status code: 500');
  });
});

describe('a review without a report', () => {
  it('says so', async () => {
    renderApp('/review/r-1/report', plainUser, {
      'GET /api/review/r-1/report/summary': () =>
        json({ status: 404, message: 'This review has no report yet: it has not been submitted.' }, 404),
    });
    await screen.findByText('This review has no report yet: it has not been submitted.');
  });
});
