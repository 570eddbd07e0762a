import { drawOneTrust } from './support/builder';
import { answerShownQuestions, answerToTheEnd, next, settledMark } from './support/questionnaire';
import { demo, signIn, signOut } from './support/session';
import { expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(300_000);

const OWNER = 'Uma User (user@northbridge.example)';

/** Starts a one-trust review as the signed-in user and returns its path. */
async function startReview(page: Page, name: string): Promise<string> {
  await drawOneTrust(page, name);
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

test("colleagues who open a user's review see whose it is and what is missing; an approver submits it once finished", async ({
  page,
}) => {
  await signIn(page, demo.user.email, demo.user.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const finished = await startReview(page, 'Finished by Uma');
  await answerToTheEnd(page);
  await expect(page).toHaveURL(/\/submit$/);
  const unfinished = await startReview(page, 'Half answered by Uma');
  await settledMark(page);
  await answerShownQuestions(page);
  await next(page);
  await signOut(page);

  // The account lead on the unfinished one: the truth, and no Submit.
  await signIn(page, demo.lead.email, demo.lead.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto(`${unfinished}/submit`);
  await expect(
    page.getByText(
      new RegExp(`^This review by ${escapeRegExp(OWNER)} is not finished: \\d+ of \\d+ parts answered\\.`),
    ),
  ).toBeVisible();
  await expect(page.getByText(/You have answered every part/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectAccessible(page, "Submit (a colleague's unfinished review)");
  await signOut(page);

  // The approver the user was pointed to opens the finished one and submits it.
  await signIn(page, demo.approver.email, demo.approver.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto(`${finished}/submit`);
  await expect(
    page.getByText(new RegExp(`^This review by ${escapeRegExp(OWNER)} is finished`)),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole('table', { name: 'Risk table' })).toBeVisible();
  await signOut(page);

  // An admin's Reviews list says what it shows and finds the customer's reviews.
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/user/reports');
  await expect(
    page.getByText(/As an administrator you see the reviews of every customer company/),
  ).toBeVisible();
  const list = page.getByRole('table', { name: 'Reviews' });
  await expect(list.getByText('Finished by Uma')).toBeVisible();
  await expect(list.getByText('Half answered by Uma')).toBeVisible();
  await expectAccessible(page, 'Reviews (admin, every customer)');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
