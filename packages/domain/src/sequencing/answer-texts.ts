import type { SurveyChoice, SurveyElement } from '@tsr/contract';

/**
 * An answer as the texts the user saw when giving it (spec 2.6, the answer summary): a choice's
 * text, and for SurveyJS's own items (None, Other, Refuse, Don't know, a boolean's two labels)
 * the question's text for them or SurveyJS's English default, never the stored value.
 */

/** SurveyJS's special items: the value it stores, the property naming their text, its default. */
const SPECIAL_ITEMS = [
  { show: ['showNoneItem', 'hasNone'], value: 'none', textKey: 'noneText', text: 'None' },
  { show: ['showOtherItem', 'hasOther'], value: 'other', textKey: 'otherText', text: 'Other (describe)' },
  { show: ['showRefuseItem'], value: 'refused', textKey: 'refuseText', text: 'Refuse to answer' },
  { show: ['showDontKnowItem'], value: 'dontknow', textKey: 'dontKnowText', text: 'Don’t know' },
] as const;

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

function itemText(element: SurveyElement, item: unknown): string {
  const choice = element.choices?.find((c) => choiceValue(c) === item);
  if (choice !== undefined) {
    if (typeof choice === 'object' && choice.text) return choice.text;
    return String(choiceValue(choice));
  }
  for (const special of SPECIAL_ITEMS) {
    if (item === special.value && special.show.some((key) => element[key] === true))
      return textProperty(element, special.textKey) ?? special.text;
  }
  const label = booleanText(element, item);
  if (label !== null) return label;
  return typeof item === 'object' ? JSON.stringify(item) : String(item);
}

/** The texts of an answer, one per item of a list answer; none when unanswered. */
export function answerTexts(element: SurveyElement, value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const values = Array.isArray(value) ? value : [value];
  return values.map((item) => itemText(element, item));
}
