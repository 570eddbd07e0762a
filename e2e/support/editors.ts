import { expect, type Locator, type Page } from './test';

/**
 * The rules of one subgroup of Trust > Trustees, as the rule editor lists them, e.g.
 * `openTrusteeRules(page, 'IT', 'Income tax')`.
 */
export async function openTrusteeRules(page: Page, group: string, subgroup: string): Promise<Locator> {
  await page.goto('/admin/editor/rules');
  const trust = page
    .getByRole('list', { name: 'Categories' })
    .getByRole('button', { name: 'Trust', exact: true });
  // The first open of the draft creates and compiles it: give it time on a busy machine.
  await expect(trust).toBeVisible({ timeout: 60_000 });
  await trust.click();
  await page.getByRole('button', { name: 'Trustees', exact: true }).click();
  await page
    .getByRole('list', { name: 'Groups of Trustees' })
    .getByRole('button', { name: group, exact: true })
    .click();
  await page
    .getByRole('list', { name: `Subgroups of ${group}` })
    .getByRole('button', { name: subgroup, exact: true })
    .click();
  return page.getByRole('list', { name: `Rules of ${subgroup}` });
}

/** The responses of Trust > Trust introduction > Overview in the response editor. */
export async function openOverviewResponses(page: Page): Promise<Locator> {
  await page.goto('/admin/editor/response');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Trust', exact: true }).click();
  await page
    .getByRole('list', { name: 'Groups of Trust' })
    .getByRole('button', { name: 'Trust introduction', exact: true })
    .click();
  await page
    .getByRole('list', { name: 'Subgroups of Trust introduction' })
    .getByRole('button', { name: 'Overview', exact: true })
    .click();
  return page.getByRole('list', { name: 'Responses of Overview' });
}
