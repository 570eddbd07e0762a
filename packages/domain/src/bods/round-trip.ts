import type { ImportedStructure, SurveyStructure } from '@tsr/contract';

/**
 * A structure as far as BODS carries it, for comparing a structure with its export read back:
 * its entities (names, types, incorporation and exit dates, owner links with their periods and
 * shares), their parties (names, types, records, date of death, nominee principal) in order, and
 * the builder's order. Left out, because BODS has no place for them: the structure's own name,
 * the builder's `answerable` mark, answers, and parties' `ordinal` (their order in the list says
 * the same).
 */
export function bodsView(structure: SurveyStructure | ImportedStructure) {
  return {
    rootEntitiesIds: structure.rootEntitiesIds,
    entities: Object.values(structure.entities)
      .map((entity) => ({
        id: entity.id,
        name: entity.name,
        type: entity.type,
        incorporation: entity.incorporation_date || undefined,
        exit: entity.meta.end_date || undefined,
        overs: entity.overs,
        unders: [...entity.unders].sort(),
        dates: entity.dates.map(({ id, date, end, share }) => ({
          id,
          date,
          end: end || undefined,
          share: share || undefined,
        })),
        parties: entity.children.map((party) => ({
          id: party.id,
          name: party.name,
          type: party.type,
          parent: party.parent,
          deceased: party.meta?.deceased === 'yes',
          death: party.meta?.deceased === 'yes' ? party.meta.date : undefined,
          nomineeFor: party.nomineeFor,
          records: party.children.map(({ id, type, date, end, share }) => ({
            id,
            type,
            date,
            end: end || undefined,
            share: share || undefined,
          })),
        })),
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}
