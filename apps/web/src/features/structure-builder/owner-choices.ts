import type { SurveyStructure } from '@tsr/contract';
import { ownerOptions } from '@tsr/domain/structure';
import { removeOwner } from './owner-edits';

/** The owners an entity may choose, by id: for a new link, and for each existing link's dropdown. */
export interface OwnerChoices {
  add: string[];
  byLink: Record<string, string[]>;
}

/**
 * Spec 5.2 owner options, from the domain's ownerOptions only: no nominees, not the entity itself,
 * nothing that would close a loop, and for a trust no trusts or entities owned by trusts; a trust
 * has at most one owning entity. An existing link may be changed to anything ownerOptions would
 * allow were that link not there. Owners already linked are not offered twice.
 */
export function ownerChoices(structure: SurveyStructure, entityId: string): OwnerChoices {
  const entity = structure.entities[entityId];
  if (!entity) return { add: [], byLink: {} };
  const linked = new Set(entity.overs);
  const add = ownerOptions(structure, entityId).filter((id) => !linked.has(id));
  const byLink: Record<string, string[]> = {};
  for (const ownerId of linked) {
    const allowed = ownerOptions(removeOwner(structure, entityId, ownerId), entityId).filter(
      (id) => id === ownerId || !linked.has(id),
    );
    // A restored draft may hold an owner that is no longer allowed: it stays listed so the form
    // shows what is stored, and validation marks it.
    byLink[ownerId] = allowed.includes(ownerId) ? allowed : [ownerId, ...allowed];
  }
  return { add, byLink };
}

/**
 * What owner options depend on: the entities, their types and their owners (not names or dates).
 * The builder recomputes the choices only when this changes.
 */
export function ownershipKey(structure: SurveyStructure): string {
  return JSON.stringify(
    structure.rootEntitiesIds.map((id) => {
      const entity = structure.entities[id];
      return entity ? [id, entity.type, entity.overs] : [id];
    }),
  );
}
