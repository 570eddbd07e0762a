import type { Entity, Party, SurveyStructure } from '@tsr/contract';
import { PARTY_TYPES } from '@tsr/contract';

/**
 * What the builder, its diagram and the report's diagram call an entity or a party. Shared so the
 * PDF's ownership diagram names them as the screen does.
 */

/** An entity's name, or "Entity n" (its place in the list) until it has one. */
export function entityDisplayName(entity: Entity, index: number): string {
  return entity.name.trim() || `Entity ${index + 1}`;
}

/** A party's name, or its role and place ("Shareholder 2") until it has one. */
export function partyDisplayName(party: Party, index: number): string {
  return party.name.trim() || `${PARTY_TYPES[party.type].label} ${index + 1}`;
}

/** Display names of every entity, by id. */
export function entityNames(structure: SurveyStructure): Map<string, string> {
  const names = new Map<string, string>();
  structure.rootEntitiesIds.forEach((id, index) => {
    const entity = structure.entities[id];
    if (entity) names.set(id, entityDisplayName(entity, index));
  });
  return names;
}
