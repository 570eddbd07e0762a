import type { SurveyChoice, SurveyElement } from '@tsr/contract';

/**
 * An answer as the customer chose it (issue 9): the text of the choice rather than its value,
 * "None of these" rather than `none`, dates as dd/mm/yyyy, amounts with thousands separators.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;
const YES_NO: Readonly<Record<string, string>> = { yes: 'Yes', no: 'No', YES: 'Yes', NO: 'No' };

const choiceValue = (choice: SurveyChoice): unknown => (typeof choice === 'object' ? choice.value : choice);
const choiceText = (choice: SurveyChoice): string =>
  typeof choice === 'object' ? (choice.text ?? String(choice.value)) : String(choice);

const text = (element: SurveyElement, key: string): string | undefined => {
  const value = (element as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function oneValue(element: SurveyElement | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Not answered';
  if (element?.choices) {
    const choice = element.choices.find(
      (c) => choiceValue(c) === value || String(choiceValue(c)) === String(value),
    );
    if (choice !== undefined) return choiceText(choice);
  }
  if (element && value === 'none' && element.showNoneItem === true)
    return text(element, 'noneText') ?? 'None';
  if (element && value === 'other' && element.showOtherItem === true)
    return text(element, 'otherText') ?? 'Other';
  if (typeof value === 'boolean') {
    if (element)
      return (value ? text(element, 'labelTrue') : text(element, 'labelFalse')) ?? (value ? 'Yes' : 'No');
    return value ? 'Yes' : 'No';
  }
  if (typeof value === 'number') return value.toLocaleString('en-GB');
  if (typeof value === 'string') {
    const iso = ISO_DATE.exec(value);
    if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
    return YES_NO[value] ?? value;
  }
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${oneValue(undefined, inner)}`)
      .join('; ');
  return String(value);
}

export function answerText(element: SurveyElement | undefined, value: unknown): string {
  if (Array.isArray(value))
    return value.length === 0 ? 'Not answered' : value.map((v) => oneValue(element, v)).join(', ');
  return oneValue(element, value);
}
