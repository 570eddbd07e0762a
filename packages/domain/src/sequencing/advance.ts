import type {
  Part,
  PartAnswers,
  Progress,
  Sequence,
  SurveyError,
  SurveyJson,
  SurveyStructure,
} from '@tsr/contract';
import { type CompiledContent, chunkKey } from '../content/compile';
import { buildSubjects, type SubjectIndex } from '../subjects/subjects';
import { type AnswerProblem, checkPartAnswers, UNFINISHED_PROBLEMS } from './answer-check';
import { questionsFor, shownNames } from './questions';
import { answersBySubject, buildSequence } from './sequence';
import { reviewSubjects, seenAnswers, visibleAnswers } from './visibility';

/**
 * Moving through a review's parts (spec 3.2, 4; docs/questionnaire.md): start, next, back,
 * resume and requestedPartId, with progress and finished. Pure: the caller keeps the sequence
 * (the answers by part) and passes it back in.
 */

export interface ReviewContext {
  /** The prepared structure (prepareStructure). */
  readonly structure: SurveyStructure;
  readonly content: CompiledContent;
  /** Today's date (dd/mm/yyyy) for logic that uses today() or age(); logic never reads the clock. */
  readonly today?: string;
}

export interface NextInput {
  /** The part just shown, with its answers. */
  readonly part?: PartAnswers;
  readonly resume?: boolean;
  readonly requestedPartId?: string;
  readonly back?: boolean;
}

export interface Step {
  /** The sequence with the answers saved. */
  readonly sequence: Sequence;
  /**
   * The index of the part whose answers this step saved (the part sent); every other part is as
   * in the sequence given, so a store may write that part alone. Null when it saved none.
   */
  readonly changedPart: number | null;
  /** The part to show; null when finished. */
  readonly part: Part | null;
  readonly questions: SurveyJson | null;
  readonly progress: Progress;
  readonly finished: boolean;
  readonly fromBack: boolean;
  /** A request that could not be followed; the step then shows where the review can resume. */
  readonly error: SurveyError | null;
  /** customLogic of the shown part that could not be evaluated, and its visibleIf problems (questionsFor). */
  readonly errors: readonly SurveyError[];
  /**
   * The answers sent, refused (checkPartAnswers): nothing was saved, and the step shows the part
   * sent again. Empty when the request was followed.
   */
  readonly problems: readonly AnswerProblem[];
}

export const SEQUENCING_MESSAGES = {
  unknownPart: (id: string) => `There is no part '${id}' in this review`,
  notReachable: (id: string) => `Part '${id}' cannot be opened before the parts before it are answered`,
} as const;

/**
 * The part a request names (the part sent, or requestedPartId) that the sequence does not have,
 * as the message advance would give; null when both are there. The server answers these with a
 * 400 before advancing.
 */
export function unknownPartOf(sequence: Sequence, request: NextInput): string | null {
  for (const id of [request.part?.id, request.requestedPartId])
    if (id !== undefined && !sequence.parts.some((part) => part.id === id))
      return SEQUENCING_MESSAGES.unknownPart(id);
  return null;
}

export { progressPercent } from './progress';

/** Builds the sequence and shows its first part. */
export function startReview(context: ReviewContext): Step {
  return advance(context, buildSequence(context.structure, context.content), { resume: true });
}

export function advance(context: ReviewContext, sequence: Sequence, request: NextInput): Step {
  const parts = sequence.parts.map((part) => ({ ...part }));
  let error: SurveyError | null = null;
  let from: number | null = null;

  if (request.part) {
    const sent = request.part;
    const at = parts.findIndex((part) => part.id === sent.id);
    if (at < 0) error = problem(SEQUENCING_MESSAGES.unknownPart(sent.id));
    else {
      const part = parts[at] as Part;
      // The part as it was shown: its questions are those of the review before this save.
      const shownWith = reviewSubjects(context, parts);
      const problems = checkPartAnswers(part, sent.answers, context.content, shownWith, context.today);
      // Back leaves a page as the user left it (SurveyJS checks a page on Next): what is half done
      // is saved, and the part is no longer answered; anything else is refused on Back too.
      const refused = request.back ? problems.filter((p) => !UNFINISHED_PROBLEMS.has(p.code)) : problems;
      if (refused.length > 0) return { ...step(parts, at, context, shownWith, REFUSED), problems: refused };
      const names = new Set(context.content.chunks.get(chunkKey(part.entityType, part.part))?.names ?? []);
      // Only the questions' own answers are kept (a comment SurveyJS sends beside one is not).
      const answers: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(sent.answers)) if (names.has(name)) answers[name] = value;
      const answered = request.back ? part.answered && problems.length === 0 : true;
      parts[at] = { ...part, answers, answered };
      from = at;
    }
  }

  const subjects = reviewSubjects(context, parts);
  const visibility = new Map<number, boolean>();
  const visible = (index: number): boolean => {
    let known = visibility.get(index);
    if (known === undefined) {
      known = shownNames(parts[index] as Part, context.content, subjects, context.today).length > 0;
      visibility.set(index, known);
    }
    return known;
  };
  const resumeAt = (): number => parts.findIndex((part, index) => !part.answered && visible(index));
  const firstVisible = (): number => parts.findIndex((_part, index) => visible(index));

  let target: number;
  let fromBack = false;
  if (request.resume || error) target = resumeAt();
  else if (request.requestedPartId !== undefined) {
    const at = parts.findIndex((part) => part.id === request.requestedPartId);
    const limit = resumeAt();
    if (at < 0) error = problem(SEQUENCING_MESSAGES.unknownPart(request.requestedPartId));
    else if (!visible(at) || (limit >= 0 && at > limit))
      error = problem(SEQUENCING_MESSAGES.notReachable(request.requestedPartId));
    target = error ? limit : at;
  } else if (request.back) {
    fromBack = true;
    const start = from ?? (resumeAt() < 0 ? parts.length : resumeAt());
    target = -1;
    for (let i = start - 1; i >= 0 && target < 0; i -= 1) if (visible(i)) target = i;
    // Back from the first part stays on it.
    if (target < 0) target = start < parts.length && visible(start) ? start : firstVisible();
  } else if (from === null) target = resumeAt();
  else {
    target = -1;
    for (let i = from + 1; i < parts.length && target < 0; i += 1) if (visible(i)) target = i;
  }
  // Nothing after this part: finished only when every part still shown has been answered.
  if (target < 0) target = resumeAt();

  return step(parts, target, context, subjects, { fromBack, error, changedPart: from });
}

