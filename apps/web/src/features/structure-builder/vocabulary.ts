import {
  DATE_RECORD_TYPES,
  DateRecordType,
  ENTITY_TYPES,
  EntityType,
  mapKeys,
  PARTY_TYPES,
} from '@tsr/contract';

/**
 * How the builder's forms name the dated records of spec 3.1, from the contract's vocabulary
 * (structure-vocabulary.ts, which also gives the types' labels and which parties each type has).
 */

/**
 * How a dated record is entered: a single date (a settlement, a contribution) or a period with a
 * start and an optional end (a shareholding, an ownership).
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

/** Label of the n-th (0-based) date field of a shape; periods have a start and an end field. */
export function dateFieldLabel(shape: DateShape, index: number, part: 'date' | 'end'): string {
  const n = index + 1;
  if (shape.kind === 'single') return part === 'date' ? `${shape.label} ${n}` : `End date ${n}`;
  return `${shape.label} ${n} ${part === 'date' ? 'start date' : 'end date'}`;
}

/**
 * What one record is called on its remove button: "settlement 1", "shareholding 2". It never
 * contains a field's label, so finding "Settlement date 1" by label finds the field only.
 */
export function recordName(shape: DateShape, index: number): string {
  return `${shape.label.replace(/ date$/, '').toLowerCase()} ${index + 1}`;
}

/**
 * What the n-th (0-based) record's share fields are named after: "Shareholding 1", "Ownership 2".
 * Its share choice is "Shareholding 1 share held", and the exact figure beside it "Shareholding 1
 * Percentage" (shown as "Percentage"), so each is unique within its party or owner link, like the
 * date fields.
 */
export function recordTitle(shape: DateShape, index: number): string {
  return `${shape.label.replace(/ date$/, '')} ${index + 1}`;
}

export const DATE_PLACEHOLDER = 'dd/mm/yyyy';
