import type { Response, ResponseGroup } from '@tsr/contract';
import type { TreeSelection } from '../tree-selection';

/** The response tree's levels, top first (spec 2.11). */
export const RESPONSE_LEVELS = ['category', 'group', 'subgroup', 'response'] as const;
export type ResponseLevel = (typeof RESPONSE_LEVELS)[number];
export type ResponseSelection = TreeSelection<ResponseLevel>;

const NONE: ResponseSelection = { category: null, group: null, subgroup: null, response: null };

/** The selection that shows a linked response (the Problems panel's link). */
export function linkedResponse(
  responseId: string | null,
  tree: { categories: readonly { id: string; groups: ResponseGroup[] }[] },
): ResponseSelection {
  if (!responseId) return NONE;
  for (const category of tree.categories)
    for (const group of category.groups)
      for (const subgroup of group.subgroups)
        if (subgroup.responses.includes(responseId))
          return { category: category.id, group: group.id, subgroup: subgroup.id, response: responseId };
  return NONE;
}

/** Spec 2.11: the search box filters responses on any of their text fields. */
export function matches(response: Response, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return [response.id, response.name, response.text, response.logic, response.status].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
