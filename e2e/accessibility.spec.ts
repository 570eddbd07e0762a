import { drawOneTrust } from './support/builder';
import { demo, openSignIn, signIn, signOut } from './support/session';
import { accessibilityViolations, expect, expectAccessible, type Page, test } from './support/test';

/** The heading a keyboard or screen-reader user lands on: the focused element, if it is the h1. */
const focusedHeading = (page: Page) => page.locator('main h1:focus');

test('a keyboard user skips the app bar and the navigation with the first Tab stop', async ({ page }) => {
  await openSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectAccessible(page, 'Login (skip link shown)');
  await page.keyboard.press('Enter');
  await expect(focusedHeading(page)).toHaveText('Login');
  // Tab goes on from the screen, not from the top of the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('focus moves to the new screen heading after sign-in, a route change and starting a review', async ({
  page,
}) => {
  await signIn(page, demo.approver.email, demo.approver.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(focusedHeading(page)).toHaveText('Dashboard');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/user\/reports$/);
  await expect(focusedHeading(page)).toHaveText('Reviews');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New Review' }).click();
  await expect(focusedHeading(page)).toHaveText('New Review');
  await drawOneTrust(page, 'Focus journey');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await expect(focusedHeading(page)).toHaveText('This is a review of: Focus journey');

  // The review's structure, a screen of its own.
  await page.goto(`${page.url()}/structure`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'Review structure');
});

test('the keyboard focus ring shows around a teal button, in contrast with the page', async ({ page }) => {
  await openSignIn(page);
  await page.getByLabel('Password', { exact: true }).focus();
  const login = page.getByRole('button', { name: 'Login' });
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    if (await login.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(login).toBeFocused();
  const ring = await login.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor };
  });
  // The theme's navy on the light page: 13:1 (WCAG 1.4.11 asks for 3:1).
  expect(ring).toEqual({ style: 'solid', width: '3px', colour: 'rgb(26, 43, 76)' });
});

test('the screens no other journey reaches pass the accessibility check', async ({ page }) => {
  await page.goto('/product');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'About (visitor)');
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'Not found');

  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  for (const [path, name] of [
    ['/', 'Home (signed in)'],
    ['/support', 'Support'],
    ['/metrics', 'Customer Metrics'],
    ['/users', 'User List'],
    ['/users/create', 'Create user'],
    ['/users/u-1', 'User detail'],
    ['/users/u-1/reports', 'User reviews'],
    ['/admin/editor', 'Editor'],
    ['/admin/editor/survey', 'Survey Editor'],
    ['/admin/editor/response', 'Response Editor'],
    ['/admin/editor/definition', 'Definition Editor'],
    ['/admin/editor/preview', 'Survey Preview'],
    ['/structure', 'New Review (empty)'],
    ['/user/reports', 'Reviews (admin)'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, name);
  }

  // The phone layout: the navigation opens from the app bar's menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectAccessible(page, 'Dashboard (phone)');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page, 'Navigation (phone, open)');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });
  await signOut(page);
});

test('the check itself finds what the accessibility audit found: low contrast, a bare list entry, a name without its text', async ({
  page,
}) => {
  await page.setContent(`<html lang="en-GB"><title>Check</title><main><h1>Check</h1>
    <p style="color:#00897b;background:#ffffff">Teal text at 4.3:1</p>
    <ul><a href="#top">An entry outside a list item</a></ul>
    <button aria-label="Open the risk">85 Resolved</button></main></html>`);
  const found = (await accessibilityViolations(page)).map((line) => line.split(' ')[1]);
  expect(found.sort()).toEqual(['color-contrast', 'label-content-name-mismatch', 'list']);
});
