import { drawOneTrust } from './support/builder';
import { answerToTheEnd } from './support/questionnaire';
import { demo, signIn, signOut } from './support/session';
import { type APIRequestContext, expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(420_000);

interface Cell {
  score: number;
  explanation: { ruleId: string; score: number }[];
}
interface Rule {
  id: string;
  score: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signInAs(page: Page, who: { email: string; password: string }) {
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', {
    data: { username: who.email, password: who.password },
  });
  return { authorization: `Bearer ${(await login.json()).tokens.id_token as string}` };
}

/**
 * A rule that alone sets a cell of the report (its score is above every other rule's for that
 * cell), and that cell: lowering the rule's score must change the cell.
 */
function decidingRule(table: { values: Record<string, Record<string, Cell>> }) {
  for (const [row, columns] of Object.entries(table.values))
    for (const [column, cell] of Object.entries(columns)) {
      const [first, second] = cell.explanation;
      if (first && first.score > 1 && first.score > (second?.score ?? 0))
        return { row, column, ruleId: first.ruleId, score: cell.score };
    }
  throw new Error('no rule fired on this report');
}

test('an admin sees a published change in the version history and diff, and re-scores an older report', async ({
  page,
  request,
}) => {
  await signInAs(page, demo.admin);
  await drawOneTrust(page, 'Versions journey');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await answerToTheEnd(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/report$/);
  const reportUrl = page.url();
  const reviewId = reportUrl.split('/').at(-2) as string;

  // The draft: the rule that decides one of this report's cells scores 1 from now on.
  const admin = await tokenOf(request, demo.admin);
  const report = await (await request.get(`/api/review/${reviewId}/report`, { headers: admin })).json();
  const deciding = decidingRule(report.table);
  const draft = await (await request.get('/api/editor/draft/rules', { headers: admin })).json();
  const rules = (draft.content.rules as Rule[]).map((r) =>
    r.id === deciding.ruleId ? { ...r, score: 1 } : r,
  );
  const saved = await request.post('/api/editor/rules/save', {
    headers: admin,
    data: { baseRevision: draft.revision, content: { ...draft.content, rules } },
  });
  expect(saved.status()).toBe(200);

  // The Versions screen: the history, and the draft against the latest version shows the change.
  await page.goto('/admin/editor');
  await expect(
    page.getByRole('navigation', { name: 'Editors' }).getByRole('link', { name: 'Versions' }),
  ).toHaveAttribute('href', '/admin/editor/versions', { timeout: 60_000 });
  await page.goto('/admin/editor/versions');
  const history = page.getByRole('table', { name: 'Published versions' });
  await expect(history).toBeVisible({ timeout: 60_000 });
  const versionsBefore = (await history.getByRole('row').count()) - 1;
  const changedRule = page.getByRole('table', {
    name: new RegExp(`^Changed: Rule ${escapeRegExp(deciding.ruleId)}( |$)`),
  });
  await expect(changedRule).toBeVisible({ timeout: 30_000 });
  await expect(changedRule.getByRole('row', { name: /^score/ }).locator('del')).toContainText(
    String(deciding.score),
  );
  await expect(changedRule.getByRole('row', { name: /^score/ }).locator('ins')).toContainText('1');
  await expectAccessible(page, 'Versions (draft against the latest version)');

  // Publish, confirming the golden changes if there are any.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const golden = page.getByRole('dialog', { name: 'Golden structures: published against draft' });
  const published = page.getByText(/^Published version \d+/);
  await expect(golden.or(published).first()).toBeVisible({ timeout: 60_000 });
  if (await golden.isVisible())
    await golden.getByRole('button', { name: 'Publish with these changes' }).click();
  await expect(published).toBeVisible({ timeout: 60_000 });
  const version = Number((await published.innerText()).match(/\d+/)?.[0]);

  // The new version in the history, with who published it; its diff from the one before.
  await page.reload();
  await expect(history.getByRole('row')).toHaveCount(versionsBefore + 2, { timeout: 60_000 });
  await expect(history.getByRole('row').nth(1)).toContainText(demo.admin.email);
  await page.getByRole('combobox', { name: 'Compare from' }).click();
  await page.getByRole('option', { name: `Version ${version - 1}`, exact: true }).click();
  await page.getByRole('combobox', { name: 'Compare to' }).click();
  await page.getByRole('option', { name: `Version ${version}`, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `From version ${version - 1} to version ${version}` }),
  ).toBeVisible();
  await expect(changedRule).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'Versions (one version against the next)');

  // The older report, re-scored on the latest version: score against score and the changed cell.
  await page.goto(reportUrl);
  // The report screen loads its own code and the report: give it time on a busy machine.
  const compare = page.getByRole('button', { name: 'Compare with the latest version' });
  await expect(compare).toBeVisible({ timeout: 60_000 });
  await compare.click();
  const dialog = page.getByRole('dialog', { name: 'Compare with the latest version' });
  await expect(dialog.getByRole('table', { name: 'Score against score' })).toContainText(
    `Latest version ${version}`,
    { timeout: 60_000 },
  );
  const cells = dialog.getByRole('table', { name: 'Risk table cells that change' });
  await expect(
    cells.getByRole('row', { name: new RegExp(`\\b${deciding.column}\\b ${deciding.score}\\b`) }),
  ).toBeVisible();
  await expectAccessible(page, 'Report compared with the latest version');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await signOut(page);

  // Anyone else: sent Home from the route, refused by the API.
  await signInAs(page, demo.approver);
  await page.goto('/admin/editor/versions');
  await expect(page).toHaveURL(/\/$/);
  const approver = await tokenOf(request, demo.approver);
  expect((await request.get('/api/editor/versions', { headers: approver })).status()).toBe(403);
  expect((await request.get('/api/editor/versions/diff', { headers: approver })).status()).toBe(403);
});
