import type { Rule, RuleSubcategory, SurveyContent } from '@tsr/contract';
import { compileContent } from '@tsr/domain';
import { TEST_SCRIPT, testContent, testStructure } from '@tsr/domain/testing';
import { describe, expect, it } from 'vitest';
import { goldenScores } from './compare';
import { goldenCoverage, withThreshold } from './coverage';
import type { GoldenCase } from './model';

/**
 * Coverage on a small pack of our own: the domain's test content, with one more rule that no
 * structure here fires (a purpose trust's trustees: the test trust is discretionary), placed in two
 * subgroups. Its own TB-CGT-1 needs every trustee non-resident, which the test script denies.
 */
const DORMANT: Rule = {
  id: 'TT-IT-PURPOSE',
  name: 'Purpose trust with UK-resident trustees',
  logic: "{trust_type} = 'purpose' and {trust_any_uk_resident_trustee} = 'yes'",
  score: 40,
  response: 'r-tt-it-1',
  isLooped: false,
  context: '',
  loopKey: '',
  excludes: [],
  causeQuestion: '',
  causeAnswers: [],
  causeText: '',
  actions: [],
};

function smallPack(): SurveyContent {
  const content = testContent();
  const place = (sub: RuleSubcategory): RuleSubcategory => ({
    ...sub,
    groups: sub.groups.map((group) => ({
      ...group,
      subgroups: group.subgroups.map((subgroup) =>
        subgroup.id === 'sg-tt-it' || subgroup.id === 'sg-tb-cgt'
          ? { ...subgroup, name: `${group.name} risks`, rules: [...subgroup.rules, DORMANT.id] }
          : subgroup,
      ),
    })),
  });
  return {
    ...content,
    rules: {
      categories: content.rules.categories.map((category) => ({
        ...category,
        subcategories: category.subcategories.map(place),
      })),
      rules: [...content.rules.rules, DORMANT],
    },
  };
}

const testCase = (name: string, script = TEST_SCRIPT): GoldenCase => ({
  name,
  description: 'The domain test structure',
  structure: testStructure(),
  script,
  today: '31/01/2026',
  // Coverage reads what fires, not whether the report is as expected.
  expected: { score: 0, cells: {} },
});

describe('coverage of the rules by the golden structures', () => {
  const content = compileContent(smallPack());

  it('counts the rules no structure fires, overall, per category and per tax head, naming each with its places', () => {
    const scores = goldenScores(content, [testCase('test structure')]);
    const coverage = goldenCoverage(
      content,
      scores.map((s) => s.fired),
    );

    expect(coverage.overall).toEqual({ name: 'All rules', rules: 16, fired: 14, percent: 87 });
    expect(coverage.byCategory).toEqual([
      { name: 'Trust', rules: 8, fired: 6, percent: 75 },
      { name: 'Foundation', rules: 2, fired: 2, percent: 100 },
      { name: 'Company', rules: 6, fired: 6, percent: 100 },
    ]);
    expect(coverage.byTaxHead).toContainEqual({ name: 'CGT', rules: 2, fired: 0, percent: 0 });
    expect(coverage.byTaxHead).toContainEqual({ name: 'IT', rules: 8, fired: 7, percent: 87 });
    expect(coverage.byTaxHead.map((share) => share.name)).toEqual(['IT', 'CGT', 'IHT', 'CT', 'ATED']);
    expect(coverage.uncovered).toEqual([
      {
        id: 'TT-IT-PURPOSE',
        name: 'Purpose trust with UK-resident trustees',
        places: ['Trust › Trustees › IT › IT risks', 'Trust › Beneficiaries › CGT › CGT risks'],
      },
      { id: 'TB-CGT-1', name: 'TB-CGT-1', places: ['Trust › Beneficiaries › CGT › CGT risks'] },
    ]);
  });

  it('counts a rule as covered when any one structure fires it', () => {
    const allNonResident = { ...TEST_SCRIPT, trustees_all_non_uk_resident: 'yes' };
    const scores = goldenScores(content, [
      testCase('test structure'),
      testCase('every trustee non-resident', allNonResident),
    ]);
    const coverage = goldenCoverage(
      content,
      scores.map((s) => s.fired),
    );
    expect(coverage.uncovered.map((rule) => rule.id)).toEqual(['TT-IT-PURPOSE']);
    expect(coverage.overall).toMatchObject({ rules: 16, fired: 15, percent: 93 });
  });

  it('is below a threshold only when fewer rules fire than the threshold asks for, 0 being off', () => {
    const figures = goldenCoverage(content, [
      goldenScores(content, [testCase('test structure')])[0]?.fired ?? new Set(),
    ]);
    // 14 of 16 is 87.5%: shown as 87%, and not below a threshold of 87.
    expect(withThreshold(figures, 87).belowThreshold).toBe(false);
    expect(withThreshold(figures, 88)).toMatchObject({ threshold: 88, belowThreshold: true });
    expect(withThreshold(figures, 0).belowThreshold).toBe(false);
    expect(withThreshold(goldenCoverage(content, []), 0).belowThreshold).toBe(false);
    expect(withThreshold(goldenCoverage(content, []), 1).belowThreshold).toBe(true);
  });
});
