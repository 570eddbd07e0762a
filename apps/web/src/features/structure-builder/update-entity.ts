import type { Entity, SurveyStructure } from '@tsr/contract';

/**
 * Immutable updates of one entity. Untouched entities keep their identity, so the form can skip
 * re-rendering them (EntityCard is memoised on the entity object).
 */
export function updateEntity(
  structure: SurveyStructure,
  entityId: string,
  change: (entity: Entity) => Entity,
): SurveyStructure {
  const entity = structure.entities[entityId];
  if (!entity) return structure;
  const next = change(entity);
  if (next === entity) return structure;
  return { ...structure, entities: { ...structure.entities, [entityId]: next } };
}

/**
 * Rebuilds `unders` as the inverse of `overs` (the contract carries both; `overs` is the source of
 * truth). Entities whose list does not change are kept as they are.
 */
export function syncUnders(structure: SurveyStructure): SurveyStructure {
  const unders = new Map<string, string[]>();
  for (const id of structure.rootEntitiesIds) {
    for (const owner of new Set(structure.entities[id]?.overs ?? [])) {
      unders.set(owner, [...(unders.get(owner) ?? []), id]);
    }
  }
  let entities = structure.entities;
  for (const id of structure.rootEntitiesIds) {
    const entity = entities[id];
    if (!entity) continue;
    const next = unders.get(id) ?? [];
    if (next.length === entity.unders.length && next.every((value, i) => value === entity.unders[i]))
      continue;
    if (entities === structure.entities) entities = { ...entities };
    entities[id] = { ...entity, unders: next };
  }
  return entities === structure.entities ? structure : { ...structure, entities };
}
