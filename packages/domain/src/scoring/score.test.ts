import type { Comment, Explanation, TaxHead } from '@tsr/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { statusesFrom } from '../remediation/remediate';
import { prepareStructure } from '../structure/prepare';
import { completeReview, type Script, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { isPresent, NO_STATUS } from './cells';
import { scoreReview } from './report';
import { cellKey, type Finding, type RuleRun } from './rules';
import { overallScore, weightedMax } from './score';
import { buildTable, remediateTable, tableLayout } from './table';

const RUNS = { numRuns: 300 };
const layout = tableLayout();

// ---------- synthetic rule runs: any findings in any cells ----------

const findingArb: fc.Arbitrary<Finding> = fc
  .record({
    row: fc.constantFrom(...layout.rows.map((r) => r.id)),
    column: fc.constantFrom(...(layout.columns as TaxHead[])),
    rule: fc.integer({ min: 0, max: 9 }),
    entity: fc.integer({ min: 0, max: 3 }),
    response: fc.integer({ min: 0, max: 5 }),
    score: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(0)),
    instance: fc.option(fc.integer({ min: 0, max: 2 })),
  })
  .map(({ row, column, rule, entity, response, score, instance }) => ({
    row,
    column,
    explanation: {
      ruleId: `R${rule}`,
      ruleName: `R${rule}`,
      logic: 'true',
      score,
      entityId: `e${entity}`,
      responseId: `p${response}`,
      ...(instance === null ? {} : { loopInstance: `i${instance}` }),
      reads: [],
    },
  }));

function run(findings: readonly Finding[]): RuleRun {
  const max = new Map<string, number>();
  const instances = new Map<string, { instanceId: string; instanceName: string; entityId: string }[]>();
  const looped = new Set<string>();
  for (const { row, column, explanation } of findings) {
    const key = cellKey(row, column);
    max.set(key, Math.max(max.get(key) ?? 0, explanation.score));
    if (explanation.loopInstance) {
      looped.add(key);
      const list = instances.get(key) ?? [];
      if (!list.some((i) => i.instanceId === explanation.loopInstance && i.entityId === explanation.entityId))
        list.push({
          instanceId: explanation.loopInstance,
          instanceName: explanation.loopInstance,
          entityId: explanation.entityId,
        });
      instances.set(key, list);
    }
  }
  return { findings, instances, max, looped, errors: [], keyDates: [] };
}

const commentArb: fc.Arbitrary<Comment> = fc
  .record({
    entity: fc.integer({ min: 0, max: 3 }),
    response: fc.integer({ min: 0, max: 5 }),
    action: fc.constantFrom('unresolved' as const, 'resolved' as const, 'not applicable' as const),
    second: fc.integer({ min: 0, max: 59 }),
  })
  .map(({ entity, response, action, second }) => ({
    selector: { entityId: `e${entity}`, responseId: `p${response}` },
    text: '',
    user: 'u',
    action,
    timestamp: `2026-01-01T00:00:${String(second).padStart(2, '0')}.000Z`,
  }));

const scoreOf = (findings: readonly Finding[], comments: readonly Comment[] = []) =>
  overallScore(remediateTable(buildTable(run(findings)), statusesFrom(comments)));

const anyPresent = (findings: readonly Finding[], comments: readonly Comment[]) => {
  const status = statusesFrom(comments);
  return findings.some((f) => isPresent(f.explanation as Explanation, status));
};

