import {
  DATE_RECORD_TYPES,
  DateRecordType,
  ENTITY_TYPES,
  EntityType,
  mapKeys,
  PARTY_TYPES,
} from '@tsr/contract';

/**
 * How a dated record is entered and read (spec 3.1): a single date (a settlement, a contribution)
 * or a period with a start and an optional end (a shareholding, an ownership). The builder's
 * forms and both diagrams (web and PDF) read records by their shape.
 */
export type DateShape = { kind: 'single'; label: string } | { kind: 'period'; label: string };

/** A party's records: "Settlement date", or the period "Shareholding". */
export const RECORD_SHAPE: Record<DateRecordType, DateShape> = mapKeys(DateRecordType.options, (type) => {
  const { label, dates } = DATE_RECORD_TYPES[type];
  return dates === 'single' ? { kind: 'single', label: `${label} date` } : { kind: 'period', label };
});

const OWNERSHIP: DateShape = { kind: 'period', label: 'Ownership' };

/**
 * Owner-link dates, by the type of the owned entity: an entity over a trust acts as its settlor
 * (a settlement date), over a foundation as its founder (a contribution date); over a company or a
 * nominee it holds for a period.
 */
export const OWNER_DATE_SHAPE: Record<EntityType, DateShape> = mapKeys(EntityType.options, (type) => {
  const settledBy = ENTITY_TYPES[type].settledBy;
  return settledBy === null ? OWNERSHIP : RECORD_SHAPE[PARTY_TYPES[settledBy].recordType];
});
