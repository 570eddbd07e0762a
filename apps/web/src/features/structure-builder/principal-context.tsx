import type { SurveyStructure } from '@tsr/contract';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { emptyStructure } from './entity-edits';
import { type PrincipalChoices, principalChoices, principalsKey } from './nominee-choices';

const PrincipalsContext = createContext<SurveyStructure>(emptyStructure());

/**
 * The draft as the nominee fields' principal choices read it, through context like the entity
 * labels (entity-labels.tsx): a new value only when a name, a type, a link or a party changes,
 * so typing a date or a share re-renders none of those fields, and no card re-renders for them.
 */
export function PrincipalsProvider({ draft, children }: { draft: SurveyStructure; children: ReactNode }) {
  const key = principalsKey(draft);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is everything the choices read of the draft.
  const value = useMemo(() => draft, [key]);
  return <PrincipalsContext.Provider value={value}>{children}</PrincipalsContext.Provider>;
}

/** Whom the shareholder `partyId` of `entityId` may hold its shares for as nominee. */
export function usePrincipalChoices(entityId: string, partyId: string): PrincipalChoices {
  const structure = useContext(PrincipalsContext);
  return useMemo(() => principalChoices(structure, entityId, partyId), [structure, entityId, partyId]);
}
