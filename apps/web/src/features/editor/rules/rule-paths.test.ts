import { describe, expect, it } from 'vitest';
import { SAMPLE_RULE_SELECTION as full, sampleDraft } from '../editor-fixtures';
import { NOTHING_SELECTED, parentLevel, ruleLocations } from './rule-paths';

describe('rule editor selection (spec 2.11)', () => {
  it('finds where each rule sits', () => {
    expect(ruleLocations(sampleDraft().rules).get('rule-2')).toEqual({ ...full, rule: 'rule-2' });
  });

  it('puts a group under its subcategory when one is chosen, under its category otherwise', () => {
    expect(parentLevel('group', full)).toBe('subcategory');
    expect(parentLevel('group', { ...NOTHING_SELECTED, category: 'cat-trust' })).toBe('category');
    expect(parentLevel('rule', full)).toBe('subgroup');
  });
});
