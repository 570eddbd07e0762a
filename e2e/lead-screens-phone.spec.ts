import { drawOneTrust } from './support/builder';
import { demo, signIn } from './support/session';
import { expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(240_000);

const PHONE = { width: 390, height: 844 };

/**
 * The screen fits the phone: nothing scrolls the page sideways (a table scrolls inside its own
 * box), and the app bar, whose title wraps at this width, covers none of the screen's heading.
 */
async function expectFitsPhone(page: Page, heading: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const width = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(width.page, `${heading}: the page is no wider than the window`).toBeLessThanOrEqual(width.window);
  const bar = await page.getByRole('banner').boundingBox();
  const top = await h1.boundingBox();
  expect(bar && top && top.y >= bar.y + bar.height, `${heading}: the heading starts below the app bar`).toBe(
    true,
  );
}

/** Opens a screen from the navigation, which a phone keeps behind the menu button. */
async function openFromMenu(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByText(title, { exact: true }).click();
}

/** Types a DD/MM/YYYY day into a date field, from its day part on. */
async function typeDay(page: Page, field: string, day: string): Promise<void> {
  await page.getByRole('group', { name: field }).getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replaceAll('/', ''));
  await expect(page.getByRole('group', { name: field })).toContainText(day);
}

const dayText = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

test("an account lead's dashboard, user list and metrics fit a phone, and the metrics range is picked from a calendar", async ({
  page,
}) => {
  await signIn(page, demo.lead.email, demo.lead.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  // A review of the lead's own, so that the dashboard has its table of recent reviews to fit.
  await drawOneTrust(page, 'Phone lead structure');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);

  await page.setViewportSize(PHONE);
  await openFromMenu(page, 'Dashboard');
  await expect(page.getByRole('table', { name: 'Recent reviews' })).toBeVisible();
  await expectFitsPhone(page, 'Dashboard');
  await expectAccessible(page, 'Dashboard (phone)');

  await openFromMenu(page, 'User List');
  await expect(page.getByRole('table', { name: 'Users of Northbridge Wealth' })).toBeVisible();
  await expectFitsPhone(page, 'User List');
  await expectAccessible(page, 'User List (phone)');

  await openFromMenu(page, 'Customer Metrics');
  await expect(page.getByRole('table', { name: 'Metrics of Northbridge Wealth' })).toBeVisible();
  await expectFitsPhone(page, 'Customer Metrics');
  await expect(page.getByText('Up to five years after the start date.')).toBeVisible();

  // The calendars: the start's opens on last month (the default range is a month back), the end's
  // on this one; the first of each is never a day to come.
  const today = new Date();
  const start = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const end = new Date(today.getFullYear(), today.getMonth(), 1);
  await page.getByRole('button', { name: /^Choose start date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Start date' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expectFitsPhone(page, 'Customer Metrics');
  await expectAccessible(page, 'Customer Metrics (start date calendar on a phone)');
  await calendar.getByRole('gridcell', { name: '1', exact: true }).click();
  await expect(calendar).toBeHidden();
  await page.getByRole('button', { name: /^Choose end date/ }).click();
  await page
    .getByRole('dialog', { name: 'End date' })
    .getByRole('gridcell', { name: '1', exact: true })
    .click();
  await expect(page.getByRole('group', { name: 'Start date' })).toContainText(dayText(start));
  await expect(page.getByRole('group', { name: 'End date' })).toContainText(dayText(end));
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/metrics/customermetrics'));
  await page.getByRole('button', { name: 'Select Range' }).click();
  const filter = (await asked).postDataJSON().filter as { startDate: number; endDate: number };
  expect(filter.startDate).toBe(start.getTime() / 1000);
  await expect(page.getByRole('table', { name: 'Metrics of Northbridge Wealth' })).toBeVisible();

  // Over five years: the screen says so in words, and a later range takes the message away.
  await typeDay(page, 'Start date', '01/01/2015');
  await page.getByRole('button', { name: 'Select Range' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The date range is longer than five years. Choose a later start date or an earlier end date.',
  );
  await expectFitsPhone(page, 'Customer Metrics');
  await expectAccessible(page, 'Customer Metrics (range refused on a phone)');
  await typeDay(page, 'Start date', dayText(start));
  await page.getByRole('button', { name: 'Select Range' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Metrics of Northbridge Wealth' })).toBeVisible();
});
