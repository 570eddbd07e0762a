import type { Entity, Part, QuestionSubtype, QuestionType, Sequence, SurveyStructure } from '@tsr/contract';
import { SUBTYPE_LABELS } from '@tsr/contract';
import { type CompiledContent, chunkKey } from '../content/compile';
import { partySubjectId, recordSubjectId } from '../subjects/subjects';

/**
 * The questionnaire of a review as a sequence of parts (docs/questionnaire.md). Per entity, in
 * the prepared structure's order (owners first):
 *
 *   1. the entity type's pre chunk;
 *   2. per party (deceased first, then by ordinal): its pre chunk, then per date record its
 *      settlement or contribution chunks (pre, post), then the party's post chunk;
 *   3. acting as settlor, when the entity settles a trust; acting as founder, when it founds a
 *      foundation;
 *   4. the entity type's post chunk.
 *
 * Nominees, and entities the user cannot answer about (answerable 'no'), have no parts. A chunk
 * without questions gives no part. Pure and deterministic: the same structure and content give
 * the same parts with the same ids.
 */
export function buildSequence(structure: SurveyStructure, content: CompiledContent): Sequence {
  const parts: Part[] = [];
  const add = (
    entity: Entity,
    subjectId: string,
    type: QuestionType,
    subtype: QuestionSubtype,
    title: string,
  ): void => {
    const chunk = content.chunks.get(chunkKey(type, subtype));
    if (!chunk) return;
    parts.push({
      id: `${subjectId}:${subtype}`,
      entityId: entity.id,
      part: subtype,
      entityType: type,
      answers: {},
      answered: false,
      subjectId,
      title,
      pageCount: chunk.pages.length,
    });
  };

  for (const id of structure.rootEntitiesIds) {
    const entity = structure.entities[id];
    if (!entity || entity.type === 'nominee' || entity.meta.answerable === 'no') continue;
    add(entity, entity.id, entity.type, 'pre', entity.name);
    for (const party of entity.children) {
      const partyId = partySubjectId(entity, party);
      add(entity, partyId, party.type, 'pre', party.name);
      for (const record of party.children) {
        if (record.type === 'shareholderdates') continue;
        const recordId = recordSubjectId(entity, party, record);
        const title = `${party.name}: ${record.type} ${record.date}`;
        add(entity, recordId, record.type, 'pre', title);
        add(entity, recordId, record.type, 'post', title);
      }
      add(entity, partyId, party.type, 'post', party.name);
    }
    const targets = (entity.copiedTo ?? []).map((target) => structure.entities[target]?.type);
    if (targets.includes('trust'))
      add(entity, entity.id, entity.type, 'settlor', `${entity.name}, ${SUBTYPE_LABELS.settlor}`);
    if (targets.includes('foundation'))
      add(entity, entity.id, entity.type, 'founder', `${entity.name}, ${SUBTYPE_LABELS.founder}`);
    add(entity, entity.id, entity.type, 'post', entity.name);
  }
  return { parts };
}

/**
 * The answers of each subject, merged over its parts in sequence order. A subject answered on one
 * part keeps that part's answers object (nothing is copied); answers are never changed here.
 */
export function answersBySubject(parts: readonly Part[]): Map<string, Readonly<Record<string, unknown>>> {
  const merged = new Map<string, Readonly<Record<string, unknown>>>();
  const copied = new Set<string>();
  for (const part of parts) {
    const answers = part.answers;
    let empty = true;
    for (const _key in answers) {
      empty = false;
      break;
    }
    if (empty) continue;
    const before = merged.get(part.subjectId);
    if (!before) {
      merged.set(part.subjectId, answers);
      continue;
    }
    const target: Record<string, unknown> = copied.has(part.subjectId)
      ? (before as Record<string, unknown>)
      : { ...before };
    copied.add(part.subjectId);
    for (const key in answers) if (Object.hasOwn(answers, key)) target[key] = answers[key];
    merged.set(part.subjectId, target);
  }
  return merged;
}
