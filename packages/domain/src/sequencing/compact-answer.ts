import type {
  NextAnswer,
  NextResponse,
  Part,
  Sequence,
  SequenceChanges,
  SurveyStructure,
} from '@tsr/contract';

/**
 * The compact `next` answer (docs/questionnaire.md, "The compact answer"; decision 0024): the
 * server lists the parts that changed, the client puts them into the sequence it holds. Both
 * halves live here so that what "changed" means and how it is undone are one definition, tested
 * together. Browser-safe (`@tsr/domain/compact-answer`): no logic, no content.
 */

/**
 * The parts of `after` whose entry differs from `before`'s in any field (answers, answered, title,
 * page count, ...), in sequence order. Null when the two do not hold the same part ids in the same
 * order: a `next` never adds, removes or moves a part, so the caller then sends the whole sequence.
 */
export function changedParts(before: Sequence, after: Sequence): Part[] | null {
  if (before.parts.length !== after.parts.length) return null;
  const changed: Part[] = [];
  for (let i = 0; i < after.parts.length; i += 1) {
    const was = before.parts[i] as Part;
    const now = after.parts[i] as Part;
    if (was.id !== now.id) return null;
    if (!sameJson(was, now)) changed.push(now);
  }
  return changed;
}

/**
 * `held` with `changes` put in: the whole sequence when `changes.since` is null, otherwise each
 * changed part in place of the part of the same id. Throws when a change names a part `held` does
 * not have (the changes were made against another sequence: a caller's mistake).
 */
export function applyChanges(held: Sequence | undefined, changes: SequenceChanges): Sequence {
  if (changes.since === null) return { parts: changes.parts };
  if (!held) throw new Error(`Changes since revision ${changes.since} need the sequence of that revision`);
  const byId = new Map(changes.parts.map((part) => [part.id, part]));
  const parts = held.parts.map((part) => {
    const changed = byId.get(part.id);
    byId.delete(part.id);
    return changed ?? part;
  });
  const unknown = byId.keys().next();
  if (!unknown.done)
    throw new Error(`The changes name part '${unknown.value}', which the sequence held does not have`);
  return { parts };
}

/** What a client keeps of a review between `next` calls to read compact answers. */
export interface HeldQuestionnaire {
  readonly revision: string;
  readonly sequence: Sequence;
  /** Absent when held from start, whose answer has no structure: ask with `compact.structure`. */
  readonly structure?: SurveyStructure;
}

/**
 * The whole answer (spec 3.2) a compact one stands for, given what the client held when it asked
 * (with `compact.since: held.revision`). A whole answer is taken as it is. Throws when the answer
 * needs what is not held: changes since a revision other than `held`'s, or no structure anywhere.
 */
export function mergeNextAnswer(held: HeldQuestionnaire | undefined, answer: NextAnswer): NextResponse {
  if (answer.form === 'full') return answer;
  const { form: _form, changes, structure, ...step } = answer;
  if (changes.since !== null && changes.since !== held?.revision)
    throw new Error(
      `The answer lists changes since revision ${changes.since}, but revision ${held?.revision ?? 'none'} is held`,
    );
  const kept = structure ?? held?.structure;
  if (!kept) throw new Error('The answer has no structure and none is held: ask with compact.structure');
  return { ...step, form: 'full', sequence: applyChanges(held?.sequence, changes), structure: kept };
}

/** JSON equality: objects by their keys whatever the order, a key holding undefined as absent. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((value, i) => sameJson(value, b[i]));
  }
  const left = definedKeys(a);
  const right = definedKeys(b);
  if (left.length !== right.length) return false;
  const other = b as Record<string, unknown>;
  return left.every((key) => sameJson((a as Record<string, unknown>)[key], other[key]));
}

function definedKeys(value: object): string[] {
  return Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
}
