import { codeFromMail } from './support/mailbox';
import { navTitles, signIn, signOut } from './support/session';
import { expect, expectAccessible, test } from './support/test';

test('a new user signs up, confirms with the e-mailed code, signs in, accepts the trial terms, changes the password and signs out', async ({
  page,
}) => {
  const email = `new.adviser.${Date.now()}@family-office.example`;
  const since = Date.now();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expectAccessible(page, 'Sign up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('First-pass-123');
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(
    page.getByText('Your account has been created. Check your email for further instructions.'),
  ).toBeVisible();
  await expectAccessible(page, 'Sign up (account created)');

  const code = await codeFromMail(email, since);
  await page.goto('/confirmsignup');
  await expect(page.getByLabel('Code')).toBeVisible();
  await expectAccessible(page, 'Confirm sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: /confirm|submit/i }).click();
  await expect(page.getByText('Success')).toBeVisible();
  await expectAccessible(page, 'Confirm sign-up (confirmed)');

  await signIn(page, email, 'First-pass-123');
  // A self-signed-up account is a trial account: the terms come first.
  const agree = page.getByRole('button', { name: 'I agree' });
  await expect(agree).toBeDisabled();
  await expectAccessible(page, 'Trial terms');
  await page.getByRole('checkbox', { name: /I agree to the trial terms/ }).check();
  await agree.click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.getByRole('navigation', { name: 'Main' }).getByText('Change Password', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password').fill('First-pass-123');
  await page.getByLabel('New password').fill('Second-pass-456');
  await page.getByLabel('Confirm password').fill('Second-pass-456');
  await page.getByRole('button', { name: /submit|change|save/i }).click();
  await expect(page.getByText(/password has been changed/i)).toBeVisible();

  await signOut(page);
  expect(await navTitles(page)).toEqual(['Home', 'About']);
  await signIn(page, email, 'Second-pass-456');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
