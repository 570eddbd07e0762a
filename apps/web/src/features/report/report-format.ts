import { ukDate, ukDateTime } from '@tsr/domain/uk-time';

/** Dates as the PDF shows them (the domain's UK time helpers), so page and PDF agree. */
export const reviewedDate = (iso: string) => ukDate(iso);

export const timelineTime = (iso: string) => ukDateTime(iso);

/** A value a rule read, as text; an absent value is an unanswered question. */
export function readValue(value: unknown): string {
  if (value === undefined) return 'unanswered';
  if (value === null || value === '') return 'empty';
  if (Array.isArray(value)) return value.map(readValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
