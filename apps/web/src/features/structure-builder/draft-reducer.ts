import type { EntityType, NomineePrincipal, SurveyStructure } from '@tsr/contract';
import {
  addEntity,
  removeEntity,
  setAnswerable,
  setEntityName,
  setEntityType,
  setExitDate,
  setIncorporationDate,
  setStructureName,
} from './entity-edits';
import { newId } from './ids';
import {
  addOwner,
  addOwnerDate,
  changeOwner,
  removeOwner,
  removeOwnerDate,
  setOwnerDate,
  setOwnerShare,
} from './owner-edits';
import {
  addParty,
  addPartyDate,
  removeParty,
  removePartyDate,
  setDateOfDeath,
  setNomineeFor,
  setPartyDate,
  setPartyDeceased,
  setPartyName,
  setPartyShare,
} from './party-edits';

/**
 * Every change the builder form can make to the draft. Actions that create things carry their
 * new ids, so the reducer stays pure and the form can focus what it just added.
 */
export type DraftAction =
  | { kind: 'replace'; structure: SurveyStructure }
  | { kind: 'structureName'; name: string }
  | { kind: 'addEntity'; entityId: string }
  | { kind: 'removeEntity'; entityId: string }
  | { kind: 'entityName'; entityId: string; name: string }
  | { kind: 'entityType'; entityId: string; type: EntityType }
  | { kind: 'answerable'; entityId: string; answerable: boolean }
  | { kind: 'incorporationDate'; entityId: string; text: string }
  | { kind: 'exitDate'; entityId: string; text: string }
  | { kind: 'addParty'; entityId: string; partyId: string; recordId: string }
  | { kind: 'removeParty'; entityId: string; partyId: string }
  | { kind: 'partyName'; entityId: string; partyId: string; name: string }
  | { kind: 'partyDeceased'; entityId: string; partyId: string; deceased: boolean }
  | { kind: 'dateOfDeath'; entityId: string; partyId: string; text: string }
  | { kind: 'addPartyDate'; entityId: string; partyId: string; recordId: string }
  | {
      kind: 'partyDate';
      entityId: string;
      partyId: string;
      index: number;
      part: 'date' | 'end';
      text: string;
    }
  | { kind: 'removePartyDate'; entityId: string; partyId: string; index: number }
  /** The share held in a shareholding period: '' (not known), a percentage as typed, or a band id. */
  | { kind: 'partyShare'; entityId: string; partyId: string; index: number; text: string }
  /** A shareholder's principal when it acts as nominee; null: not a nominee. */
  | { kind: 'nomineeFor'; entityId: string; partyId: string; principal: NomineePrincipal | null }
  | { kind: 'addOwner'; entityId: string; ownerId: string }
  | { kind: 'changeOwner'; entityId: string; fromOwnerId: string; toOwnerId: string }
  | { kind: 'removeOwner'; entityId: string; ownerId: string }
  | { kind: 'addOwnerDate'; entityId: string; ownerId: string }
  | { kind: 'ownerDate'; entityId: string; index: number; part: 'date' | 'end'; text: string }
  | { kind: 'removeOwnerDate'; entityId: string; index: number }
  /** The owner's share of a company in one period of the link (index into `dates`), as partyShare. */
  | { kind: 'ownerShare'; entityId: string; index: number; text: string };

export function draftReducer(structure: SurveyStructure, action: DraftAction): SurveyStructure {
  switch (action.kind) {
    case 'replace':
      return action.structure;
    case 'structureName':
      return setStructureName(structure, action.name);
    case 'addEntity':
      return addEntity(structure, action.entityId);
    case 'removeEntity':
      return removeEntity(structure, action.entityId);
    case 'entityName':
      return setEntityName(structure, action.entityId, action.name);
    case 'entityType':
      return setEntityType(structure, action.entityId, action.type);
    case 'answerable':
      return setAnswerable(structure, action.entityId, action.answerable);
    case 'incorporationDate':
      return setIncorporationDate(structure, action.entityId, action.text);
    case 'exitDate':
      return setExitDate(structure, action.entityId, action.text);
    case 'addParty':
      return addParty(structure, action.entityId, action.partyId, action.recordId);
    case 'removeParty':
      return removeParty(structure, action.entityId, action.partyId);
    case 'partyName':
      return setPartyName(structure, action.entityId, action.partyId, action.name);
    case 'partyDeceased':
      return setPartyDeceased(structure, action.entityId, action.partyId, action.deceased);
    case 'dateOfDeath':
      return setDateOfDeath(structure, action.entityId, action.partyId, action.text);
    case 'addPartyDate':
      return addPartyDate(structure, action.entityId, action.partyId, action.recordId);
    case 'partyDate':
      return setPartyDate(structure, action.entityId, action.partyId, action.index, action.part, action.text);
    case 'removePartyDate':
      return removePartyDate(structure, action.entityId, action.partyId, action.index);
    case 'partyShare':
      return setPartyShare(structure, action.entityId, action.partyId, action.index, action.text);
    case 'nomineeFor':
      return setNomineeFor(structure, action.entityId, action.partyId, action.principal);
    case 'addOwner':
      return addOwner(structure, action.entityId, action.ownerId);
    case 'changeOwner':
      return changeOwner(structure, action.entityId, action.fromOwnerId, action.toOwnerId);
    case 'removeOwner':
      return removeOwner(structure, action.entityId, action.ownerId);
    case 'addOwnerDate':
      return addOwnerDate(structure, action.entityId, action.ownerId);
    case 'ownerDate':
      return setOwnerDate(structure, action.entityId, action.index, action.part, action.text);
    case 'removeOwnerDate':
      return removeOwnerDate(structure, action.entityId, action.index);
    case 'ownerShare':
      return setOwnerShare(structure, action.entityId, action.index, action.text);
  }
}

/** Action creators for the ones that need fresh ids. */
export const newEntityAction = (): Extract<DraftAction, { kind: 'addEntity' }> => ({
  kind: 'addEntity',
  entityId: newId('e'),
});

export const newPartyAction = (entityId: string): Extract<DraftAction, { kind: 'addParty' }> => ({
  kind: 'addParty',
  entityId,
  partyId: newId('p'),
  recordId: newId('d'),
});

export const newPartyDateAction = (
  entityId: string,
  partyId: string,
): Extract<DraftAction, { kind: 'addPartyDate' }> => ({
  kind: 'addPartyDate',
  entityId,
  partyId,
  recordId: newId('d'),
});
