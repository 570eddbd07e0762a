import { expect, type Page } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@tsr.example', password: 'Admin-demo-1' },
  lead: { email: 'lead@northbridge.example', password: 'Lead-demo-1' },
  approver: { email: 'approver@northbridge.example', password: 'Approver-demo-1' },
  user: { email: 'user@northbridge.example', password: 'User-demo-1' },
  trial: { email: 'trial@harbour.example', password: 'Trial-demo-1' },
  newUser: { email: 'newuser@harbour.example', password: 'Temp-demo-1' },
} as const;

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
