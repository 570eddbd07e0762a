import type { Part, SurveyChoice, SurveyElement, WhatIfQuestion, WhatIfQuestions } from '@tsr/contract';
import type { ReviewContext } from '../sequencing/advance';
import { answerTexts } from '../sequencing/answer-texts';
import { shownQuestions } from '../sequencing/summary';

/**
 * The questions a what-if may change (issue 33): every part the review showed, with its questions
 * as they were shown (the choices offered) and the answers that counted, told as the user saw them.
 * The answer summary's reading of a review, with what an editor needs beside it.
 */
export function whatIfQuestions(context: ReviewContext, parts: readonly Part[]): WhatIfQuestions['parts'] {
  const shownParts: WhatIfQuestions['parts'] = [];
  for (const { part, answers, elements } of shownQuestions(context, parts)) {
    const questions = elements.map((element) => question(element, answers[element.name]));
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
