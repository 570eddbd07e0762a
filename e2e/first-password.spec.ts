import { demo, navTitles, signIn, signOut } from './support/session';
import { expect, expectAccessible, test } from './support/test';

test('a user with a temporary password must set a new one before anything else', async ({ page }) => {
  await signIn(page, demo.newUser.email, demo.newUser.password);
  await expect(page).toHaveURL(/\/changepassword$/);
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  expect(await navTitles(page)).toEqual(['Change Password', 'Logout']);
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await expectAccessible(page, 'Set a password');

  // Nothing else is reachable until the password is set.
  await page.goto('/user/dashboard');
  await expect(page).not.toHaveURL(/\/user\/dashboard$/);
  await page.goto('/changepassword');

  await page.getByLabel('New password').fill('My-own-pass-2026');
  await page.getByLabel('Confirm password').fill('My-own-pass-2027');
  await page.getByRole('button', { name: /submit|set|save|change/i }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expectAccessible(page, 'Set a password (passwords differ)');

  await page.getByLabel('Confirm password').fill('My-own-pass-2026');
  await page.getByRole('button', { name: /submit|set|save|change/i }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(await navTitles(page)).toContain('Dashboard');

  await signOut(page);
  await signIn(page, demo.newUser.email, 'My-own-pass-2026');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
