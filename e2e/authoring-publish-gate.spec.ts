import { openTrusteeRules, setRuleScore } from './support/editors';
import { demo, signIn } from './support/session';
import { expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(300_000);

/**
 * The golden gate of Publish: a rule score that changes a golden structure's report needs an
 * explicit confirmation to publish. TT-ATED-1 (70) fires in the golden case
 * aurora-trust-london-flat and makes its Trust / Trustees / ATED cell 70.
 */
const CASE = 'aurora-trust-london-flat';

/** The changed-cell row of the golden case in the dialog: row, column, published, draft. */
const atedCell = (page: Page, published: string, draft: string) =>
  page
    .getByRole('dialog', { name: 'Golden structures: published against draft' })
    .getByRole('table', { name: `Changed cells of ${CASE}` })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Trust / Trustees', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: 'ATED', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: published, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: draft, exact: true }) });

test('a rule score that changes a golden report: Publish lists the change, Cancel publishes nothing, confirming publishes', async ({
  page,
}) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const rules = await openTrusteeRules(page, 'ATED', 'Annual tax on enveloped dwellings');
  await setRuleScore(rules, 'Trust-owned company holds a dwelling not let commercially', 72);

  // Publish saves the edit first, then the gate shows the golden case's changed cell.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const golden = page.getByRole('dialog', { name: 'Golden structures: published against draft' });
  await expect(golden).toBeVisible({ timeout: 60_000 });
  await expect(golden.getByText(/^Publishing changes the results of \d+ golden structures?\./)).toBeVisible();
  await expect(golden.getByRole('heading', { name: CASE, exact: true })).toBeVisible();
  await expect(atedCell(page, '70', '72')).toHaveCount(1);
  await expectAccessible(page, 'Publish (golden changes to confirm)');

  // Cancel: nothing is published, and the status beside Publish says so.
  await golden.getByRole('button', { name: 'Cancel' }).click();
  await expect(golden).toBeHidden();
  await expect(
    page.getByText('Not published: what publishing changes was not confirmed', { exact: true }),
  ).toBeVisible();
  // The published version is still the old one: the comparison still shows 70 published, 72 draft.
  await page.getByRole('button', { name: 'Compare golden results' }).click();
  await expect(atedCell(page, '70', '72')).toHaveCount(1);
  await golden.getByRole('button', { name: 'Close' }).click();

  // Publish again and confirm: a new version, and the published side now scores 72.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(atedCell(page, '70', '72')).toHaveCount(1, { timeout: 60_000 });
  await golden.getByRole('button', { name: 'Publish with these changes' }).click();
  await expect(page.getByText(/^Published version \d+/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Compare golden results' }).click();
  await expect(atedCell(page, '70', '72')).toHaveCount(0);
  await expect(golden.getByRole('table', { name: `Changed cells of ${CASE}` })).toHaveCount(0);
  await golden.getByRole('button', { name: 'Close' }).click();
});
