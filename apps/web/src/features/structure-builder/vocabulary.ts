import type { DateShape } from '@tsr/domain/structure';

/**
 * How the builder's forms name the dated records of spec 3.1, by their shape (record-shapes.ts of
 * the domain, shared with the diagrams).
 */

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
