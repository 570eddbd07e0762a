import { parseDate } from '../dates';
import type { DateShape } from '../structure/record-shapes';
import { shareText } from '../structure/shares';

/** How many dates an edge label lists before it says "+n more". */
const SHOWN = 3;

interface Dated {
  date: string;
  end?: string | undefined;
  /** The share held in the period, as stored (a percentage, a band id, or typed text). */
  share?: string | undefined;
}

/** A date as the user typed it; one that is not a real date yet is marked with '?'. */
function dateText(text: string): string {
  if (text.trim() === '') return 'no date';
  return parseDate(text) ? text : `${text}?`;
}

/** A share as a person reads it ('40%', 'More than 50%'); one that is not a share yet is marked with '?'. */
function shareLabel(text: string): string {
  return shareText(text) ?? `${text}?`;
}

function recordText(record: Dated, shape: DateShape): string {
  const dates =
    shape.kind === 'single' && !record.end
      ? dateText(record.date)
      : record.end
        ? `${dateText(record.date)} – ${dateText(record.end)}`
        : `from ${dateText(record.date)}`;
  return record.share ? `${shareLabel(record.share)} · ${dates}` : dates;
}

/**
 * The dates of a link for its edge label: "01/06/2010, 01/06/2011" or "from 01/01/2014", each
 * period with its share where one is given ("40% · from 01/01/2014").
 */
export function datesLabel(records: readonly Dated[], shape: DateShape): string {
  if (records.length === 0) return 'no date';
  const shown = records.slice(0, SHOWN).map((record) => recordText(record, shape));
  const more = records.length - SHOWN;
  return more > 0 ? `${shown.join(', ')} +${more} more` : shown.join(', ');
}
