import { KEY_DATE_TEXTS, type KeyDateView } from '@tsr/contract';
import ical, { ICalCalendarMethod } from 'ical-generator';

/** A dd/mm/yyyy date at noon UTC: the same calendar day in every time zone a reader is in. */
function noonOf(date: string): Date {
  const [day, month, year] = date.split('/').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/**
 * The review's key dates as an iCalendar file (RFC 5545): one all-day event a key date, its
 * summary what to do (marked overdue where it is), its description where and under which law.
 * Every field comes from the report, none from the clock, so the same report gives the same file.
 */
export function keyDatesCalendar(input: {
  reviewId: string;
  structureName: string;
  productShortName: string;
  /** When the report was made (ISO 8601): each event's stamp. */
  timestamp: string;
  asAt?: string | undefined;
  keyDates: readonly KeyDateView[];
}): string {
  const calendar = ical({
    name: `${KEY_DATE_TEXTS.heading}: ${input.structureName}`,
    prodId: { company: input.productShortName, product: 'Key dates', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const stamp = new Date(input.timestamp);
  input.keyDates.forEach((keyDate, i) => {
    const lines = [
      `${input.structureName}: ${keyDate.subject}.`,
      keyDate.law ? `Law: ${keyDate.law}.` : '',
      keyDate.overdue && input.asAt ? `${KEY_DATE_TEXTS.overdue} as at ${input.asAt}.` : '',
      `Review ${input.reviewId}.`,
    ];
    calendar.createEvent({
      id: `${input.reviewId}-${i + 1}-${keyDate.ruleId}@key-dates`,
      start: noonOf(keyDate.due),
      allDay: true,
      stamp,
      summary: keyDate.overdue ? `${KEY_DATE_TEXTS.overdue}: ${keyDate.text}` : keyDate.text,
      description: lines.filter(Boolean).join('\n'),
    });
  });
  return calendar.toString();
}
