import type { OwnerDate, SurveyStructure } from '@tsr/contract';
import { syncUnders, updateEntity } from './update-entity';

/**
 * Edits of an entity's owning entities ("owned by"). A link from owner X is X's id in `overs`;
 * its dates are the records of `dates` whose id is X (contract, spec 3.1). Record indexes are
 * indexes into `dates`, the same indexes validation reports in fields like `dates[2].date`.
 */

/** Links a new owner with one empty date ready to type into. */
export function addOwner(structure: SurveyStructure, entityId: string, ownerId: string): SurveyStructure {
  const next = updateEntity(structure, entityId, (entity) =>
    entity.overs.includes(ownerId)
      ? entity
      : {
          ...entity,
          overs: [...entity.overs, ownerId],
          dates: [...entity.dates, { id: ownerId, date: '' }],
        },
  );
  return syncUnders(next);
}

/** Puts another owner in place of one, keeping the link's dates. */
export function changeOwner(
  structure: SurveyStructure,
  entityId: string,
  fromOwnerId: string,
  toOwnerId: string,
): SurveyStructure {
  const next = updateEntity(structure, entityId, (entity) =>
    fromOwnerId === toOwnerId || entity.overs.includes(toOwnerId)
      ? entity
      : {
          ...entity,
          overs: entity.overs.map((id) => (id === fromOwnerId ? toOwnerId : id)),
          dates: entity.dates.map((record) =>
            record.id === fromOwnerId ? { ...record, id: toOwnerId } : record,
          ),
        },
  );
  return syncUnders(next);
}

export function removeOwner(structure: SurveyStructure, entityId: string, ownerId: string): SurveyStructure {
  const next = updateEntity(structure, entityId, (entity) => ({
    ...entity,
    overs: entity.overs.filter((id) => id !== ownerId),
    dates: entity.dates.filter((record) => record.id !== ownerId),
  }));
  return syncUnders(next);
}

export function addOwnerDate(structure: SurveyStructure, entityId: string, ownerId: string): SurveyStructure {
  return updateEntity(structure, entityId, (entity) => ({
    ...entity,
    dates: [...entity.dates, { id: ownerId, date: '' }],
  }));
}

export function setOwnerDate(
  structure: SurveyStructure,
  entityId: string,
  index: number,
  part: 'date' | 'end',
  text: string,
): SurveyStructure {
  return updateEntity(structure, entityId, (entity) => ({
    ...entity,
    dates: entity.dates.map((record, i): OwnerDate => {
      if (i !== index) return record;
      if (part === 'date') return { ...record, date: text };
      const { end: _end, ...rest } = record;
      return text === '' ? rest : { ...record, end: text };
    }),
  }));
}

/**
 * The owner's share of the company in one period, kept exactly as typed (a half-typed figure is
 * reported by validation, not dropped); '' (not known) removes the key.
 */
export function setOwnerShare(
  structure: SurveyStructure,
  entityId: string,
  index: number,
  text: string,
): SurveyStructure {
  return updateEntity(structure, entityId, (entity) => ({
    ...entity,
    dates: entity.dates.map((record, i): OwnerDate => {
      if (i !== index) return record;
      const { share: _share, ...rest } = record;
      return text === '' ? rest : { ...record, share: text };
    }),
  }));
}

export function removeOwnerDate(
  structure: SurveyStructure,
  entityId: string,
  index: number,
): SurveyStructure {
  return updateEntity(structure, entityId, (entity) => ({
    ...entity,
    dates: entity.dates.filter((_, i) => i !== index),
  }));
}
