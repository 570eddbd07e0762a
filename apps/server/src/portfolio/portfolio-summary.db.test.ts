import { defaultSurveyContent } from '@tsr/content';
import { type Portfolio, type Report, type ReportKeyDates, routes, TAX_HEADS } from '@tsr/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../db/schema';
import { publishVersion } from '../survey/survey-store';
import { type Person, person } from '../testing/people';
import { submittedGolden } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The portfolio's summary is kept beside each report when it is made (submit) and made again
 * (an admin's resubmit): on the content pack's Aurora trust with its London flat, whose report has
 * risks under several tax heads and key dates, overdue ones among them.
 */
let t: TestApp;
let owner: Person;
let lead: Person;
let admin: Person;
let reviewId = '';

beforeAll(async () => {
  t = await createTestApp();
  await publishVersion(t.database.db, defaultSurveyContent());
  owner = await person(t, 'Summary Advisers', { isApprover: true });
  lead = await person(t, 'Summary Advisers', { isAccountLead: true });
  admin = await person(t, 'Summary Provider', { isAdmin: true });
  reviewId = await submittedGolden(t, owner.token, 'aurora-trust-london-flat');
}, 120_000);
afterAll(() => t.close());

async function storedRow() {
  const [row] = await t.database.db
    .select({ original: reports.original, headScores: reports.headScores, nextKeyDate: reports.nextKeyDate })
    .from(reports)
    .where(eq(reports.reviewId, reviewId));
  if (!row) throw new Error('no report');
  return row;
}

/** dd/mm/yyyy as a SQL date. */
const isoOf = (date: string) => date.split('/').reverse().join('-');

describe('the summary kept with a report', () => {
  it("is the original table's highest cell per tax head and the soonest key date not overdue, at submit", async () => {
    const row = await storedRow();
    const table = (row.original as Report).originalTable;
    const highest = Object.fromEntries(
      TAX_HEADS.map((head) => [
        head,
        Math.max(...Object.values(table.values).map((cells) => cells[head]?.score ?? 0)),
      ]),
    );
    expect(row.headScores).toEqual(highest);
    expect(Object.values(highest).filter((score) => score > 0).length).toBeGreaterThan(1);

    // The key dates as the report page reads them: overdue ones are passed over.
    const { keyDates } = (
      await t.request(routes.reportKeyDates, { params: { id: reviewId }, token: owner.token })
    ).json<ReportKeyDates>();
    expect(keyDates.some((k) => k.overdue)).toBe(true);
    const due = keyDates.filter((k) => !k.overdue).map((k) => isoOf(k.due));
    expect(due.length).toBeGreaterThan(0);
    expect(row.nextKeyDate).toBe([...due].sort()[0]);

    // And the portfolio shows them.
    const [entry] = (await t.request(routes.portfolio, { token: lead.token })).json<Portfolio>().structures;
    expect(entry).toMatchObject({ headScores: highest, nextKeyDate: row.nextKeyDate });
  });

  it('is made again when an admin resubmits the review', async () => {
    const before = await storedRow();
    await t.database.db
      .update(reports)
      .set({ headScores: { IT: 1, CGT: 1, IHT: 1, CT: 1, ATED: 1 }, nextKeyDate: '1999-01-01' })
      .where(eq(reports.reviewId, reviewId));
    const res = await t.request(routes.resubmit, { params: { id: reviewId }, token: admin.token });
    expect(res.statusCode).toBe(200);
    const after = await storedRow();
    expect(after.headScores).toEqual(before.headScores);
    expect(after.nextKeyDate).toBe(before.nextKeyDate);
  });
});
