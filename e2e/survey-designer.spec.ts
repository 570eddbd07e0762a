import { demo, signIn } from './support/session';
import { expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(240_000);

const NAME = 'contribution_loan_repaid';
const TITLE = 'E2E: has the loan been repaid?';
const LOGIC = "{contribution_form} = 'loan'";

async function signInAs(page: Page, who: { email: string; password: string }) {
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 30_000 });
}

test('an admin adds a question with custom logic in the designer; it autosaves, survives a reload, runs in the test tab and is published', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  await page.goto('/admin/editor/survey');
  // The Creator is a large chunk of its own: on a busy machine it takes a while to arrive.
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Editor' })).toBeVisible({
    timeout: 60_000,
  });

  // Pick the chunk: contribution, post.
  // The Creator renders the first chunk (trust, pre: the largest) first: on a busy machine, give it time.
  await page.getByRole('combobox', { name: 'Question type' }).click({ timeout: 90_000 });
  await page.getByRole('option', { name: 'contribution', exact: true }).click();
  await page.getByRole('combobox', { name: 'Subtype' }).click({ timeout: 60_000 });
  await page.getByRole('option', { name: 'post', exact: true }).click();
  await expect(page).toHaveURL(/type=contribution&subtype=post/);
  await expect(page.getByText('How was the property transferred to the foundation?')).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page, 'Survey Editor (designer)');

  // Add a question and name it in the property grid.
  await page.locator('.svc-element__add-new-question').first().click();
  const selected = page.locator('.svc-question__content--selected');
  await selected.getByRole('button', { name: 'Open settings' }).click();
  await page.locator('[data-name="name"] input').fill(NAME);
  await page.locator('[data-name="name"] input').press('Tab');
  await page.locator('[data-name="title"] textarea').fill(TITLE);
  await page.locator('[data-name="title"] textarea').press('Tab');

  // Its custom logic, in the logic field of the other editors.
  await page.locator('[title="Conditions"]').click();
  await page.locator('[data-name="customLogic"]').getByRole('button', { name: 'Edit logic' }).click();
  // The dialog names the question as the grid last committed it; the name itself is checked after
  // the reload below.
  const dialog = page.getByRole('dialog', { name: /^Custom logic of question / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Custom logic' }).fill(LOGIC);
  await expect(dialog.getByRole('button', { name: 'Show canonical form' })).toBeVisible();
  await expectAccessible(page, 'Survey Editor (custom logic dialog)');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('[data-name="customLogic"] textarea')).toHaveValue(LOGIC);

  // Autosave: the indicator reaches Saved, and nothing is left unsaved in the tab.
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Unsaved changes in/)).toHaveCount(0);

  // A reload reads the chunk from the draft on the server (nothing is left in the tab), and the
  // test tab runs it as a reviewer sees it, with the new question. (The designer renders long
  // pages lazily, so the question is looked for in the test tab.)
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Preview' })).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('tsr.editorEdits'))).toBeNull();
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByText(TITLE)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('How was the property transferred to the foundation?')).toBeVisible();
  await expectAccessible(page, 'Survey Editor (test tab)');

  // Publish, with the editors' bar.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const golden = page.getByRole('dialog', { name: /golden/i });
  const published = page.getByText(/^Published version \d+/);
  await expect(golden.or(published).first()).toBeVisible({ timeout: 60_000 });
  if (await golden.isVisible())
    await golden.getByRole('button', { name: 'Publish with these changes' }).click();
  await expect(published).toBeVisible({ timeout: 60_000 });
});

test('a non-admin is sent Home from the survey editor', async ({ page }) => {
  await signInAs(page, demo.user);
  await page.goto('/admin/editor/survey');
  // The guard decides once the session is read: give a busy machine time.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
});
