import type { SurveyChoice, SurveyElement, SurveyJson } from '@tsr/contract';

/**
 * Small builders for SurveyJS question JSON, so each chunk reads as a list of questions.
 * Help texts are markdown; a line starting with '##li' is a bullet (spec 2.5).
 */

export interface QuestionOptions {
  /** Markdown help text shown under the title. */
  readonly help?: string;
  /** SurveyJS condition within the same chunk (the browser evaluates it as answers change). */
  readonly visibleIf?: string;
  /** Logic-language condition over earlier parts and the structure (the server evaluates it). */
  readonly customLogic?: string;
  readonly required?: boolean;
}

export type ChoiceInput = readonly [value: string, text: string] | readonly [string, string, string];

const UNKNOWN: ChoiceInput = ['unknown', 'Not known'];

function element(type: string, name: string, title: string, options: QuestionOptions): SurveyElement {
  return {
    type,
    name,
    title,
    ...(options.help ? { description: options.help } : {}),
    ...(options.visibleIf ? { visibleIf: options.visibleIf } : {}),
    ...(options.customLogic ? { customLogic: options.customLogic } : {}),
    ...(options.required ? { isRequired: true } : {}),
  };
}

/** A choice: [value, text] or [value, text, customLogic] (offered only when the logic holds). */
function toChoice([value, text, customLogic]: ChoiceInput): SurveyChoice {
  return { value, text, ...(customLogic ? { customLogic } : {}) };
}

/** Yes / No / Not known (domain primer section 5: an unknown is never read as "no"). */
export function yesNo(name: string, title: string, options: QuestionOptions = {}): SurveyElement {
  return {
    ...element('radiogroup', name, title, options),
    choices: [toChoice(['yes', 'Yes']), toChoice(['no', 'No']), toChoice(UNKNOWN)],
  };
}

/** A single choice; `unknown: true` adds 'Not known'. */
export function choice(
  name: string,
  title: string,
  choices: readonly ChoiceInput[],
  options: QuestionOptions & { unknown?: boolean } = {},
): SurveyElement {
  const all = options.unknown ? [...choices, UNKNOWN] : choices;
  return { ...element('radiogroup', name, title, options), choices: all.map(toChoice) };
}

/** A drop-down single choice for long lists (jurisdictions). */
export function dropdown(
  name: string,
  title: string,
  choices: readonly ChoiceInput[],
  options: QuestionOptions = {},
): SurveyElement {
  return { ...element('dropdown', name, title, options), choices: choices.map(toChoice) };
}

/** Several choices; 'none' is exclusive (SurveyJS showNoneItem). The answer is a list. */
export function checkbox(
  name: string,
  title: string,
  choices: readonly ChoiceInput[],
  options: QuestionOptions = {},
): SurveyElement {
  return {
    ...element('checkbox', name, title, options),
    choices: choices.map(toChoice),
    showNoneItem: true,
    noneText: 'None of these',
  };
}

/** A whole number or an amount. */
export function number(
  name: string,
  title: string,
  options: QuestionOptions & { min?: number; max?: number } = {},
): SurveyElement {
  return {
    ...element('text', name, title, options),
    inputType: 'number',
    ...(options.min === undefined ? {} : { min: options.min }),
    ...(options.max === undefined ? {} : { max: options.max }),
  };
}

/**
 * A date typed as dd/mm/yyyy and saved in that form (the logic language's date form), through
 * SurveyJS's datetime mask with the masked value saved.
 */
export function date(name: string, title: string, options: QuestionOptions = {}): SurveyElement {
  return {
    ...element('text', name, title, options),
    maskType: 'datetime',
    maskSettings: { pattern: 'dd/mm/yyyy', saveMaskedValue: true },
    placeholder: 'dd/mm/yyyy',
  };
}

export interface PageInput {
  readonly name: string;
  readonly title: string;
  readonly elements: readonly SurveyElement[];
}

/** A chunk: SurveyJS survey JSON of titled pages. */
export function survey(...pages: readonly PageInput[]): SurveyJson {
  return {
    showQuestionNumbers: 'off',
    pages: pages.map((page) => ({ name: page.name, title: page.title, elements: [...page.elements] })),
  };
}

/** Markdown help: paragraphs, and '##li' bullets for list items. */
export function help(intro: string, bullets: readonly string[] = [], outro = ''): string {
  return [intro, ...bullets.map((item) => `##li ${item}`), ...(outro ? [outro] : [])].join('\n');
}
