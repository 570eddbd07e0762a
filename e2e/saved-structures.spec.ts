import { drawOneTrust } from './support/builder';
import { demo, signIn, signOut } from './support/session';
import { expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(180_000);

const REVIEW_PATH = /\/review\/([0-9a-f-]{36})$/;

/** Starts the review the builder shows and answers the new review's path. */
async function startReview(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(REVIEW_PATH);
  await expect(page.getByText(`This is a review of: ${name}`)).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The Structures screen, searched for `name`: the row of the structure. */
async function findStructure(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Structures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Structures' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const table = page.getByRole('table', { name: 'Structures' });
  await expect(table.getByRole('row')).toHaveCount(2);
  return table.getByRole('row').nth(1);
}

test('a saved structure: found on Structures, edited in the builder into revision 2, its first review unchanged; the account lead sees it company-wide', async ({
  page,
}) => {
  const name = `Saved journey ${Date.now()}`;
  const renamed = `${name} (restated)`;

  // A user builds a structure and starts a review: the structure is saved with it.
  await signIn(page, demo.user.email, demo.user.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await drawOneTrust(page, name);
  const firstReview = await startReview(page, name);

  const row = await findStructure(page, name);
  await expect(row.getByRole('cell')).toHaveText([name, demo.user.email, /^\d\d\/\d\d\/\d{4}$/, 'n/a', '1']);
  await expectAccessible(page, 'Structures');

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Revision 1, last changed on/)).toBeVisible();
  const history = page.getByRole('table', { name: 'Reviews of this structure' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Trust B-7' })).toContainText(
    'Settlor Settlor S-9: 01/06/2012',
  );
  await expectAccessible(page, 'Structure (revision 1)');

  // Opened in the builder, edited, kept over a reload, and started again.
  await page.getByRole('link', { name: 'Open in builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit structure: ${name}` })).toBeVisible();
  await expect(page.getByLabel('Structure name')).toHaveValue(name);
  await page.getByLabel('Structure name').fill(renamed);
  await page.getByRole('region', { name: 'Trust B-7' }).getByLabel('Entity name').fill('Trust B-8');
  await expect(page.getByText(/starting a review saves your changes as revision 2/)).toBeVisible();
  await expectAccessible(page, 'Edit structure (changed)');
  await page.reload();
  await expect(page.getByLabel('Structure name')).toHaveValue(renamed);
  await expect(page.getByRole('region', { name: 'Trust B-8' })).toBeVisible();
  const secondReview = await startReview(page, renamed);
  expect(secondReview).not.toBe(firstReview);

  // The New Review screen's own draft was not touched: it is empty, as after the first start.
  await page.goto('/structure');
  await expect(page.getByRole('heading', { level: 1, name: 'New Review' })).toBeVisible();
  await expect(page.getByLabel('Structure name')).toHaveValue('');

  // Revision 2, with both reviews in its history, newest first.
  const edited = await findStructure(page, renamed);
  await expect(edited.getByRole('cell').last()).toHaveText('2');
  await edited.getByRole('link', { name: renamed }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText(/^Revision 2, last changed on/)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Reviews of this structure' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole('cell').nth(4)).toHaveText('2');
  await expect(rows.nth(2).getByRole('cell').nth(4)).toHaveText('1');
  await expect(rows.nth(1).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', secondReview);
  await expect(rows.nth(2).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', firstReview);
  await expect(page.getByRole('region', { name: 'Trust B-8' })).toBeVisible();
  await expectAccessible(page, 'Structure (revision 2, two reviews)');

  // The first review keeps the structure it was started with.
  await page.goto(`${firstReview}/structure`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Structure' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trust B-7' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trust B-8' })).toHaveCount(0);
  await signOut(page);

  // The account lead of the user's company sees it in the company's structures, with its history.
  await signIn(page, demo.lead.email, demo.lead.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const seen = await findStructure(page, renamed);
  await expect(seen.getByRole('cell')).toHaveText([
    renamed,
    demo.user.email,
    /^\d\d\/\d\d\/\d{4}$/,
    'n/a',
    '2',
  ]);
  await expectAccessible(page, 'Structures (account lead, company wide)');
  await seen.getByRole('link', { name: renamed }).click();
  const leadRows = page.getByRole('table', { name: 'Reviews of this structure' }).getByRole('row');
  await expect(leadRows).toHaveCount(3);
  // A colleague's review being answered opens on its submit page.
  await expect(leadRows.nth(1).getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    `${secondReview}/submit`,
  );
});
