import { drawOneTrust } from './support/builder';
import { answerToTheEnd } from './support/questionnaire';
import { demo, signIn, signOut } from './support/session';
import { type APIRequestContext, expect, expectAccessible, type Page, test } from './support/test';

// Two structures drawn and a whole questionnaire answered on a shared, loaded machine.
test.setTimeout(480_000);

const BANNER = 'Preview of the unpublished draft';
const PUBLISHED_TITLE = 'Under which law is the trust governed?';
const DRAFT_TITLE = 'E2E draft wording: which law governs the trust?';
const STRUCTURE = 'E2E preview structure';
const REAL_STRUCTURE = 'E2E real structure beside the preview';

interface QuestionsSection {
  revision: number;
  content: { trust?: { pre?: { pages: { elements?: { name: string; title?: string }[] }[] } } };
}

async function signInAs(page: Page, who: { email: string; password: string }) {
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

/** The admin's bearer header, for the editor API (as the survey editor calls it). */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', {
    data: { username: demo.admin.email, password: demo.admin.password },
  });
  return { authorization: `Bearer ${(await login.json()).tokens.id_token as string}` };
}

/** Saves the draft's questions with the first trust question titled `title`; the section before. */
async function retitleTrustQuestion(request: APIRequestContext, title: string): Promise<QuestionsSection> {
  const headers = await adminHeaders(request);
  const draft = (await (
    await request.get('/api/editor/draft/questions', { headers })
  ).json()) as QuestionsSection;
  const content = structuredClone(draft.content);
  const first = content.trust?.pre?.pages[0]?.elements?.[0];
  if (!first) throw new Error('the content has no trust question');
  first.title = title;
  const saved = await request.post('/api/editor/questions/save', {
    headers,
    data: { baseRevision: draft.revision, content },
  });
  expect(saved.status()).toBe(200);
  return draft;
}

test('an admin previews the draft: a changed question, the report, a banner on every screen, no listing', async ({
  page,
}) => {
  const before = await retitleTrustQuestion(page.request, DRAFT_TITLE);
  try {
    await signInAs(page, demo.admin);
    // A real review of the admin's, started beside the preview: the reviews list shows it.
    await drawOneTrust(page, REAL_STRUCTURE);
    await page.getByRole('button', { name: 'Start review' }).click();
    await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
    await expect(page.getByText(PUBLISHED_TITLE)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);

    // The builder in preview mode, with its own draft.
    await drawOneTrust(page, STRUCTURE, '/admin/editor/preview');
    await expect(page.getByRole('heading', { level: 1, name: 'Survey Preview' })).toBeVisible();
    await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
    await expectAccessible(page, 'Survey Preview (builder)');
    await page.getByRole('button', { name: 'Start review' }).click();
    await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);

    // The questionnaire runs on the draft: the new wording, not the published one.
    await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
    await expect(page.getByText(DRAFT_TITLE)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(PUBLISHED_TITLE)).toHaveCount(0);
    await expectAccessible(page, 'Survey Preview (questionnaire)');
    await answerToTheEnd(page);

    await expect(page).toHaveURL(/\/submit$/);
    await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
    await expect(page.getByText(/a preview is not charged/)).toBeVisible();
    await expectAccessible(page, 'Survey Preview (submit)');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review Report' })).toBeVisible();
    await expect(page.getByRole('region', { name: BANNER })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByLabel('Risk score', { exact: true })).toBeVisible();
    await expectAccessible(page, 'Survey Preview (report)');

    // The admin's reviews list (every customer's reviews) does not show the preview.
    await page.goto('/user/reports');
    await expect(page.getByText(REAL_STRUCTURE)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(STRUCTURE, { exact: true })).toHaveCount(0);
    await signOut(page);

    // Anyone else is sent Home from the preview.
    await signInAs(page, demo.user);
    await page.goto('/admin/editor/preview');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Survey Preview' })).toHaveCount(0);
    await expectAccessible(page, 'Home (non-admin sent from the preview)');
  } finally {
    // The draft goes back to its published wording, for the journeys that follow.
    await retitleTrustQuestion(page.request, PUBLISHED_TITLE);
    expect(before.content.trust?.pre?.pages[0]?.elements?.[0]?.title).toBe(PUBLISHED_TITLE);
  }
});