const NO_PROBLEMS: readonly AnswerProblem[] = [];
const REFUSED = { fromBack: false, error: null, changedPart: null } as const;

function step(
  parts: Part[],
  target: number,
  context: ReviewContext,
  subjects: SubjectIndex,
  flags: { fromBack: boolean; error: SurveyError | null; changedPart: number | null },
): Step {
  const total = parts.reduce((sum, part) => sum + part.pageCount, 0);
  const sequence = { parts };
  if (target < 0)
    return {
      sequence,
      part: null,
      questions: null,
      progress: { current: total, total },
      finished: true,
      errors: [],
      problems: NO_PROBLEMS,
      ...flags,
    };
  const part = parts[target] as Part;
  const shown = questionsFor(part, context.content, subjects, context.today);
  const current = parts.slice(0, target).reduce((sum, p) => sum + p.pageCount, 0);
  return {
    sequence,
    part,
    questions: shown.survey,
    progress: { current, total },
    finished: false,
    errors: shown.errors,
    problems: NO_PROBLEMS,
    ...flags,
  };
}

function problem(message: string): SurveyError {
  return { entityName: '', message, question: '', logic: '' };
}

/**
 * The answers that count (docs/questionnaire.md, "Which answers count"), merged per subject:
 * answers to questions still shown (customLogic), on parts still shown, that visibleIf does not
 * hide, with values of choices not offered or hidden taken out. An answer left behind on a
 * question that an earlier change hid, or sent for a question the browser hid, is not used.
 */
export function effectiveAnswers(
  context: ReviewContext,
  parts: readonly Part[],
): Map<string, Readonly<Record<string, unknown>>> {
  return countedAnswers(context, parts).answers;
}

/**
 * effectiveAnswers, with the subjects logic reads (reviewSubjects) and whether every answer
 * counted. When it did, the subjects were built from exactly the answers that count.
 */
export function countedAnswers(
  context: ReviewContext,
  parts: readonly Part[],
): { answers: Map<string, Readonly<Record<string, unknown>>>; subjects: SubjectIndex; unchanged: boolean } {
  const seen = seenAnswers(context.content, parts, context.today);
  const subjects = buildSubjects(context.structure, seen.answers);
  let unchanged = seen.unchanged;
  const kept: Part[] = [];
  for (const part of parts) {
    const answers = visibleAnswers(part, context.content, subjects, context.today);
    if (answers === part.answers) kept.push(part);
    else {
      unchanged = false;
      kept.push({ ...part, answers });
    }
  }
  return { answers: unchanged ? seen.answers : answersBySubject(kept), subjects, unchanged };
}

/**
 * Spec 4 "switch to the latest survey version": the sequence rebuilt on the new content, with
 * the answers to questions that still exist kept. A part stays answered only when the new chunk
 * asks nothing the old one did not, so resume stops at the first part with a new question.
 */
export function moveToSurvey(
  structure: SurveyStructure,
  sequence: Sequence,
  from: CompiledContent,
  to: CompiledContent,
): Sequence {
  const old = new Map(sequence.parts.map((part) => [part.id, part]));
  const parts = buildSequence(structure, to).parts.map((part) => {
    const before = old.get(part.id);
    if (!before) return part;
    const key = chunkKey(part.entityType, part.part);
    const names = to.chunks.get(key)?.names ?? [];
    const oldNames = new Set(from.chunks.get(key)?.names ?? []);
    const keep = new Set(names);
    const answers: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(before.answers)) if (keep.has(name)) answers[name] = value;
    return { ...part, answers, answered: before.answered && names.every((name) => oldNames.has(name)) };
  });
  return { parts };
}
