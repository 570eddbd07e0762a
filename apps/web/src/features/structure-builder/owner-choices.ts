import type { SurveyStructure } from '@tsr/contract';
import { ownerOptions } from '@tsr/domain';
import { entityChoiceLabel } from './entity-names';
import { removeOwner } from './owner-edits';

export interface OwnerChoice {
  id: string;
  label: string;
}

/** The owners an entity may choose: for a new link, and for each existing link's dropdown. */
export interface OwnerChoices {
  add: OwnerChoice[];
  byLink: Record<string, OwnerChoice[]>;
}

/**
 * Spec 5.2 owner options, from the domain's ownerOptions only: no nominees, not the entity itself,
 * nothing that would close a loop, and for a trust no trusts or entities owned by trusts; a trust
 * has at most one owning entity. An existing link may be changed to anything ownerOptions would
 * allow were that link not there. Owners already linked are not offered twice.
 */
export function ownerChoices(
  structure: SurveyStructure,
  names: Map<string, string>,
  entityId: string,
): OwnerChoices {
  const entity = structure.entities[entityId];
  if (!entity) return { add: [], byLink: {} };
  const linked = new Set(entity.overs);
  const choice = (id: string): OwnerChoice => ({ id, label: entityChoiceLabel(structure, names, id) });

  const add = ownerOptions(structure, entityId)
    .filter((id) => !linked.has(id))
    .map(choice);

  const byLink: Record<string, OwnerChoice[]> = {};
  for (const ownerId of linked) {
    const allowed = ownerOptions(removeOwner(structure, entityId, ownerId), entityId).filter(
      (id) => id === ownerId || !linked.has(id),
    );
    // A restored draft may hold an owner that is no longer allowed: it stays listed so the form
    // shows what is stored, and validation marks it.
    byLink[ownerId] = (allowed.includes(ownerId) ? allowed : [ownerId, ...allowed]).map(choice);
  }
  return { add, byLink };
}
