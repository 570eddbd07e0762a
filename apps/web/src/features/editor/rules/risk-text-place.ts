import type { ResponseTree, SurveyContent } from '@tsr/contract';
import { byOrder } from '../use-tree-editor';
import { type RuleSelection, ruleLocations } from './rule-paths';

/** A subgroup of the response tree, where a new risk text can go. */
export interface ResponsePlace {
  /** The ids from the category down, joined with '/': what a select keeps. */
  key: string;
  path: readonly string[];
  /** 'Trust responses / Income tax / Residence texts'. */
  label: string;
}

export const placeKey = (path: readonly string[]) => path.join('/');

/** Every subgroup of the response tree, in the tree's order, named from its category down. */
export function responsePlaces(tree: ResponseTree): ResponsePlace[] {
  return byOrder(tree.categories).flatMap((category) =>
    category.groups.flatMap((group) =>
      group.subgroups.map((subgroup) => {
        const path = [category.id, group.id, subgroup.id];
        return {
          key: placeKey(path),
          path,
          label: [category.name, group.name, subgroup.name].join(' / '),
        };
      }),
    ),
  );
}

/** The subgroup each response sits in (the first, should one be listed twice). */
function responseHomes(tree: ResponseTree): Map<string, readonly string[]> {
  const homes = new Map<string, readonly string[]>();
  for (const category of tree.categories)
    for (const group of category.groups)
      for (const subgroup of group.subgroups)
        for (const id of subgroup.responses)
          if (!homes.has(id)) homes.set(id, [category.id, group.id, subgroup.id]);
  return homes;
}

/** The rule tree's levels that make a rule's neighbours, nearest first. */
const NEIGHBOURHOODS: readonly (readonly (keyof RuleSelection)[])[] = [
  ['category', 'subcategory', 'group', 'subgroup'],
  ['category', 'subcategory', 'group'],
  ['category', 'subcategory'],
  ['category'],
];

/**
 * The rule's own place in the response tree, where a new risk text of it goes unless the author
 * picks another subgroup. Rules and responses are grouped apart (the rule tree by row and tax
 * head, the response tree by the report's sections) and nothing names one from the other, so
 * the place is read from the content: the subgroup of the rule's current risk text; else the
 * subgroup holding most risk texts of its neighbours, the rules of its subgroup first, then of
 * its group, its subcategory, its category (the content pack keeps each rule subgroup's risk
 * texts in one response subgroup). Null when no rule near it has a risk text in the tree.
 */
export function ownPlace(content: SurveyContent, ruleId: string): readonly string[] | null {
  const homes = responseHomes(content.responses);
  const responseOf = new Map(content.rules.rules.map((rule) => [rule.id, rule.response]));
  const current = homes.get(responseOf.get(ruleId) ?? '');
  if (current) return current;
  const locations = ruleLocations(content.rules);
  const at = locations.get(ruleId);
  if (!at) return null;
  for (const levels of NEIGHBOURHOODS) {
    const counts = new Map<string, { path: readonly string[]; count: number }>();
    for (const [id, where] of locations) {
      if (id === ruleId || !levels.every((level) => where[level] === at[level])) continue;
      const home = homes.get(responseOf.get(id) ?? '');
      if (!home) continue;
      const key = placeKey(home);
      counts.set(key, { path: home, count: (counts.get(key)?.count ?? 0) + 1 });
    }
    // The most used; of equals, the first in the rule tree's order.
    let best: { path: readonly string[]; count: number } | null = null;
    for (const candidate of counts.values()) if (!best || candidate.count > best.count) best = candidate;
    if (best) return best.path;
  }
  return null;
}
