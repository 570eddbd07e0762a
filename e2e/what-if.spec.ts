import { drawOneTrust } from './support/builder';
import { pdfFileText } from './support/pdf';
import { answerToTheEnd } from './support/questionnaire';
import { demo, signIn } from './support/session';
import { expect, expectAccessible, type Locator, type Page, test } from './support/test';

test.setTimeout(300_000);

const SCENARIO = 'Settlor leaves the UK';
/** What every page of a scenario's PDF says. */
const MARK = 'Scenario, not the submitted report';
/** The settlor's residence: the journey answers Yes (the first choice), the scenario No. */
const RESIDENCE = 'Is the settlor UK resident in the current tax year?';

/**
 * What if (issue 33): an approver submits a review, opens What if from the report, changes one
 * answer and tries it: the scenario scores differently from the report. Saved under a name, it is
 * reopened from the list, and its PDF says on every page that it is a scenario; the report's own
 * score has not changed.
 */
test('an approver tries a change on a report, saves it as a scenario, reopens it and downloads its PDF', async ({
  page,
}) => {
  await signIn(page, demo.approver.email, demo.approver.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await drawOneTrust(page, 'What if journey');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await answerToTheEnd(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/report$/);
  const reportUrl = page.url();
  await expect(page.getByRole('table', { name: 'Risk table' })).toBeVisible();
  const reportScore = await scoreShown(page, 'Risk score');

  await page.getByRole('link', { name: 'What if' }).click();
  await expect(page).toHaveURL(/\/whatif$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What if' })).toBeVisible();
  await expect(page.getByText('The report itself never changes.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'What if');

  // One answer changed: the settlor is no longer UK resident. Nothing is scored until Try.
  await page.getByLabel('Find a question').fill(RESIDENCE);
  const residence = page.getByLabel(RESIDENCE, { exact: true }).first();
  await expect(residence).toHaveValue(/.+/);
  await residence.selectOption({ label: 'No' });
  await expect(page.getByText('Changed', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Try' }).click();
  const scores = page.getByRole('region', { name: 'Risk score', exact: true });
  await expect(scores).toBeVisible();
  expect(await scoreShown(scores, 'Report')).toBe(reportScore);
  const scenarioScore = await scoreShown(scores, 'Scenario');
  expect(scenarioScore).not.toBe(reportScore);
  await expect(page.getByRole('table', { name: 'Risk table of the scenario' })).toBeVisible();
  await expectAccessible(page, 'What if (tried)');

  // Saved with a name, it is listed with who saved it.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the scenario' });
  await expectAccessible(page, 'What if (save dialog)');
  await dialog.getByLabel('Scenario name').fill(SCENARIO);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved “${SCENARIO}”.`)).toBeVisible();
  const saved = page.getByRole('table', { name: 'Saved scenarios' });
  await expect(saved.getByRole('row', { name: new RegExp(SCENARIO) })).toContainText(demo.approver.email);

  // Start again from the report, then reopen the scenario: its change fills the editor, scored again.
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByText('No changes', { exact: true })).toBeVisible();
  await expect(scores).toHaveCount(0);
  await saved.getByRole('button', { name: `Open ${SCENARIO}` }).click();
  await expect(page.getByText(`Scenario: ${SCENARIO}`, { exact: true })).toBeVisible();
  await expect(page.getByText('1 change', { exact: true })).toBeVisible();
  expect(await scoreShown(scores, 'Scenario')).toBe(scenarioScore);
  await page.getByLabel('Find a question').fill(RESIDENCE);
  await expect(page.getByLabel(RESIDENCE, { exact: true }).first().locator('option:checked')).toHaveText(
    'No',
  );
  await expectAccessible(page, 'What if (scenario reopened)');

  // Its PDF: named for the scenario, marked as a scenario on every page.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    saved.getByRole('button', { name: `Download PDF of ${SCENARIO}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`TSR Scenario - ${SCENARIO} - What if journey.pdf`);
  const pages = (await pdfFileText(await download.path())).split('\n');
  expect(pages.length).toBeGreaterThan(1);
  for (const [i, text] of pages.entries()) expect(text, `page ${i + 1}`).toContain(MARK);

  // The report itself has not changed.
  await page.goto(reportUrl);
  await expect(page.getByRole('table', { name: 'Risk table' })).toBeVisible();
  expect(await scoreShown(page, 'Risk score')).toBe(reportScore);
});

/** The score out of 100 a labelled score shows. */
async function scoreShown(where: Page | Locator, label: string): Promise<number> {
  const text = await where.getByLabel(label, { exact: true }).first().innerText();
  return Number(text.split('/')[0]?.trim());
}
