import type { NomineePrincipal, Party, SurveyStructure } from '@tsr/contract';
import { descendantsOf, entityNames, partyDisplayName } from '@tsr/domain/structure';
import { entityChoiceLabel } from './entity-names';
import { setNomineeFor } from './party-edits';

/** One principal a shareholder acting as nominee may name: the option's value, its text, and what it stores. */
export interface PrincipalChoice {
  key: string;
  label: string;
  principal: NomineePrincipal;
}

export interface PrincipalChoices {
  entities: PrincipalChoice[];
  individuals: PrincipalChoice[];
  /**
   * The principal the draft holds when it is not among the choices (a restored draft, a principal
   * removed or changed since): listed so the field shows what is stored, and validation marks it.
   */
  other: PrincipalChoice | null;
}

/** An option value for a principal; JSON, so no id can run into another. */
export const principalKey = (principal: NomineePrincipal): string =>
  JSON.stringify([principal.entityId, principal.partyId ?? null]);

export const PRINCIPAL_GONE_LABEL = 'Not in this structure any more';

/**
 * Whom the shareholder `partyId` of `entityId` may hold its shares for, as the server's validation
 * allows (docs/decisions/0021), so the form offers only valid choices: every other entity except
 * companies acting as nominee and entities the company holds (a principal among them would make a
 * loop); and every individual party of the structure ("Name (Entity name)") but the shareholder
 * itself. Builder order; parties numbered as their entity's form numbers them. The company's
 * holdings are read without this shareholder's own principal, as owner choices are read without
 * the link being changed.
 */
export function principalChoices(
  structure: SurveyStructure,
  entityId: string,
  partyId: string,
): PrincipalChoices {
  const current = structure.entities[entityId]?.children.find((party) => party.id === partyId)?.nomineeFor;
  const without = current ? setNomineeFor(structure, entityId, partyId, null) : structure;
  const below = descendantsOf(without, entityId);
  const names = entityNames(structure);
  const entities: PrincipalChoice[] = [];
  const individuals: PrincipalChoice[] = [];
  for (const id of structure.rootEntitiesIds) {
    const entity = structure.entities[id];
    if (!entity) continue;
    if (id !== entityId && entity.type !== 'nominee' && !below.has(id))
      entities.push(choice({ entityId: id }, entityChoiceLabel(structure, names, id)));
    inFormOrder(entity.children).forEach((party, index) => {
      if (id === entityId && party.id === partyId) return;
      individuals.push(choice({ entityId: id, partyId: party.id }, individualLabel(names, id, party, index)));
    });
  }
  const offered = (key: string) => [...entities, ...individuals].some((option) => option.key === key);
  const other =
    current && !offered(principalKey(current))
      ? choice(current, principalLabel(structure, names, current) ?? PRINCIPAL_GONE_LABEL)
      : null;
  return { entities, individuals, other };
}

function choice(principal: NomineePrincipal, label: string): PrincipalChoice {
  return { key: principalKey(principal), label, principal };
}

/** Parties as their entity's form lists and numbers them: by ordinal. */
const inFormOrder = (parties: readonly Party[]): Party[] =>
  [...parties].sort((a, b) => a.ordinal - b.ordinal);

/** "Ann (Oak Trust)": an individual among the choices, with the entity it belongs to. */
const individualLabel = (names: Map<string, string>, entityId: string, party: Party, index: number) =>
  `${partyDisplayName(party, index)} (${names.get(entityId) ?? entityId})`;

/** How a stored principal reads among the choices; undefined when it is not in the structure. */
function principalLabel(
  structure: SurveyStructure,
  names: Map<string, string>,
  principal: NomineePrincipal,
): string | undefined {
  const entity = structure.entities[principal.entityId];
  if (!entity || !names.has(principal.entityId)) return undefined;
  if (principal.partyId === undefined) return entityChoiceLabel(structure, names, principal.entityId);
  const parties = inFormOrder(entity.children);
  const index = parties.findIndex((party) => party.id === principal.partyId);
  const party = parties[index];
  return party ? individualLabel(names, principal.entityId, party, index) : undefined;
}

/**
 * What principal choices depend on: entities with their types, names and owner links, and every
 * party with its name, place and principal (not dates or shares). The form recomputes the
 * choices only when this changes.
 */
export function principalsKey(structure: SurveyStructure): string {
  return JSON.stringify(
    structure.rootEntitiesIds.map((id) => {
      const entity = structure.entities[id];
      if (!entity) return [id];
      const parties = entity.children.map((p) => [p.id, p.type, p.name, p.ordinal, p.nomineeFor ?? null]);
      return [id, entity.type, entity.name, entity.overs, parties];
    }),
  );
}
