import type { Entity, EntityType, Party, PartyType, SurveyStructure } from '@tsr/contract';
import { PARTY_TYPES } from '@tsr/contract';

/**
 * Small builders for structures, used by tests, property tests and the benchmark. They fill the
 * fields a builder screen would fill, so examples stay short and readable.
 */

export function entity(id: string, type: EntityType, fields: Partial<Entity> = {}): Entity {
  return {
    id,
    name: fields.name ?? id,
    type,
    children: [],
    overs: [],
    unders: [],
    dates: [],
    meta: { answerable: 'yes' },
    ...fields,
  };
}

/** A party with one date record per given date; 'dd/mm/yyyy-dd/mm/yyyy' gives a range. */
export function party(
  id: string,
  type: PartyType,
  parent: string,
  dates: string[],
  fields: Partial<Party> = {},
): Party {
  return {
    id,
    name: fields.name ?? id,
    type,
    parent,
    ordinal: fields.ordinal ?? 0,
    children: dates.map((text, index) => {
      const [date = '', end] = text.split('-');
      return {
        id: `${id}-d${index}`,
        type: PARTY_TYPES[type].recordType,
        date,
        ...(end === undefined ? {} : { end }),
      };
    }),
    ...fields,
  };
}

/** Links `ownerId` over `owned` with one dated period per date given. */
export function own(owned: Entity, ownerId: string, ...dates: string[]): Entity {
  return {
    ...owned,
    overs: [...owned.overs, ownerId],
    dates: [
      ...owned.dates,
      ...dates.map((text) => {
        const [date = '', end] = text.split('-');
        return { id: ownerId, date, ...(end === undefined ? {} : { end }) };
      }),
    ],
  };
}

/** The party with `share` (an exact percentage or a band) on each of its shareholdings. */
export function holding(shareholder: Party, share: string): Party {
  return { ...shareholder, children: shareholder.children.map((record) => ({ ...record, share })) };
}

/** Links `ownerId` over `owned` holding `share` in each dated period given. */
export function ownShare(owned: Entity, ownerId: string, share: string, ...dates: string[]): Entity {
  const linked = own(owned, ownerId, ...dates);
  return {
    ...linked,
    dates: linked.dates.map((record, index) => (index >= owned.dates.length ? { ...record, share } : record)),
  };
}

export function structure(entities: Entity[], name = 'Test structure'): SurveyStructure {
  const unders = new Map<string, string[]>();
  for (const e of entities)
    for (const owner of e.overs) unders.set(owner, [...(unders.get(owner) ?? []), e.id]);
  return {
    name,
    entities: Object.fromEntries(entities.map((e) => [e.id, { ...e, unders: unders.get(e.id) ?? [] }])),
    rootEntitiesIds: entities.map((e) => e.id),
  };
}
