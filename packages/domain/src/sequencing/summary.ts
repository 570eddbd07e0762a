import type { AnswerSummary, Part, SurveyElement } from '@tsr/contract';
import { chunkKey } from '../content/compile';
import type { ReviewContext } from './advance';
import { answerTexts } from './answer-texts';
import { questionsFor } from './questions';
import { hiddenQuestions, reviewSubjects, visibleAnswers } from './visibility';

/**
 * GET /review/{id}/answersummary (spec 3.2, 2.6): every part still shown, in sequence order,
 * with each question shown on it and its answer as the texts the user saw (answer-texts.ts).
 * Only answers that count are given (visibleAnswers), and a question visibleIf hides on them is
 * left out, as the user did not see it; an answer sent anyway for a hidden question or choice
 * is not shown. An unanswered question has an empty Answers list; the submit page shows
 * 'No answer'.
 */
export function answerSummary(context: ReviewContext, parts: readonly Part[]): AnswerSummary {
  const Pages: AnswerSummary['Pages'] = [];
  for (const { part, answers, elements } of shownQuestions(context, parts)) {
    const Answers = elements.map((element) => ({
      Title: element.title ?? element.name,
      Answers: answerTexts(element, answers[element.name]),
      ...carriedMark(part, element, answers[element.name]),
    }));
    if (Answers.length > 0) Pages.push({ Title: part.title, Name: part.id, Answers });
  }
  return { Pages };
}

/** A part still shown, its answers that count, and its questions as the user saw them. */
export interface ShownPart {
  readonly part: Part;
  readonly answers: Readonly<Record<string, unknown>>;
  readonly elements: readonly SurveyElement[];
}

/**
 * Every part still shown, in sequence order, with the answers that count and the questions shown
 * on it (customLogic, then the visibleIf of the answers): how the answer summary and a what-if read
 * a review.
 */
export function* shownQuestions(context: ReviewContext, parts: readonly Part[]): Generator<ShownPart> {
  const subjects = reviewSubjects(context, parts);
  for (const part of parts) {
    const shown = questionsFor(part, context.content, subjects, context.today);
    if (shown.names.length === 0) continue;
    const answers = visibleAnswers(part, context.content, subjects, context.today);
    const chunk = context.content.chunks.get(chunkKey(part.entityType, part.part));
    const hidden = chunk ? hiddenQuestions(chunk, answers, context.today) : new Set<string>();
    const elements = shown.survey.pages.flatMap((page) => page.elements.filter((e) => !hidden.has(e.name)));
    yield { part, answers, elements };
  }
}

/**
 * Whether an answer was carried forward (issue 33) and kept, or changed when the part was
 * confirmed: `Before` is the answer as carried. Nothing for a question that was not carried.
 */
function carriedMark(
  part: Part,
  element: SurveyElement,
  answer: unknown,
): { Carried?: 'unchanged' | 'changed'; Before?: string[] } {
  const carried = part.carried?.answers;
  if (!carried || !Object.hasOwn(carried, element.name)) return {};
  const before = carried[element.name];
  if (JSON.stringify(before) === JSON.stringify(answer)) return { Carried: 'unchanged' };
  return { Carried: 'changed', Before: answerTexts(element, before) };
}
