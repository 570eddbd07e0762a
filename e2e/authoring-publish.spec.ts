import { openOverviewResponses } from './support/editors';
import { oneTrustReport, readResponses } from './support/report';
import { demo, signIn, signOut } from './support/session';
import { expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(420_000);

const OLD_TEXT = 'This section reviews the trust against the UK rules for offshore trusts';
const NEW_TEXT = 'E2E: the trust introduction from the CSV.';
const EDITED = ' Edited in the response editor.';

async function signInAs(page: Page, who: { email: string; password: string }) {
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('an admin uploads and edits response texts, compares golden results and publishes; only new reviews get the new text', async ({
  page,
}) => {
  // A report made before the publish.
  await signInAs(page, demo.approver);
  const before = await oneTrustReport(page, 'Before the publish');
  await readResponses(page);
  await expect(page.getByText(OLD_TEXT)).toBeVisible({ timeout: 60_000 });
  await signOut(page);

  await signInAs(page, demo.admin);
  const responses = await openOverviewResponses(page);
  await expect(responses.getByRole('button', { name: /^Trust introduction/ })).toBeVisible();
  await expectAccessible(page, 'Response editor');

  // A broken CSV: spec 8's message, nothing replaced.
  const upload = page.getByLabel('Upload responses CSV');
  await upload.setInputFiles(csvFile('broken.csv', 'name,text\nOnly two,columns\n'));
  await expect(page.getByRole('alert')).toContainText(
    "Cannot parse responses CSV file 'broken.csv'. Expected columns 'name', 'logic' and 'text', but found 'name, text'",
  );
  await expectAccessible(page, 'Response editor (CSV error)');
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await expect(responses.getByRole('button', { name: /^Trust introduction/ })).toBeVisible();

  // A good one replaces the subgroup's responses.
  await upload.setInputFiles(csvFile('good.csv', `Name,Logic,Text\n\nIntroduction from CSV,,${NEW_TEXT}\n`));
  await expect(responses.getByRole('button', { name: /^Introduction from CSV/ })).toBeVisible();
  await expect(responses.getByRole('button', { name: /^Trust introduction/ })).toHaveCount(0);

  // Edit its text: the preview shows it as the report will.
  await responses.getByRole('button', { name: /^Introduction from CSV/ }).click();
  const form = page.getByRole('form', { name: 'Response Introduction from CSV' });
  await form.getByLabel('Text (markdown)').fill(`${NEW_TEXT}${EDITED}`);
  await expect(form.getByRole('region', { name: 'Preview as the report shows it' })).toContainText(
    EDITED.trim(),
  );
  await expectAccessible(page, 'Response editor (a response open)');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Success$/)).toBeVisible();

  // The golden comparison on its own.
  await page.getByRole('button', { name: 'Compare golden results' }).click();
  const golden = page.getByRole('dialog', { name: 'Golden structures: published against draft' });
  await expect(golden).toBeVisible();
  await expectAccessible(page, 'Golden comparison');
  await golden.getByRole('button', { name: 'Close' }).click();

  // Publish: when golden results change, the changes show and need a confirmation.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const published = page.getByText(/^Published version \d+/);
  await expect(golden.or(published).first()).toBeVisible({ timeout: 30_000 });
  if (await golden.isVisible()) {
    await expectAccessible(page, 'Publish (golden changes to confirm)');
    await golden.getByRole('button', { name: 'Publish with these changes' }).click();
  }
  await expect(published).toBeVisible({ timeout: 30_000 });
  await signOut(page);

  // A new review reads the new text; the report made before keeps its old one.
  await signInAs(page, demo.approver);
  await oneTrustReport(page, 'After the publish');
  await readResponses(page);
  await expect(page.getByText(`${NEW_TEXT}${EDITED}`)).toBeVisible({ timeout: 60_000 });
  await page.goto(before);
  // The report is scored again from its own survey version when opened: give it time on a busy machine.
  await readResponses(page);
  await expect(page.getByText(OLD_TEXT)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(NEW_TEXT)).toHaveCount(0);
});
