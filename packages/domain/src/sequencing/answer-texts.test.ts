import type { SurveyElement } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { answerTexts } from './answer-texts';

const checkbox: SurveyElement = {
  type: 'checkbox',
  name: 'company_other_income',
  title: 'What other income does the company have?',
  choices: [
    { value: 'uk_interest_or_dividends', text: 'UK interest or dividends' },
    { value: 'trading_income', text: 'Trading income' },
  ],
  showNoneItem: true,
  noneText: 'None of these',
};

describe('answer texts: every answer as the text the user saw', () => {
  it("shows a checkbox's None item as its text, not the value 'none'", () => {
    expect(answerTexts(checkbox, ['none'])).toEqual(['None of these']);
  });

  it('shows the chosen choices by their texts, in the order given', () => {
    expect(answerTexts(checkbox, ['trading_income', 'uk_interest_or_dividends'])).toEqual([
      'Trading income',
      'UK interest or dividends',
    ]);
  });

  it("uses SurveyJS's own texts when the question names none", () => {
    const bare: SurveyElement = {
      type: 'checkbox',
      name: 'q',
      choices: ['a'],
      showNoneItem: true,
      showOtherItem: true,
    };
    expect(answerTexts(bare, ['none'])).toEqual(['None']);
    expect(answerTexts(bare, ['other'])).toEqual(['Other (describe)']);
    expect(answerTexts(bare, ['a'])).toEqual(['a']);
  });

  it('shows a localised text by its default', () => {
    expect(answerTexts({ ...checkbox, noneText: { default: 'Nothing', de: 'Nichts' } }, ['none'])).toEqual([
      'Nothing',
    ]);
  });

  it("shows a boolean's labels", () => {
    const yesNo: SurveyElement = { type: 'boolean', name: 'b', labelTrue: 'Agreed', labelFalse: 'Declined' };
    expect(answerTexts(yesNo, true)).toEqual(['Agreed']);
    expect(answerTexts(yesNo, false)).toEqual(['Declined']);
    expect(answerTexts({ type: 'boolean', name: 'b' }, true)).toEqual(['Yes']);
  });

  it("keeps a value the question does not offer as typed, and 'none' when there is no None item", () => {
    expect(answerTexts({ type: 'text', name: 't' }, 'none')).toEqual(['none']);
    expect(answerTexts({ type: 'text', name: 't', inputType: 'number' }, 12)).toEqual(['12']);
  });

  it('gives no text for an unanswered question', () => {
    expect(answerTexts(checkbox, undefined)).toEqual([]);
    expect(answerTexts(checkbox, '')).toEqual([]);
  });
});
