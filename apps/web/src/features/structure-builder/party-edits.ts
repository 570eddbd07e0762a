import type { DateRecord, Entity, NomineePrincipal, Party, SurveyStructure } from '@tsr/contract';
import { ENTITY_TYPES, PARTY_TYPES } from '@tsr/contract';
import { updateEntity } from './update-entity';

/**
 * Edits of an entity's individual parties (settlors, founders, shareholders) and their date
 * records. Dates and shares are kept as typed. A settlor deceased at settlement has one settlement
 * date, which is also their `meta.date` (the contract's date of death), so the two are kept equal.
 */

function updateParty(
  structure: SurveyStructure,
  entityId: string,
  partyId: string,
  change: (party: Party, entity: Entity) => Party,
): SurveyStructure {
  return updateEntity(structure, entityId, (entity) => ({
    ...entity,
    children: entity.children.map((party) => (party.id === partyId ? change(party, entity) : party)),
  }));
}

/** Parties are numbered by their place in the list. */
const renumber = (parties: Party[]): Party[] =>
  parties.map((party, ordinal) => (party.ordinal === ordinal ? party : { ...party, ordinal }));

/** A new party of the entity's kind, with one empty date ready to type into. */
export function addParty(
  structure: SurveyStructure,
  entityId: string,
  partyId: string,
  recordId: string,
): SurveyStructure {
  return updateEntity(structure, entityId, (entity) => {
    const type = ENTITY_TYPES[entity.type].partyType;
    if (!type) return entity;
    const party: Party = {
      id: partyId,
      name: '',
      type,
      parent: entityId,
      ordinal: entity.children.length,
      children: [{ id: recordId, type: PARTY_TYPES[type].recordType, date: '' }],
      meta: { deceased: 'no' },
    };
    return { ...entity, children: [...entity.children, party] };
  });
}

export function removeParty(structure: SurveyStructure, entityId: string, partyId: string): SurveyStructure {
  return updateEntity(structure, entityId, (entity) => ({
    ...entity,
    children: renumber(entity.children.filter((party) => party.id !== partyId)),
  }));
}

export function setPartyName(
  structure: SurveyStructure,
  entityId: string,
  partyId: string,
  name: string,
): SurveyStructure {
  return updateParty(structure, entityId, partyId, (party) => ({ ...party, name }));
}

const isDeceasedSettlor = (party: Party) => party.type === 'settlor' && party.meta?.deceased === 'yes';

/**
 * Marks a party deceased or not. A settlor deceased at settlement gets `meta.date` equal to their
 * (single) settlement date; unmarking removes the date of death.
 */
export function setPartyDeceased(
  structure: SurveyStructure,
  entityId: string,
  partyId: string,
  deceased: boolean,
): SurveyStructure {
  return updateParty(structure, entityId, partyId, (party) => {
    const { date: _death, ...meta } = party.meta ?? {};
    if (!deceased) return { ...party, meta: { ...meta, deceased: 'no' } };
    const marked: Party = { ...party, meta: { ...meta, deceased: 'yes' } };
    if (party.type !== 'settlor') return marked;
    return { ...marked, meta: { ...marked.meta, date: party.children[0]?.date ?? '' } };
  });
}

/** A deceased shareholder's date of death (`meta.date`): their shareholdings must end by then. */
export function setDateOfDeath(
  structure: SurveyStructure,
  entityId: string,
  partyId: string,
  text: string,
): SurveyStructure {
  return updateParty(structure, entityId, partyId, (party) => ({
    ...party,
    meta: { ...party.meta, date: text },
  }));
}

export function addPartyDate(
  structure: SurveyStructure,
  entityId: string,
  partyId: string,
  recordId: string,
): SurveyStructure {
  return updateParty(structure, entityId, partyId, (party) => ({
    ...party,
    children: [...party.children, { id: recordId, type: PARTY_TYPES[party.type].recordType, date: '' }],
  }));
}

export function setPartyDate(
  structure: SurveyStructure,
  entityId: string,
  partyId: string,
  index: number,
  part: 'date' | 'end',
  text: string,
): SurveyStructure {
  return updateParty(structure, entityId, partyId, (party) => {
    const children = party.children.map((record, i): DateRecord => {
      if (i !== index) return record;
      if (part === 'date') return { ...record, date: text };
      const { end: _end, ...rest } = record;
      return text === '' ? rest : { ...record, end: text };
    });
    const next = { ...party, children };
    return isDeceasedSettlor(party) && index === 0 && part === 'date'
      ? { ...next, meta: { ...party.meta, date: text } }
      : next;
  });
}

/**
 * The share of the company held in one shareholding period, kept exactly as typed; '' (not known)
 * removes the key.
 */
export function setPartyShare(
  structure: SurveyStructure,
  entityId: string,
  partyId: string,
  index: number,
  text: string,
): SurveyStructure {
  return updateParty(structure, entityId, partyId, (party) => ({
    ...party,
    children: party.children.map((record, i): DateRecord => {
      if (i !== index) return record;
      const { share: _share, ...rest } = record;
      return text === '' ? rest : { ...record, share: text };
    }),
  }));
}

/**
 * Whom a shareholder holds its shares for as nominee: an entity, or an individual party of one;
 * null: it holds them for itself (the key is removed). The principal is its own field, never an
 * owner link (spec 5.2 keeps nominees out of the owner lists).
 */
export function setNomineeFor(
  structure: SurveyStructure,
  entityId: string,
  partyId: string,
  principal: NomineePrincipal | null,
): SurveyStructure {
  return updateParty(structure, entityId, partyId, (party) => {
    const { nomineeFor: _old, ...rest } = party;
    if (!principal) return rest;
    const nomineeFor: NomineePrincipal =
      principal.partyId === undefined
        ? { entityId: principal.entityId }
        : { entityId: principal.entityId, partyId: principal.partyId };
    return { ...rest, nomineeFor };
  });
}

export function removePartyDate(
  structure: SurveyStructure,
  entityId: string,
  partyId: string,
  index: number,
): SurveyStructure {
  return updateParty(structure, entityId, partyId, (party) => {
    const children = party.children.filter((_, i) => i !== index);
    const next = { ...party, children };
    return isDeceasedSettlor(party) && index === 0
      ? { ...next, meta: { ...party.meta, date: children[0]?.date ?? '' } }
      : next;
  });
}
