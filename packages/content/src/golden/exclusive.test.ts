import { type Report, type Rule, SurveyContent } from '@tsr/contract';
import { buildReport, compileContent, prepareStructure } from '@tsr/domain';
import { completeReview, TEST_CONTENT_INPUT, TEST_SCRIPT, testStructure } from '@tsr/domain/testing';
import { describe, expect, it } from 'vitest';
import { exclusiveConflicts, exclusivePairs } from './exclusive';

/**
 * The test structure scored on the test content through the real engine. In it, on Oak Trust
 * (t1): TT-IHT-3 and TT-IHT-1 fire on the trust itself, TT-IHT-CLT for Ann's first settlement,
 * TS-IT-1 for settlor Ann and TS-IHT-5 for settlor Bob; CO-CT-1 fires on Oak Holdings Ltd (c1).
 */
const content = SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
const structure = prepareStructure(testStructure());
const compiled = compileContent(content);
const report: Report = buildReport({
  structure,
  parts: completeReview({ structure, content: compiled }, TEST_SCRIPT).sequence.parts,
  content: compiled,
  report_id: 'test',
  user: 'Golden reviewer',
  user_id: 'golden',
  company: 'Golden cases',
  timestamp: '2026-01-31T12:00:00.000Z',
});

const NAMES: Record<string, string> = {
  'TT-IHT-1': 'UK residential property in the trust',
  'TT-IHT-3': 'Formerly excluded property',
};

/** The test content's rules, named, with `excludes` declared as given. */
function rulesWith(excludes: Record<string, string[]>): Rule[] {
  return content.rules.rules.map((rule) => ({
    ...rule,
    name: NAMES[rule.id] ?? rule.name,
    excludes: excludes[rule.id] ?? [],
  }));
}

const pick = (conflicts: ReturnType<typeof exclusiveConflicts>) =>
  conflicts.map(({ ruleId, otherRuleId, entityId, loopInstances }) => ({
    ruleId,
    otherRuleId,
    entityId,
    loopInstances,
  }));

describe('mutually exclusive rules on a golden structure', () => {
  it('names the structure, both rules and the entity when both fire on it', () => {
    const conflicts = exclusiveConflicts('oak', report, rulesWith({ 'TT-IHT-3': ['TT-IHT-1'] }));
    expect(conflicts).toEqual([
      {
        caseName: 'oak',
        ruleId: 'TT-IHT-3',
        otherRuleId: 'TT-IHT-1',
        entityId: 't1',
        loopInstances: [],
        message:
          "Golden structure 'oak': TT-IHT-3 'Formerly excluded property' and TT-IHT-1 'UK residential property in the trust' both fire on Oak Trust, but TT-IHT-3 excludes TT-IHT-1.",
      },
    ]);
  });

  it('tells a pair declared on both rules once, as declared by the earlier rule', () => {
    const rules = rulesWith({ 'TT-IHT-3': ['TT-IHT-1'], 'TT-IHT-1': ['TT-IHT-3'] });
    const first = rules.findIndex((r) => r.id === 'TT-IHT-1') < rules.findIndex((r) => r.id === 'TT-IHT-3');
    expect(pick(exclusiveConflicts('oak', report, rules))).toEqual([
      {
        ruleId: first ? 'TT-IHT-1' : 'TT-IHT-3',
        otherRuleId: first ? 'TT-IHT-3' : 'TT-IHT-1',
        entityId: 't1',
        loopInstances: [],
      },
    ]);
  });

  it('meets a rule without loop instance with the other on every instance it fired on', () => {
    const [conflict, ...rest] = exclusiveConflicts('oak', report, rulesWith({ 'TT-IHT-1': ['TT-IHT-CLT'] }));
    expect(rest).toEqual([]);
    expect(conflict).toMatchObject({
      ruleId: 'TT-IHT-1',
      otherRuleId: 'TT-IHT-CLT',
      entityId: 't1',
      loopInstances: ['t1/ann/ann-d0'],
    });
    const instanceName = report.table.values['trust.trustees']?.IHT?.loopedValues.find(
      (v) => v.instanceId === 't1/ann/ann-d0',
    )?.instanceName;
    expect(instanceName).toBeTruthy();
    expect(conflict?.message).toContain(`both fire on Oak Trust for ${instanceName}, but`);
  });

  it('finds nothing for looped rules on different instances, or rules on different entities', () => {
    const rules = rulesWith({ 'TS-IT-1': ['TS-IHT-5'], 'TT-IT-1': ['CO-CT-1'] });
    expect(exclusiveConflicts('oak', report, rules)).toEqual([]);
  });

  it('finds looped rules that fired on the same instance, naming only that instance', () => {
    // TS-IHT-5 made to fire for Ann too (by hand: the test content has no such answers).
    const edited = structuredClone(report);
    const cell = edited.table.values['trust.settlor']?.IHT;
    const bob = cell?.explanation.find((e) => e.ruleId === 'TS-IHT-5');
    if (!cell || !bob) throw new Error('the test report changed');
    cell.explanation.push({ ...bob, loopInstance: 't1/ann' });
    const conflicts = exclusiveConflicts('oak', edited, rulesWith({ 'TS-IT-1': ['TS-IHT-5'] }));
    expect(pick(conflicts)).toEqual([
      { ruleId: 'TS-IT-1', otherRuleId: 'TS-IHT-5', entityId: 't1', loopInstances: ['t1/ann'] },
    ]);
  });

  it('ignores rules that did not fire, and ids validation refuses (no such rule, the rule itself)', () => {
    const rules = rulesWith({ 'TT-IHT-1': ['TT-IHT-1', 'NO-SUCH-RULE', 'OLD-1'] });
    expect(exclusivePairs(rules).map(({ rule, other }) => [rule.id, other.id])).toEqual([
      ['TT-IHT-1', 'OLD-1'],
    ]);
    expect(exclusiveConflicts('oak', report, rules)).toEqual([]);
  });
});
