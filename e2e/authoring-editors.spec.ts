import { openTrusteeRules } from './support/editors';
import { demo, signIn } from './support/session';
import { expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(240_000);

async function signInAs(page: Page, who: { email: string; password: string }) {
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^(Success|No changes to save)$/)).toBeVisible();
}

test('a non-admin is sent Home from every editor route', async ({ page }) => {
  await signInAs(page, demo.approver);
  for (const path of [
    '/admin/editor',
    '/admin/editor/rules',
    '/admin/editor/response',
    '/admin/editor/definition',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('an admin edits definitions with every 5.3 message', async ({ page }) => {
  await signInAs(page, demo.admin);
  await page.goto('/admin/editor/definition');
  const groups = page.getByRole('list', { name: 'Definition groups' });
  await expect(groups.getByRole('button', { name: 'Settlors', exact: true })).toBeVisible();
  await expectAccessible(page, 'Definition editor');

  // A new group: a used name is refused while typing.
  const newGroup = page.getByLabel('New group name');
  await newGroup.fill('Settlors');
  await expect(page.getByText('Name already exists')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add group' })).toBeDisabled();
  await newGroup.fill('E2E group');
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect(groups.getByRole('button', { name: 'E2E group', exact: true })).toBeVisible();

  // Renaming the group to a used name: 'Invalid name or name already exists'.
  await page.getByRole('button', { name: 'Rename group' }).click();
  await page.getByLabel('Group name', { exact: true }).fill('Trusts');
  await expect(page.getByText('Invalid name or name already exists')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save group name' })).toBeDisabled();
  await page.getByLabel('Group name', { exact: true }).fill('E2E checks');
  await page.getByRole('button', { name: 'Save group name' }).click();
  await expect(groups.getByRole('button', { name: 'E2E checks', exact: true })).toBeVisible();

  // A definition: a used name is refused; a new one is saved lower-cased.
  await page.getByRole('button', { name: 'New definition' }).click();
  const name = page.getByLabel('Definition name');
  await name.fill('Trust_UK_Resident');
  await expect(page.getByText('Invalid name or name already exists')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save definition' })).toBeDisabled();
  await name.fill('E2E_Offshore_Trust');
  await page.getByRole('textbox', { name: 'Definition logic' }).fill('@trust_non_resident');
  await page.getByRole('button', { name: 'Save definition' }).click();
  const definitions = page.getByRole('list', { name: 'Definitions of E2E checks' });
  await expect(definitions.getByRole('button', { name: 'e2e_offshore_trust', exact: true })).toBeVisible();
  await expectAccessible(page, 'Definition editor (a definition open)');

  // Renaming it: nothing uses it yet, so it is renamed at once.
  await name.fill('e2e_offshore');
  await page.getByRole('button', { name: 'Save definition' }).click();
  await expect(definitions.getByRole('button', { name: 'e2e_offshore', exact: true })).toBeVisible();

  await save(page);
  // A reload keeps what was saved.
  await page.reload();
  await page
    .getByRole('list', { name: 'Definition groups' })
    .getByRole('button', { name: 'E2E checks', exact: true })
    .click();
  await expect(
    page
      .getByRole('list', { name: 'Definitions of E2E checks' })
      .getByRole('button', { name: 'e2e_offshore', exact: true }),
  ).toBeVisible();
});

test('an admin changes a rule: score, logic fixed through its hint and completion, order by keyboard and drag', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  const rules = await openTrusteeRules(page, 'IT', 'Income tax');
  await expect(rules.getByRole('button', { name: /^Trustee residence not known/ })).toBeVisible();
  await expectAccessible(page, 'Rule editor');

  await rules.getByRole('button', { name: /^Trustee residence not known/ }).click();
  const form = page.getByRole('form', { name: 'Rule Trustee residence not known' });
  await form.getByLabel('Score').fill('101');
  await expect(form.getByText('The score is a whole number from 0 to 100')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await form.getByLabel('Score').fill('36');

  // A misspelt question name: the server's hint shows at its line and column.
  const logic = form.getByRole('textbox', { name: 'Rule logic' });
  await logic.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type("{trust_trustee_residense} = 'unknown'");
  await expect(
    form.getByText("Line 1, column 1: Unknown question 'trust_trustee_residense'", { exact: false }),
  ).toBeVisible();
  await expectAccessible(page, 'Rule editor (a logic hint)');

  // Fixed through completion: type the start of the name and pick it.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{trust_trustee_resid');
  await page
    .getByRole('option', { name: /trust_trustee_residence/ })
    .first()
    .click();
  await page.keyboard.press('End');
  await page.keyboard.type(" = 'unknown'");
  await expect(logic).toHaveText("{trust_trustee_residence} = 'unknown'");
  await expect(form.getByText(/Unknown question/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Show canonical form' }).click();
  await expect(form.getByText(/trust_trustee_residence/).last()).toBeVisible();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(rules.getByRole('button', { name: /^Trustee residence not known score 36/ })).toBeVisible();

  // Reorder by keyboard: lift the first rule, move it down one, drop it.
  const order = () => rules.locator('.MuiListItemText-primary').allInnerTexts();
  expect((await order())[0]).toBe('Trust likely UK resident');
  await rules.getByRole('button', { name: 'Move Trust likely UK resident' }).focus();
  await page.keyboard.press('Space');
  // dnd-kit measures the list once an item is lifted: move only then, and drop once it says where.
  await expect(rules.getByRole('button', { name: 'Move Trust likely UK resident' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/was moved over droppable area TT-IT-2\./)).toBeAttached();
  await page.keyboard.press('Space');
  await expect
    .poll(async () => (await order()).slice(0, 2))
    .toEqual(['UK-source income of non-resident trustees', 'Trust likely UK resident']);

  // And back by dragging with the mouse.
  const handle = rules.getByRole('button', { name: 'Move Trust likely UK resident' });
  const target = rules.getByRole('button', { name: 'Move UK-source income of non-resident trustees' });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the handles are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await order())[0]).toBe('Trust likely UK resident');

  await save(page);
});
