/** Dates as the PDF shows them (en-GB, UK time), so page and PDF agree. */
export const reviewedDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Europe/London' });

export const timelineTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { timeZone: 'Europe/London' });

/** A value a rule read, as text; an absent value is an unanswered question. */
export function readValue(value: unknown): string {
  if (value === undefined) return 'unanswered';
  if (value === null || value === '') return 'empty';
  if (Array.isArray(value)) return value.map(readValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
