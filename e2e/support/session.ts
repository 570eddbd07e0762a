import { expect, type Page } from '@playwright/test';

/** The server's demo accounts (its one list), by short name: demo.approver, demo.trial, ... */
export { demo } from '@tsr/server/demo-accounts';

/**
 * /login with the app's own sign-in form drawn: the page comes with a plain HTML form that takes
 * typing before the app loads (decision 0026); a journey about the app's form waits for it.
 */
export async function openSignIn(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.locator('#first-paint')).toHaveCount(0);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The titles of the main navigation's entries, in order, as the user sees them. */
export async function navTitles(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return (await nav.locator('.MuiListItemText-primary').allInnerTexts()).map((t) => t.trim());
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByText('Logout', { exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByText('About', { exact: true }),
  ).toBeVisible();
}
