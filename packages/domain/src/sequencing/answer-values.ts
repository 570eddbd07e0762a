import { daysInMonth, type SurveyChoice, type SurveyElement } from '@tsr/contract';
import { equals, toNumber, type Value } from '../logic/values';
import { ANSWER_MESSAGES, questionLabel, shownValue } from './answer-messages';
import { answerTexts, SPECIAL_ITEMS } from './answer-texts';

/**
 * Whether one answer is of the kind its question takes, as SurveyJS stores it (docs/questionnaire.md,
 * "What the server checks"): a choice question one of its choices (a list of them for a checkbox,
 * with None alone), a number question a number within its bounds, a date question a real date in
 * the form the question saves, a text question a text, a yes/no question true or false. Kinds of
 * question the content does not use (matrices, panels, ratings, files, ...) are not checked here:
 * the contract's limits on answers still hold for them. Empty answers are not checked here: the
 * part's check decides whether a question needs one.
 */

export type ValueProblemCode =
  | 'not-a-choice'
  | 'not-a-list'
  | 'repeated-choice'
  | 'exclusive-choice'
  | 'not-a-number'
  | 'below-min'
  | 'above-max'
  | 'not-a-date'
  | 'not-a-text'
  | 'not-a-boolean';

export interface ValueProblem {
  readonly code: ValueProblemCode;
  readonly message: string;
}

/** Empty as SurveyJS's required check has it: nothing, a blank text, an empty list or object. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** The problem with a non-empty answer to this question, or null when it is of the right kind. */
export function valueProblem(element: SurveyElement, value: unknown): ValueProblem | null {
  const label = questionLabel(element);
  const choices = choiceKind(element);
  if (choices === 'single') return isChoice(element, value) ? null : notAChoice(label, value);
  if (choices === 'multiple') return listProblem(element, label, value);
  if (element.type === 'boolean') return booleanProblem(element, label, value);
  if (element.type === 'comment') return typeof value === 'string' ? null : notAText(label, value);
  if (element.type !== 'text') return null;
  const mask = typeof element.maskType === 'string' ? element.maskType : '';
  const masked = maskSettings(element).saveMaskedValue === true;
  if (mask === 'datetime') return dateProblem(label, value, masked ? maskPattern(element) : ISO_FORM);
  if (mask === 'numeric' || mask === 'currency')
    return masked ? textProblem(label, value) : numberProblem(element, label, value);
  if (mask === 'pattern') return textProblem(label, value);
  const inputType = typeof element.inputType === 'string' ? element.inputType : 'text';
  if (inputType === 'number' || inputType === 'range') return numberProblem(element, label, value);
  if (inputType === 'date') return dateProblem(label, value, NATIVE_DATE_FORMS);
  return textProblem(label, value);
}

/** Single-choice questions take one value, multiple-choice ones a list (SurveyJS's own types). */
function choiceKind(element: SurveyElement): 'single' | 'multiple' | null {
  switch (element.type) {
    case 'radiogroup':
    case 'dropdown':
      return 'single';
    case 'checkbox':
    case 'tagbox':
    case 'ranking':
      return 'multiple';
    case 'imagepicker':
      return element.multiSelect === true ? 'multiple' : 'single';
    default:
      return null;
  }
}

const choiceValue = (choice: SurveyChoice): Value => (typeof choice === 'object' ? choice.value : choice);

/** The values of SurveyJS's own items the question shows (None, Other, Refuse, Don't know). */
function specialValues(element: SurveyElement): { value: string; exclusive: boolean }[] {
  return SPECIAL_ITEMS.filter((item) => item.show.some((key) => element[key] === true)).map((item) => ({
    value: item.value,
    exclusive: item.value !== 'other',
  }));
}

const isScalar = (item: unknown): item is string | number | boolean =>
  typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';

/**
 * One of the question's choices or its own items, matched as `=` matches them (and as SurveyJS
 * does: texts ignore case, 5 is '5'). Every choice of the content counts here, offered or not: a
 * choice the server does not offer is taken out of the answers that count (visibility.ts).
 */
function isChoice(element: SurveyElement, item: unknown): boolean {
  if (!isScalar(item)) return false;
  return (
    (element.choices ?? []).some((choice) => equals(choiceValue(choice), item)) ||
    specialValues(element).some((special) => equals(special.value, item))
  );
}

/** Whether choosing the item clears every other (None, Refuse, Don't know, a choice marked isExclusive). */
function isExclusive(element: SurveyElement, item: string | number | boolean): boolean {
  if (specialValues(element).some((special) => special.exclusive && equals(special.value, item))) return true;
  return (element.choices ?? []).some(
    (choice) => typeof choice === 'object' && choice.isExclusive === true && equals(choice.value, item),
  );
}

function listProblem(element: SurveyElement, label: string, value: unknown): ValueProblem | null {
  if (!Array.isArray(value))
    return { code: 'not-a-list', message: ANSWER_MESSAGES.notAList(label, shownValue(value)) };
  const seen: (string | number | boolean)[] = [];
  for (const item of value) {
    if (!isChoice(element, item)) return notAChoice(label, item);
    const scalar = item as string | number | boolean;
    if (seen.some((other) => equals(other, scalar)))
      return { code: 'repeated-choice', message: ANSWER_MESSAGES.repeatedChoice(label, shownValue(item)) };
    seen.push(scalar);
  }
  if (seen.length > 1) {
    const exclusive = seen.find((item) => isExclusive(element, item));
    if (exclusive !== undefined) {
      const text = answerTexts(element, exclusive)[0] ?? String(exclusive);
      return { code: 'exclusive-choice', message: ANSWER_MESSAGES.exclusiveChoice(label, text) };
    }
  }
  return null;
}

