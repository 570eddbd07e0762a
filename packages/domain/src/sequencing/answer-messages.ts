import type { SurveyElement } from '@tsr/contract';

/**
 * What `next` says about an answer it refuses (docs/questionnaire.md, "What the server checks"),
 * in one place so that the docs and the tests quote them. A question is named by its title and
 * its name, as the error panel of the questionnaire shows it to the user.
 */
export const ANSWER_MESSAGES = {
  notAQuestion: (name: string) => `'${name}' is not a question of this part`,
  notAChoice: (question: string, value: string) => `${question}: ${value} is not one of its choices`,
  notAList: (question: string, value: string) => `${question} takes a list of its choices, not ${value}`,
  repeatedChoice: (question: string, value: string) => `${question}: ${value} is chosen more than once`,
  exclusiveChoice: (question: string, item: string) =>
    `${question}: '${item}' cannot be chosen with other answers`,
  notANumber: (question: string, value: string) => `${question} takes a number, not ${value}`,
  belowMin: (question: string, min: number, value: string) =>
    `${question} takes a number of at least ${min}, not ${value}`,
  aboveMax: (question: string, max: number, value: string) =>
    `${question} takes a number of at most ${max}, not ${value}`,
  notADate: (question: string, form: string, value: string) =>
    `${question} takes a real date in the form ${form}, not ${value}`,
  notAText: (question: string, value: string) => `${question} takes a text, not ${value}`,
  notABoolean: (question: string, value: string) => `${question} takes true or false, not ${value}`,
  required: (question: string) => `${question} needs an answer`,
} as const;

/** A question as messages name it: `'Its title' (its_name)`, or `'its_name'` when it has no title. */
export function questionLabel(element: Pick<SurveyElement, 'name' | 'title'>): string {
  const title = typeof element.title === 'string' ? element.title.trim() : '';
  return title && title !== element.name ? `'${title}' (${element.name})` : `'${element.name}'`;
}

/** Longest part of a value a message quotes: a message names the answer, it does not repeat it. */
const SHOWN_LENGTH = 40;

/** An answer as a message quotes it: a text in quotes, anything else as JSON, cut short. */
export function shownValue(value: unknown): string {
  const text = typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
}
