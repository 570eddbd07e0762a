import {
  DATE_RECORD_TYPES,
  ENTITY_TYPES,
  type Entity,
  PARTY_TYPES,
  type SurveyStructure,
} from '@tsr/contract';
import type { DateTarget } from './scenario-changes';

/** One end date of the structure a scenario may change: which, its label, and the structure's own date. */
export interface EndDate {
  target: DateTarget;
  label: string;
  /** The structure's date, '' when it has none. */
  original: string;
}

/** An entity with the end dates a scenario may change: its own, its owners' holdings, its shareholdings. */
export interface EntityEndDates {
  entityId: string;
  /** Its name and type, as the review's structure screen says them. */
  heading: string;
  dates: EndDate[];
}

/** The structure's entities in the order the user added them (any others after). */
function entitiesInOrder(structure: SurveyStructure): Entity[] {
  const ids = [
    ...structure.rootEntitiesIds,
    ...Object.keys(structure.entities).filter((id) => !structure.rootEntitiesIds.includes(id)),
  ];
  return ids.flatMap((id) => {
    const entity = structure.entities[id];
    return entity ? [entity] : [];
  });
}

/**
 * The dates What if may end, entity by entity (issue 33): the entity wound up or ended, an
 * owner's holding of it ended, and a party's holding period (a shareholding) ended. A settlement
 * is a single date, not a period, so it has no end to change.
 */
export function structureEndDates(structure: SurveyStructure): EntityEndDates[] {
  return entitiesInOrder(structure).map((entity) => {
    const dates: EndDate[] = [
      {
        target: { kind: 'entityEnd', entityId: entity.id },
        label: 'Wound up / ended on',
        original: entity.meta.end_date ?? '',
      },
    ];
    for (const holding of entity.dates) {
      const owner = structure.entities[holding.id]?.name ?? 'an owner no longer in the structure';
      dates.push({
        target: { kind: 'holdingEnd', entityId: entity.id, ownerId: holding.id, start: holding.date },
        label: `Held by ${owner} from ${holding.date}: holding ended on`,
        original: holding.end ?? '',
      });
    }
    for (const party of entity.children)
      for (const record of party.children) {
        if (DATE_RECORD_TYPES[record.type].dates !== 'period') continue;
        const what = DATE_RECORD_TYPES[record.type].label.toLowerCase();
        dates.push({
          target: { kind: 'recordEnd', entityId: entity.id, partyId: party.id, recordId: record.id },
          label: `${PARTY_TYPES[party.type].label} ${party.name}, ${what} from ${record.date}: ended on`,
          original: record.end ?? '',
        });
      }
    return { entityId: entity.id, heading: `${entity.name} (${ENTITY_TYPES[entity.type].label})`, dates };
  });
}
