import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../editor-fixtures';
import { NOTHING_SELECTED, pathTo, ruleLocations, selectAt } from './rule-paths';

describe('rule editor selection (spec 2.11)', () => {
  const full = {
    category: 'cat-trust',
    subcategory: 'sub-trustees',
    group: 'grp-it',
    subgroup: 'sg-1',
    rule: 'rule-1',
  };

  it('changing the category resets everything below it; changing the group resets subgroup and rule', () => {
    expect(selectAt(full, 'category', 'cat-company')).toEqual({
      ...NOTHING_SELECTED,
      category: 'cat-company',
    });
    expect(selectAt(full, 'group', 'grp-cgt')).toEqual({
      ...full,
      group: 'grp-cgt',
      subgroup: null,
      rule: null,
    });
    expect(selectAt(full, 'subgroup', null)).toEqual({ ...full, subgroup: null, rule: null });
  });

  it('addresses a node by the ids from its category down, skipping an unselected subcategory', () => {
    expect(pathTo(full, 'subgroup')).toEqual(['cat-trust', 'sub-trustees', 'grp-it', 'sg-1']);
    expect(pathTo({ ...full, subcategory: null }, 'group')).toEqual(['cat-trust', 'grp-it']);
  });

  it('finds where each rule sits', () => {
    expect(ruleLocations(sampleDraft().rules).get('rule-2')).toEqual({ ...full, rule: 'rule-2' });
  });
});
