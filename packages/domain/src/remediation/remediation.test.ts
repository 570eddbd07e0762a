import type { RemediationUpdate, Report } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { buildReport } from '../scoring/report';
import { prepareStructure } from '../structure/prepare';
import { completeReview, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import {
  type RemediationResult,
  remediate,
  remediatedReport,
  resetRemediation,
  risksOf,
  timeline,
  updateRemediation,
} from './remediate';

const structure = prepareStructure(testStructure());
const content = compileContent(testContent());
const original: Report = buildReport({
  structure,
  parts: completeReview({ structure, content }, TEST_SCRIPT).sequence.parts,
  content,
  report_id: 'r1',
  user: 'Ann Admin',
  user_id: 'u1',
  company: 'Oak Advisers',
  timestamp: '2026-01-05T10:00:00.000Z',
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
deepFreeze(original);

function ok(result: RemediationResult): Report {
  if (!result.ok) throw new Error(result.error);
  return result.report;
}

let clock = 0;
function comment(report: Report, update: RemediationUpdate, user = 'Rita Remediator'): Report {
  clock += 1;
  return ok(
    updateRemediation(report, update, {
      user,
      timestamp: `2026-02-01T10:00:${String(clock).padStart(2, '0')}.000Z`,
    }),
  );
}
const resolve = (
  report: Report,
  entityId: string,
  responseId: string,
  action: RemediationUpdate['action'] = 'resolved',
) => comment(report, { selector: { entityId, responseId }, action, text: `${action} ${responseId}` });

describe('remediation', () => {
  it('without comments the remediated view is the original', () => {
    const view = remediate(original);
    expect(view.table).toEqual(original.originalTable);
    expect(view.score).toBe(original.originalScore);
    expect(view.timeline).toEqual([]);
  });

  it('a resolved risk no longer counts; the cell still names it, with its status', () => {
    const report = resolve(original, 'c2', 'r-co-ated-1');
    const { table, score } = remediate(report);
    expect(table.values['company.company']?.ATED).toMatchObject({
      score: 0,
      max: 85,
      responseId: 'r-co-ated-1',
      entityId: 'c2',
      remediationStatus: 'resolved',
    });
    expect(score).toBeLessThan(original.originalScore);
    expect(report.originalTable).toBe(original.originalTable);
  });

  it('not applicable counts as resolved; a later unresolved comment brings the risk back', () => {
    const na = resolve(original, 'c2', 'r-co-ated-1', 'not applicable');
    expect(remediate(na).table.values['company.company']?.ATED?.score).toBe(0);
    const back = resolve(na, 'c2', 'r-co-ated-1', 'unresolved');
    expect(remediate(back).table.values['company.company']?.ATED).toMatchObject({
      score: 85,
      remediationStatus: 'unresolved',
    });
    expect(remediate(back).score).toBe(original.originalScore);
  });

  it('a cell falls to its next present risk; a looped value is present while any instance is', () => {
    const first = resolve(original, 't1', 'r-ts-it-1');
    const cell = remediate(first).table.values['trust.settlor']?.IT;
    expect(cell).toMatchObject({
      score: 50,
      responseId: 'r-cs-it-1',
      entityId: 'c1',
      remediationStatus: null,
    });
    expect(cell?.loopedValues.find((v) => v.instanceId === 't1/ann')).toMatchObject({
      score: 0,
      responseId: 'r-ts-it-1',
      remediationStatus: 'resolved',
    });
    const both = resolve(first, 'c1', 'r-cs-it-1');
    expect(remediate(both).table.values['trust.settlor']?.IT?.score).toBe(0);

    // Over settlors: two instances share one risk (c2, r-os-it-1); the cell stays present until it is resolved.
    const over = remediate(original).table.values['company.over-settlors']?.IT;
    expect(over?.loopedValues.filter((v) => v.score > 0).map((v) => v.instanceId)).toEqual([
      't1/ann',
      't1/t1~c1~cara',
    ]);
    expect(
      remediate(resolve(original, 'c2', 'r-os-it-1')).table.values['company.over-settlors']?.IT?.score,
    ).toBe(0);
  });

  it('resolving every risk gives 0; resetting gives the original back', () => {
    let report = original;
    for (const risk of risksOf(original)) report = resolve(report, risk.entityId, risk.responseId);
    expect(remediate(report).score).toBe(0);
    const reset = resetRemediation(report);
    expect(reset.comments).toEqual([]);
    expect(remediate(reset).score).toBe(original.originalScore);
    expect(reset.table).toEqual(original.originalTable);
  });

  it('refuses a comment on something that is not a risk of the report', () => {
    expect(
      updateRemediation(
        original,
        { selector: { entityId: 't1', responseId: 'r-co-ct-1' }, action: 'resolved', text: '' },
        { user: 'x', timestamp: 't' },
      ),
    ).toEqual({ ok: false, error: "There is no risk 'r-co-ct-1' on entity 't1' in this report" });
  });

  it('gives the timeline oldest first, with the risk text and the user cut to 30 characters', () => {
    const a = comment(
      original,
      {
        selector: { entityId: 'c1', responseId: 'r-co-ct-1' },
        action: 'resolved',
        text: 'Board minutes moved to Jersey',
      },
      'A very long user name, longer than thirty characters',
    );
    const b = comment(a, {
      selector: { entityId: 'c2', responseId: 'r-co-ated-1' },
      action: 'not applicable',
      text: 'Let at market rent',
    });
    expect(timeline(b).map(({ issue, action, notes, user }) => ({ issue, action, notes, user }))).toEqual([
      {
        issue: 'Central management and control in the UK: the company may be UK resident.',
        action: 'resolved',
        notes: 'Board minutes moved to Jersey',
        user: 'A very long user name, longer ',
      },
      {
        issue: 'A connected person occupies the enveloped dwelling: ATED reliefs are denied.',
        action: 'not applicable',
        notes: 'Let at market rent',
        user: 'Rita Remediator',
      },
    ]);
    expect(timeline(b)[0]?.user).toHaveLength(30);
  });

  it('never changes the original report (it is frozen here: any write would throw)', () => {
    const report = resolve(original, 'c2', 'r-co-ated-1');
    const view = remediatedReport(report);
    expect(view.originalTable).toEqual(original.originalTable);
    expect(view.originalScore).toBe(original.originalScore);
    expect(view.score).toBeLessThan(view.originalScore);
    expect(original.comments).toEqual([]);
    expect(report.comments).toHaveLength(1);
  });
});
