import { demo, signIn } from './support/session';
import { expect, expectAccessible, type Locator, type Page, test } from './support/test';

/**
 * Shares on holdings and a shareholder acting as nominee (docs/decisions/0021), drawn as a user
 * draws them: HoldCo owns 60% of MidCo, and MidCo's shareholder Nominee Ltd holds 40% as nominee
 * for HoldCo. Every nominee message the screen can produce is seen at the principal field: by
 * changing dates, removing a principal or changing a type after the choice. Those its choices rule
 * out for good (the nominee itself, a loop) are the API's to refuse
 * (apps/server/src/reviews/start-holdings.db.test.ts), which covers every code.
 */
// About fifty steps in the builder, each redrawing the structure and its diagram: on a loaded CI
// machine that took two minutes once, past the default limit, with every step on its way.
test.setTimeout(240_000);

test('a user gives shares, names a nominee’s principal, sees each nominee message at its field, and starts the review', async ({
  page,
}) => {
  await signIn(page, demo.approver.email, demo.approver.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/structure');
  await page.getByLabel('Structure name').fill('Nominee journey');

  const holdco = await addCompany(page, 1, 'HoldCo', '01/01/2010');
  for (const [i, who] of [
    [1, 'Owner O-1'],
    [2, 'Owner O-2'],
  ] as const) {
    await holdco.getByRole('button', { name: 'Add shareholder' }).click();
    const shareholder = holdco.getByRole('group', { name: `Shareholder ${i}` });
    await shareholder.getByRole('textbox', { name: 'Name' }).fill(who);
    await shareholder.getByRole('textbox', { name: 'Shareholding 1 start date' }).fill('01/01/2010');
  }
  await holdco
    .getByRole('group', { name: 'Shareholder 1' })
    .getByRole('combobox', { name: 'Shareholding 1 share held' })
    .selectOption({ label: 'More than 50%' });

  const midco = await addCompany(page, 2, 'MidCo', '01/01/2012');
  await midco.getByLabel('Add owning entity').selectOption({ label: 'HoldCo (Company)' });
  const link = midco.getByRole('group', { name: 'Owned by HoldCo' });
  await link.getByRole('textbox', { name: 'Ownership 1 start date' }).fill('01/01/2012');
  await link
    .getByRole('combobox', { name: 'Ownership 1 share held' })
    .selectOption({ label: 'Exact percentage' });
  await link.getByRole('textbox', { name: 'Ownership 1 Percentage' }).fill('60');

  await midco.getByRole('button', { name: 'Add shareholder' }).click();
  const nominee = midco.getByRole('group', { name: 'Shareholder 1' });
  await nominee.getByRole('textbox', { name: 'Name' }).fill('Nominee Ltd');
  await nominee.getByRole('textbox', { name: 'Shareholding 1 start date' }).fill('01/01/2012');
  await nominee
    .getByRole('combobox', { name: 'Shareholding 1 share held' })
    .selectOption({ label: 'Exact percentage' });
  // A figure that is not a share stays as typed, with the message at its field.
  const figure = nominee.getByRole('textbox', { name: 'Shareholding 1 Percentage' });
  await figure.fill('150');
  await expect(figure).toHaveAccessibleDescription(
    "'150' is not a share: enter a percentage more than 0 and at most 100, or choose a band",
  );
  await figure.fill('40');
  await expect(figure).toHaveAccessibleDescription('');

  const principal = nominee.getByRole('combobox', { name: 'Holds the shares as nominee for' });
  await expect(principal).toHaveValue('');
  await principal.selectOption({ label: 'HoldCo (Company)' });
  await expect(principal).toHaveAccessibleDescription(
    /The review treats the principal as holding the shares directly/,
  );

  // The diagram says who holds for whom, with the shares, and draws the nominee line in its legend.
  const diagram = page.getByRole('region', { name: 'Structure diagram' });
  await expect(diagram).toContainText('held by Nominee Ltd as nominee for HoldCo · 40% · from 01/01/2012');
  await expect(diagram).toContainText('60% · from 01/01/2012');
  await expect(diagram).toContainText('More than 50% · from 01/01/2010');
  await expect(diagram).toContainText('Nominee for (principal to nominee)');
  await expect(diagram).toContainText('2 entities, 3 parties, 1 ownership link');
  await expectAccessible(page, 'New Review (shares and a nominee drawn)');

  // HoldCo incorporated after the holding began.
  const incorporation = holdco.getByRole('textbox', { name: 'Date of incorporation' });
  await incorporation.fill('01/01/2013');
  await expect(principal).toHaveAccessibleDescription(
    'The holding starts on 01/01/2012, before HoldCo was incorporated on 01/01/2013',
  );
  await expectAccessible(page, 'New Review (a nominee message)');
  await incorporation.fill('01/01/2010');

  // HoldCo left the structure while the nominee still held for it.
  const exit = holdco.getByRole('textbox', { name: 'Exit date' });
  await exit.fill('31/12/2015');
  await expect(principal).toHaveAccessibleDescription(
    "The holding runs past HoldCo's exit date 31/12/2015: end it by then",
  );
  await exit.fill('');
  await expect(principal).toHaveAccessibleDescription(/The review treats the principal/);

  // An individual principal who died while the nominee still held for them.
  await principal.selectOption({ label: 'Owner O-2 (HoldCo)' });
  const owner2 = holdco.getByRole('group', { name: 'Shareholder 2' });
  await owner2.getByRole('checkbox', { name: 'Deceased' }).check();
  await owner2.getByRole('textbox', { name: 'Date of death' }).fill('01/01/2020');
  await expect(principal).toHaveAccessibleDescription(
    "The holding runs past Owner O-2's date of death 01/01/2020: end it by then",
  );

  // A principal removed from the structure stays named, and the field says it is gone.
  await holdco.getByRole('button', { name: 'Remove shareholder Owner O-2' }).click();
  await expect(principal.locator('option:checked')).toHaveText('Not in this structure any more');
  await expect(principal).toHaveAccessibleDescription(
    'The principal this nominee holds for is not part of this structure',
  );

  // A principal later made a company acting as nominee (one without parties can be).
  const fund = await addCompany(page, 3, 'Fund Co', '01/01/2005');
  await fund.getByRole('radio', { name: 'No' }).check();
  await principal.selectOption({ label: 'Fund Co (Company)' });
  await fund.getByLabel('Entity type').selectOption('Company acting as nominee');
  await expect(principal).toHaveAccessibleDescription(
    'Fund Co is a company acting as nominee: choose the person or entity the shares are really held for',
  );
  await principal.selectOption({ label: 'HoldCo (Company)' });
  await page.getByRole('button', { name: 'Remove entity Fund Co' }).click();
  await expect(page.getByRole('region', { name: 'Fund Co', exact: true })).toHaveCount(0);

  // Only a shareholder holds shares: MidCo made a trust turns Nominee Ltd into a settlor.
  await midco.getByLabel('Entity type').selectOption('Trust');
  const settlor = midco.getByRole('group', { name: 'Settlor 1' });
  const settlorPrincipal = settlor.getByRole('combobox', { name: 'Holds the shares as nominee for' });
  await expect(settlorPrincipal).toHaveAccessibleDescription(
    'Only a shareholder can hold shares as nominee for someone',
  );
  await expect(settlor.getByRole('textbox', { name: 'Settlement 1 Percentage' })).toHaveAccessibleDescription(
    'Only a shareholding has a share: remove it from this date',
  );
  await expectAccessible(page, 'New Review (a company turned trust keeps its shares and principal)');
  await midco.getByLabel('Entity type').selectOption('Company');
  await expect(principal).toHaveAccessibleDescription(/The review treats the principal/);
  await expect(page.getByText(/need(s)? attention before the review can start/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await expect(page.getByText('This is a review of: Nominee journey')).toBeVisible();
});

/** Adds the n-th entity as a company with its date of incorporation; answers its region. */
async function addCompany(page: Page, n: number, name: string, incorporated: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Entity' }).click();
  const fresh = page.getByRole('region', { name: `Entity ${n}` });
  await fresh.getByLabel('Entity type').selectOption('Company');
  await fresh.getByLabel('Entity name').fill(name);
  const region = page.getByRole('region', { name, exact: true });
  await region.getByRole('textbox', { name: 'Date of incorporation' }).fill(incorporated);
  return region;
}
