import { ownAccount } from './support/accounts';
import { navTitles, signIn } from './support/session';
import { expect, test } from './support/test';

test('changing the password signs out the other browser at its next step and keeps this one signed in', async ({
  browser,
}) => {
  const user = await ownAccount('Sami Sessions');
  const laptop = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();
  await signIn(phone, user.email, user.password);
  await expect(phone).toHaveURL(/\/user\/dashboard$/);
  await signIn(laptop, user.email, user.password);
  await expect(laptop).toHaveURL(/\/user\/dashboard$/);

  const changePassword = async (current: string, next: string) => {
    await laptop
      .getByRole('navigation', { name: 'Main' })
      .getByText('Change Password', { exact: true })
      .click();
    await laptop.getByLabel('Current password').fill(current);
    await laptop.getByLabel('New password').fill(next);
    await laptop.getByLabel('Confirm password').fill(next);
    await laptop.getByRole('button', { name: /submit|change|save/i }).click();
    await expect(laptop.getByText(/password has been changed/i)).toBeVisible();
  };
  await changePassword(user.password, 'Sessions-pass-2026');

  // The phone's next navigation finds its sign-in ended.
  await phone.getByRole('navigation', { name: 'Main' }).getByText('Support', { exact: true }).click();
  await expect(phone).toHaveURL(/\/$/);
  expect(await navTitles(phone)).toEqual(['Home', 'About']);

  // The laptop carries on.
  await laptop.getByRole('navigation', { name: 'Main' }).getByText('Dashboard', { exact: true }).click();
  await expect(laptop).toHaveURL(/\/user\/dashboard$/);
});
