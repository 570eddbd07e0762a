import { demo, signIn } from './support/session';
import { expect, expectAccessible, type Locator, type Page, test } from './support/test';

// Two screens, each slid through a dozen dates: about a minute alone, more beside the other journeys.
test.setTimeout(180_000);

/**
 * The structure as at a date (issue 33): a trust settled in 2003 and a company incorporated in
 * 2005, one of whose shareholders held its shares until the end of 2018. The diagram's date
 * slider, moved by the keyboard alone, draws the company absent before its incorporation, the
 * holding current before its end and ended after it; in the builder, and on the review's
 * structure screen once the review has started.
 */
test('the ownership diagram’s date slider draws the structure as it stood on a date, by the keyboard', async ({
  page,
}) => {
  await signIn(page, demo.approver.email, demo.approver.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await drawStructure(page);

  const builderDiagram = page.getByRole('region', { name: 'Structure diagram' });
  await expect(builderDiagram).toContainText('2 entities, 3 parties, 0 ownership links');
  await checkAsAt(page, builderDiagram);

  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await page.goto(`${new URL(page.url()).pathname}/structure`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Structure' })).toBeVisible();
  await checkAsAt(page, page.getByRole('region', { name: 'Structure diagram' }));
});

async function drawStructure(page: Page): Promise<void> {
  await page.goto('/structure');
  await page.getByLabel('Structure name').fill('As at journey');

  await page.getByRole('button', { name: 'Add Entity' }).click();
  await page.getByRole('region', { name: 'Entity 1' }).getByLabel('Entity name').fill('Trust T-33');
  const trust = page.getByRole('region', { name: 'Trust T-33' });
  await trust.getByRole('button', { name: 'Add settlor' }).click();
  const settlor = trust.getByRole('group', { name: 'Settlor 1' });
  await settlor.getByRole('textbox', { name: 'Name' }).fill('Settlor S-33');
  await settlor.getByRole('textbox', { name: 'Settlement date 1' }).fill('01/06/2003');

  await page.getByRole('button', { name: 'Add Entity' }).click();
  const second = page.getByRole('region', { name: 'Entity 2' });
  await second.getByLabel('Entity type').selectOption('Company');
  await second.getByLabel('Entity name').fill('HoldCo 33');
  const holdco = page.getByRole('region', { name: 'HoldCo 33' });
  await holdco.getByRole('textbox', { name: 'Date of incorporation' }).fill('02/02/2005');
  for (const [i, who, end] of [
    [1, 'Shareholder Gone', '31/12/2018'],
    [2, 'Shareholder Kept', ''],
  ] as const) {
    await holdco.getByRole('button', { name: 'Add shareholder' }).click();
    const shareholder = holdco.getByRole('group', { name: `Shareholder ${i}` });
    await shareholder.getByRole('textbox', { name: 'Name' }).fill(who);
    await shareholder.getByRole('textbox', { name: 'Shareholding 1 start date' }).fill('02/02/2005');
    if (end) await shareholder.getByRole('textbox', { name: 'Shareholding 1 end date' }).fill(end);
  }
}

/** Moves the diagram's date slider by the keyboard and reads what the diagram draws at each date. */
async function checkAsAt(page: Page, diagram: Locator): Promise<void> {
  const slider = diagram.getByRole('slider', { name: 'Structure as at' });
  await expect(slider).toHaveAttribute('aria-valuetext', 'All dates');
  const node = (name: string) => diagram.locator('.react-flow__node').filter({ hasText: name });
  const gone = node('Shareholder Gone');
  await expect(gone).toBeVisible();

  // Home: the earliest date the structure mentions, the settlement, before the company existed.
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuetext', '1 June 2003');
  await expect(diagram.getByText('01/06/2003', { exact: true }).first()).toBeVisible();
  await expect(diagram).toContainText('1 entity, 1 party, 0 ownership links; 0 links ended');
  await expect(node('HoldCo 33')).toHaveCount(0);
  await expect(gone).toHaveCount(0);
  await expect(node('Trust T-33')).toBeVisible();

  // Two years on (Page Up twice): incorporated, and the holding current.
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(slider).toHaveAttribute('aria-valuetext', '1 June 2005');
  await expect(node('HoldCo 33')).toBeVisible();
  await expect(gone).toContainText('Shareholder');
  await expect(gone).not.toContainText('ended');
  await expect(diagram).toContainText('2 entities, 3 parties, 0 ownership links; 0 links ended');

  // To 1 June 2019, after the holding's end: drawn ended, its label starting with the day it ended.
  for (let year = 0; year < 14; year += 1) await page.keyboard.press('PageUp');
  await expect(slider).toHaveAttribute('aria-valuetext', '1 June 2019');
  await expect(gone).toContainText('Shareholder · ended');
  await expect(diagram.getByText('ended 31/12/2018 · 02/02/2005 – 31/12/2018')).toBeVisible();
  await expect(diagram).toContainText('2 entities, 3 parties, 0 ownership links; 1 link ended');
  await expect(diagram.getByText('Ended by the date shown')).toBeVisible();
  await expectAccessible(page, 'The structure diagram as at a date, a holding ended');

  // Back a month at a time (arrows) to December 2018: the holding's last month, current again.
  for (let month = 0; month < 6; month += 1) await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', '1 December 2018');
  await expect(gone).not.toContainText('ended');
  await expect(diagram).toContainText('0 links ended');
  // A day at a time (Shift and an arrow) from its last day to the first day after it.
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  for (let year = 0; year < 15; year += 1) await page.keyboard.press('PageUp');
  for (let month = 0; month < 7; month += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '1 January 2019');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', '31 December 2018');
  await expect(gone).not.toContainText('ended');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '1 January 2019');
  await expect(gone).toContainText('Shareholder · ended');

  // All dates: the structure as given again.
  await diagram.getByRole('button', { name: 'All dates' }).click();
  await expect(slider).toHaveAttribute('aria-valuetext', 'All dates');
  await expect(diagram).toContainText('2 entities, 3 parties, 0 ownership links');
  await expect(diagram).not.toContainText('links ended');
  await expect(gone).not.toContainText('ended');
}
