import { reportSummary } from '@tsr/domain';
import { responseBlocks } from '@tsr/domain/report-view';
import { describe, expect, it } from 'vitest';
import { cellText, hasExplanation, riskLevel } from '../../shared/risk-level';
import { cleanReport, originalReport } from './report-fixtures';
import { readValue } from './report-format';
import { truncateUser } from './risks';
import { subjectName } from './subject-names';

const summary = reportSummary(originalReport);
const cell = (rowId: string, column: 'IT' | 'CGT' | 'IHT' | 'CT' | 'ATED') => {
  const value = summary.table.values[rowId]?.[column];
  if (!value) throw new Error(`no cell ${rowId} ${column}`);
  return value;
};

describe('risk levels', () => {
  it('are the primer bands: high from 70, medium from 30, low from 1, none at 0', () => {
    expect([100, 70, 69, 30, 29, 1, 0].map(riskLevel)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
      'none',
    ]);
  });
});

describe('cells', () => {
  it('show nothing where no rule can reach them, otherwise their score (0 without a risk)', () => {
    expect(cellText(undefined)).toBe('');
    expect(cellText({ ...cell('trust.settlor', 'IT'), max: 0, score: 0 })).toBe('');
    expect(cellText({ ...cell('trust.settlor', 'IT'), score: 0 })).toBe('0');
    expect(cellText(cell('trust.settlor', 'IT'))).toBe('85');
  });

  it('open an explanation only when a rule fired for them', () => {
    expect(hasExplanation(cell('trust.settlor', 'IT'))).toBe(true);
    expect(hasExplanation({ ...cell('trust.settlor', 'IT'), findings: 0 })).toBe(false);
  });
});

describe('names and values in explanations', () => {
  it('name entities, parties and records from the structure', () => {
    const { structure } = originalReport;
    expect(subjectName(structure, 't1')).toBe('Oak Trust');
    expect(subjectName(structure, 't1/ann')).toBe('Ann (Oak Trust)');
    expect(subjectName(structure, 't1/t1~c1')).toBe('Oak Holdings Ltd (Oak Trust)');
    expect(subjectName(structure, 'zz')).toBe('zz');
  });

  it("read an absent answer as 'unanswered'", () => {
    expect(readValue(undefined)).toBe('unanswered');
    expect(readValue('yes')).toBe('yes');
    expect(readValue(['a', 'b'])).toBe('a, b');
    expect(readValue(60)).toBe('60');
    expect(readValue('')).toBe('empty');
  });

  it('cut the timeline user at 30 characters', () => {
    expect(truncateUser('x'.repeat(45))).toBe('x'.repeat(30));
    expect(truncateUser('short@example.com')).toBe('short@example.com');
  });
});

describe('responses in order', () => {
  it('put group and subgroup headings before their first response, then looped subgroups per instance', () => {
    const trust = originalReport.responses.find((e) => e.id === 't1');
    if (!trust) throw new Error('no trust responses');
    const blocks = responseBlocks(trust);
    expect(
      blocks.slice(0, 3).map((b) => (b.kind === 'response' ? b.response.id : `${b.kind}:${b.text}`)),
    ).toEqual(['heading:Trust', 'heading:Overview', 'r-trust-heading']);
    const loops = blocks.filter((b) => b.kind === 'loop').map((b) => (b.kind === 'loop' ? b.text : ''));
    expect(loops).toEqual(trust.loopedResponses.map((l) => `Settlors: ${l.instanceName}`));
  });

  it('are empty for a report without responses', () => {
    const entity = cleanReport.responses[0];
    if (!entity) throw new Error('no responses');
    expect(responseBlocks({ ...entity, responses: [], loopedResponses: [] })).toEqual([]);
  });
});
