import type { AnswerSummary, Part, SurveyChoice, SurveyElement } from '@tsr/contract';
import { buildSubjects } from '../subjects/subjects';
import type { ReviewContext } from './advance';
import { questionsFor } from './questions';
import { answersBySubject } from './sequence';

/**
 * GET /review/{id}/answersummary (spec 3.2, 2.6): every part still shown, in sequence order,
 * with each question shown on it and its answer as texts (a choice's text where it has one).
 * An unanswered question has an empty Answers list; the submit page shows 'No answer'.
 */
export function answerSummary(context: ReviewContext, parts: readonly Part[]): AnswerSummary {
  const subjects = buildSubjects(context.structure, answersBySubject(parts));
  const Pages: AnswerSummary['Pages'] = [];
  for (const part of parts) {
    const shown = questionsFor(part, context.content, subjects, context.today);
    if (shown.names.length === 0) continue;
    const Answers = shown.survey.pages.flatMap((page) =>
      page.elements.map((element) => ({
        Title: element.title ?? element.name,
        Answers: answerTexts(element, part.answers[element.name]),
      })),
    );
    Pages.push({ Title: part.title, Name: part.id, Answers });
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
