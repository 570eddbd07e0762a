import type { SurveyStructure } from '@tsr/contract';

/**
 * A prepared structure (structure/prepare.ts) as its user drew it, for a diagram: without the
 * settlors and founders that preparation copies down from owners onto what they own. Those copies
 * are how the rules see a chain; drawn, they would show every owner twice. Preparation keeps every
 * entity and party the user gave, so only the copies go; entities stay in the prepared order
 * (owners first), which the builder's own order may differ from.
 */
export function asDrawn(prepared: SurveyStructure): SurveyStructure {
  const entities: SurveyStructure['entities'] = {};
  for (const [id, entity] of Object.entries(prepared.entities))
    entities[id] = { ...entity, children: entity.children.filter((party) => party.copiedFrom === undefined) };
  return { ...prepared, entities };
}
