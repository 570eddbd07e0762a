import { pdfText } from '@tsr/server/pdf-text';
import { drawOneTrust } from './support/builder';
import { linkFromMail } from './support/mailbox';
import { answerToTheEnd } from './support/questionnaire';
import { signIn } from './support/session';
import { expect, expectAccessible, test } from './support/test';

test.setTimeout(300_000);

test('a self-signed-up trial user goes from sign-up to their own report', async ({ page }) => {
  const email = `solo.trial.${Date.now()}@family-office.example`;
  const password = 'Trial-journey-1';
  const since = Date.now();

  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(
    page.getByText('Your account has been created. Check your email for further instructions.'),
  ).toBeVisible();

  // The e-mail links to Confirm sign up with the address and the code filled in.
  const link = await linkFromMail(email, since, 'confirmsignup');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Code')).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Success')).toBeVisible();

  await signIn(page, email, password);
  // The terms read as terms: no note to developers in the document the user agrees to.
  const terms = await pdfText(await (await page.request.get('/trial-terms.pdf')).body());
  expect(terms).toContain('Trial terms and conditions');
  expect(terms).not.toMatch(/sample/i);
  await page.getByRole('checkbox', { name: /I agree to the trial terms/ }).check();
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The builder loads without an error in the console or a failed request (no intro document yet).
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await drawOneTrust(page, 'Solo trial structure');
  await expect(page.getByRole('region', { name: 'Structure diagram' })).toBeVisible();
  expect(problems).toEqual([]);

  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  const reviewPath = new URL(page.url()).pathname;
  await answerToTheEnd(page);
  await expect(page).toHaveURL(/\/submit$/);

  // Their own review, within the trial's cap: Submit, not the pointer to an approver.
  await expect(page.getByText(/do not have permission/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole('table', { name: 'Risk table' })).toBeVisible();
  await expect(page.getByText('it is not tax advice')).toBeVisible();

  // The structure as the review was started, read only, with its diagram.
  await page.goto(`${reviewPath}/structure`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Structure' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Solo trial structure' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trust B-7' })).toContainText(
    'Settlor Settlor S-9: 01/06/2012',
  );
  await expect(page.getByRole('region', { name: 'Structure diagram' })).toBeVisible();
  await expectAccessible(page, 'Review Structure (read only)');
});
