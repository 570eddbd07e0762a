import { readFileSync } from 'node:fs';
import { GOLDEN_CASES } from '@tsr/content/golden';
import {
  apiPath,
  type NextResponse,
  type Part,
  type Report,
  routes,
  type StartReviewResponse,
  type SurveyJson,
  shownScore,
  TAX_HEADS,
  type TaxHead,
  type UserList,
} from '@tsr/contract';
import { answerPart } from '@tsr/domain/testing';
import { temporaryPasswordFromMail } from './support/mailbox';
import { demo, signIn } from './support/session';
import { type APIRequestContext, expect, expectAccessible, type Page, test } from './support/test';

test.setTimeout(300_000);

const PHONE = { width: 390, height: 844 };

/**
 * The portfolio (issue 33): an account lead of a company of its own (so that no other journey's
 * structures are in it) with three saved structures, each reviewed and submitted through the API
 * with a golden case's structure and answers of the content pack: a high score with a London flat
 * (ATED), one with capital gains risk only, and a low one. The lead sees the three with their
 * scores and heat maps, sorts them by score, filters by a tax head, downloads the CSV and reads it
 * back, on a phone too, and opens a structure from its row.
 */
const CASES = [
  ['Aurora Trust', 'aurora-trust-london-flat'],
  ['Oakridge Holdings', 'oakridge-individual-above-two-companies'],
  ['Rowan Joint Venture', 'rowan-minority-joint-venture'],
] as const;

interface Built {
  name: string;
  score: number;
  heads: Record<TaxHead, number>;
}

