import type { SurveyStructure } from '@tsr/contract';

/**
 * A subject id as a reader knows it: 't1' is Oak Trust, 't1/ann' is Ann (Oak Trust),
 * 't1/ann/ann-d0' is Ann (Oak Trust), 01/06/2010 (docs/questionnaire.md, subjects). An id the
 * structure does not know is shown as it is.
 */
export function subjectName(structure: SurveyStructure, subjectId: string): string {
  const [entityId = '', partyId, recordId] = subjectId.split('/');
  const entity = structure.entities[entityId];
  if (!entity) return subjectId;
  if (!partyId) return entity.name;
  const party = entity.children.find((p) => p.id === partyId);
  if (!party) return `${entity.name} › ${partyId}`;
  if (!recordId) return `${party.name} (${entity.name})`;
  const record = party.children.find((r) => r.id === recordId);
  return `${party.name} (${entity.name}), ${record ? record.date : recordId}`;
}

/** The question type of a subject's questions: the entity's, the party's or the record's type. */
export function subjectType(structure: SurveyStructure, subjectId: string): string | null {
  const [entityId = '', partyId, recordId] = subjectId.split('/');
  const entity = structure.entities[entityId];
  if (!entity) return null;
  if (!partyId) return entity.type;
  const party = entity.children.find((p) => p.id === partyId);
  if (!party) return null;
  if (!recordId) return party.type;
  return party.children.find((r) => r.id === recordId)?.type ?? null;
}
