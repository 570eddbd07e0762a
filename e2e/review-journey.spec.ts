import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { drawOneTrust, drawThreeEntityStructure } from './support/builder';
import { pdfFileText } from './support/pdf';
import { answerShownQuestions, answerToTheEnd, next, settledMark } from './support/questionnaire';
import { demo, signIn, signOut } from './support/session';
import { expect, expectAccessible, type Locator, type Page, test } from './support/test';

test.setTimeout(300_000);

test('an approver answers a review, submits it, reads and remediates the report', async ({ page }) => {
  await signIn(page, demo.approver.email, demo.approver.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await drawThreeEntityStructure(page, 'Journey structure');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'This is a review of: Journey structure' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  // The review is evaluated as at the day it starts, and says so with its tax year.
  const asAtLine = page.getByText(/^As at \d\d\/\d\d\/\d{4}, tax year \d{4}-\d\d$/);
  await expect(asAtLine).toBeVisible();
  const asAt = (await asAtLine.innerText()).trim();

  // Answer the first page, go on, come back: the answers are still there.
  const first = await settledMark(page);
  await expectAccessible(page, 'Questionnaire (first page)');
  await answerShownQuestions(page);
  await expectAccessible(page, 'Questionnaire (first page answered)');
  const checkedBefore = await page.locator('input[type=radio]:checked').count();
  await next(page);
  const second = await settledMark(page);
  expect(second).not.toBe(first);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect.poll(() => settledMark(page)).toBe(first);
  await expect(page.locator('input[type=radio]:checked')).toHaveCount(checkedBefore);
  await next(page);
  await expect.poll(() => settledMark(page)).toBe(second);

  // Leave and come back: the review resumes where the user left off.
  await answerShownQuestions(page);
  await next(page);
  const resumeAt = await settledMark(page);
  const reviewUrl = page.url();
  await page.reload();
  await expect.poll(() => settledMark(page)).toBe(resumeAt);
  expect(page.url()).toBe(reviewUrl);

  await answerToTheEnd(page);
  await expect(page).toHaveURL(/\/submit$/);
  await expect(page.getByRole('button', { name: 'Show Answers' })).toBeVisible();
  await expect(page.getByText(asAt)).toBeVisible();
  await expectAccessible(page, 'Submit');

  // The submit page shows the answers on demand, then submits.
  await page.getByRole('button', { name: 'Show Answers' }).click();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectAccessible(page, 'Submit (answers shown)');
  await page.getByRole('button', { name: 'Hide Answers' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/report$/);
  const reportUrl = page.url();

  // The report: score out of 100 with the disclaimer, meta, the risk table.
  await expect(page.getByText('it is not tax advice')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Risk table' })).toBeVisible();
  const original = await shownScore(page);
  expect(original).toBeGreaterThan(0);
  const asAtOnReport = page.getByRole('definition').filter({ hasText: /tax year/ });
  await expect(asAtOnReport).toHaveText(asAt.replace(/^As at /, ''));
  await expectAccessible(page, 'Report (original)');

  // Key dates and actions: what to do by when, and the same dates in a calendar file.
  const keyDates = await keyDatesShown(page);
  expect(keyDates.length).toBeGreaterThan(0);
  const calendar = await downloadCalendar(page);
  expect(calendar.name).toBe('TSR Key Dates - Journey structure.ics');
  expect(calendar.events).toEqual(
    keyDates.map((k) => [
      k.due.split('/').reverse().join('-'),
      k.overdue ? `Overdue: ${k.action}` : k.action,
    ]),
  );

  // Why was the highest risk raised, and remediate it: the remediated score falls.
  const risks = page.getByRole('table', { name: 'Risk table' }).getByRole('button');
  const labels = await risks.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  const highest = labels.sort((a, b) => Number(b.split(': ').pop()) - Number(a.split(': ').pop()))[0] ?? '';
  await page.getByRole('button', { name: highest }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Why this risk');
  await expect(dialog).toContainText('Because you answered');
  await expectAccessible(page, 'Report (why this risk, remediation)');
  await dialog.getByRole('radio', { name: 'Resolved', exact: true }).check();
  await dialog.getByLabel('Note').fill('Settled by the journey: trustees replaced');
  await dialog.getByRole('button', { name: 'Save remediation' }).click();
  await dialog
    .getByRole('button', { name: 'Close' })
    .click()
    .catch(() => undefined);
  await page.getByRole('button', { name: 'Remediated' }).click();
  await expect(page.getByRole('heading', { name: 'Remediation Timeline' })).toBeVisible();
  await expect(page.getByText('Settled by the journey: trustees replaced')).toBeVisible();
  const remediated = await shownScore(page);
  expect(remediated).toBeLessThan(original);
  await expectAccessible(page, 'Report (remediated)');

  // The report is long: its section bar stays on screen, takes the reader to each section and
  // marks it; the risk table's header stays in view while its rows scroll by.
  await findOneWayAround(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await taxHeadsOnAPhone(page)).toBe('scrolls');
  await page.getByRole('button', { name: 'Original' }).click();
  await expect(page.getByRole('heading', { name: 'Remediation Timeline' })).toHaveCount(0);
  expect(await taxHeadsOnAPhone(page)).toBe('fits');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Remediated' }).click();
  await expect(page.getByRole('heading', { name: 'Remediation Timeline' })).toBeVisible();

  // Both PDFs download under the spec's names and carry the structure name and the score.
  const remediatedPdf = await downloadPdf(page);
  expect(remediatedPdf.name).toBe('TSR Remediated Report - Journey structure.pdf');
  expect(remediatedPdf.text).toContain('Journey structure');
  expect(remediatedPdf.text).toContain(`Risk score: ${remediated} / 100`);
  expect(remediatedPdf.text).toContain('Remediation Timeline');
  // Report texts' markdown is laid out, not printed; each risk says why in the customer's words.
  expect(remediatedPdf.text).not.toContain('##li');
  expect(remediatedPdf.text).not.toContain('**');
  expect(remediatedPdf.text).toContain('Because you answered');
  await page.getByRole('button', { name: 'Original' }).click();
  await expect.poll(() => shownScore(page)).toBe(original);
  await expectAccessible(page, 'Report (original after remediation)');
  const originalPdf = await downloadPdf(page);
  expect(originalPdf.name).toBe('TSR Original Report - Journey structure.pdf');
  expect(originalPdf.text).toContain('Journey structure');
  expect(originalPdf.text).toContain(`Risk score: ${original} / 100`);
  // The cover says as at when and for whom, as the page does; the key dates are the page's.
  const flatPdf = originalPdf.text.replace(/\s+/g, ' ');
  expect(flatPdf).toContain(asAt);
  expect(originalPdf.text).toContain('Prepared for');
  // The structure's ownership diagram, on the page after the cover, names all it drew.
  const diagramPage = originalPdf.text.split('\n')[1] ?? '';
  expect(diagramPage).toContain('Ownership diagram');
  for (const name of ['Trust A-104', 'HoldCo 7', 'PropCo 9', 'Settlor S-1', 'Shareholder H-2', '01/01/2011'])
    expect(diagramPage).toContain(name);
  for (const k of keyDates) expect(flatPdf).toContain(`${k.due}${k.overdue ? ' Overdue' : ''} ${k.action}`);
  // The same report renders the same bytes; the page verifies the copy, and refuses one altered.
  const again = await downloadPdf(page);
  expect(sha256(await readFile(again.file))).toBe(sha256(await readFile(originalPdf.file)));
  await page.getByLabel('PDF to verify').setInputFiles(originalPdf.file);
  await expect(page.getByRole('status').filter({ hasText: 'PDF' })).toHaveText(
    /^This PDF is an unaltered copy of this report: the original view, with 1 remediation recorded/,
  );
  const altered = await readFile(originalPdf.file);
  const at = Math.floor(altered.length / 2);
  altered[at] = (altered[at] ?? 0) ^ 1;
  await page
    .getByLabel('PDF to verify')
    .setInputFiles({ name: 'altered.pdf', mimeType: 'application/pdf', buffer: altered });
  await expect(page.getByRole('status').filter({ hasText: 'PDF' })).toHaveText(
    'This PDF is not an unaltered copy of this report: its contents differ from the report it names.',
  );

  // An admin resets the remediations: the remediated view is the original again.
  await signOut(page);
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto(reportUrl);
  await expect(page.getByRole('button', { name: 'Reset Remediations' })).toBeVisible();
  await expectAccessible(page, 'Report (admin)');
  // Reset asks first, then says it worked.
  await page.getByRole('button', { name: 'Reset Remediations' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset Remediations' });
  await confirm.getByRole('button', { name: 'Reset Remediations' }).click();
  await expect(
    page.getByText('Remediations reset: the remediated view shows the original report again.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remediated' }).click();
  await expect.poll(() => shownScore(page)).toBe(original);
  await expect(page.getByText('Settled by the journey: trustees replaced')).toHaveCount(0);
});

test('a user without submit permission is pointed to an approver', async ({ page }) => {
  await signIn(page, demo.user.email, demo.user.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await drawOneTrust(page, 'Needs an approver');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await answerToTheEnd(page);
  await expect(page).toHaveURL(/\/submit$/);
  await expect(page.getByText(/approver/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectAccessible(page, 'Submit (needs an approver)');
  await page.getByRole('link', { name: 'My Reviews' }).click();
  await expect(page).toHaveURL(/\/user\/reports$/);
  await expect(page.getByText('Needs an approver')).toBeVisible();
  await expectAccessible(page, 'Reviews');
});

/** Moves round the long report by its section bar (desktop, remediated view). */
async function findOneWayAround(page: Page): Promise<void> {
  const bar = page.getByRole('navigation', { name: 'Report sections' });
  const link = (name: string) => bar.getByRole('link', { name, exact: true });
  await expect(bar.getByRole('link')).toHaveText([
    'Score',
    'Risk table',
    'Key dates',
    'Causes',
    'Timeline',
    'Responses',
  ]);
  await expect(link('Score')).toHaveAttribute('aria-current', 'true');

  await link('Responses').click();
  await expect(link('Responses')).toHaveAttribute('aria-current', 'true');
  await expect(bar).toBeInViewport();
  const barBottom = await bottomOf(bar);
  const heading = page.getByRole('heading', { name: 'Responses', level: 2 });
  await expect(heading).toBeInViewport();
  // The section lands below the bar, not under it.
  expect(await topOf(heading)).toBeGreaterThanOrEqual(barBottom - 1);

  await link('Risk table').click();
  await expect(link('Risk table')).toHaveAttribute('aria-current', 'true');
  // Scrolled down to the table's last row, its header is still there, just below the bar.
  const table = page.getByRole('table', { name: 'Risk table' });
  await table
    .getByRole('rowheader', { name: 'Over Settlors' })
    .evaluate((row) => row.scrollIntoView({ block: 'end' }));
  const ated = table.getByRole('columnheader', { name: 'ATED' });
  await expect(ated).toBeInViewport();
  expect(await topOf(table)).toBeLessThan(barBottom - 20);
  expect(Math.abs((await topOf(ated)) - barBottom)).toBeLessThanOrEqual(2);
}

/**
 * On a 390 px phone, the risk table's last tax head (ATED) either fits on screen, or the table
 * says that it scrolls sideways, and scrolled to its end shows ATED.
 */
async function taxHeadsOnAPhone(page: Page): Promise<'fits' | 'scrolls'> {
  await page
    .getByRole('navigation', { name: 'Report sections' })
    .getByRole('link', { name: 'Risk table' })
    .click();
  const ated = page.getByRole('table', { name: 'Risk table' }).getByRole('columnheader', { name: 'ATED' });
  const scroller = page.getByRole('region', { name: 'Risk table, scrolls sideways' });
  if ((await scroller.count()) === 0) {
    await expect(ated).toBeInViewport({ ratio: 0.95 });
    return 'fits';
  }
  await expect(page.getByText('Scroll sideways to see every tax head.')).toBeVisible();
  await expect(ated).not.toBeInViewport({ ratio: 0.95 });
  await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(ated).toBeInViewport({ ratio: 0.95 });
  return 'scrolls';
}

const topOf = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
const bottomOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box ? box.y + box.height : Number.NaN;
};

/** The score the report shows, out of 100. */
async function shownScore(page: Page): Promise<number> {
  const text = await page
    .getByText(/^\d+\s*\/\s*100$/)
    .first()
    .innerText();
  return Number(text.split('/')[0]);
}

/** The key dates and actions the report page lists: due date, overdue or not, the action. */
async function keyDatesShown(page: Page): Promise<{ due: string; overdue: boolean; action: string }[]> {
  const table = page.getByRole('table', { name: 'Key dates and actions' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  const shown: { due: string; overdue: boolean; action: string }[] = [];
  for (const row of await rows.all()) {
    const cells = row.getByRole('cell');
    shown.push({
      due: (await cells.nth(0).locator('time').innerText()).trim(),
      overdue: (await cells.nth(0).getByText('Overdue').count()) > 0,
      action: (await cells.nth(1).innerText()).trim(),
    });
  }
  return shown;
}

/** The calendar file of the key dates, its events as an independent parser (ical.js) reads them. */
async function downloadCalendar(page: Page): Promise<{ name: string; events: [string, string][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v): [string, string] => {
    const event = new ICAL.Event(v);
    return [event.startDate.toString(), event.summary];
  });
  return { name: download.suggestedFilename(), events };
}

async function downloadPdf(page: Page): Promise<{ name: string; text: string; file: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await pdfFileText(file), file };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
