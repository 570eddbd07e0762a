import type { CellValue, KeyDate, Report, ReportTable, RuleAction, SurveyContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { remediatedReport, updateRemediation } from '../remediation/remediate';
import { prepareStructure } from '../structure/prepare';
import { completeReview, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { portfolioSummary } from './portfolio-summary';
import { buildReport } from './report';

const structure = prepareStructure(testStructure());

function reportOn(content: SurveyContent, today: string): Report {
  const compiled = compileContent(content);
  return buildReport({
    structure,
    parts: completeReview({ structure, content: compiled, today }, TEST_SCRIPT).sequence.parts,
    content: compiled,
    today,
    report_id: 'r1',
    user: 'Ann Admin',
    user_id: 'u1',
    company: 'Oak Advisers',
    timestamp: '2026-01-05T10:00:00.000Z',
  });
}

const cell = (score: number): CellValue => ({
  max: 100,
  score,
  responseId: null,
  entityId: null,
  remediationStatus: null,
  isLooped: false,
  loopedValues: [],
  explanation: [],
});

const tableOf = (values: ReportTable['values']): ReportTable => ({
  rowGroups: [],
  rows: [],
  columns: ['IT', 'CGT', 'IHT', 'CT', 'ATED'],
  values,
});

const keyDate = (due: string, overdue: boolean): KeyDate => ({
  ruleId: 'R',
  entityId: 'e',
  text: `Act by ${due}`,
  due,
  law: 'Some Act',
  overdue,
});

describe('the portfolio summary of a report', () => {
  it("takes each tax head's highest cell over the rows of the test content's report", () => {
    // The golden worked example of docs/scoring.md: IT's highest is the settlor's 85 (the
    // trustees' 80 is lower), IHT's the trustees' 90, CT the company's 70, ATED its 85; no CGT rule fires.
    const summary = portfolioSummary(reportOn(testContent(), '05/01/2026'));
    expect(summary.headScores).toEqual({ IT: 85, CGT: 0, IHT: 90, CT: 70, ATED: 85 });
    expect(summary.nextKeyDate).toBeNull();
  });

  it('reads the original table, so remediation never changes it', () => {
    const report = reportOn(testContent(), '05/01/2026');
    const trustees = report.originalTable.values['trust.trustees']?.IHT;
    const resolved = updateRemediation(
      report,
      {
        selector: { entityId: trustees?.entityId ?? '', responseId: trustees?.responseId ?? '' },
        action: 'resolved',
        text: 'Settled',
      },
      { user: 'Ann', timestamp: '2026-01-06T10:00:00.000Z' },
    );
    if (!resolved.ok) throw new Error('not remediated');
    const remediated = remediatedReport(resolved.report);
    // The remediated table's IHT falls to the trustees' next rule, 75; the portfolio keeps the original 90.
    expect(Math.max(...Object.values(remediated.table.values).map((c) => c.IHT?.score ?? 0))).toBe(75);
    expect(portfolioSummary(remediated).headScores.IHT).toBe(90);
  });

  it('counts a head no row has a cell for as 0, and reads every row the values hold', () => {
    const summary = portfolioSummary({
      originalTable: tableOf({
        a: { IT: cell(12), IHT: cell(3) },
        b: { IT: cell(40), CGT: cell(29) },
        c: {},
      }),
    });
    expect(summary.headScores).toEqual({ IT: 40, CGT: 29, IHT: 3, CT: 0, ATED: 0 });
  });

  it('gives the soonest key date not overdue, whatever their order, as a SQL date', () => {
    const summary = portfolioSummary({
      originalTable: tableOf({}),
      keyDates: [
        keyDate('30/04/2026', false),
        keyDate('31/01/2025', true),
        keyDate('15/03/2026', false),
        keyDate('01/01/2024', true),
      ],
    });
    expect(summary.nextKeyDate).toBe('2026-03-15');
  });

  it('has no next key date when every one is overdue, or the report kept none', () => {
    const overdue = [keyDate('31/01/2025', true)];
    expect(portfolioSummary({ originalTable: tableOf({}), keyDates: overdue }).nextKeyDate).toBeNull();
    expect(portfolioSummary({ originalTable: tableOf({}), keyDates: [] }).nextKeyDate).toBeNull();
    expect(portfolioSummary({ originalTable: tableOf({}) }).nextKeyDate).toBeNull();
  });

  it("agrees with the report's own key dates: one due on the as-at date is not overdue", () => {
    const actions: Record<string, RuleAction[]> = {
      // Oak Trust was first settled on 01/06/2010: its ten-year anniversary falls on 01/06/2020,
      // before the as-at date, and the next on 01/06/2030 is after it.
      'TT-IHT-1': [
        { text: 'Last ten-year charge', due: "'01/06/2020'", law: 'IHTA 1984 s.64' },
        { text: 'Review on the as-at date', due: "'05/01/2026'", law: 'IHTA 1984 s.64' },
        {
          text: 'Next ten-year charge',
          due: 'nextAnniversary({first_settlement}, 10)',
          law: 'IHTA 1984 s.64',
        },
      ],
    };
    const content = testContent();
    const report = reportOn(
      {
        ...content,
        rules: {
          ...content.rules,
          rules: content.rules.rules.map((rule) => ({ ...rule, actions: actions[rule.id] ?? [] })),
        },
      },
      '05/01/2026',
    );
    expect(report.keyDates?.map((k) => [k.due, k.overdue])).toEqual([
      ['01/06/2020', true],
      ['05/01/2026', false],
      ['01/06/2030', false],
    ]);
    expect(portfolioSummary(report).nextKeyDate).toBe('2026-01-05');
  });
});
