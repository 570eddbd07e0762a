import type { ExplanationRead, QuestionType } from '@tsr/contract';
import type { LogicSlot } from '../content/logic-slot';
import type { LoopKey } from '../content/loops';
import { type EvalContext, evaluate } from '../logic/compile';
import { isTrue, showValue, type Value } from '../logic/values';
import { loopInstances, type SubjectIndex, type SubjectNode } from '../subjects/subjects';

/** Where some logic runs: entities of one type (or every entity with questions), once per loop instance. */
export interface LogicScope {
  /** null: every entity that has questions (a response subgroup, a definition). */
  readonly entityType: QuestionType | null;
  readonly loopKey: LoopKey | null;
}

/** One evaluation of a logic text: on an entity, or on one of its loop instances. */
export interface LogicPlace {
  readonly entity: SubjectNode;
  readonly loop?: SubjectNode;
  readonly value: Value;
  readonly holds: boolean;
  /** What it read, as an explanation records it (question and subject ids, the value). */
  readonly reads: ExplanationRead[];
  readonly problems: readonly string[];
}

/** The entities of a scope, in the structure's order, as the engine runs them. */
export function scopeEntities(index: SubjectIndex, scope: LogicScope): SubjectNode[] {
  return index.entities.filter((entity) =>
    scope.entityType === null ? entity.questionType !== null : entity.questionType === scope.entityType,
  );
}

/**
 * Evaluates `slot` on every entity and loop instance of `scope`, with the reads traced: the same
 * pure evaluation the engine makes (evaluateSlot with tracing, as an explanation is recorded), once
 * per place, so an author sees where a text holds and what it read there. No condition holds
 * everywhere and reads nothing.
 */
export function logicPlaces(
  index: SubjectIndex,
  slot: LogicSlot,
  scope: LogicScope,
  today?: string,
): LogicPlace[] {
  const places: LogicPlace[] = [];
  for (const entity of scopeEntities(index, scope)) {
    const loops = scope.loopKey ? loopInstances(index, entity, scope.loopKey) : [undefined];
    for (const loop of loops) places.push(evaluateAt(slot, entity, loop, today));
  }
  return places;
}

/** One evaluation of `slot` on `entity` (and `loop`), its reads traced. */
export function evaluateAt(
  slot: LogicSlot,
  entity: SubjectNode,
  loop: SubjectNode | undefined,
  today: string | undefined,
): LogicPlace {
  const at = loop ? { entity, loop } : { entity };
  if (slot.error !== null) return { ...at, value: false, holds: false, reads: [], problems: [slot.error] };
  if (slot.compiled === null) return { ...at, value: true, holds: true, reads: [], problems: [] };
  const context: EvalContext = {
    subject: entity,
    ...(loop ? { loop } : {}),
    ...(today ? { today } : {}),
  };
  const result = evaluate(slot.compiled, context, { trace: true });
  const reads = (result.reads ?? []).map(
    (read): ExplanationRead => ({
      question: read.reference,
      entityId: read.subjectId ?? '',
      value: read.value,
    }),
  );
  return { ...at, value: result.value, holds: isTrue(result.value), reads, problems: result.diagnostics };
}

/** A value as the author reads it: 'true', 'false', a number or a date as written, 'nothing'. */
export function valueText(value: Value): string {
  if (value === undefined) return 'nothing';
  return showValue(value);
}
