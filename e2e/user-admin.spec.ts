import { drawOneTrust } from './support/builder';
import { temporaryPasswordFromMail } from './support/mailbox';
import { answerToTheEnd } from './support/questionnaire';
import { demo, signIn } from './support/session';
import { type Browser, expect, expectAccessible, type Page, test } from './support/test';

// The second journey answers a whole questionnaire, as review-journey.spec.ts does, then reads the
// user's audit log: it took 7.6 min under a load average of 20.
test.setTimeout(540_000);

/** Signs in with the e-mailed temporary password and sets an own one (NEW_PASSWORD_REQUIRED). */
async function firstSignIn(browser: Browser, email: string, since: number, password: string): Promise<Page> {
  const temporary = await temporaryPasswordFromMail(email, since);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, temporary);
  await expect(page).toHaveURL(/\/changepassword$/);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: /submit|set|save|change/i }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  return page;
}

/** Opens Edit user of the row with this e-mail on the User List. */
async function editUser(page: Page, email: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByText('User List', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link', { name: 'Edit user' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit User' })).toBeVisible();
  await expect(page.getByLabel('Name')).not.toHaveValue('');
}

test('an account lead adds a user, who sets their own password; the lead edits roles and disables them', async ({
  page,
  browser,
}) => {
  const email = `journey-${Date.now()}@northbridge.example`;
  await signIn(page, demo.lead.email, demo.lead.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByText('User List', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Users of Northbridge Wealth' })).toBeVisible();
  await expectAccessible(page, 'User List');

  const since = Date.now();
  await page.getByRole('link', { name: 'Add user' }).click();
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('list', { name: 'Please correct the form' })).toContainText(
    'Please enter a user name',
  );
  await page.getByLabel('Name').fill('Jo Journey');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Create user' }).click();
  // A lead is answered alike whether or not the address has an account elsewhere, so a lead
  // cannot find out who has one (docs/decisions/0016).
  await expect(page.getByText(`Request received for ${email}.`, { exact: false })).toBeVisible();
  await expectAccessible(page, 'Create User');

  const jo = await firstSignIn(browser, email, since, 'Jo-own-password-2026');
  expect(await jo.getByRole('navigation', { name: 'Main' }).innerText()).not.toContain('User List');

  await editUser(page, email);
  await page.getByRole('checkbox', { name: 'Can Submit a review' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The user was updated.')).toBeVisible();
  await expectAccessible(page, 'Edit User');

  await page.getByRole('checkbox', { name: 'Enabled' }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The user was updated.')).toBeVisible();

  // Jo's open session is refused at the next call: the next navigation ends on Home, signed out.
  await jo.getByRole('navigation', { name: 'Main' }).getByText('Support', { exact: true }).click();
  await expect(jo).toHaveURL(/\/$/);
  await expect(
    jo.getByRole('navigation', { name: 'Main' }).getByText('About', { exact: true }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Back to User List' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Disabled');
});

test("an admin sees a customer's metrics, updates, reverts and deletes a user's review, and deletes the customer", async ({
  page,
  browser,
}) => {
  const customer = `Journey Customer ${Date.now()}`;
  const email = `sam-${Date.now()}@journey.example`;
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const since = Date.now();
  await page.goto('/users/create');
  await page.getByLabel('Name').fill('Sam Submitter');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Company').fill(customer);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(/was created/)).toBeVisible();
  await page.getByRole('link', { name: 'Edit Sam Submitter' }).click();
  await page.getByRole('checkbox', { name: 'Can Submit a review' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The user was updated.')).toBeVisible();

  // Sam starts two reviews and submits one.
  const sam = await firstSignIn(browser, email, since, 'Sam-own-password-2026');
  await drawOneTrust(sam, 'Journey Oak Trust');
  await sam.getByRole('button', { name: 'Start review' }).click();
  await expect(sam).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  // The questionnaire's first load (SurveyJS) can take a while on a busy machine.
  await expect(sam.getByRole('button', { name: 'Next' })).toBeVisible({ timeout: 60_000 });
  await answerToTheEnd(sam);
  await sam.getByRole('button', { name: 'Submit' }).click();
  await expect(sam).toHaveURL(/\/report$/);
  await drawOneTrust(sam, 'Journey Elm Trust');
  await sam.getByRole('button', { name: 'Start review' }).click();
  await expect(sam).toHaveURL(/\/review\/[0-9a-f-]{36}$/);

  // The metrics of the default range (one month back to now) show what Sam did.
  await page.getByRole('navigation', { name: 'Main' }).getByText('Customer Metrics', { exact: true }).click();
  const table = page.getByRole('table', { name: `Metrics of ${customer}` });
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(email) });
  await expect(row.getByRole('cell')).toHaveText([
    'Sam Submitter',
    email,
    '2',
    '1',
    /^[1-9]\d*$/,
    /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    'unlimited',
  ]);
  await expectAccessible(page, 'Customer Metrics');

  // The user's reviews: Update, Revert, Delete.
  await page.goto('/users');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link', { name: 'Reports' })
    .click();
  const reviews = page.getByRole('table', { name: 'Reviews of the user' });
  const oak = reviews.getByRole('row', { name: /Journey Oak Trust/ });
  await oak.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Review was updated to use the most recent survey.')).toBeVisible();
  await expectAccessible(page, 'User Reports');
  await oak.getByRole('button', { name: 'Revert' }).click();
  const revert = page.getByRole('dialog');
  await expect(revert).toContainText('Are you sure you want to revert this review?');
  await revert.getByRole('button', { name: 'Revert' }).click();
  await expect(reviews.getByRole('row', { name: /Journey Oak Trust/ })).toContainText('n/a');
  await reviews
    .getByRole('row', { name: /Journey Oak Trust/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(reviews.getByRole('row', { name: /Journey Oak Trust/ })).toHaveCount(0);

  // The user's page lists the three in its audit log, newest first, each naming the review.
  await editUser(page, email);
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByRole('row').nth(1)).toContainText('Review deleted');
  await expect(audit.getByRole('row').nth(1)).toContainText('Journey Oak Trust: deleted');
  await expect(audit.getByRole('row').nth(2)).toContainText('Review reverted');
  await expect(audit.getByRole('row').nth(2)).toContainText('status: submitted → in_progress');
  await expect(audit.getByRole('row').nth(3)).toContainText('Review updated to the most recent survey');
  await expect(audit.getByRole('row').nth(3)).toContainText(demo.admin.email);
  await expectAccessible(page, 'Edit User with its audit log');

  // Deleting the customer.
  await page.getByRole('link', { name: 'Back to User List' }).click();
  const section = page.getByRole('region', { name: customer });
  await section.getByRole('button', { name: 'Delete Customer' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this customer?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: customer })).toHaveCount(0);
});
