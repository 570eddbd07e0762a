import { openTrusteeRules, setRuleScore } from './support/editors';
import { demo, signIn } from './support/session';
import { expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(300_000);

/** Sets a rule's score in the Income tax list and keeps the change in the tab (not saved yet). */
const setScore = (page: Page, name: string, score: number) =>
  setRuleScore(page.getByRole('list', { name: 'Rules of Income tax' }), name, score);

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

const CONFLICT = new RegExp(
  `^${demo.admin.email.replace('.', '\\.')} saved the rules at \\d{2}/\\d{2}/\\d{4}, \\d{2}:\\d{2}:\\d{2}, after you opened them, so your save was refused\\. Your edits are kept in this tab: merge them with the saved rules, then save again\\.$`,
);

test('two tabs edit the same rules: the later save is refused beside Save, nothing is lost, and after merging it saves', async ({
  context,
}) => {
  // Tab A and tab B: one admin (the sign-in is shared), each tab with its own unsaved edits.
  const a = await context.newPage();
  await signIn(a, demo.admin.email, demo.admin.password);
  await expect(a).toHaveURL(/\/user\/dashboard$/);
  const b = await context.newPage();
  const rulesA = await openTrusteeRules(a, 'IT', 'Income tax');
  const rulesB = await openTrusteeRules(b, 'IT', 'Income tax');
  await expect(rulesA.getByRole('button', { name: /^Trust likely UK resident score/ })).toBeVisible();
  await expect(rulesB.getByRole('button', { name: /^Trust likely UK resident score/ })).toBeVisible();

  // Tab A changes one rule and saves.
  await setScore(a, 'UK-source income of non-resident trustees', 41);
  await saveButton(a).click();
  await expect(a.getByText('Success', { exact: true })).toBeVisible();

  // Tab B changed another rule from the same revision: its save is refused, beside Save.
  await setScore(b, 'Trust likely UK resident', 42);
  await saveButton(b).click();
  await expect(b.getByRole('status').filter({ hasText: CONFLICT })).toBeVisible();
  // Nothing is lost: tab B still shows its edit.
  await expect(rulesB.getByRole('button', { name: /^Trust likely UK resident score 42/ })).toBeVisible();
  const notice = b
    .getByRole('alert')
    .filter({ hasText: 'were saved in another tab or by another administrator' });
  await expect(notice).toHaveText(
    /The rules were saved in another tab or by another administrator after you started editing\. Your edits are kept in this tab: merge them with the saved draft, then save\./,
  );
  await expectAccessible(b, 'Rule editor (a save refused: merge offered)');

  // Merge: tab B now shows tab A's change and keeps its own, and its save is accepted.
  await notice.getByRole('button', { name: 'Merge my edits' }).click();
  await expect(b.getByText('Your edits are merged with the saved draft. Save to keep them.')).toBeVisible();
  await expect(
    rulesB.getByRole('button', { name: /^UK-source income of non-resident trustees score 41/ }),
  ).toBeVisible();
  await expect(rulesB.getByRole('button', { name: /^Trust likely UK resident score 42/ })).toBeVisible();
  await saveButton(b).click();
  await expect(b.getByText('Success', { exact: true })).toBeVisible();

  // Tab A, reloaded, sees both changes saved.
  await a.reload();
  const reloaded = await openTrusteeRules(a, 'IT', 'Income tax');
  await expect(
    reloaded.getByRole('button', { name: /^UK-source income of non-resident trustees score 41/ }),
  ).toBeVisible();
  await expect(reloaded.getByRole('button', { name: /^Trust likely UK resident score 42/ })).toBeVisible();
});
