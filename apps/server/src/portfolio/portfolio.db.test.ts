import {
  type HeadScores,
  PORTFOLIO_MESSAGES,
  type Portfolio,
  type PortfolioQuery,
  routes,
  type StartReviewResponse,
  type SurveyStructure,
} from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../db/schema';
import { CUSTOMER_NOT_FOUND } from '../http/policies';
import { type Person, person } from '../testing/people';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The portfolio (issue 33): a company's saved structures by their latest reports, for account leads
 * (their company) and admins (every company, or one). The structures are built through the API on
 * the test content; each report's score, summary and date are then set to the values a test reads,
 * so that the sorts and filters have something to tell apart.
 */
let t: TestApp;
let lead: Person;
let approver: Person;
let plain: Person;
let admin: Person;
let otherLead: Person;

const COMPANY = 'Portfolio Holdings Ltd';
const OTHER = 'Elsewhere Family Office';

interface Submitted {
  score: number;
  heads: HeadScores;
  nextKeyDate: string | null;
  at: string;
}

const heads = (h: Partial<HeadScores>): HeadScores => ({ IT: 0, CGT: 0, IHT: 0, CT: 0, ATED: 0, ...h });
const named = (name: string): SurveyStructure => ({ ...testStructure(), name });

/**
 * A saved structure of `who`'s company: one review per entry of `submitted`, answered and submitted
 * through the API, its report then given the entry's values; and a review left unanswered.
 */
async function structure(
  who: Person,
  name: string,
  submitted: Submitted[],
  unanswered = false,
): Promise<string> {
  let structureId: string | undefined;
  for (const s of submitted) {
    const body = structureId ? { structure: named(name), structureId } : { structure: named(name) };
    const start = (
      await t.request(routes.startReview, { body, token: who.token })
    ).json<StartReviewResponse>();
    structureId = start.structureId ?? undefined;
    await answerAll(t, who.token, start);
    expect(
      (await t.request(routes.submit, { params: { id: start.reviewId }, token: who.token })).statusCode,
    ).toBe(200);
    await t.database.db
      .update(reports)
      .set({ score: s.score, headScores: s.heads, nextKeyDate: s.nextKeyDate, createdAt: new Date(s.at) })
      .where(eq(reports.reviewId, start.reviewId));
  }
  if (unanswered || !structureId) {
    const body = structureId ? { structure: named(name), structureId } : { structure: named(name) };
    const start = (
      await t.request(routes.startReview, { body, token: who.token })
    ).json<StartReviewResponse>();
    structureId = start.structureId ?? undefined;
  }
  if (!structureId) throw new Error('no saved structure');
  return structureId;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await publishTestContent(t);
  lead = await person(t, COMPANY, { isAccountLead: true });
  approver = await person(t, COMPANY, { isApprover: true });
  plain = await person(t, COMPANY);
  admin = await person(t, 'Portfolio Provider Staff', { isAdmin: true, isApprover: true });
  otherLead = await person(t, OTHER, { isAccountLead: true, isApprover: true });
  ids.alder = await structure(approver, 'Alder Trust', [
    { score: 60, heads: heads({ IT: 60 }), nextKeyDate: '2025-04-30', at: '2025-01-10T12:00:00Z' },
    {
      score: 80.5,
      heads: heads({ IT: 85, IHT: 20 }),
      nextKeyDate: '2026-03-01',
      at: '2026-01-10T12:00:00Z',
    },
  ]);
  ids.birch = await structure(approver, 'birch Foundation', [
    {
      score: 45,
      heads: heads({ IT: 10, CGT: 45, ATED: 5 }),
      nextKeyDate: '2027-01-31',
      at: '2025-06-15T09:00:00Z',
    },
  ]);
  // 23:30 UTC on 30 June is 00:30 on 1 July in the UK (summer time): its last review is on 01/07/2025.
  ids.cedar = await structure(approver, '=Cedar Holdings', [
    { score: 20, heads: heads({ CT: 20 }), nextKeyDate: null, at: '2025-06-30T23:30:00Z' },
  ]);
  ids.damson = await structure(approver, 'Damson Estate', [], true);
  ids.elm = await structure(otherLead, 'Elm Trust', [
    { score: 99, heads: heads({ ATED: 99 }), nextKeyDate: '2026-02-01', at: '2025-11-01T10:00:00Z' },
  ]);
}, 120_000);
afterAll(() => t.close());

const portfolio = (who: Person, query: Partial<PortfolioQuery> = {}) =>
  t.request(routes.portfolio, { query, token: who.token });

