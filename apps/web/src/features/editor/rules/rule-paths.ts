import type { RuleCategory, RuleGroup, RuleTree } from '@tsr/contract';
import type { TreeSelection } from '../tree-selection';

/** The selection of the rule editor, from the category down (spec 2.11). */
export type RuleSelection = TreeSelection<RuleLevel>;

export const NOTHING_SELECTED: RuleSelection = {
  category: null,
  subcategory: null,
  group: null,
  subgroup: null,
  rule: null,
};

/** The rule tree's levels, top first. */
export const RULE_LEVELS = ['category', 'subcategory', 'group', 'subgroup', 'rule'] as const;
export type RuleLevel = (typeof RULE_LEVELS)[number];

/** The level whose children a new or moved item of `level` is among (a group's: its subcategory, if chosen). */
export function parentLevel(level: RuleLevel, selection: RuleSelection): RuleLevel {
  if (level === 'group') return selection.subcategory ? 'subcategory' : 'category';
  if (level === 'subcategory') return 'category';
  if (level === 'subgroup') return 'group';
  return 'subgroup';
}

/** Where each rule sits: its selection, for the filter's results and the Problems panel's links. */
export function ruleLocations(tree: RuleTree): Map<string, RuleSelection> {
  const where = new Map<string, RuleSelection>();
  const walk = (category: RuleCategory, subcategory: string | null, groups: readonly RuleGroup[]) => {
    for (const group of groups)
      for (const subgroup of group.subgroups)
        for (const rule of subgroup.rules)
          where.set(rule, {
            category: category.id,
            subcategory,
            group: group.id,
            subgroup: subgroup.id,
            rule,
          });
  };
  for (const category of tree.categories) {
    walk(category, null, category.groups);
    for (const subcategory of category.subcategories) walk(category, subcategory.id, subcategory.groups);
  }
  return where;
}

/** How many rules sit under the chosen item at `level` (what its delete takes with it). */
export function countRules(
  selection: RuleSelection,
  level: RuleLevel,
  locations: Map<string, RuleSelection>,
): number {
  let count = 0;
  for (const at of locations.values()) {
    const inside =
      at.category === selection.category &&
      (level === 'category' || at.subcategory === selection.subcategory) &&
      (level === 'category' || level === 'subcategory' || at.group === selection.group) &&
      (level !== 'subgroup' || at.subgroup === selection.subgroup);
    if (inside) count += 1;
  }
  return count;
}
