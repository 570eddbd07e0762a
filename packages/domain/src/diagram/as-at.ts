import type { CivilDate, Entity, Party, SurveyStructure } from '@tsr/contract';
import { ENTITY_TYPES } from '@tsr/contract';
import { compareDates, parseDate } from '../dates';
import { getEntity } from '../structure/graph';
import { isDeceased } from '../structure/validate';
import { entityNodeId, ownerEdgeId, partyEdgeId, partyNodeId } from './ids';

/**
 * The structure as it stood on a date, for its diagram (issue 33): what had not begun by then is
 * not drawn, what had ended is drawn ended, a party who had died is marked so. Pure, and total on
 * a draft: a date that is not a real date yet places nothing in time, so what it belongs to is
 * drawn as the structure gives it, as the diagram without a date draws it.
 */

/**
 * How the diagram draws a node or a line as at a date: not at all (it had not begun, or its
 * entity did not exist yet), as current, or as ended (greyed, with the day it ended).
 */
export type DrawnState = 'hidden' | 'current' | 'ended';

export interface AsAt {
  state: DrawnState;
  /** The last day it ran, when it is drawn ended: a holding's end, an entity's exit date. */
  ended: CivilDate | null;
}

export interface NodeAsAt extends AsAt {
  /** A party who had died by the date (always false for an entity). */
  deceased: boolean;
}

export interface DiagramAsAt {
  date: CivilDate;
  /** Each entity's and party's node, by node id (ids.ts). */
  nodes: ReadonlyMap<string, NodeAsAt>;
  /** Each party's line to its entity and each owner's line to what it owns, by edge id (ids.ts). */
  edges: ReadonlyMap<string, AsAt>;
}

const CURRENT: AsAt = { state: 'current', ended: null };
const HIDDEN: AsAt = { state: 'hidden', ended: null };

const readDate = (text: string | undefined): CivilDate | null => (text ? parseDate(text) : null);

/**
 * The diagram of `structure` as at `date` (the entities drawn are those of rootEntitiesIds, as
 * buildGraph draws them):
 *
 * - an entity is absent before it came to be (createdOn), and with it every line to or from it and
 *   its parties; after its exit date (meta.end_date) it is drawn ended;
 * - a party's line and an owner's line are absent before their first date, current while one of
 *   their periods runs (a period includes its end day, as preparation counts it; a settlement or
 *   contribution, a single date, runs on from that day), and ended once every period has ended;
 *   a party's node follows its line;
 * - a party marked deceased is drawn deceased from their date of death (`meta.date`; for a settlor
 *   deceased at settlement, the settlement itself), or at every date when none is given.
 */
export function diagramAsAt(structure: SurveyStructure, date: CivilDate): DiagramAsAt {
  const nodes = new Map<string, NodeAsAt>();
  const edges = new Map<string, AsAt>();
  const entities = structure.rootEntitiesIds
    .map((id) => getEntity(structure, id))
    .filter((entity): entity is Entity => entity !== undefined);
  for (const entity of entities)
    nodes.set(entityNodeId(entity.id), { ...entityAsAt(structure, entity, date), deceased: false });
  const drawn = (entityId: string) => {
    const node = nodes.get(entityNodeId(entityId));
    return node !== undefined && node.state !== 'hidden';
  };

  for (const entity of entities) {
    const here = drawn(entity.id);
    for (const party of entity.children) {
      const line = here ? linkAsAt(party.children, date) : HIDDEN;
      edges.set(partyEdgeId(entity.id, party.id), line);
      nodes.set(partyNodeId(entity.id, party.id), {
        ...line,
        deceased: line.state !== 'hidden' && diedBy(party, date),
      });
    }
    for (const ownerId of new Set(entity.overs)) {
      if (ownerId === entity.id || !getEntity(structure, ownerId)) continue;
      const records = entity.dates.filter((record) => record.id === ownerId);
      edges.set(ownerEdgeId(ownerId, entity.id), here && drawn(ownerId) ? linkAsAt(records, date) : HIDDEN);
    }
  }
  return { date, nodes, edges };
}

