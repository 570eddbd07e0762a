import type { KeyDate, Report } from '@tsr/contract';
import { portfolioSummary } from '@tsr/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fiftyEntityReview } from '../testing/fifty-entity-review';
import { migrationDatabase } from '../testing/migrations';
import { reportFixture } from '../testing/report-fixture';

/**
 * drizzle/0012 gives the reports made before the portfolio's summary was kept at submit their
 * head_scores and next_key_date, from the stored report, as the domain's portfolioSummary does:
 * checked against it on real reports (the test content's, the content pack's 50-entity one with
 * its key dates) and on the shapes older reports have.
 */
const migration = migrationDatabase('0012');
const { db } = migration;

const COMPANY = '00000000-0000-4000-8000-00000000000a';
const USER = '00000000-0000-4000-8000-0000000000a1';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const keyDate = (due: string, overdue: boolean): KeyDate => ({
  ruleId: 'R',
  entityId: 'e',
  text: `Act by ${due}`,
  due,
  law: 'Some Act',
  overdue,
});

const testContentReport = reportFixture({ today: '05/01/2026' }).report;
const fifty = fiftyEntityReview().report;
/** The reports stored before the migration, by the id of their review and report. */
const stored: [number, unknown][] = [
  [1, testContentReport],
  [2, fifty],
  // A report made before key dates were kept, and one whose key dates are all overdue.
  [3, { ...testContentReport, keyDates: undefined }],
  [4, { ...testContentReport, keyDates: [keyDate('01/02/2024', true), keyDate('31/01/2025', true)] }],
  // Key dates out of order (the report keeps them soonest first; the summary does not rely on it).
  [
    5,
    {
      ...testContentReport,
      keyDates: [keyDate('30/04/2027', false), keyDate('01/01/2025', true), keyDate('29/02/2028', false)],
    },
  ],
  // A table whose rows lack some heads, and one with no rows.
  [
    6,
    {
      ...testContentReport,
      originalTable: {
        ...testContentReport.originalTable,
        values: { a: { IT: { score: 12 } }, b: { CGT: { score: 29 }, IT: { score: 7 } }, c: {} },
      },
    },
  ],
  [7, { ...testContentReport, originalTable: { ...testContentReport.originalTable, values: {} } }],
];

beforeAll(async () => {
  await migration.before();
  await db.exec(`
    insert into companies (id, name) values ('${COMPANY}', 'Alder');
    insert into users (id, email, user_name, company_id) values ('${USER}', 'a1@alder.example', 'A1', '${COMPANY}');
    insert into survey_versions (id, version, status, content) values (1, 1, 'published', '{}');`);
  for (const [n, report] of [...stored, [8, testContentReport] as const]) {
    await db.query(
      `insert into reviews (id, company_id, user_id, survey_version_id, structure_name, structure, prepared, sequence, status)
       values ($1, $2, $3, 1, 'Oak Trust', '{}', '{}', '{"parts":[]}', 'submitted')`,
      [id(n), COMPANY, USER],
    );
    await db.query(
      `insert into reports (id, review_id, company_id, user_id, original, score) values ($1, $1, $2, $3, $4, 50)`,
      [id(n), COMPANY, USER, JSON.stringify(report)],
    );
  }
  // Summed by a newer server before the migration ran: left as it is.
  await db.query(
    `update reports set head_scores = '{"IT":1,"CGT":2,"IHT":3,"CT":4,"ATED":5}', next_key_date = '2030-01-01' where id = $1`,
    [id(8)],
  );
  await migration.apply();
}, 60_000);
afterAll(() => db.close());

async function summaryOf(n: number) {
  const { rows } = await db.query<{ head_scores: unknown; next_key_date: string | null }>(
    `select head_scores, to_char(next_key_date, 'YYYY-MM-DD') as next_key_date from reports where id = $1`,
    [id(n)],
  );
  const [row] = rows;
  return { headScores: row?.head_scores, nextKeyDate: row?.next_key_date ?? null };
}

it('sums every stored report as the domain does at submit', async () => {
  for (const [n, report] of stored) {
    expect(await summaryOf(n), `report ${n}`).toEqual(portfolioSummary(report as Report));
  }
});

it('reads real reports: the highest cell per head, and the soonest key date still due', async () => {
  expect(await summaryOf(1)).toEqual({
    headScores: { IT: 85, CGT: 0, IHT: 90, CT: 70, ATED: 85 },
    nextKeyDate: null,
  });
  // The content pack's 50-entity report has key dates, overdue ones among them.
  const due = (fifty.keyDates ?? []).filter((k) => !k.overdue);
  expect(due.length).toBeGreaterThan(0);
  expect((fifty.keyDates ?? []).some((k) => k.overdue)).toBe(true);
  const [day, month, year] = (due[0]?.due ?? '').split('/');
  expect((await summaryOf(2)).nextKeyDate).toBe(`${year}-${month}-${day}`);
});

it('gives no next key date to a report without key dates or with only overdue ones, 0 to heads with no cell', async () => {
  expect((await summaryOf(3)).nextKeyDate).toBeNull();
  expect((await summaryOf(4)).nextKeyDate).toBeNull();
  expect((await summaryOf(5)).nextKeyDate).toBe('2027-04-30');
  expect((await summaryOf(6)).headScores).toEqual({ IT: 12, CGT: 29, IHT: 0, CT: 0, ATED: 0 });
  expect((await summaryOf(7)).headScores).toEqual({ IT: 0, CGT: 0, IHT: 0, CT: 0, ATED: 0 });
});

it('leaves a report that already has its summary as it is', async () => {
  expect(await summaryOf(8)).toEqual({
    headScores: { IT: 1, CGT: 2, IHT: 3, CT: 4, ATED: 5 },
    nextKeyDate: '2030-01-01',
  });
});
