import type { Entity, EntityType, Party, SurveyStructure } from '@tsr/contract';
import { ENTITY_TYPES, PARTY_TYPES } from '@tsr/contract';
import { syncUnders, updateEntity } from './update-entity';

/** Edits of the structure and its entities (spec 2.4 fields). All pure. */

export function emptyStructure(): SurveyStructure {
  return { name: '', entities: {}, rootEntitiesIds: [] };
}

export function setStructureName(structure: SurveyStructure, name: string): SurveyStructure {
  return { ...structure, name };
}

/** A new entity: a trust the user can answer about, with no parties or owners yet. */
export function addEntity(structure: SurveyStructure, id: string): SurveyStructure {
  const entity: Entity = {
    id,
    name: '',
    type: 'trust',
    children: [],
    overs: [],
    unders: [],
    dates: [],
    meta: { answerable: 'yes' },
  };
  return {
    ...structure,
    entities: { ...structure.entities, [id]: entity },
    rootEntitiesIds: [...structure.rootEntitiesIds, id],
  };
}

/** Removes the entity and every owner link to or from it. */
export function removeEntity(structure: SurveyStructure, id: string): SurveyStructure {
  const { [id]: _removed, ...rest } = structure.entities;
  let next: SurveyStructure = {
    ...structure,
    entities: rest,
    rootEntitiesIds: structure.rootEntitiesIds.filter((rootId) => rootId !== id),
  };
  for (const otherId of next.rootEntitiesIds) {
    next = updateEntity(next, otherId, (entity) =>
      entity.overs.includes(id)
        ? {
            ...entity,
            overs: entity.overs.filter((owner) => owner !== id),
            dates: entity.dates.filter((record) => record.id !== id),
          }
        : entity,
    );
  }
  return syncUnders(next);
}

export function setEntityName(structure: SurveyStructure, id: string, name: string): SurveyStructure {
  return updateEntity(structure, id, (entity) => ({ ...entity, name }));
}

/**
 * Changes the type. Parties follow: a trust's settlors become a foundation's founders or a
 * company's shareholders (names, dates and deceased marks are kept). A company acting as nominee
 * has no parties, so an entity that has any cannot become one (the form disables that choice).
 * Only companies and nominees (companies acting as nominee) keep an incorporation date.
 */
export function setEntityType(structure: SurveyStructure, id: string, type: EntityType): SurveyStructure {
  return updateEntity(structure, id, (entity) => {
    if (entity.type === type) return entity;
    const partyType = ENTITY_TYPES[type].partyType;
    if (!partyType && entity.children.length > 0) return entity;
    const children: Party[] = partyType
      ? entity.children.map((party) => ({
          ...party,
          type: partyType,
          children: party.children.map((record) => ({ ...record, type: PARTY_TYPES[partyType].recordType })),
        }))
      : [];
    const { incorporation_date: _incorporation, ...withoutIncorporation } = entity;
    const keepsIncorporation = type === 'company' || type === 'nominee';
    return {
      ...(keepsIncorporation ? entity : withoutIncorporation),
      type,
      children,
    };
  });
}

export function setAnswerable(structure: SurveyStructure, id: string, answerable: boolean): SurveyStructure {
  return updateEntity(structure, id, (entity) => ({
    ...entity,
    meta: { ...entity.meta, answerable: answerable ? 'yes' : 'no' },
  }));
}

/** Kept exactly as typed, even when it is not (yet) a real date: validation says what is wrong. */
export function setIncorporationDate(structure: SurveyStructure, id: string, text: string): SurveyStructure {
  return updateEntity(structure, id, (entity) => ({ ...entity, incorporation_date: text }));
}

/** The entity's exit date (`meta.end_date`); no date in the structure may fall after it. */
export function setExitDate(structure: SurveyStructure, id: string, text: string): SurveyStructure {
  return updateEntity(structure, id, (entity) => {
    const { end_date: _old, ...meta } = entity.meta;
    return { ...entity, meta: text === '' ? meta : { ...meta, end_date: text } };
  });
}
