import { parseDate } from '@tsr/domain/dates';
import type { DateShape } from '../vocabulary';

/** How many dates an edge label lists before it says "+n more". */
const SHOWN = 3;

interface Dated {
  date: string;
  end?: string | undefined;
}

/** A date as the user typed it; one that is not a real date yet is marked with '?'. */
function dateText(text: string): string {
  if (text.trim() === '') return 'no date';
  return parseDate(text) ? text : `${text}?`;
}

function recordText(record: Dated, shape: DateShape): string {
  if (shape.kind === 'single' && !record.end) return dateText(record.date);
  return record.end ? `${dateText(record.date)} – ${dateText(record.end)}` : `from ${dateText(record.date)}`;
}

/** The dates of a link for its edge label: "01/06/2010, 01/06/2011" or "from 01/01/2014". */
export function datesLabel(records: readonly Dated[], shape: DateShape): string {
  if (records.length === 0) return 'no date';
  const shown = records.slice(0, SHOWN).map((record) => recordText(record, shape));
  const more = records.length - SHOWN;
  return more > 0 ? `${shown.join(', ')} +${more} more` : shown.join(', ');
}
