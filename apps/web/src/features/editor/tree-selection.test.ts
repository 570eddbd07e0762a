import { describe, expect, it } from 'vitest';
import { SAMPLE_RULE_SELECTION as full } from './editor-fixtures';
import { NOTHING_SELECTED, RULE_LEVELS } from './rules/rule-paths';
import { pathTo, selectAt } from './tree-selection';

describe('a tree editor selection (spec 2.11)', () => {
  it('changing the category resets everything below it; changing the group resets subgroup and rule', () => {
    expect(selectAt(RULE_LEVELS, full, 'category', 'cat-company')).toEqual({
      ...NOTHING_SELECTED,
      category: 'cat-company',
    });
    expect(selectAt(RULE_LEVELS, full, 'group', 'grp-cgt')).toEqual({
      ...full,
      group: 'grp-cgt',
      subgroup: null,
      rule: null,
    });
    expect(selectAt(RULE_LEVELS, full, 'subgroup', null)).toEqual({ ...full, subgroup: null, rule: null });
  });

  it('addresses a node by the ids from its category down, skipping an unselected subcategory', () => {
    expect(pathTo(RULE_LEVELS, full, 'subgroup')).toEqual(['cat-trust', 'sub-trustees', 'grp-it', 'sg-1']);
    expect(pathTo(RULE_LEVELS, { ...full, subcategory: null }, 'group')).toEqual(['cat-trust', 'grp-it']);
  });
});
