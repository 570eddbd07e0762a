import type { SurveyChoice, SurveyElement } from '@tsr/contract';

/**
 * An answer as the texts the user saw when giving it: a choice's text, and for SurveyJS's own
 * items (None, Other, Refuse, Don't know, a boolean's two labels) the question's text for them or
 * SurveyJS's English default, never the stored value; dates as dd/mm/yyyy and amounts with
 * thousands separators. The answer summary (spec 2.6) and the report's "Because you answered"
 * both read answers through here.
 */

/**
 * SurveyJS's special items: the value it stores, the properties that show them, the property
 * naming their text, its default. The answer check (answer-values.ts) accepts the same values.
 */
export const SPECIAL_ITEMS = [
  { show: ['showNoneItem', 'hasNone'], value: 'none', textKey: 'noneText', text: 'None' },
  { show: ['showOtherItem', 'hasOther'], value: 'other', textKey: 'otherText', text: 'Other (describe)' },
  { show: ['showRefuseItem'], value: 'refused', textKey: 'refuseText', text: 'Refuse to answer' },
  { show: ['showDontKnowItem'], value: 'dontknow', textKey: 'dontKnowText', text: 'Don’t know' },
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;
const YES_NO: Readonly<Record<string, string>> = { yes: 'Yes', no: 'No', YES: 'Yes', NO: 'No' };

const choiceValue = (choice: SurveyChoice): unknown => (typeof choice === 'object' ? choice.value : choice);

/** A text property of the element: SurveyJS also accepts a localised object, whose default we show. */
function textProperty(element: SurveyElement, key: string): string | undefined {
  const value: unknown = element[key];
  if (typeof value === 'string' && value !== '') return value;
  if (value && typeof value === 'object' && 'default' in value && typeof value.default === 'string')
    return value.default;
  return undefined;
}

function booleanText(element: SurveyElement, item: unknown): string | null {
  if (element.type !== 'boolean') return null;
  const valueTrue: unknown = element.valueTrue ?? true;
  const valueFalse: unknown = element.valueFalse ?? false;
  if (item === valueTrue) return textProperty(element, 'labelTrue') ?? 'Yes';
  if (item === valueFalse) return textProperty(element, 'labelFalse') ?? 'No';
  return null;
}

/** The text the question showed for this item, or null when it offered none. */
function shownText(element: SurveyElement, item: unknown): string | null {
  const choice = element.choices?.find(
    (c) => choiceValue(c) === item || String(choiceValue(c)) === String(item),
  );
  if (choice !== undefined) {
    if (typeof choice === 'object' && choice.text) return choice.text;
    return String(choiceValue(choice));
  }
  for (const special of SPECIAL_ITEMS) {
    if (item === special.value && special.show.some((key) => element[key] === true))
      return textProperty(element, special.textKey) ?? special.text;
  }
  return booleanText(element, item);
}

function itemText(element: SurveyElement | undefined, item: unknown): string {
  const shown = element ? shownText(element, item) : null;
  if (shown !== null) return shown;
  if (typeof item === 'boolean') return item ? 'Yes' : 'No';
  if (typeof item === 'number') return item.toLocaleString('en-GB');
  if (typeof item === 'string') {
    const iso = ISO_DATE.exec(item);
    if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
    return YES_NO[item] ?? item;
  }
  if (item && typeof item === 'object')
    return Object.entries(item as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${itemText(undefined, inner)}`)
      .join('; ');
  return String(item);
}

/** The texts of an answer, one per item of a list answer; none when unanswered. */
export function answerTexts(element: SurveyElement | undefined, value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const values = Array.isArray(value) ? value : [value];
  return values.map((item) => itemText(element, item));
}
