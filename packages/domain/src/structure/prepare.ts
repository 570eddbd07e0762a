import type { CivilDate, DateRecord, Entity, Party, SurveyStructure } from '@tsr/contract';
import { ENTITY_TYPES, PARTY_TYPES } from '@tsr/contract';
import { compareDates, formatDate, parseDate } from '../dates';
import { entityOrder, getEntity, holderIds, ownerIds } from './graph';
import { isDeceased } from './validate';

/**
 * Spec 4 "Structure preparation", as designed in docs/structure-preparation.md: the structure a
 * review runs on. Pure and deterministic; the input is not changed, every entity and every id
 * the user gave is kept, and new ids are derived from existing ones.
 *
 * 1. Order: entities are ordered so that owners come before what they own (ties: builder order).
 * 2. Copy down: a trust (foundation) with owners gets, per owner, a settlor (founder) party for
 *    the owner itself, plus one for each party of the owner that held at the link dates: a
 *    company's shareholders whose shareholding covers the date, a trust's settlors or a
 *    foundation's founders who had settled before it. Each copy has one settlement
 *    (contribution) per link date that is not after either entity's exit date.
 * 3. Deceased parties first, ordinals renumbered.
 * 4. Marks: meta.copied YES/NO, actingAs/copiedTo on owners that act as settlor or founder,
 *    copied shareholders deceased 'no', first_settlement on trusts and foundations.
 */
export function prepareStructure(input: SurveyStructure): SurveyStructure {
  const order = ownersFirst(input);
  const entities: Record<string, Entity> = {};
  for (const id of order) entities[id] = cloneEntity(input.entities[id] as Entity);
  const structure: SurveyStructure = { name: input.name, entities, rootEntitiesIds: order };
  const ids = new UniqueIds(structure);

  for (const id of order) copyDown(structure, entities[id] as Entity, ids);

  const owned = new Map<string, string[]>();
  order.forEach((id, index) => {
    const entity = entities[id] as Entity;
    entity.order = index;
    for (const owner of ownerIds(structure, entity)) owned.set(owner, [...(owned.get(owner) ?? []), id]);
  });
  for (const id of order) {
    const entity = entities[id] as Entity;
    entity.unders = owned.get(id) ?? [];
    entity.children = deceasedFirst(entity.children);
    const copied = entity.children.some((party) => party.copiedFrom !== undefined);
    entity.meta = {
      ...entity.meta,
      entity_type: entity.type,
      name: entity.name,
      copied: copied ? 'YES' : 'NO',
    };
    const first = firstDate(entity.children.filter((p) => p.type !== 'shareholder'));
    if (ENTITY_TYPES[entity.type].settledBy !== null && first)
      entity.meta.first_settlement = formatDate(first);
    for (const party of entity.children) {
      party.meta = { ...party.meta, copied: party.copiedFrom !== undefined ? 'YES' : 'NO' };
    }
  }
  return structure;
}

/**
 * Kahn's algorithm over owners and nominees' principals, always taking the earliest entity in
 * builder order; a cycle's members follow in builder order.
 */
export function ownersFirst(structure: SurveyStructure): string[] {
  const builder = entityOrder(structure);
  const owners = new Map(builder.map((id) => [id, holderIds(structure, structure.entities[id] as Entity)]));
  const waiting = new Map(builder.map((id) => [id, (owners.get(id) as string[]).length]));
  const done = new Set<string>();
  const order: string[] = [];
  for (;;) {
    const next = builder.find((id) => !done.has(id) && waiting.get(id) === 0);
    if (next === undefined) break;
    done.add(next);
    order.push(next);
    for (const id of builder) {
      if (!done.has(id) && (owners.get(id) as string[]).includes(next))
        waiting.set(id, (waiting.get(id) as number) - 1);
    }
  }
  return order.concat(builder.filter((id) => !done.has(id)));
}

