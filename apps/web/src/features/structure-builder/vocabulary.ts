import type { DateRecordType, EntityType, PartyType } from '@tsr/contract';

/**
 * The builder's words for the model of spec 3.1: which parties each entity type has, what their
 * date records are called, and how owner-link dates read on each type of owned entity.
 */

/** The entity type dropdown, in the order spec 2.4 names them (trust and company first). */
export const ENTITY_TYPE_CHOICES: readonly EntityType[] = ['trust', 'company', 'foundation', 'nominee'];

export const ENTITY_TYPE_LABEL: Record<EntityType, string> = {
  trust: 'Trust',
  company: 'Company',
  foundation: 'Foundation',
  // The model's 'nominee' is what users know as a company acting as nominee (spec 5.2 wording).
  nominee: 'Company acting as nominee',
};

/** The individual parties of each entity type; a nominee has none of its own. */
export const PARTY_TYPE_OF: Record<EntityType, PartyType | null> = {
  trust: 'settlor',
  foundation: 'founder',
  company: 'shareholder',
  nominee: null,
};

export const RECORD_TYPE_OF: Record<PartyType, DateRecordType> = {
  settlor: 'settlement',
  founder: 'contribution',
  shareholder: 'shareholderdates',
};

export const PARTY_LABEL: Record<PartyType, { one: string; many: string }> = {
  settlor: { one: 'Settlor', many: 'Settlors' },
  founder: { one: 'Founder', many: 'Founders' },
  shareholder: { one: 'Shareholder', many: 'Shareholders' },
};

/**
 * How a dated record is entered: a single date (a settlement, a contribution) or a period with a
 * start and an optional end (a shareholding, an ownership).
 */
export type DateShape = { kind: 'single'; label: string } | { kind: 'period'; label: string };

export const RECORD_SHAPE: Record<DateRecordType, DateShape> = {
  settlement: { kind: 'single', label: 'Settlement date' },
  contribution: { kind: 'single', label: 'Contribution date' },
  shareholderdates: { kind: 'period', label: 'Shareholding' },
};

/**
 * Owner-link dates, by the type of the owned entity: an entity over a trust acts as its settlor
 * (a settlement date), over a foundation as its founder (a contribution date); over a company or a
 * nominee it holds for a period.
 */
export const OWNER_DATE_SHAPE: Record<EntityType, DateShape> = {
  trust: RECORD_SHAPE.settlement,
  foundation: RECORD_SHAPE.contribution,
  company: { kind: 'period', label: 'Ownership' },
  nominee: { kind: 'period', label: 'Ownership' },
};

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
