import type { AnswerSummary, Part, SurveyChoice, SurveyElement } from '@tsr/contract';
import { chunkKey } from '../content/compile';
import type { ReviewContext } from './advance';
import { questionsFor } from './questions';
import { hiddenQuestions, reviewSubjects, visibleAnswers } from './visibility';

/**
 * GET /review/{id}/answersummary (spec 3.2, 2.6): every part still shown, in sequence order,
 * with each question shown on it and its answer as texts (a choice's text where it has one).
 * Only answers that count are given (visibleAnswers), and a question visibleIf hides on them is
 * left out, as the user did not see it; an answer sent anyway for a hidden question or choice
 * is not shown. An unanswered question has an empty Answers list; the submit page shows
 * 'No answer'.
 */
export function answerSummary(context: ReviewContext, parts: readonly Part[]): AnswerSummary {
  const subjects = reviewSubjects(context, parts);
  const Pages: AnswerSummary['Pages'] = [];
  for (const part of parts) {
    const shown = questionsFor(part, context.content, subjects, context.today);
    if (shown.names.length === 0) continue;
    const answers = visibleAnswers(part, context.content, subjects, context.today);
    const chunk = context.content.chunks.get(chunkKey(part.entityType, part.part));
    const hidden = chunk ? hiddenQuestions(chunk, answers, context.today) : new Set<string>();
    const Answers = shown.survey.pages.flatMap((page) =>
      page.elements
        .filter((element) => !hidden.has(element.name))
        .map((element) => ({
          Title: element.title ?? element.name,
          Answers: answerTexts(element, answers[element.name]),
        })),
    );
    if (Answers.length > 0) Pages.push({ Title: part.title, Name: part.id, Answers });
  }
  return { Pages };
}

function answerTexts(element: SurveyElement, value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const values = Array.isArray(value) ? value : [value];
  return values.map((item) => {
    const choice = element.choices?.find((c: SurveyChoice) => (typeof c === 'object' ? c.value : c) === item);
    if (choice && typeof choice === 'object' && choice.text) return choice.text;
    return typeof item === 'object' ? JSON.stringify(item) : String(item);
  });
}
