import { demo, navTitles, signIn } from './support/session';
import {
  type APIRequestContext,
  type Browser,
  expect,
  expectAccessible,
  type Page,
  test,
} from './support/test';

/**
 * Admins change what customers read without a release. The journeys share one server,
 * so every document changed here is published back to its content pack default at the end.
 */
// Several browsers per journey (admin, visitor, user) on a 2-core machine shared with other work.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signInAs(page: Page, who: { email: string; password: string }) {
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

async function openEditor(page: Page, document: string) {
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
  if (document !== 'Product page (About)') {
    await page.getByRole('combobox', { name: 'Document' }).click();
    await page.getByRole('option', { name: document }).click();
  }
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish document' }).click();
  await expect(page.getByText(/^Published as version \d+\.$/)).toBeVisible();
}

async function newPage(browser: Browser, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ locale });
  return context.newPage();
}

/** Puts a document back to the content pack's default through the API (the journeys' clean-up). */
async function publishDefault(request: APIRequestContext, type: string) {
  const login = await request.post('/api/auth/login', {
    data: { username: demo.admin.email, password: demo.admin.password },
  });
  const idToken = (await login.json()).tokens.id_token as string;
  const headers = { authorization: `Bearer ${idToken}` };
  const state = await (await request.get(`/api/admin/content/${type}`, { headers })).json();
  expect(
    (
      await request.put(`/api/admin/content/${type}/draft`, { headers, data: { document: state.fallback } })
    ).status(),
  ).toBe(204);
  expect((await request.post(`/api/admin/content/${type}/publish`, { headers })).status()).toBe(200);
}

test.afterAll(async ({ request }) => {
  await publishDefault(request, 'product');
  await publishDefault(request, 'shell');
});

test('an admin changes the product text and attaches a PDF; a visitor sees both; restoring brings the old text back', async ({
  page,
  browser,
}) => {
  await signInAs(page, demo.admin);
  await openEditor(page, 'Product page (About)');
  const text = page.getByRole('textbox', { name: 'Text (Markdown)' });
  await text.fill('Reviews of offshore structures, done in an afternoon.\n\n## Why us\n\n- Fast\n- Clear');
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Why us' }),
  ).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'Product brochure.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('textbox', { name: 'Attachment title' })).toHaveValue('Product brochure');
  await expectAccessible(page, 'Site content editor');
  await publish(page);

  const visitor = await newPage(browser);
  await visitor.goto('/product');
  await expect(visitor.getByText('Reviews of offshore structures, done in an afternoon.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(visitor.getByRole('heading', { level: 2, name: 'Why us' })).toBeVisible();
  const brochure = visitor.getByRole('link', { name: /Product brochure/ });
  await expect(brochure).toBeVisible();
  const file = await visitor.request.get((await brochure.getAttribute('href')) as string);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect((await file.body()).equals(PDF)).toBe(true);
  await expectAccessible(visitor, 'Product (visitor)');

  // A second edit, then the first one restored.
  await page.reload();
  await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill('A text nobody should keep.\n\nReally.');
  await publish(page);
  await visitor.reload();
  await expect(visitor.getByText('A text nobody should keep.')).toBeVisible();

  const versions = page.getByRole('list', { name: 'Published versions' });
  const previous = versions.getByRole('button', { name: /^Restore version \d+$/ }).first();
  await previous.click();
  await expect(page.getByText(/^Version \d+ restored \(published as version \d+\)\.$/)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('Reviews of offshore structures, done in an afternoon.')).toBeVisible();
  await expect(visitor.getByText('A text nobody should keep.')).toHaveCount(0);
  await visitor.context().close();
});

test('an admin renames a navigation entry and changes the company details; every user sees them; an empty title shows missing', async ({
  page,
  browser,
}) => {
  await signInAs(page, demo.admin);
  await openEditor(page, 'Navigation, footer and trial terms');
  await page.getByRole('textbox', { name: 'Navigation: Support' }).fill('Help centre');
  await page
    .getByRole('textbox', { name: 'Company details' })
    .fill('Northwind Review Services Ltd, company no. 01234567');
  await expectAccessible(page, 'Site content editor (shell)');
  await publish(page);

  const user = await newPage(browser);
  await signInAs(user, demo.user);
  await user.reload();
  expect(await navTitles(user)).toContain('Help centre');
  expect(await navTitles(user)).not.toContain('Support');
  await expect(user.getByRole('contentinfo')).toContainText(
    'Northwind Review Services Ltd, company no. 01234567',
  );

  const visitor = await newPage(browser);
  await visitor.goto('/');
  await expect(visitor.getByRole('contentinfo')).toContainText(
    'Northwind Review Services Ltd, company no. 01234567',
  );
  await visitor.context().close();

  await page.getByRole('textbox', { name: 'Navigation: Support' }).fill('');
  await publish(page);
  await user.reload();
  expect(await navTitles(user)).toContain('missing');
  expect(await navTitles(user)).not.toContain('Help centre');
  await user.context().close();
});

test('a de-DE user sees the German product page where one exists, and English elsewhere', async ({
  browser,
}) => {
  const german = await newPage(browser, 'de-DE');
  await german.goto('/product');
  // A fresh browser downloads the whole app first: on a busy machine that takes a while.
  await expect(german.getByRole('heading', { level: 1, name: 'Über Tax Structure Review' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(german.getByRole('heading', { level: 2, name: 'So funktioniert es' })).toBeVisible();
  await expectAccessible(german, 'Product (de-DE)');
  // The login strings are translated (spec 2.2).
  await german.goto('/login');
  await german.getByLabel('E-Mail').fill(demo.user.email);
  await german.getByLabel('Passwort', { exact: true }).fill(demo.user.password);
  await german.getByRole('button', { name: 'Anmelden' }).click();
  await expect(german).toHaveURL(/\/user\/dashboard$/);
  await german.goto('/support');
  // No German support page exists: the en-GB one shows.
  await expect(german.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
  await german.context().close();

  const english = await newPage(browser, 'en-GB');
  await english.goto('/product');
  await expect(english.getByRole('heading', { level: 1, name: 'About Tax Structure Review' })).toBeVisible({
    timeout: 30_000,
  });
  await english.context().close();
});

/** Spec 2.10: the product and support pages look finished on a phone: nothing runs off the edge. */
test('the product page (visitor) and the support page (user) fit a 390 px phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/product');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'Product page (phone)');

  await signInAs(page, demo.user);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'Support page (phone)');
  await context.close();
});
