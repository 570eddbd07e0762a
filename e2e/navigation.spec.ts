import { demo, navTitles, signIn, signOut } from './support/session';
import { expect, expectAccessible, test } from './support/test';

const userEntries = [
  'Home',
  'Dashboard',
  'New Review',
  'Structures',
  'Reviews',
  'Support',
  'Change Password',
  'Logout',
];
const editorEntries = [
  'Survey Editor',
  'Response Editor',
  'Rule Editor',
  'Definition Editor',
  'Survey Preview',
];

test('a visitor sees Home and About, and the public footer links', async ({ page }) => {
  await page.goto('/');
  expect(await navTitles(page)).toEqual(['Home', 'About']);
  await expectAccessible(page, 'Home (visitor)');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
});

const roles = [
  ['plain user', demo.user, userEntries, false],
  ['approver', demo.approver, userEntries, false],
  [
    'account lead',
    demo.lead,
    [
      'Home',
      'Dashboard',
      'New Review',
      'Structures',
      'Reviews',
      'Customer Metrics',
      'Portfolio',
      'User List',
      'Integrations',
      'Support',
      'Change Password',
      'Logout',
    ],
    false,
  ],
  [
    'admin',
    demo.admin,
    [
      'Home',
      'Dashboard',
      'New Review',
      'Structures',
      ...editorEntries,
      'Reviews',
      'Customer Metrics',
      'Portfolio',
      'User List',
      'Integrations',
      'Support',
      'Change Password',
      'Logout',
    ],
    true,
  ],
] as const;

for (const [role, account, entries, hasEditorActions] of roles) {
  test(`the demo ${role} signs in to the Dashboard and sees exactly its navigation`, async ({ page }) => {
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await navTitles(page)).toEqual(entries);
    await expectAccessible(page, `Dashboard (${role})`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Save' })).toHaveCount(hasEditorActions ? 1 : 0);
    await expect(nav.getByRole('button', { name: 'Publish' })).toHaveCount(hasEditorActions ? 1 : 0);
    await signOut(page);
    expect(await navTitles(page)).toEqual(['Home', 'About']);
  });
}

test('Login says Welcome back! to a user who is already signed in', async ({ page }) => {
  await signIn(page, demo.user.email, demo.user.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/login');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expectAccessible(page, 'Login (signed in)');
});

test('a wrong password shows the error in an alert', async ({ page }) => {
  await signIn(page, demo.approver.email, 'not-the-password-1');
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password.');
  await expectAccessible(page, 'Login (wrong password)');
});

test.describe('the navigation guard', () => {
  test('sends a visitor from a signed-in route to Home', async ({ page }) => {
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/review/123/report');
    await expect(page).toHaveURL(/\/$/);
  });

  test('sends a visitor from an admin route to Home, and lets them reach the public ones', async ({
    page,
  }) => {
    await page.goto('/admin/editor/rules');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/metrics');
    await expect(page).toHaveURL(/\/metrics$/);
    await expectAccessible(page, 'Customer Metrics (visitor)');
    await page.goto('/product');
    await expect(page).toHaveURL(/\/product$/);
  });

  test('sends a signed-in non-admin from an admin route to Home, and from SignUp to /', async ({ page }) => {
    await signIn(page, demo.lead.email, demo.lead.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await page.goto('/admin/editor/survey');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);
  });

  test('lets an admin into the editor routes, the survey editor among them', async ({ page }) => {
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await page.goto('/admin/editor/rules');
    await expect(page).toHaveURL(/\/admin\/editor\/rules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rule Editor' })).toBeVisible();
    await page.goto('/admin/editor/survey');
    await expect(page).toHaveURL(/\/admin\/editor\/survey$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Survey Editor' })).toBeVisible();
    await expect(page.getByText('This screen is not built yet.')).toHaveCount(0);
  });

  test('notices a sign-out in another tab at the next navigation', async ({ page, context }) => {
    await signIn(page, demo.user.email, demo.user.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    const other = await context.newPage();
    await other.goto('/user/dashboard');
    await signOut(other);
    await page.getByRole('navigation', { name: 'Main' }).getByText('Support', { exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