function booleanProblem(element: SurveyElement, label: string, value: unknown): ValueProblem | null {
  const accepted: unknown[] = [element.valueTrue ?? true, element.valueFalse ?? false];
  return accepted.some((v) => v === value)
    ? null
    : { code: 'not-a-boolean', message: ANSWER_MESSAGES.notABoolean(label, shownValue(value)) };
}

/** A bound of a number question, when the content gives one as a number (or a numeric text). */
function bound(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const n = toNumber(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * A number, or a text of one as the logic language reads it: SurveyJS stores numbers typed into a
 * number input as numbers, and an answer kept as text (from an older client) compares the same.
 */
function numberProblem(element: SurveyElement, label: string, value: unknown): ValueProblem | null {
  const n = typeof value === 'number' || typeof value === 'string' ? toNumber(value) : Number.NaN;
  if (!Number.isFinite(n))
    return { code: 'not-a-number', message: ANSWER_MESSAGES.notANumber(label, shownValue(value)) };
  const min = bound(element.min);
  if (min !== null && n < min)
    return { code: 'below-min', message: ANSWER_MESSAGES.belowMin(label, min, shownValue(value)) };
  const max = bound(element.max);
  if (max !== null && n > max)
    return { code: 'above-max', message: ANSWER_MESSAGES.aboveMax(label, max, shownValue(value)) };
  return null;
}

function textProblem(label: string, value: unknown): ValueProblem | null {
  return typeof value === 'string' ? null : notAText(label, value);
}

function notAText(label: string, value: unknown): ValueProblem {
  return { code: 'not-a-text', message: ANSWER_MESSAGES.notAText(label, shownValue(value)) };
}

function notAChoice(label: string, value: unknown): ValueProblem {
  return { code: 'not-a-choice', message: ANSWER_MESSAGES.notAChoice(label, shownValue(value)) };
}

// ---------- dates ----------

/** The digits of each field of a datetime pattern (SurveyJS's lexems for days, months and years). */
const FIELD_DIGITS: Readonly<Record<string, string>> = {
  d: '(\\d{1,2})',
  dd: '(\\d{2})',
  m: '(\\d{1,2})',
  mm: '(\\d{2})',
  yy: '(\\d{2})',
  yyyy: '(\\d{4})',
};

/** The forms a date question saves: a name for the message, and a reader of each form. */
interface DateForms {
  readonly name: string;
  readonly read: readonly ((text: string) => boolean)[];
}

const DAY_MONTH_YEAR = formOf('dd/mm/yyyy') as (text: string) => boolean;
const YEAR_MONTH_DAY = formOf('yyyy-mm-dd') as (text: string) => boolean;

/** SurveyJS's datetime mask without saveMaskedValue stores ISO 8601 (with a time when the pattern has one). */
const ISO_FORM: DateForms = {
  name: 'yyyy-mm-dd',
  read: [(text) => YEAR_MONTH_DAY(text.split('T')[0] ?? '')],
};

/**
 * A date input (`inputType: 'date'`): the browser's date picker stores yyyy-mm-dd, and answers
 * written as the logic language writes dates (dd/mm/yyyy: scripts, API clients) read the same.
 */
const NATIVE_DATE_FORMS: DateForms = { name: 'dd/mm/yyyy', read: [DAY_MONTH_YEAR, YEAR_MONTH_DAY] };

function maskSettings(element: SurveyElement): Record<string, unknown> {
  const settings = element.maskSettings;
  return settings && typeof settings === 'object' ? (settings as Record<string, unknown>) : {};
}

/** A datetime mask saved as typed: its pattern's form; one with a time in it is only held to be a text. */
function maskPattern(element: SurveyElement): DateForms | null {
  const pattern = maskSettings(element).pattern;
  if (typeof pattern !== 'string') return null;
  const read = formOf(pattern);
  return read ? { name: pattern, read: [read] } : null;
}

function dateProblem(label: string, value: unknown, forms: DateForms | null): ValueProblem | null {
  if (typeof value === 'string' && (forms === null || forms.read.some((read) => read(value.trim()))))
    return null;
  if (forms === null) return notAText(label, value);
  return { code: 'not-a-date', message: ANSWER_MESSAGES.notADate(label, forms.name, shownValue(value)) };
}

/**
 * A reader of dates written in a SurveyJS datetime pattern of days, months and years (dd/mm/yyyy,
 * mm-dd-yy, ...): the text must have that form and name a day of the calendar. Null for a pattern
 * with anything else in it (hours, minutes), which is not held to a form.
 */
function formOf(pattern: string): ((text: string) => boolean) | null {
  const fields: string[] = [];
  let source = '';
  for (const [token] of pattern.matchAll(/d+|m+|y+|[A-Za-z]+|[^A-Za-z]+/g)) {
    const digits = FIELD_DIGITS[token];
    if (digits) {
      fields.push(token);
      source += digits;
    } else if (/[A-Za-z]/.test(token)) return null;
    else source += token.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  const at = (letter: string) => fields.findIndex((field) => field.startsWith(letter));
  if (fields.length !== 3 || ['d', 'm', 'y'].some((letter) => at(letter) < 0)) return null;
  const form = new RegExp(`^${source}$`);
  // SurveyJS puts a two-digit year in 19xx or 20xx; only 00 has different days (2000 is a leap
  // year, 1900 is not), and reading it as 2000 accepts a 29/02 either way.
  const century = fields[at('y')] === 'yy' ? 2000 : 0;
  return (text) => {
    const match = form.exec(text);
    if (!match) return false;
    const part = (letter: string) => Number(match[at(letter) + 1]);
    const year = century + part('y');
    const month = part('m');
    const day = part('d');
    return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  };
}