async function namesOf(who: Person, query: Partial<PortfolioQuery> = {}): Promise<string[]> {
  const res = await portfolio(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Portfolio>().structures.map((s) => s.name);
}

describe('who may read the portfolio', () => {
  it('refuses a plain user and an approver', async () => {
    for (const who of [plain, approver]) {
      expect((await portfolio(who)).statusCode).toBe(403);
      expect((await t.request(routes.portfolioCsv, { token: who.token })).statusCode).toBe(403);
    }
  });

  it("gives a lead their own company's structures only, and no companies to choose from", async () => {
    const body = (await portfolio(lead)).json<Portfolio>();
    expect(body.structures.map((s) => s.name)).toEqual([
      'Alder Trust',
      'birch Foundation',
      '=Cedar Holdings',
      'Damson Estate',
    ]);
    expect(body.total).toBe(4);
    expect(body.companies).toEqual([]);
    expect(await namesOf(lead, { companyId: lead.companyId })).toHaveLength(4);
    expect(await namesOf(otherLead)).toEqual(['Elm Trust']);
  });

  it('tells a lead naming another company that it does not exist, as the metrics do', async () => {
    const res = await portfolio(lead, { companyId: otherLead.companyId });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(CUSTOMER_NOT_FOUND);
    const csv = await t.request(routes.portfolioCsv, {
      query: { companyId: otherLead.companyId },
      token: lead.token,
    });
    expect(csv.statusCode).toBe(404);
  });

  it('gives an admin every company, or the one named, and the companies with structures', async () => {
    const all = (await portfolio(admin, { limit: 200 })).json<Portfolio>();
    const mine = all.structures.filter((s) => [lead.companyId, otherLead.companyId].includes(s.companyId));
    expect(mine.map((s) => [s.name, s.companyName])).toEqual([
      ['Elm Trust', OTHER],
      ['Alder Trust', COMPANY],
      ['birch Foundation', COMPANY],
      ['=Cedar Holdings', COMPANY],
      ['Damson Estate', COMPANY],
    ]);
    expect(all.companies).toEqual(
      expect.arrayContaining([
        { id: lead.companyId, name: COMPANY },
        { id: otherLead.companyId, name: OTHER },
      ]),
    );
    const names = all.companies.map((c) => c.name);
    expect(names).toEqual([...names].sort());
    expect(await namesOf(admin, { companyId: otherLead.companyId })).toEqual(['Elm Trust']);
  });
});

describe('each structure', () => {
  it('shows its latest score, heat map, trend oldest first, last review, next key date and reviews', async () => {
    const body = (await portfolio(lead)).json<Portfolio>();
    const alder = body.structures.find((s) => s.structureId === ids.alder);
    expect(alder).toEqual({
      structureId: ids.alder,
      name: 'Alder Trust',
      companyId: lead.companyId,
      companyName: COMPANY,
      latestScore: 80.5,
      headScores: { IT: 85, CGT: 0, IHT: 20, CT: 0, ATED: 0 },
      trend: [
        { score: 60, at: '2025-01-10T12:00:00.000Z' },
        { score: 80.5, at: '2026-01-10T12:00:00.000Z' },
      ],
      lastReviewAt: '2026-01-10T12:00:00.000Z',
      nextKeyDate: '2026-03-01',
      reviewCount: 2,
    });
  });

  it('has no score, heat map, trend, review date or key date before its first submit', async () => {
    const body = (await portfolio(lead)).json<Portfolio>();
    expect(body.structures.find((s) => s.structureId === ids.damson)).toMatchObject({
      latestScore: null,
      headScores: null,
      trend: [],
      lastReviewAt: null,
      nextKeyDate: null,
      reviewCount: 1,
    });
  });
});

describe('sorting', () => {
  it('sorts by score, highest first by default, a structure never submitted last either way', async () => {
    expect(await namesOf(lead)).toEqual([
      'Alder Trust',
      'birch Foundation',
      '=Cedar Holdings',
      'Damson Estate',
    ]);
    expect(await namesOf(lead, { sort: 'score', order: 'asc' })).toEqual([
      '=Cedar Holdings',
      'birch Foundation',
      'Alder Trust',
      'Damson Estate',
    ]);
  });

  it('sorts by name whatever its case', async () => {
    expect(await namesOf(lead, { sort: 'name', order: 'asc' })).toEqual([
      '=Cedar Holdings',
      'Alder Trust',
      'birch Foundation',
      'Damson Estate',
    ]);
    expect(await namesOf(lead, { sort: 'name', order: 'desc' })).toEqual([
      'Damson Estate',
      'birch Foundation',
      'Alder Trust',
      '=Cedar Holdings',
    ]);
  });

  it('sorts by last review and by next key date, those without one last, then by name', async () => {
    expect(await namesOf(lead, { sort: 'lastReview', order: 'desc' })).toEqual([
      'Alder Trust',
      '=Cedar Holdings',
      'birch Foundation',
      'Damson Estate',
    ]);
    expect(await namesOf(lead, { sort: 'lastReview', order: 'asc' })).toEqual([
      'birch Foundation',
      '=Cedar Holdings',
      'Alder Trust',
      'Damson Estate',
    ]);
    expect(await namesOf(lead, { sort: 'nextKeyDate', order: 'asc' })).toEqual([
      'Alder Trust',
      'birch Foundation',
      '=Cedar Holdings',
      'Damson Estate',
    ]);
    expect(await namesOf(lead, { sort: 'nextKeyDate', order: 'desc' })).toEqual([
      'birch Foundation',
      'Alder Trust',
      '=Cedar Holdings',
      'Damson Estate',
    ]);
  });

  it('pages, with the total the filters keep, also past the end', async () => {
    const page = (await portfolio(lead, { limit: 2, offset: 2 })).json<Portfolio>();
    expect(page.structures.map((s) => s.name)).toEqual(['=Cedar Holdings', 'Damson Estate']);
    expect(page.total).toBe(4);
    const past = (await portfolio(lead, { limit: 2, offset: 10 })).json<Portfolio>();
    expect(past).toMatchObject({ structures: [], total: 4 });
  });
});

describe('filters', () => {
  it('keeps a latest score at least the minimum', async () => {
    expect(await namesOf(lead, { minScore: 45 })).toEqual(['Alder Trust', 'birch Foundation']);
    expect(await namesOf(lead, { minScore: 80.6 })).toEqual([]);
  });

  it("keeps a tax head's highest cell at least its minimum, any risk in it when none is given", async () => {
    expect(await namesOf(lead, { head: 'CGT' })).toEqual(['birch Foundation']);
    expect(await namesOf(lead, { head: 'IT' })).toEqual(['Alder Trust', 'birch Foundation']);
    expect(await namesOf(lead, { head: 'IT', minHeadScore: 50 })).toEqual(['Alder Trust']);
    // The latest report's heat map counts, not an earlier one's (Alder's first had IT 60, no CT).
    expect(await namesOf(lead, { head: 'CT', minHeadScore: 1 })).toEqual(['=Cedar Holdings']);
  });

  it('refuses a head score without its head, in the words the screen shows', async () => {
    const res = await portfolio(lead, { minHeadScore: 50 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(PORTFOLIO_MESSAGES.headScoreWithoutHead);
    const reversed = await portfolio(lead, { reviewedFrom: '2025-02-01', reviewedTo: '2025-01-01' });
    expect(reversed.json<{ message: string }>().message).toBe(PORTFOLIO_MESSAGES.reviewRangeReversed);
  });

  it('keeps a last review between two UK days, both included', async () => {
    expect(await namesOf(lead, { reviewedFrom: '2025-07-01' })).toEqual(['Alder Trust', '=Cedar Holdings']);
    expect(await namesOf(lead, { reviewedTo: '2025-06-30' })).toEqual(['birch Foundation']);
    expect(await namesOf(lead, { reviewedFrom: '2025-06-15', reviewedTo: '2025-07-01' })).toEqual([
      'birch Foundation',
      '=Cedar Holdings',
    ]);
  });

  it('keeps a next key date before the day given, not on it', async () => {
    expect(await namesOf(lead, { keyDateBefore: '2027-01-31' })).toEqual(['Alder Trust']);
    expect(await namesOf(lead, { keyDateBefore: '2027-02-01' })).toEqual(['Alder Trust', 'birch Foundation']);
  });

  it('combines filters, with the total of those kept', async () => {
    const body = (
      await portfolio(lead, { minScore: 10, head: 'IT', sort: 'name', order: 'asc' })
    ).json<Portfolio>();
    expect(body.structures.map((s) => s.name)).toEqual(['Alder Trust', 'birch Foundation']);
    expect(body.total).toBe(2);
  });
});

describe('the CSV download', () => {
  it('holds every structure the filters keep, sorted, quoted, dates DD/MM/YYYY, formulas defused', async () => {
    const res = await t.request(routes.portfolioCsv, {
      query: { sort: 'name', order: 'asc' },
      token: lead.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('portfolio.csv');
    // Every cell quoted, lines ended as RFC 4180 says; the name starting with = is defused.
    expect(res.body.trimEnd().split('\r\n')).toEqual([
      '"Structure","Company","Latest score","IT","CGT","IHT","CT","ATED","Last review","Next key date","Reviews","Trend (oldest first)"',
      `"'=Cedar Holdings","${COMPANY}","20","0","0","0","20","0","01/07/2025","","1","20 (01/07/2025)"`,
      `"Alder Trust","${COMPANY}","80.5","85","0","20","0","0","10/01/2026","01/03/2026","2","60 (10/01/2025); 80.5 (10/01/2026)"`,
      `"birch Foundation","${COMPANY}","45","10","45","0","0","5","15/06/2025","31/01/2027","1","45 (15/06/2025)"`,
      `"Damson Estate","${COMPANY}","","","","","","","","","1",""`,
    ]);
    expect(res.body.endsWith('\r\n')).toBe(true);
  });

  it('takes the same filters as the page', async () => {
    const res = await t.request(routes.portfolioCsv, { query: { head: 'CGT' }, token: lead.token });
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"birch Foundation",/);
  });

  it("gives an admin another company's structures, and never a lead", async () => {
    const admins = await t.request(routes.portfolioCsv, {
      query: { companyId: otherLead.companyId },
      token: admin.token,
    });
    expect(admins.body.trimEnd().split('\r\n').slice(1)).toEqual([
      `"Elm Trust","${OTHER}","99","0","0","0","0","99","01/11/2025","01/02/2026","1","99 (01/11/2025)"`,
    ]);
    const leads = await t.request(routes.portfolioCsv, { token: lead.token });
    expect(leads.body).not.toContain('Elm Trust');
  });
});
