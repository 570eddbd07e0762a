import type { Rule, SurveyContent, TryItem, TryResponse } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { loadContent } from '../content/load';
import { prepareStructure } from '../structure/prepare';
import { completeReview, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { contentWithItem, ruleBaseline } from './try-content';
import { tryDefinition, tryResponseSubgroup, tryRuleSubgroup } from './try-logic';
import { type TryOutcome, tryRule } from './try-rule';
import type { TriedReview } from './try-target';

const TODAY = '01/06/2025';
const published = testContent();
const structure = prepareStructure(testStructure());
const walked = completeReview(
  { structure, content: compileContent(published), today: TODAY },
  TEST_SCRIPT,
).sequence;
const target: TriedReview = { name: 'Oak structure', structure, parts: walked.parts, today: TODAY };

const compiled = (content: SurveyContent) => compileContent(loadContent(content));
const ruleOf = (id: string): Rule => {
  const rule = published.rules.rules.find((r) => r.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  return rule;
};

/** The rule as a form holds it, tried on the test review against the published version's rule. */
function tryForm(rule: Rule, draft: SurveyContent = published): TryOutcome {
  const after = contentWithItem(draft, { kind: 'rule', rule });
  if (!after) throw new Error('not placed');
  const before = ruleBaseline(draft, rule.id, published.rules.rules);
  return tryRule({
    ruleId: rule.id,
    after: compiled(after),
    before: compiled(before.content),
    baseline: before.baseline,
    target,
  });
}

const result = (outcome: TryOutcome): TryResponse => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
};

const tryItem = (item: TryItem) => {
  const content = contentWithItem(published, item);
  if (!content) throw new Error('no such item');
  return compiled(content);
};

describe('a rule tried on a review', () => {
  it('fires on the loop instances it holds for, reads their answers, and moves its cell', () => {
    const outcome = result(tryForm({ ...ruleOf('TS-IT-1'), score: 95 }));
    expect(outcome.item).toBe("Rule TS-IT-1 'TS-IT-1'");
    // Oak Trust's settlors after preparation: Bob (deceased), Ann, Oak Holdings Ltd acting as
    // settlor, and Cara looked through it. Only Ann is a living UK resident who can benefit.
    expect(outcome.places.map((p) => [p.where, p.holds])).toEqual([
      ['Oak Trust, for Bob (Oak Trust)', false],
      ['Oak Trust, for Ann (Oak Trust)', true],
      ['Oak Trust, for Oak Holdings Ltd (Oak Trust)', false],
      ['Oak Trust, for Cara (Oak Trust)', false],
    ]);
    expect(outcome.summary).toBe('Fires on 1 of 4 places.');
    const ann = outcome.places[1];
    expect(ann?.answers).toContainEqual({
      question: 'settlor or spouse can benefit',
      subject: 'Ann (Oak Trust)',
      answer: 'yes',
    });
    expect(ann?.answers.some((a) => a.question.includes('settlor_'))).toBe(false);
    const bob = outcome.places[0];
    expect(bob?.reason).toBe("The rule's logic does not hold here.");
    expect(outcome.rule).toMatchObject({
      fires: true,
      baseline: 'published',
      cell: { rowGroup: 'Trust', row: 'Settlor', column: 'IT' },
      path: ['Trust', 'Settlor', 'IT', 'sg-ts-it'],
      cellBefore: { score: 85, band: 'High risk' },
      cellAfter: { score: 95, band: 'High risk' },
    });
    expect(outcome.rule?.scoreAfter).toBeGreaterThan(outcome.rule?.scoreBefore ?? 100);
    expect(outcome.rule?.cells).toEqual([
      expect.objectContaining({ rowGroup: 'Trust', row: 'Settlor', column: 'IT', before: 85, after: 95 }),
    ]);
  });

  it('does not fire where its logic does not hold, and says which answers it read there', () => {
    const outcome = result(tryForm({ ...ruleOf('TT-IHT-1'), logic: "{trust_type} = 'fixed'" }));
    expect(outcome.summary).toBe('Does not fire on any of 1 place.');
    expect(outcome.places).toEqual([
      expect.objectContaining({
        where: 'Oak Trust',
        holds: false,
        value: 'false',
        reason: "The rule's logic does not hold here.",
        answers: [{ question: 'trust type', subject: 'Oak Trust', answer: 'discretionary' }],
      }),
    ]);
    // The published TT-IHT-1 fired at 75, under TT-IHT-3's 90: the cell keeps 90.
    expect(outcome.rule).toMatchObject({
      fires: false,
      cellBefore: { score: 90 },
      cellAfter: { score: 90 },
      cells: [],
    });
    expect(outcome.rule?.scoreAfter).toBe(outcome.rule?.scoreBefore);
  });

  it('tells where its subgroup logic stops it', () => {
    const draft = contentWithItem(published, {
      kind: 'ruleSubgroup',
      subgroup: { id: 'sg-tt-iht', logic: "{trust_type} = 'fixed'", isLooped: false, loopKey: '' },
    });
    if (!draft) throw new Error('no subgroup');
    const outcome = result(tryForm(ruleOf('TT-IHT-1'), draft));
    expect(outcome.places[0]).toMatchObject({
      holds: false,
      reason: "The logic of its subgroup 'sg-tt-iht' does not hold here.",
    });
  });

  it('compares a new rule with the draft without it', () => {
    const rule: Rule = { ...ruleOf('TT-IHT-1'), id: 'TT-NEW', name: 'New rule', score: 100 };
    const draft: SurveyContent = {
      ...published,
      rules: {
        ...published.rules,
        categories: published.rules.categories.map((c) => ({
          ...c,
          subcategories: c.subcategories.map((s) => ({
            ...s,
            groups: s.groups.map((g) => ({
              ...g,
              subgroups: g.subgroups.map((sg) =>
                sg.id === 'sg-tt-iht' ? { ...sg, rules: [...sg.rules, 'TT-NEW'] } : sg,
              ),
            })),
          })),
        })),
      },
    };
    const outcome = result(tryForm(rule, draft));
    expect(outcome.rule).toMatchObject({
      baseline: 'without',
      fires: true,
      cellBefore: { score: 90, band: 'High risk' },
      cellAfter: { score: 100, band: 'High risk' },
    });
  });

  it('gives a clear message for logic that does not compile', () => {
    const outcome = tryForm({ ...ruleOf('TT-IHT-1'), logic: "{trust_type} = 'fixed' and" });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(/^The rule's logic does not compile: /);
  });

  it('says when the rule is in no subgroup', () => {
    const outcome = tryForm({ ...ruleOf('TT-IHT-1'), id: 'NOWHERE' });
    expect(outcome).toEqual({
      ok: false,
      message:
        'The rule NOWHERE is in no subgroup of the rule tree that reaches the report table, so it never runs. Put it in a subgroup first.',
    });
  });
});

describe('subgroup logic and definitions tried on a review', () => {
  it("shows a looped rule subgroup's logic instance by instance", () => {
    const content = tryItem({
      kind: 'ruleSubgroup',
      subgroup: {
        id: 'sg-tt-clt',
        logic: '{loop.settlement_value_gbp} > 400000',
        isLooped: true,
        loopKey: 'settlements',
      },
    });
    const outcome = result(tryRuleSubgroup('sg-tt-clt', content, target));
    const ann = outcome.places.find((p) => p.loopInstance === 't1/ann/ann-d0');
    expect(ann).toMatchObject({ holds: true, value: 'true' });
    expect(ann?.answers).toEqual([
      { question: 'settlement value gbp', subject: 'Ann (Oak Trust), 01/06/2010', answer: '500,000' },
    ]);
    expect(outcome.summary).toMatch(/^Its rules run on 1 of \d+ places\.$/);
  });

  it("shows where a response subgroup's logic holds, on every entity with questions", () => {
    const content = tryItem({
      kind: 'responseSubgroup',
      subgroup: { id: 'rs-company', logic: "{company_cmc_in_uk} = 'yes'", isLooped: false, loopKey: '' },
    });
    const outcome = result(tryResponseSubgroup('rs-company', content, target));
    const holding = outcome.places.filter((p) => p.holds).map((p) => p.where);
    expect(holding).toEqual(['Oak Holdings Ltd']);
    expect(outcome.places.find((p) => p.where === 'Oak Trust')).toMatchObject({
      holds: false,
      answers: [{ question: 'company cmc in uk', subject: 'Oak Trust', answer: 'Not answered' }],
    });
  });

  it("shows a definition's value on each entity, with what it read", () => {
    const content = tryItem({
      kind: 'definition',
      definition: { id: 'holds_uk_dwelling', logic: "{trust_uk_residential_property} = 'direct'" },
    });
    const outcome = result(tryDefinition('holds_uk_dwelling', content, target));
    expect(outcome.item).toBe('Definition @holds_uk_dwelling');
    expect(outcome.places.filter((p) => p.holds).map((p) => p.where)).toEqual(['Oak Trust']);
    expect(outcome.summary).toMatch(/^True on 1 of \d+ places\.$/);
  });

  it('evaluates a definition that reads the loop instance in the loops that name it', () => {
    const content = tryItem({
      kind: 'definition',
      definition: { id: 'uk_resident_settlor', logic: "{loop.settlor_uk_resident_current} = 'yes'" },
    });
    const outcome = result(tryDefinition('uk_resident_settlor', content, target));
    expect(outcome.places.filter((p) => p.holds).map((p) => p.where)).toEqual([
      'Oak Trust, for Ann (Oak Trust)',
      'Oak Trust, for Cara (Oak Trust)',
    ]);
  });

  it('gives a clear message for a definition that does not compile', () => {
    const content = tryItem({ kind: 'definition', definition: { id: 'broken', logic: '{trust_type} =' } });
    const outcome = tryDefinition('broken', content, target);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(/^The definition's logic does not compile: /);
  });

  it('refuses a subgroup the draft does not have', () => {
    const item: TryItem = {
      kind: 'responseSubgroup',
      subgroup: { id: 'nowhere', logic: '', isLooped: false, loopKey: '' },
    };
    expect(contentWithItem(published, item)).toBeNull();
  });
});