describe('overall score properties (docs/scoring.md)', () => {
  it('stays within 0..100', () => {
    fc.assert(
      fc.property(
        fc.array(findingArb, { maxLength: 60 }),
        fc.array(commentArb, { maxLength: 10 }),
        (findings, comments) => {
          const score = scoreOf(findings, comments);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        },
      ),
      RUNS,
    );
  });

  it('is 0 exactly when no risk is present', () => {
    fc.assert(
      fc.property(
        fc.array(findingArb, { maxLength: 40 }),
        fc.array(commentArb, { maxLength: 12 }),
        (findings, comments) => {
          expect(scoreOf(findings, comments) === 0).toBe(!anyPresent(findings, comments));
        },
      ),
      RUNS,
    );
  });

  it('never rises when a risk is marked resolved or not applicable', () => {
    fc.assert(
      fc.property(
        fc.array(findingArb, { maxLength: 40 }),
        fc.array(commentArb, { maxLength: 8 }),
        commentArb,
        fc.constantFrom('resolved' as const, 'not applicable' as const),
        (findings, comments, extra, action) => {
          const later = { ...extra, action, timestamp: '2026-12-31T00:00:00.000Z' };
          expect(scoreOf(findings, [...comments, later])).toBeLessThanOrEqual(scoreOf(findings, comments));
        },
      ),
      RUNS,
    );
  });

  it('never falls when a further rule fires', () => {
    fc.assert(
      fc.property(
        fc.array(findingArb, { maxLength: 40 }),
        findingArb,
        fc.array(commentArb, { maxLength: 8 }),
        (findings, extra, comments) => {
          expect(scoreOf([...findings, extra], comments)).toBeGreaterThanOrEqual(scoreOf(findings, comments));
        },
      ),
      RUNS,
    );
  });

  it('weightedMax: the worst cell is the floor, all cells at 100 give 100', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 45, maxLength: 45 }), (scores) => {
        const score = weightedMax(scores);
        expect(score).toBeGreaterThanOrEqual(Math.max(...scores));
        expect(score).toBeLessThanOrEqual(100);
      }),
      RUNS,
    );
    expect(weightedMax(Array(45).fill(100))).toBe(100);
    expect(weightedMax([80, 60, ...Array(43).fill(0)])).toBe(80.27);
  });
});

describe('end to end on the test content', () => {
  const structure = prepareStructure(testStructure());
  const content = compileContent(testContent());
  const context = { structure, content };
  const yn = fc.constantFrom('yes', 'no', 'unknown');
  const scriptArb: fc.Arbitrary<Script> = fc.record({
    trust_type: fc.constantFrom('discretionary', 'bare_or_nominee'),
    trustees_all_non_uk_resident: yn,
    trust_uk_residential_property: fc.constantFrom('none', 'direct', 'via_company'),
    benefits_to_uk_beneficiaries: yn,
    trust_iht_returns_filed: yn,
    settlor_uk_resident_current: yn,
    settlor_or_spouse_can_benefit: yn,
    settlement_value_gbp: fc.integer({ min: 0, max: 1_000_000 }),
    company_cmc_in_uk: yn,
    company_uk_residential_property: yn,
    company_dwelling_use: fc.constantFrom('let_to_unconnected', 'occupied_by_connected'),
    cs_settlement_purpose: fc.constantFrom('commercial', 'bounty'),
    shareholder_uk_resident: yn,
    shareholding_pct: fc.integer({ min: 0, max: 100 }),
    foundation_council_uk_resident_majority: yn,
    founder_uk_resident_current: yn,
  });

  it('any answers give a deterministic score within 0..100 that resolving everything brings to 0', () => {
    fc.assert(
      fc.property(scriptArb, (script) => {
        const answers = new Map(
          [...completeReview(context, script).sequence.parts].map((p) => [p.subjectId, p.answers] as const),
        );
        const merged = new Map<string, Record<string, unknown>>();
        for (const [id, a] of answers) merged.set(id, { ...(merged.get(id) ?? {}), ...a });
        const scoring = scoreReview(structure, merged, content);
        expect(scoring.score).toBeGreaterThanOrEqual(0);
        expect(scoring.score).toBeLessThanOrEqual(100);
        expect(scoreReview(structure, merged, content)).toEqual(scoring);
        const resolvedAll = remediateTable(scoring.table, () => 'resolved');
        expect(overallScore(resolvedAll)).toBe(0);
        expect(overallScore(remediateTable(scoring.table, NO_STATUS))).toBe(scoring.score);
      }),
      { numRuns: 40 },
    );
  });

  it('the golden script scores as documented', () => {
    const done = completeReview(context, TEST_SCRIPT).sequence.parts;
    const merged = new Map<string, Record<string, unknown>>();
    for (const p of done) merged.set(p.subjectId, { ...(merged.get(p.subjectId) ?? {}), ...p.answers });
    expect(scoreReview(structure, merged, content).score).toBe(91.34);
  });
});
