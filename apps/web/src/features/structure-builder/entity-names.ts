import type { Entity, Party, SurveyStructure } from '@tsr/contract';
import { ENTITY_TYPES, PARTY_TYPES } from '@tsr/contract';

/** What the screen calls an entity: its name, or "Entity n" (its place in the list) until it has one. */
export function entityDisplayName(entity: Entity, index: number): string {
  return entity.name.trim() || `Entity ${index + 1}`;
}

/** What the screen calls a party: its name, or its role and place ("Shareholder 2") until it has one. */
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

/** "Delta Holdings Ltd (Company)": how an entity reads in a list of choices. */
export function entityChoiceLabel(
  structure: SurveyStructure,
  names: Map<string, string>,
  id: string,
): string {
  const entity = structure.entities[id];
  return entity ? `${names.get(id) ?? id} (${ENTITY_TYPES[entity.type].label})` : id;
}
