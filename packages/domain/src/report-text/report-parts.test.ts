import type { RemediationUpdate, Report } from '@tsr/contract';
import { reasonKey } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { remediatedReport, updateRemediation } from '../remediation/remediate';
import { buildReport } from '../scoring/report';
import { prepareStructure } from '../structure/prepare';
import { completeReview, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { cellRisks, responseText } from './cell-risks';
import { entityExplanations, reportSummary } from './report-parts';
import { explanationReasons, riskReasons } from './risk-reasons';

const structure = prepareStructure(testStructure());
const content = compileContent(testContent());
const report: Report = buildReport({
  structure,
  parts: completeReview({ structure, content }, TEST_SCRIPT).sequence.parts,
  content,
  report_id: 'r1',
  user: 'ann@oak.example',
  user_id: 'u1',
  company: 'Oak Advisers',
  timestamp: '2026-01-05T10:00:00.000Z',
});

function remediated(marks: RemediationUpdate[]): Report {
  let current = report;
  marks.forEach((update, i) => {
    const result = updateRemediation(current, update, {
      user: 'rita@oak.example',
      timestamp: `2026-02-01T10:00:0${i}.000Z`,
    });
    if (!result.ok) throw new Error(result.error);
    current = result.report;
  });
  return current;
}

const cell = (r: Report, rowId: string, column: string) => {
  const value = r.table.values[rowId]?.[column];
  if (!value) throw new Error(`no cell ${rowId} ${column}`);
  return value;
};

describe('the summary the report page reads first', () => {
  it('has the score, the key facts and every cell of the table as the report has it, without why', () => {
    const summary = reportSummary(report);
    expect(summary).toMatchObject({
      report_id: 'r1',
      score: report.score,
      originalScore: report.originalScore,
      timestamp: report.timestamp,
      user: report.user,
      company: report.company,
    });
    expect(summary.structure).toBe(report.structure);
    expect(summary.table.rows).toEqual(report.table.rows);
    for (const [rowId, row] of Object.entries(report.table.values))
      for (const [column, value] of Object.entries(row)) {
        const { explanation, loopedValues: _, ...shown } = value;
        expect(summary.table.values[rowId]?.[column]).toEqual({ ...shown, findings: explanation.length });
      }
    expect(JSON.stringify(summary)).not.toContain('"explanation"');
    expect(summary.timeline).toBeUndefined();
  });

  it('lists the entities of the responses with how many responses each has', () => {
    const summary = reportSummary(report);
    expect(summary.entities.map((e) => e.id)).toEqual(report.responses.map((e) => e.id));
    const trust = report.responses.find((e) => e.id === 't1');
    const looped = trust?.loopedResponses.reduce((n, l) => n + l.responses.length, 0) ?? 0;
    expect(summary.entities.find((e) => e.id === 't1')).toEqual({
      id: 't1',
      name: 'Oak Trust',
      type: 'trust',
      order: trust?.order,
      responseCount: (trust?.responses.length ?? 0) + looped,
    });
    expect(looped).toBeGreaterThan(0);
  });

  it('of the remediated view has its score, its table with statuses, and its timeline', () => {
    const view = remediatedReport(
      remediated([
        { selector: { entityId: 'c2', responseId: 'r-co-ated-1' }, action: 'resolved', text: 'Sold' },
      ]),
    );
    const summary = reportSummary(view);
    expect(summary.score).toBe(view.score);
    expect(summary.score).toBeLessThan(summary.originalScore);
    expect(summary.table.values['company.company']?.ATED).toMatchObject({
      score: 0,
      remediationStatus: 'resolved',
    });
    expect(summary.timeline).toEqual(view.timeline);
  });
});

describe("an entity's responses, read on their own", () => {
  it('carry every explanation of the table, so each reason is told with its entity', () => {
    const told = new Set(report.responses.flatMap(entityExplanations).map(reasonKey));
    expect([...told].sort()).toEqual(riskReasons(report, content).map(reasonKey).sort());
  });

  it("tell their reasons as the whole report's reasons tell them", () => {
    const all = new Map(riskReasons(report, content).map((r) => [reasonKey(r), r]));
    for (const entity of report.responses)
      for (const reason of explanationReasons(entityExplanations(entity), structure, content))
        expect(reason).toEqual(all.get(reasonKey(reason)));
  });
});

describe('the risks of an opened cell', () => {
  it('are its distinct entity and response pairs, highest first, with text, score and status', () => {
    const marked = remediated([
      { selector: { entityId: 'c1', responseId: 'r-cs-it-1' }, action: 'resolved', text: '' },
    ]);
    const risks = cellRisks(marked, cell(marked, 'trust.settlor', 'IT'));
    expect(risks.map((r) => [r.selector, r.score, r.status, r.explanations.map((e) => e.ruleId)])).toEqual([
      [{ entityId: 't1', responseId: 'r-ts-it-1' }, 85, null, ['TS-IT-1']],
      [{ entityId: 'c1', responseId: 'r-cs-it-1' }, 50, 'resolved', ['CS-IT-1']],
    ]);
    expect(risks[0]?.text).toBe(responseText(marked, { entityId: 't1', responseId: 'r-ts-it-1' }));
    expect(risks[0]?.text).not.toBe('r-ts-it-1');
  });

  it('take the latest status given', () => {
    const marked = remediated([
      { selector: { entityId: 'c2', responseId: 'r-co-ated-1' }, action: 'resolved', text: '' },
      { selector: { entityId: 'c2', responseId: 'r-co-ated-1' }, action: 'unresolved', text: '' },
    ]);
    expect(cellRisks(marked, cell(marked, 'company.company', 'ATED'))[0]?.status).toBe('unresolved');
  });
});
