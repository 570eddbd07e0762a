import { demo, navTitles, signIn } from './support/session';
import { expect, expectAccessible, test } from './support/test';

test('a trial user reads the terms, may log out, and after agreeing uses the product', async ({ page }) => {
  await signIn(page, demo.trial.email, demo.trial.password);

  // The real PDF renders into pages inside a scrollable box.
  const pdf = page.getByLabel('Trial terms document');
  await expect(pdf).toBeVisible();
  await expect(pdf.getByLabel(/^Page 1 of \d+$/)).toBeVisible();

  const followUp = page.getByRole('checkbox', { name: /contacted/i });
  await expect(followUp).toBeChecked();
  const agree = page.getByRole('button', { name: 'I agree' });
  await expect(agree).toBeDisabled();
  await expectAccessible(page, 'Trial terms');

  // Whatever route the trial user asks for, the terms come first.
  await page.goto('/user/reports');
  await expect(page.getByRole('button', { name: 'I agree' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  expect(await navTitles(page)).toEqual(['Home', 'About']);

  await signIn(page, demo.trial.email, demo.trial.password);
  await page.getByRole('checkbox', { name: /I agree to the trial terms/ }).check();
  await expect(page.getByRole('button', { name: 'I agree' })).toBeEnabled();
  await expectAccessible(page, 'Trial terms (agreed)');
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(await navTitles(page)).toContain('New Review');
});
