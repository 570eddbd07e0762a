import { drawOneTrust } from './support/builder';
import { answerShownQuestions, answerToTheEnd, settledMark } from './support/questionnaire';
import { demo, signIn } from './support/session';
import { expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(300_000);

const CARRIED_BANNER = /^Carried forward from the review of \d\d\/\d\d\/\d{4}: check and confirm$/;
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

test("a structure reviewed last year: this year's review carries its answers forward to confirm, one is changed, and the report says what changed", async ({
  page,
}) => {
  const name = `Year after year ${Date.now()}`;
  await signIn(page, demo.approver.email, demo.approver.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // Last year's review: drawn, answered, submitted.
  await drawOneTrust(page, name);
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await answerToTheEnd(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/report$/);

  // This year's: from the saved structure, with last year's answers carried forward.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Structures' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('table', { name: 'Structures' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(page, 'Structure with a submitted review');
  await page.getByRole('button', { name: "Start this year's review" }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await expect(page.getByText(CARRIED_BANNER)).toBeVisible();
  await expectAccessible(page, 'Questionnaire, a carried part');

  // The first part: one answer changed, then confirmed; every other part confirmed as carried.
  await changeOneAnswer(page);
  await confirmPart(page);
  for (let part = 0; part < 50 && !onSubmitPage(page); part += 1) {
    await expect(page.getByText(CARRIED_BANNER)).toBeVisible();
    await confirmPart(page);
  }
  await expect(page).toHaveURL(/\/submit$/);
  await expect(
    page.getByText(/^Answers were carried forward from the review of \d\d\/\d\d\/\d{4}/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Show Answers' }).click();
  await expect(page.getByText(/^Changed; carried forward: /)).toHaveCount(1);
  await expect(page.getByText('Carried forward, kept').first()).toBeVisible();
  await expectAccessible(page, 'Submit, carried answers');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(
    page.getByRole('heading', { name: /^What changed since the review of \d\d\/\d\d\/\d{4}$/ }),
  ).toBeVisible();
  const carried = page.getByRole('region', { name: /^Answers carried forward from the review of / });
  await expect(carried).toContainText(
    /answers were carried forward and kept; 1 was changed when confirming\./,
  );
  await expect(carried.getByRole('list', { name: 'Answers changed' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, 'Report, carried and changed');
});
