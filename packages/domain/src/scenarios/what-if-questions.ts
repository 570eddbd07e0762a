import type { Part, SurveyChoice, SurveyElement, WhatIfQuestion, WhatIfQuestions } from '@tsr/contract';
import { chunkKey } from '../content/compile';
import type { ReviewContext } from '../sequencing/advance';
import { answerTexts } from '../sequencing/answer-texts';
import { questionsFor } from '../sequencing/questions';
import { hiddenQuestions, reviewSubjects, visibleAnswers } from '../sequencing/visibility';

/**
 * The questions a what-if may change (issue 33): every part the review showed, with its questions
 * as they were shown (the choices offered) and the answers that counted, told as the user saw them.
 * The answer summary's reading of a review, with what an editor needs beside it.
 */
export function whatIfQuestions(context: ReviewContext, parts: readonly Part[]): WhatIfQuestions['parts'] {
  const subjects = reviewSubjects(context, parts);
  const shownParts: WhatIfQuestions['parts'] = [];
  for (const part of parts) {
    const shown = questionsFor(part, context.content, subjects, context.today);
    if (shown.names.length === 0) continue;
    const answers = visibleAnswers(part, context.content, subjects, context.today);
    const chunk = context.content.chunks.get(chunkKey(part.entityType, part.part));
    const hidden = chunk ? hiddenQuestions(chunk, answers, context.today) : new Set<string>();
    const questions = shown.survey.pages.flatMap((page) =>
      page.elements
        .filter((element) => !hidden.has(element.name))
        .map((element) => question(element, answers[element.name])),
    );
    if (questions.length > 0) shownParts.push({ partId: part.id, title: part.title, questions });
  }
  return shownParts;
}

function question(element: SurveyElement, value: unknown): WhatIfQuestion {
  return {
    name: element.name,
    title: element.title ?? element.name,
    type: element.type,
    ...(typeof element.inputType === 'string' ? { inputType: element.inputType } : {}),
    choices: choicesOf(element),
    ...(value === undefined ? {} : { value }),
    answer: answerTexts(element, value),
  };
}

/** The items the question offered, each with the text the user saw. */
function choicesOf(element: SurveyElement): WhatIfQuestion['choices'] {
  if (element.type === 'boolean')
    return [true, false].map((value) => ({ value, text: answerTexts(element, value)[0] ?? String(value) }));
  return (element.choices ?? []).map((choice: SurveyChoice) => {
    const value = typeof choice === 'object' ? choice.value : choice;
    return { value, text: answerTexts(element, value)[0] ?? String(value) };
  });
}