function entityAsAt(structure: SurveyStructure, entity: Entity, date: CivilDate): AsAt {
  const created = createdOn(structure, entity);
  if (created && compareDates(date, created) < 0) return HIDDEN;
  const exit = readDate(entity.meta.end_date);
  return exit && compareDates(date, exit) > 0 ? { state: 'ended', ended: exit } : CURRENT;
}

/**
 * The day an entity came to be: its incorporation when the structure gives one (a company's),
 * otherwise a trust's first settlement or a foundation's first contribution, by a party of its own
 * or by an owner acting as its settlor or founder (an owner's date over a trust is a settlement).
 * Null when the structure does not say (a company acting as nominee has no date of its own): the
 * entity is then drawn at every date.
 */
function createdOn(structure: SurveyStructure, entity: Entity): CivilDate | null {
  const incorporated = readDate(entity.incorporation_date || entity.meta.incorporation_date);
  if (incorporated) return incorporated;
  const settledBy = ENTITY_TYPES[entity.type].settledBy;
  if (settledBy === null) return null;
  const settlements = [
    ...entity.children
      .filter((party) => party.type === settledBy)
      .flatMap((party) => party.children.map((record) => record.date)),
    ...entity.dates
      .filter((record) => record.id !== entity.id && entity.overs.includes(record.id))
      .filter((record) => getEntity(structure, record.id) !== undefined)
      .map((record) => record.date),
  ];
  return earliest(settlements.map(readDate));
}

interface Dated {
  date: string;
  end?: string | undefined;
}

/**
 * A line's records as at the date. A line with no record, or with a date that is not a real date
 * (yet), cannot be placed in time: it is drawn as given, current, rather than hidden or ended on
 * the strength of a date still being typed. An end that is not given means still running.
 */
function linkAsAt(records: readonly Dated[], date: CivilDate): AsAt {
  if (records.length === 0) return CURRENT;
  const placed: { start: CivilDate; end: CivilDate | null }[] = [];
  for (const record of records) {
    const start = readDate(record.date);
    const end = readDate(record.end);
    if (start === null || (record.end && end === null)) return CURRENT;
    placed.push({ start, end });
  }
  const begun = placed.filter((record) => compareDates(record.start, date) <= 0);
  if (begun.length === 0) return HIDDEN;
  if (begun.some((record) => record.end === null || compareDates(date, record.end) <= 0)) return CURRENT;
  return { state: 'ended', ended: latest(begun.map((record) => record.end)) };
}

/** Whether the party had died by the date (`meta.date` is their date of death). */
function diedBy(party: Party, date: CivilDate): boolean {
  if (!isDeceased(party)) return false;
  const death = readDate(party.meta?.date);
  return death === null || compareDates(death, date) <= 0;
}

function earliest(dates: readonly (CivilDate | null)[]): CivilDate | null {
  let found: CivilDate | null = null;
  for (const date of dates) if (date && (found === null || compareDates(date, found) < 0)) found = date;
  return found;
}

function latest(dates: readonly (CivilDate | null)[]): CivilDate | null {
  let found: CivilDate | null = null;
  for (const date of dates) if (date && (found === null || compareDates(date, found) > 0)) found = date;
  return found;
}

/** The dates a slider over the structure's history runs between. */
export interface DateRange {
  earliest: CivilDate;
  latest: CivilDate;
}

/**
 * The earliest and the latest date the drawn structure mentions (incorporations, exits, every
 * date and end of its parties' and owners' records, dates of death), widened to take in `today`,
 * so the slider can always come back to the present. Both are `today` when it mentions none.
 */
export function diagramDateRange(structure: SurveyStructure, today: CivilDate): DateRange {
  const dates: (CivilDate | null)[] = [today];
  for (const id of structure.rootEntitiesIds) {
    const entity = getEntity(structure, id);
    if (!entity) continue;
    dates.push(
      readDate(entity.incorporation_date),
      readDate(entity.meta.incorporation_date),
      readDate(entity.meta.end_date),
    );
    for (const record of entity.dates) dates.push(readDate(record.date), readDate(record.end));
    for (const party of entity.children) {
      dates.push(readDate(party.meta?.date));
      for (const record of party.children) dates.push(readDate(record.date), readDate(record.end));
    }
  }
  return { earliest: earliest(dates) ?? today, latest: latest(dates) ?? today };
}