function copyDown(structure: SurveyStructure, entity: Entity, ids: UniqueIds): void {
  const partyType = ENTITY_TYPES[entity.type].settledBy;
  if (partyType === null) return;
  const recordType = PARTY_TYPES[partyType].recordType;
  const exit = dateOf(entity.meta.end_date);
  let ordinal = Math.max(-1, ...entity.children.map((p) => p.ordinal)) + 1;

  const addCopy = (source: Party | Entity, key: string, dates: CivilDate[], meta: Party['meta']): void => {
    if (dates.length === 0) return;
    const id = ids.take(key);
    entity.children.push({
      id,
      name: source.name,
      type: partyType,
      parent: entity.id,
      ordinal: ordinal++,
      children: dates.map((date, index) => ({
        id: ids.take(`${id}~${index}`),
        type: recordType,
        date: formatDate(date),
      })),
      meta: { ...meta },
      copiedFrom: source.id,
    });
  };

  for (const ownerId of ownerIds(structure, entity)) {
    const owner = getEntity(structure, ownerId) as Entity;
    if (owner.type === 'nominee') continue;
    const ownerExit = dateOf(owner.meta.end_date);
    const incorporation =
      owner.type === 'company' ? dateOf(owner.incorporation_date || owner.meta.incorporation_date) : null;
    const linkDates = uniqueSorted(
      entity.dates
        .filter((record) => record.id === ownerId)
        .map((record) => parseDate(record.date))
        .filter((date): date is CivilDate => date !== null)
        .filter(
          (date) =>
            !after(date, exit) &&
            !after(date, ownerExit) &&
            !(incorporation && compareDates(date, incorporation) < 0),
        ),
    );
    if (linkDates.length === 0) continue;

    addCopy(owner, `${entity.id}~${owner.id}`, linkDates, { deceased: 'no', entity_type: owner.type });
    owner.actingAs ??= partyType;
    owner.copiedTo = [...(owner.copiedTo ?? []), entity.id];

    for (const party of [...owner.children].sort(byOrdinal)) {
      const key = `${entity.id}~${owner.id}~${party.id}`;
      if (owner.type === 'company' && party.type === 'shareholder') {
        const held = linkDates.filter((date) => party.children.some((range) => covers(range, date)));
        addCopy(party, key, held, { ...party.meta, deceased: 'no' });
      } else if (owner.type !== 'company' && (party.type === 'settlor' || party.type === 'founder')) {
        const settled = firstDate([party]);
        const later = settled ? linkDates.filter((date) => compareDates(settled, date) <= 0) : [];
        addCopy(party, key, later, { ...party.meta });
      }
    }
  }
}

/** A shareholderdates range covers a date from its start to its end (open when no end). */
function covers(range: DateRecord, date: CivilDate): boolean {
  if (range.type !== 'shareholderdates') return false;
  const start = parseDate(range.date);
  if (!start || compareDates(start, date) > 0) return false;
  if (range.end === undefined || range.end === '') return true;
  const end = parseDate(range.end);
  return end !== null && compareDates(date, end) <= 0;
}

function deceasedFirst(children: Party[]): Party[] {
  const sorted = [...children].sort(
    (a, b) => Number(isDeceased(b)) - Number(isDeceased(a)) || byOrdinal(a, b),
  );
  return sorted.map((party, index) => ({ ...party, ordinal: index }));
}

function byOrdinal(a: Party, b: Party): number {
  return a.ordinal - b.ordinal || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function firstDate(parties: Party[]): CivilDate | null {
  let first: CivilDate | null = null;
  for (const party of parties) {
    for (const record of party.children) {
      const date = parseDate(record.date);
      if (date && (!first || compareDates(date, first) < 0)) first = date;
    }
  }
  return first;
}

function uniqueSorted(dates: CivilDate[]): CivilDate[] {
  const sorted = [...dates].sort(compareDates);
  return sorted.filter(
    (date, index) => index === 0 || compareDates(sorted[index - 1] as CivilDate, date) !== 0,
  );
}

function after(date: CivilDate, limit: CivilDate | null): boolean {
  return limit !== null && compareDates(date, limit) > 0;
}

function dateOf(text: string | undefined): CivilDate | null {
  return text ? parseDate(text) : null;
}

function cloneEntity(entity: Entity): Entity {
  return structuredClone(entity);
}

/** Hands out ids derived from a key, never one already used in the structure. */
class UniqueIds {
  private readonly used = new Set<string>();

  constructor(structure: SurveyStructure) {
    for (const entity of Object.values(structure.entities)) {
      this.used.add(entity.id);
      for (const party of entity.children) {
        this.used.add(party.id);
        for (const record of party.children) this.used.add(record.id);
      }
    }
  }

  take(key: string): string {
    let id = key;
    for (let n = 2; this.used.has(id); n += 1) id = `${key}#${n}`;
    this.used.add(id);
    return id;
  }
}
