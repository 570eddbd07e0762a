import type { SurveyContentInput } from '@tsr/contract';
import { RULE_ACTIONS } from './actions';
import { RULE_CAUSES } from './causes';
import { type CategorySpec, groupId, type RuleSpec } from './model';

/**
 * The rule tree of the content model (docs/scoring.md) from the category specs: a category per
 * row group, a subcategory per row, a group per tax head, the specs' subgroups and rules. A
 * transformed row's groups point at the target row's group of the same tax head.
 */

export const riskId = (rule: RuleSpec): string => `r-${rule.id.toLowerCase()}`;
export const detailId = (rule: RuleSpec): string => `d-${rule.id.toLowerCase()}`;

export function ruleTree(categories: readonly CategorySpec[]): SurveyContentInput['rules'] {
  const rules: SurveyContentInput['rules']['rules'] = [];
  const tree = categories.map((category) => ({
    id: category.id,
    name: category.name,
    heading: category.heading,
    order: category.order,
    subcategories: category.rows.map((row) => ({
      id: row.id,
      name: row.row,
      heading: row.heading,
      ...(row.transform
        ? {
            isTransformed: true,
            transformedCatId: row.transform.categoryId,
            transformedSubCatId: row.transform.rowId,
          }
        : {}),
      groups: row.heads.map((head) => ({
        id: groupId(row.id, head.head),
        name: row.transform ? `${row.heading}: ${head.head}` : head.head,
        heading: head.head,
        ...(row.transform ? { transformedGroupId: groupId(row.transform.rowId, head.head) } : {}),
        subgroups: head.subgroups.map((subgroup) => {
          for (const spec of subgroup.rules)
            rules.push({
              id: spec.id,
              name: spec.name,
              logic: spec.logic,
              score: spec.score,
              response: riskId(spec),
              context: spec.legislation,
              ...(spec.excludes ? { excludes: [...spec.excludes] } : {}),
              ...RULE_CAUSES.get(spec.id),
              actions: [...(RULE_ACTIONS.get(spec.id) ?? [])],
            });
          return {
            id: subgroup.id,
            name: subgroup.heading,
            logic: subgroup.logic ?? '',
            ...(subgroup.loopKey ? { isLooped: true, loopKey: subgroup.loopKey } : {}),
            rules: subgroup.rules.map((spec) => spec.id),
          };
        }),
      })),
    })),
  }));
  return { categories: tree, rules };
}
