import type { Entity, SurveyStructure } from '@tsr/contract';
import { descendantsOf, entityOrder, getEntity, holderIds, ownerIds } from './graph';

export interface OwnerOptionsRequest {
  /**
   * The owner will act as settlor of a trust: trusts, and entities directly owned by a trust,
   * are then excluded (spec 5.2). Defaults to true when the entity is a trust.
   */
  forSettlor?: boolean;
}

/**
 * Spec 5.2: the entities that may be chosen as an owner of `entityId`, in builder order.
 * Excluded: nominees, the entity itself, and every entity it already owns directly or
 * indirectly (choosing one would close a loop). A trust has at most one owning entity, so a
 * trust that already has one is offered only that one. Unknown ids give an empty list.
 */
export function ownerOptions(
  structure: SurveyStructure,
  entityId: string,
  request: OwnerOptionsRequest = {},
): string[] {
  const entity = getEntity(structure, entityId);
  if (!entity) return [];
  const forSettlor = request.forSettlor ?? entity.type === 'trust';
  const below = descendantsOf(structure, entityId);
  const allowed = (candidate: Entity): boolean => {
    if (candidate.id === entityId || candidate.type === 'nominee' || below.has(candidate.id)) return false;
    if (forSettlor && settlorOwnerExclusion(structure, candidate) !== null) return false;
    return true;
  };
  if (entity.type === 'trust') {
    const current = ownerIds(structure, entity);
    if (current.length > 0)
      return current.slice(0, 1).filter((id) => allowed(structure.entities[id] as Entity));
  }
  return entityOrder(structure).filter((id) => allowed(structure.entities[id] as Entity));
}

/**
 * Spec 5.2: why `candidate` cannot own a trust (act as its settlor), or null when it can. The
 * builder leaves such candidates out of the owner choices and validation refuses them, so a
 * structure from any client is held to the same rule.
 */
export function settlorOwnerExclusion(
  structure: SurveyStructure,
  candidate: Entity,
): 'trust' | 'owned-by-trust' | null {
  if (candidate.type === 'trust') return 'trust';
  // Held by a trust directly or through a nominee that names it: the trust owns it all the same.
  const ownedByTrust = holderIds(structure, candidate).some(
    (id) => getEntity(structure, id)?.type === 'trust',
  );
  return ownedByTrust ? 'owned-by-trust' : null;
}
