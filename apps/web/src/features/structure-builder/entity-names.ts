import type { SurveyStructure } from '@tsr/contract';
import { ENTITY_TYPES } from '@tsr/contract';

/** "Delta Holdings Ltd (Company)": how an entity reads in a list of choices. */
export function entityChoiceLabel(
  structure: SurveyStructure,
  names: Map<string, string>,
  id: string,
): string {
  const entity = structure.entities[id];
  return entity ? `${names.get(id) ?? id} (${ENTITY_TYPES[entity.type].label})` : id;
}
