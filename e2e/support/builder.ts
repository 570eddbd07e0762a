import { expect, type Page } from '@playwright/test';

/**
 * Draws the journeys' three-entity structure in the builder, as a user types it:
 * a trust with one settlor, a holding company with two shareholders, and a property company
 * owned by the trust.
 */
export async function drawThreeEntityStructure(page: Page, name: string): Promise<void> {
  await page.goto('/structure');
  await page.getByLabel('Structure name').fill(name);

  await page.getByRole('button', { name: 'Add Entity' }).click();
  await page.getByRole('region', { name: 'Entity 1' }).getByLabel('Entity name').fill('Trust A-104');
  const trust = page.getByRole('region', { name: 'Trust A-104' });
  await trust.getByRole('button', { name: 'Add settlor' }).click();
  const settlor = trust.getByRole('group', { name: 'Settlor 1' });
  await settlor.getByRole('textbox', { name: 'Name' }).fill('Settlor S-1');
  await settlor.getByRole('textbox', { name: 'Settlement date 1' }).fill('01/06/2010');

  await page.getByRole('button', { name: 'Add Entity' }).click();
  const second = page.getByRole('region', { name: 'Entity 2' });
  await second.getByLabel('Entity type').selectOption('Company');
  await second.getByLabel('Entity name').fill('HoldCo 7');
  const holdco = page.getByRole('region', { name: 'HoldCo 7' });
  await holdco.getByRole('textbox', { name: 'Date of incorporation' }).fill('02/02/2005');
  for (const [i, who] of [
    [1, 'Shareholder H-1'],
    [2, 'Shareholder H-2'],
  ] as const) {
    await holdco.getByRole('button', { name: 'Add shareholder' }).click();
    const sh = holdco.getByRole('group', { name: `Shareholder ${i}` });
    await sh.getByRole('textbox', { name: 'Name' }).fill(who);
    await sh.getByRole('textbox', { name: 'Shareholding 1 start date' }).fill('02/02/2005');
  }

  await page.getByRole('button', { name: 'Add Entity' }).click();
  const third = page.getByRole('region', { name: 'Entity 3' });
  await third.getByLabel('Entity type').selectOption('Company');
  await third.getByLabel('Entity name').fill('PropCo 9');
  const propco = page.getByRole('region', { name: 'PropCo 9' });
  await propco.getByRole('textbox', { name: 'Date of incorporation' }).fill('01/01/2009');
  await propco.getByLabel('Add owning entity').selectOption({ label: 'Trust A-104 (Trust)' });
  const ownedBy = propco.getByRole('region', { name: 'Owned by' });
  await expect(ownedBy).toContainText('Trust A-104');
  await ownedBy.getByPlaceholder('dd/mm/yyyy').first().fill('01/01/2011');
}

/** A one-entity structure: a trust with one settlor (on /structure, or the builder at `path`). */
export async function drawOneTrust(page: Page, name: string, path = '/structure'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Structure name').fill(name);
  await page.getByRole('button', { name: 'Add Entity' }).click();
  await page.getByRole('region', { name: 'Entity 1' }).getByLabel('Entity name').fill('Trust B-7');
  const trust = page.getByRole('region', { name: 'Trust B-7' });
  await trust.getByRole('button', { name: 'Add settlor' }).click();
  const settlor = trust.getByRole('group', { name: 'Settlor 1' });
  await settlor.getByRole('textbox', { name: 'Name' }).fill('Settlor S-9');
  await settlor.getByRole('textbox', { name: 'Settlement date 1' }).fill('01/06/2012');
}
