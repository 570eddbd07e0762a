import type { RuleCategory, RuleGroup, RuleTree } from '@tsr/contract';

/** The selection of the rule editor, from the category down (spec 2.11). */
export interface RuleSelection {
  category: string | null;
  subcategory: string | null;
  group: string | null;
  subgroup: string | null;
  rule: string | null;
}

export const NOTHING_SELECTED: RuleSelection = {
  category: null,
  subcategory: null,
  group: null,
  subgroup: null,
  rule: null,
};

const LEVELS = ['category', 'subcategory', 'group', 'subgroup', 'rule'] as const;
export type RuleLevel = (typeof LEVELS)[number];

/**
 * Spec 2.11: choosing at one level resets every level below it (changing category resets the
 * group, changing group the subgroup, ...). Choosing the selected item again (null) deselects it.
 */
export function selectAt(selection: RuleSelection, level: RuleLevel, id: string | null): RuleSelection {
  const next = { ...selection, [level]: id };
  for (const below of LEVELS.slice(LEVELS.indexOf(level) + 1)) next[below] = null;
  return next;
}

/** The ids from the category down to `level` (a group sits under its subcategory when one is chosen). */
export function pathTo(selection: RuleSelection, level: RuleLevel): string[] {
  const path: string[] = [];
  for (const at of LEVELS) {
    const id = selection[at];
    if (id !== null) path.push(id);
    if (at === level) break;
  }
  return path;
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

export const byOrder = <T extends { order: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.order - b.order);
