import type { Comment, Report, RiskChange } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { buildReport } from '../scoring/report';
import { prepareStructure } from '../structure/prepare';
import { completeReview, type Script, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { compareReports } from './report-changes';
import { changedCells, rescoreCells } from './rescore';

/**
 * Two reviews of one structure answered differently: last year's on the test script, this year's
 * with the trustees gone offshore (the settlor-interested income charge TT-IT-1 falls away, the
 * beneficiaries' CGT charge TB-CGT-1 comes in) and Oak Holdings Ltd managed outside the UK
 * (CO-CT-1 falls away).
 */
const structure = prepareStructure(testStructure());
const content = compileContent(testContent());
const report = (script: Script): Report =>
  buildReport({
    structure,
    parts: completeReview({ structure, content }, script).sequence.parts,
    content,
    report_id: 'r',
    user: 'u',
    user_id: 'u',
    company: 'c',
    timestamp: '2026-01-01T00:00:00Z',
  });
const THIS_YEAR: Script = {
  ...TEST_SCRIPT,
  trustees_all_non_uk_resident: 'yes',
  bySubject: { ...TEST_SCRIPT.bySubject, c1: { company_cmc_in_uk: 'no' } },
};
const lastYear = report(TEST_SCRIPT);
const thisYear = report(THIS_YEAR);

const comment = (entityId: string, responseId: string, action: Comment['action'], timestamp: string) => ({
  selector: { entityId, responseId },
  action,
  text: 'done',
  user: 'adviser@example.com',
  timestamp,
});
const named = (risks: RiskChange[]) => risks.map((r) => `${r.title} on ${r.entity}`);

describe('two reports compared', () => {
  it('gives the score then and now, and the cells that went up or down in table order', () => {
    const c = compareReports(lastYear, thisYear);
    expect([c.scoreBefore, c.scoreAfter]).toEqual([lastYear.originalScore, thisYear.originalScore]);
    expect(c.scoreBefore).toBe(91.34);
    expect(c.cells).toEqual([
      {
        rowId: 'trust.trustees',
        rowGroup: 'Trust',
        row: 'Trustees',
        column: 'IT',
        before: 80,
        after: 0,
        direction: 'down',
      },
      {
        rowId: 'trust.beneficiaries',
        rowGroup: 'Trust',
        row: 'Beneficiaries',
        column: 'CGT',
        before: 0,
        after: 80,
        direction: 'up',
      },
      {
        rowId: 'company.company',
        rowGroup: 'Company',
        row: 'Company',
        column: 'CT',
        before: 70,
        after: 0,
        direction: 'down',
      },
    ]);
  });

  it('lists the risks new, gone and still present by entity and response, in the report’s words', () => {
    const c = compareReports(lastYear, thisYear);
    expect(c.newRisks).toEqual([
      {
        selector: { entityId: 't1', responseId: 'r-tb-cgt-1' },
        title: 'TB-CGT-1',
        entity: 'Oak Trust',
        before: null,
        after: 80,
        resolvedLastTime: false,
      },
    ]);
    // Highest score first.
    expect(named(c.goneRisks)).toEqual(['TT-IT-1 on Oak Trust', 'CO-CT-1 on Oak Holdings Ltd']);
    expect(c.goneRisks.map((r) => [r.before, r.after])).toEqual([
      [80, null],
      [70, null],
    ]);
    expect(named(c.unchangedRisks).slice(0, 3)).toEqual([
      'TT-IHT-3 on Oak Trust',
      'CO-ATED-1 on Oak Property Ltd',
      'TS-IT-1 on Oak Trust',
    ]);
    // Every risk of either report is in exactly one list.
    const all = [...c.newRisks, ...c.goneRisks, ...c.unchangedRisks].map(
      (r) => `${r.selector.entityId}|${r.selector.responseId}`,
    );
    expect(new Set(all).size).toBe(all.length);
    expect(c.unchangedRisks.every((r) => r.before !== null && r.after !== null)).toBe(true);
  });

  it('finds nothing changed between a report and itself', () => {
    const c = compareReports(lastYear, lastYear);
    expect(c.cells).toEqual([]);
    expect(c.newRisks).toEqual([]);
    expect(c.goneRisks).toEqual([]);
    expect(c.unchangedRisks.length).toBeGreaterThan(5);
    expect(c.scoreAfter).toBe(c.scoreBefore);
  });

  it('marks a risk resolved last time that is present again, by its latest status only', () => {
    const remediated: Report = {
      ...lastYear,
      comments: [
        // Resolved and found again this year.
        comment('t1', 'r-tt-iht-1', 'resolved', '2025-03-01T10:00:00.000Z'),
        // Resolved, then reopened: its latest status is not resolved.
        comment('c2', 'r-co-ated-1', 'resolved', '2025-03-01T10:00:00.000Z'),
        comment('c2', 'r-co-ated-1', 'unresolved', '2025-04-01T10:00:00.000Z'),
        // Not applicable is not resolved.
        comment('f1', 'r-ff-it-2', 'not applicable', '2025-03-01T10:00:00.000Z'),
        // Resolved and gone this year: gone, not present again.
        comment('c1', 'r-co-ct-1', 'resolved', '2025-03-01T10:00:00.000Z'),
      ],
    };
    const c = compareReports(remediated, thisYear);
    expect(named(c.unchangedRisks.filter((r) => r.resolvedLastTime))).toEqual(['TT-IHT-1 on Oak Trust']);
    expect(c.goneRisks.find((r) => r.selector.responseId === 'r-co-ct-1')?.resolvedLastTime).toBe(false);
    // The earlier report's remediation says only what was resolved: both sides compare as found.
    expect(c.scoreBefore).toBe(lastYear.originalScore);
    expect(c.cells).toEqual(compareReports(lastYear, thisYear).cells);
    // The later report's own remediations mark nothing.
    const later = compareReports(lastYear, {
      ...thisYear,
      comments: [comment('t1', 'r-tt-iht-1', 'resolved', '2026-03-01T10:00:00.000Z')],
    });
    expect(later.unchangedRisks.some((r) => r.resolvedLastTime)).toBe(false);
  });

  it('counts a rule that fired with a score of 0 as no risk', () => {
    const zeroed = structuredClone(thisYear);
    const cell = zeroed.originalTable.values['trust.beneficiaries']?.CGT;
    if (!cell?.explanation[0]) throw new Error('TB-CGT-1 did not fire');
    cell.explanation[0].score = 0;
    expect(compareReports(lastYear, zeroed).newRisks).toEqual([]);
  });

  it('counts a cell one table lacks as 0: listed only against a score', () => {
    const without = structuredClone(lastYear);
    delete without.originalTable.values['company.company'];
    const row = lastYear.originalTable.values['company.company'] ?? {};
    const scored = Object.entries(row).filter(([, cell]) => cell.score > 0);
    expect(scored.length).toBeGreaterThan(0);
    expect(scored.length).toBeLessThan(Object.keys(row).length);
    expect(compareReports(without, lastYear).cells).toEqual(
      scored.map(([column, cell]) =>
        expect.objectContaining({
          rowId: 'company.company',
          column,
          before: null,
          after: cell.score,
          direction: 'up',
        }),
      ),
    );
  });
});

describe('the re-score uses the same comparison', () => {
  it("names the cells that differ with both sides' scores", () => {
    expect(changedCells(lastYear, thisYear)).toEqual(rescoreCells(compareReports(lastYear, thisYear).cells));
    expect(changedCells(lastYear, thisYear)[0]).toEqual({
      rowGroup: 'Trust',
      row: 'Trustees',
      column: 'IT',
      current: 80,
      latest: 0,
    });
  });
});
