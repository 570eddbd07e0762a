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

/**
 * Opens a rule of `rules`, sets its score and keeps the change in the tab (not saved to the draft
 * yet). It waits for the logic check first: its hints appear above the score half a second after
 * the form opens and move the form's buttons down, so a click sent during that move can miss.
 */
export async function setRuleScore(rules: Locator, name: string, score: number): Promise<void> {
  const page = rules.page();
  await rules.getByRole('button', { name: new RegExp(`^${name} score`) }).click();
  const form = page.getByRole('form', { name: `Rule ${name}` });
  await expect(form.getByRole('button', { name: 'Show canonical form' })).toBeVisible();
  await form.getByLabel('Score').fill(String(score));
  await expect(form.getByLabel('Score')).toHaveValue(String(score));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(rules.getByRole('button', { name: new RegExp(`^${name} score ${score}`) })).toBeVisible();
}
