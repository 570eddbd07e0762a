import type { SurveyStructure } from '@tsr/contract';
import { entityNames } from '@tsr/domain/structure';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { entityChoiceLabel } from './entity-names';

/** Every entity's display name and its label in a list of choices ("Holdco (Company)"), by id. */
export interface EntityLabels {
  names: ReadonlyMap<string, string>;
  choices: ReadonlyMap<string, string>;
}

const EMPTY: EntityLabels = { names: new Map(), choices: new Map() };
const EntityLabelsContext = createContext<EntityLabels>(EMPTY);

/**
 * Names travel to the few places that show other entities' names (owner dropdowns and owner
 * links) through this context, not through the entity cards' props: renaming one entity then
 * re-renders those small parts, not every card of the structure.
 */
export function EntityLabelsProvider({ draft, children }: { draft: SurveyStructure; children: ReactNode }) {
  const names = entityNames(draft);
  const pairs = draft.rootEntitiesIds.map((id) => [id, entityChoiceLabel(draft, names, id)] as const);
  // A new value only when a name or type changed, so typing a date re-renders none of the consumers.
  const key = JSON.stringify(pairs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is exactly what the value is made from.
  const labels = useMemo<EntityLabels>(() => ({ names, choices: new Map(pairs) }), [key]);
  return <EntityLabelsContext.Provider value={labels}>{children}</EntityLabelsContext.Provider>;
}

export function useEntityLabels(): EntityLabels {
  return useContext(EntityLabelsContext);
}
