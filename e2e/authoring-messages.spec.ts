import { openOverviewResponses } from './support/editors';
import { demo, signIn } from './support/session';
import { expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(300_000);

async function signInAsAdmin(page: Page) {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('the definition editor shows spec 5.3 messages word for word, with Save disabled while a name is invalid', async ({
  page,
}) => {
  await signInAsAdmin(page);

  // A link to a group that is not there (renamed or deleted since): nothing opens.
  await page.goto('/admin/editor/definition?group=Ghost%20group');
  // The first open of the draft compiles it: give it time on a busy machine.
  await expect(page.getByRole('alert')).toHaveText('No group "Ghost group" found', { timeout: 60_000 });
  await expectAccessible(page, 'Definition editor (a link to a missing group)');
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Select a group to see its definitions.')).toBeVisible();

  // A link to a definition that is not there: its group opens, the definition does not.
  await page.goto('/admin/editor/definition?group=Settlors&definition=ghost_definition');
  await expect(page.getByRole('alert')).toHaveText('No definition "ghost_definition" found', {
    timeout: 60_000,
  });
  await expect(page.getByRole('list', { name: 'Definitions of Settlors' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);

  // Form feedback while typing: Add and Save stay disabled while the name is invalid.
  await page.goto('/admin/editor/definition');
  const newGroup = page.getByLabel('New group name');
  await newGroup.fill('Settlors');
  await expect(page.getByText('Name already exists', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add group' })).toBeDisabled();
  await newGroup.fill('');

  await page
    .getByRole('list', { name: 'Definition groups' })
    .getByRole('button', { name: 'Settlors', exact: true })
    .click();
  await page.getByRole('button', { name: 'Rename group' }).click();
  await page.getByLabel('Group name', { exact: true }).fill('Trusts');
  await expect(page.getByText('Invalid name or name already exists', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save group name' })).toBeDisabled();
  await page.getByLabel('Group name', { exact: true }).fill('');
  await expect(page.getByText('Invalid name or name already exists', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save group name' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'New definition' }).click();
  const name = page.getByLabel('Definition name');
  await name.fill('Trust_UK_Resident');
  await expect(page.getByText('Invalid name or name already exists', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save definition' })).toBeDisabled();
  await name.fill('not a name!');
  await expect(page.getByText('Invalid name or name already exists', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save definition' })).toBeDisabled();
  await expectAccessible(page, 'Definition editor (an invalid name)');
});

test('the response editor shows spec 8 CSV messages word for word and replaces nothing', async ({ page }) => {
  await signInAsAdmin(page);
  const responses = await openOverviewResponses(page);
  await expect(responses.getByRole('button').first()).toBeVisible();
  const before = await responses.locator('.MuiListItemText-primary').allInnerTexts();
  expect(before.length).toBeGreaterThan(0);

  const upload = page.getByLabel('Upload responses CSV');
  // A parse error: the file's name, then the parser's message.
  await upload.setInputFiles(csvFile('extra.csv', 'name,logic,text\nOne,,Text,surplus\n'));
  await expect(page.getByRole('alert')).toHaveText(
    "Cannot parse responses CSV file 'extra.csv'. Too many fields: expected 3 fields but parsed 4 (row 1)",
  );
  await expectAccessible(page, 'Response editor (CSV parse error)');
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();

  // Missing columns: the same message plus the columns found.
  await upload.setInputFiles(csvFile('columns.csv', 'Name,Text\nOnly two,columns\n'));
  await expect(page.getByRole('alert')).toHaveText(
    "Cannot parse responses CSV file 'columns.csv'. Expected columns 'name', 'logic' and 'text', but found 'name, text'",
  );
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();

  // Nothing was replaced, and nothing is left to save.
  expect(await responses.locator('.MuiListItemText-primary').allInnerTexts()).toEqual(before);
  await expect(page.getByText(/^Unsaved changes in/)).toHaveCount(0);
});