async function post(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const res = await request.post(path, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await post(request, routes.login.path, { username: email, password });
  return (await res.json()).tokens.id_token as string;
}

/** A new company's account lead, made by the demo admin, who has set their own password. */
async function newLead(request: APIRequestContext, company: string) {
  const email = `portfolio.lead.${Date.now()}@portfolio.example`;
  const password = 'Portfolio-lead-2026';
  const admin = await tokenOf(request, demo.admin.email, demo.admin.password);
  const since = Date.now();
  await post(request, routes.createUser.path, { name: 'Portfolio Lead', email, company }, admin);
  const list = (await (
    await request.get(routes.userList.path, { headers: { authorization: `Bearer ${admin}` } })
  ).json()) as UserList;
  const user = list.userList.flatMap((c) => c.Users).find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  const body = { name: 'Portfolio Lead', is_account_lead: true };
  const made = await request.put(apiPath(routes.updateUser, { params: { id: user.user_id }, body }), {
    data: body,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const temporary = await temporaryPasswordFromMail(email, since);
  const first = await post(request, routes.login.path, { username: email, password: temporary });
  await post(request, routes.newPassword.path, {
    session: (await first.json()).session,
    new_password: password,
  });
  return { email, password };
}

/**
 * A golden case's structure under `name`, started, answered part by part with the case's script and
 * submitted by the lead; its report's score and highest cell per tax head, as the report says them.
 */
async function submitted(request: APIRequestContext, token: string, name: string, caseName: string) {
  const golden = GOLDEN_CASES.find((c) => c.name === caseName);
  if (!golden) throw new Error(`no golden case ${caseName}`);
  const start = (await (
    await post(request, routes.startReview.path, { structure: { ...golden.structure, name } }, token)
  ).json()) as StartReviewResponse;
  let part: Part | null = start.part;
  let questions: SurveyJson | null = start.questions;
  while (part) {
    const body = { part: { id: part.id, answers: answerPart(golden.script, part, questions as SurveyJson) } };
    const next = (await (
      await post(request, apiPath(routes.next, { params: { id: start.reviewId }, body }), body, token)
    ).json()) as NextResponse;
    if (next.finished) break;
    part = next.part;
    questions = next.questions;
  }
  await post(request, apiPath(routes.submit, { params: { id: start.reviewId } }), {}, token);
  const report = (await (
    await request.get(apiPath(routes.report, { params: { id: start.reviewId }, query: {} }), {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as Report;
  const heads = Object.fromEntries(
    TAX_HEADS.map((head) => [
      head,
      Math.max(...Object.values(report.originalTable.values).map((cells) => cells[head]?.score ?? 0)),
    ]),
  ) as Record<TaxHead, number>;
  return { name, score: report.originalScore, heads };
}

/** The table's rows as their cells' texts: structure, score, IT, CGT, IHT, CT, ATED. */
async function rows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Portfolio' });
  await expect(table).toBeVisible();
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 7).map((td) => td.textContent ?? '')),
    );
}

const rowOf = (b: Built) => [
  b.name,
  String(shownScore(b.score)),
  ...TAX_HEADS.map((h) => String(b.heads[h])),
];

test('an account lead sees their structures with scores and heat maps, sorts, filters and downloads the CSV', async ({
  page,
  request,
}) => {
  const lead = await newLead(request, `Portfolio Journey ${Date.now()}`);
  const token = await tokenOf(request, lead.email, lead.password);
  const built: Built[] = [];
  for (const [name, caseName] of CASES) built.push(await submitted(request, token, name, caseName));
  const byScore = [...built].sort((a, b) => b.score - a.score);
  // The cases differ where the journey looks: one has an ATED risk of 50 or more, not all of them do.
  const withAted = built.filter((b) => b.heads.ATED >= 50);
  expect(withAted.length).toBeGreaterThan(0);
  expect(withAted.length).toBeLessThan(built.length);

  await signIn(page, lead.email, lead.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  // Highest score first, each with its heat map's five numbers.
  await expect.poll(() => rows(page)).toEqual(byScore.map(rowOf));
  await expect(page.getByRole('status')).toHaveText('3 structures');
  await expectAccessible(page, 'Portfolio');

  // Score again: lowest first; and back.
  await page.getByRole('button', { name: 'Score' }).click();
  await expect.poll(() => rows(page)).toEqual([...byScore].reverse().map(rowOf));
  await page.getByRole('button', { name: 'Score' }).click();
  await expect.poll(() => rows(page)).toEqual(byScore.map(rowOf));

  // A tax head with its minimum: only the structures with an ATED risk of 50 or more.
  await page.getByRole('combobox', { name: 'Tax head' }).click();
  await page.getByRole('option', { name: 'ATED' }).click();
  await page.getByRole('textbox', { name: 'Tax head score at least' }).fill('50');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect.poll(() => rows(page)).toEqual(byScore.filter((b) => b.heads.ATED >= 50).map(rowOf));
  await expectAccessible(page, 'Portfolio (filtered by a tax head)');

  // The CSV holds what the filters keep, in the order shown, and reads back.
  const [filtered] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(filtered.suggestedFilename()).toBe('portfolio.csv');
  const filteredLines = readFileSync(await filtered.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(filteredLines[0]).toBe(
    '"Structure","Company","Latest score","IT","CGT","IHT","CT","ATED","Last review","Next key date","Reviews","Trend (oldest first)"',
  );
  expect(filteredLines.slice(1).map((line) => line.split('","')[0]?.slice(1))).toEqual(
    byScore.filter((b) => b.heads.ATED >= 50).map((b) => b.name),
  );
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => rows(page)).toEqual(byScore.map(rowOf));
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const cells = readFileSync(await all.path(), 'utf8')
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.slice(1, -1).split('","'));
  expect(cells.map((c) => [c[0], Number(c[2]), ...TAX_HEADS.map((_, i) => Number(c[3 + i]))])).toEqual(
    byScore.map((b) => [b.name, b.score, ...TAX_HEADS.map((h) => b.heads[h])]),
  );
  // Each was reviewed today (DD/MM/YYYY) once.
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date());
  for (const c of cells) expect([c[8], c[10]]).toEqual([today, '1']);

  // On a phone only the table's own box scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('table', { name: 'Portfolio' })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  await expect(page.getByRole('region', { name: 'Portfolio, scrolls sideways' })).toBeVisible();
  await expectAccessible(page, 'Portfolio (phone)');

  // A row opens its structure's screen.
  const top = byScore[0] as Built;
  await page.getByRole('link', { name: top.name }).click();
  await expect(page).toHaveURL(/\/structures\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: top.name })).toBeVisible();
  // And back: the portfolio as it was left.
  await page.goBack();
  await expect.poll(() => rows(page)).toEqual(byScore.map(rowOf));
});
