import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drawOneTrust } from './support/builder';
import { type OwnServer, startOwnServer } from './support/own-server';
import { answerShownQuestions, answerToTheEnd, settledMark } from './support/questionnaire';
import { demo, signIn } from './support/session';
import { type Browser, expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(300_000);

/** A year and a day: this year's review is in the next tax year whatever day the journey runs. */
const YEAR_DAYS = 366;
const onSubmitPage = (page: Page) => new URL(page.url()).pathname.endsWith('/submit');

/**
 * Confirm on the part shown, until the next part (or the submit page) is on screen. A part whose
 * checks fail opens on the page with the problem: its questions are answered and Confirm pressed
 * again, as a user would.
 */
async function confirmPart(page: Page): Promise<void> {
  const before = await settledMark(page);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.getByRole('button', { name: 'Confirm' }).click();
    const moved = await expect
      .poll(async () => onSubmitPage(page) || (await settledMark(page).catch(() => before)) !== before, {
        timeout: 5_000,
        intervals: [100],
      })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (moved) return;
    await answerShownQuestions(page);
  }
  throw new Error(`Confirm did not move on from "${before}"`);
}

/** Another answer to the first answered choice question on the page: one answer changed. */
async function changeOneAnswer(page: Page): Promise<void> {
  const question = page
    .locator('.sd-question')
    .filter({ has: page.locator('input[type=radio]:checked') })
    .first();
  await question
    .locator('.sd-item')
    .filter({ hasNot: page.locator('input:checked') })
    .first()
    .locator('label')
    .click();
  // A changed answer may show further questions: answered as the user would.
  await answerShownQuestions(page);
}

/** Dates as the screens write them: dd/mm/yyyy, UK time. */
const ukDay = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);

/** A page of its own on `server`, signed in as the demo approver. */
async function approverOn(browser: Browser, server: OwnServer): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.url, locale: 'en-GB' })).newPage();
  await signIn(page, demo.approver.email, demo.approver.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  return page;
}

test("a structure reviewed last year: a year later this year's review carries its answers forward to confirm, one is changed, and the report says what changed", async ({
  browser,
}) => {
  const name = `Year after year ${Date.now()}`;
  // A server of its own over a data folder of its own, started again a year later on the same data.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tsr-year-'));
  const port = Number(process.env.E2E_PORT_BASE ?? 3210) + 7;
  const lastYearDay = ukDay(new Date());
  const thisYearDay = ukDay(new Date(Date.now() + YEAR_DAYS * 86_400_000));

  let server = await startOwnServer({ port, dataDir, shiftDays: 0 });
  try {
    // Last year's review: drawn, answered, submitted.
    const lastYear = await approverOn(browser, server);
    await drawOneTrust(lastYear, name);
    await lastYear.getByRole('button', { name: 'Start review' }).click();
    await expect(lastYear).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
    await answerToTheEnd(lastYear);
    await lastYear.getByRole('button', { name: 'Submit' }).click();
    await expect(lastYear).toHaveURL(/\/report$/);
    await lastYear.context().close();
    await server.stop();

    // A year later, the same data: this year's review from the saved structure.
    server = await startOwnServer({ port, dataDir, shiftDays: YEAR_DAYS });
    const page = await approverOn(browser, server);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Structures' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await page.getByRole('table', { name: 'Structures' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`the answers of the review of ${lastYearDay} carried forward`)).toBeVisible();
    await expectAccessible(page, 'Structure with a submitted review');
    await page.getByRole('button', { name: "Start this year's review" }).click();
    await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
    await expect(page.getByText(new RegExp(`^As at ${thisYearDay}, tax year`))).toBeVisible();
    const banner = `Carried forward from the review of ${lastYearDay}: check and confirm`;
    await expect(page.getByText(banner)).toBeVisible();
    await expectAccessible(page, 'Questionnaire, a carried part');

    // The first part: one answer changed, then confirmed; every other part confirmed as carried.
    await changeOneAnswer(page);
    await confirmPart(page);
    for (let part = 0; part < 50 && !onSubmitPage(page); part += 1) {
      await expect(page.getByText(banner)).toBeVisible();
      await confirmPart(page);
    }
    await expect(page).toHaveURL(/\/submit$/);
    await expect(
      page.getByText(`Answers were carried forward from the review of ${lastYearDay}`, { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Show Answers' }).click();
    await expect(page.getByText(/^Changed; carried forward: /)).toHaveCount(1);
    await expect(page.getByText('Carried forward, kept').first()).toBeVisible();
    await expectAccessible(page, 'Submit, carried answers');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/report$/);
    await expect(
      page.getByRole('heading', { name: `What changed since the review of ${lastYearDay}` }),
    ).toBeVisible();
    const carried = page.getByRole('region', {
      name: `Answers carried forward from the review of ${lastYearDay}`,
    });
    await expect(carried).toContainText(
      /answers were carried forward and kept; 1 was changed when confirming\./,
    );
    await expect(carried.getByRole('list', { name: 'Answers changed' }).getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page, 'Report, carried and changed');
    await page.context().close();
  } finally {
    await server.stop();
  }
});
