import type { DroppedAnswer, Part, Sequence } from '@tsr/contract';
import { chunkElements } from '../content/chunk-elements';
import { type CompiledContent, chunkKey } from '../content/compile';
import type { ReviewContext } from './advance';
import { answerTexts } from './answer-texts';
import { reviewSubjects, visibleAnswers } from './visibility';

/**
 * Carry forward (issue 33): this year's review of a saved structure starts with last year's
 * answers, question by question, where the question still exists and the part is about the same
 * subject (same part id and question type: an entity that became another kind is asked afresh).
 * A part that receives answers is marked `carried` and stays unanswered until the user confirms it
 * (Next on it), so resuming stops at it and the review cannot be submitted before. Only answers
 * that counted last year are carried (an answer to a question hidden then is not an answer).
 * Answers that cannot be carried are returned, told as the user saw them, so that none is lost.
 */
export interface PreviousReview {
  /** The previous review's prepared structure, content version and as-at date. */
  readonly context: ReviewContext;
  readonly sequence: Sequence;
  /** The date (dd/mm/yyyy) its parts' banners name: the previous report's. */
  readonly date: string;
}

export interface CarriedSequence {
  readonly sequence: Sequence;
  /** Answers of the previous review that had nowhere to go. */
  readonly notCarried: DroppedAnswer[];
}

/** `sequence` is the new review's (buildSequence on the structure now and the latest content). */
export function carryForward(
  sequence: Sequence,
  content: CompiledContent,
  previous: PreviousReview,
): CarriedSequence {
  const before = reviewSubjects(previous.context, previous.sequence.parts);
  const counted = new Map(
    previous.sequence.parts.map((part) => [
      part.id,
      { part, answers: visibleAnswers(part, previous.context.content, before, previous.context.today) },
    ]),
  );
  const carriedInto = new Map<string, ReadonlySet<string>>();
  const parts = sequence.parts.map((part): Part => {
    const old = counted.get(part.id);
    if (!old || old.part.entityType !== part.entityType) return part;
    const names = new Set(content.chunks.get(chunkKey(part.entityType, part.part))?.names ?? []);
    const answers: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(old.answers)) if (names.has(name)) answers[name] = value;
    const carried = Object.keys(answers);
    if (carried.length === 0) return part;
    carriedInto.set(part.id, new Set(carried));
    return { ...part, answers, answered: false, carried: { from: previous.date, answers: { ...answers } } };
  });

  const notCarried: DroppedAnswer[] = [];
  for (const { part, answers } of counted.values()) {
    const kept = carriedInto.get(part.id);
    const elements = chunkElements(previous.context.content, chunkKey(part.entityType, part.part));
    for (const [name, value] of Object.entries(answers)) {
      if (kept?.has(name)) continue;
      const element = elements.get(name);
      notCarried.push({
        part: part.title,
        question: element?.title ?? name,
        answers: answerTexts(element, value),
      });
    }
  }
  return { sequence: { parts }, notCarried };
}
