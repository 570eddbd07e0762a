import { demo } from './support/session';
import { expect, test } from './support/test';

/*
 * /login's page carries the sign-in form in plain HTML (docs/decisions/0026), so on a slow
 * network it takes typing long before the app's scripts arrive; the app then takes over what was
 * typed and where the keyboard was. The scripts are held back here until the user has typed, as
 * a slow network would hold them.
 */
test('the sign-in form takes typing before the app has loaded, and the app keeps it', async ({ page }) => {
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('Email');
  await email.fill(demo.approver.email);
  const password = page.getByLabel('Password', { exact: true });
  await password.click();
  await page.keyboard.type(demo.approver.password.slice(0, 4));
  // Not the app yet: the plain form cannot be sent.
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await expect(page.locator('#first-paint')).toHaveCount(1);

  release();
  await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 30_000 });
  // The app's own fields hold what was typed, and the keyboard goes on where it was.
  await expect(email).toHaveValue(demo.approver.email);
  await expect(password).toBeFocused();
  await page.keyboard.type(demo.approver.password.slice(4));
  await expect(password).toHaveValue(demo.approver.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});
