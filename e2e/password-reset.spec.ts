import { ownAccount } from './support/accounts';
import { codeFromMail } from './support/mailbox';
import { signIn } from './support/session';
import { expect, expectAccessible, test } from './support/test';

test('a user who forgot the password resets it with the e-mailed code', async ({ page }) => {
  const user = await ownAccount('Rhea Reset');
  const since = Date.now();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectAccessible(page, 'Login');
  await page.getByRole('link', { name: 'Forgotten password' }).click();
  await expect(page).toHaveURL(/\/resetpassword$/);
  await expectAccessible(page, 'Reset password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please check your email for password reset instructions.')).toBeVisible();
  await expectAccessible(page, 'Reset password (code sent)');

  const code = await codeFromMail(user.email, since);
  await page.goto('/confirmpasswordreset');
  await expect(page.getByLabel('Code')).toBeVisible();
  await expectAccessible(page, 'Confirm password reset');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('New password').fill('Reset-pass-2026');
  await page.getByLabel('Confirm password').fill('Reset-pass-2025');
  await page.getByRole('button', { name: /submit|reset/i }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectAccessible(page, 'Confirm password reset (passwords differ)');

  await page.getByLabel('Confirm password').fill('Reset-pass-2026');
  await page.getByRole('button', { name: /submit|reset/i }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expectAccessible(page, 'Confirm password reset (done)');
  await page.getByRole('link', { name: /log ?in/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, user.email, 'Reset-pass-2026');
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // Signed in, the user changes it again through Change Password.
  await page.getByRole('navigation', { name: 'Main' }).getByText('Change Password', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expectAccessible(page, 'Change password');
  await page.getByLabel('Current password').fill('Reset-pass-2026');
  await page.getByLabel('New password').fill('Changed-pass-2026');
  await page.getByLabel('Confirm password').fill('Changed-pass-2026');
  await page.getByRole('button', { name: /submit|change|save/i }).click();
  await expect(page.getByText(/password has been changed/i)).toBeVisible();
  await expectAccessible(page, 'Change password (changed)');
});
