import type { SurveyElement } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { shownValue } from './answer-messages';
import { isEmptyAnswer, valueProblem } from './answer-values';

const q = (type: string, fields: Partial<SurveyElement> = {}): SurveyElement => ({
  type,
  name: 'q',
  ...fields,
});
const code = (element: SurveyElement, value: unknown) => valueProblem(element, value)?.code ?? null;

describe('valueProblem: the kinds of question SurveyJS has beyond the pack’s', () => {
  it('takes SurveyJS’s own items only where the question shows them', () => {
    const plain = q('radiogroup', { choices: ['a'] });
    for (const special of ['none', 'other', 'refused', 'dontknow'])
      expect(code(plain, special)).toBe('not-a-choice');
    const all = q('radiogroup', {
      choices: ['a'],
      showNoneItem: true,
      showOtherItem: true,
      showRefuseItem: true,
      showDontKnowItem: true,
    });
    for (const special of ['none', 'other', 'refused', 'dontknow']) expect(code(all, special)).toBeNull();
    expect(code(q('radiogroup', { choices: ['a'], hasOther: true }), 'other')).toBeNull();
  });

  it('keeps Refuse, Don’t know and a choice marked isExclusive alone in a list, but not Other', () => {
    const element = q('checkbox', {
      choices: ['a', 'b', { value: 'all', text: 'All of them', isExclusive: true }],
      showRefuseItem: true,
      showOtherItem: true,
    });
    expect(valueProblem(element, ['a', 'refused'])?.message).toBe(
      "'q': 'Refuse to answer' cannot be chosen with other answers",
    );
    expect(valueProblem(element, ['all', 'b'])?.message).toBe(
      "'q': 'All of them' cannot be chosen with other answers",
    );
    expect(code(element, ['a', 'other'])).toBeNull();
    expect(code(element, ['all'])).toBeNull();
  });

  it('reads choices as = reads them: a number choice takes its text, texts ignore case', () => {
    const element = q('dropdown', { choices: [1, 2, { value: 'Yes' }] });
    expect(code(element, '2')).toBeNull();
    expect(code(element, 'yes')).toBeNull();
    expect(code(element, 3)).toBe('not-a-choice');
    expect(code(element, { value: 1 })).toBe('not-a-choice');
  });

  it('holds tag boxes, rankings and multi-select image pickers to lists of their choices', () => {
    for (const element of [
      q('tagbox', { choices: ['a', 'b'] }),
      q('ranking', { choices: ['a', 'b'] }),
      q('imagepicker', { choices: ['a', 'b'], multiSelect: true }),
    ]) {
      expect(code(element, ['b', 'a'])).toBeNull();
      expect(code(element, 'a')).toBe('not-a-list');
      expect(code(element, ['c'])).toBe('not-a-choice');
    }
    expect(code(q('imagepicker', { choices: ['a'] }), 'a')).toBeNull();
  });

  it('takes true or false for a yes/no question, or its own two values', () => {
    expect(code(q('boolean'), true)).toBeNull();
    expect(code(q('boolean'), false)).toBeNull();
    expect(valueProblem(q('boolean'), 'true')?.message).toBe("'q' takes true or false, not 'true'");
    const own = q('boolean', { valueTrue: 'Y', valueFalse: 'N' });
    expect(code(own, 'Y')).toBeNull();
    expect(code(own, true)).toBe('not-a-boolean');
  });

  it('takes texts for text and comment questions of every other input type', () => {
    for (const element of [
      q('comment'),
      q('text'),
      q('text', { inputType: 'email' }),
      q('text', { maskType: 'pattern' }),
    ]) {
      expect(code(element, 'words')).toBeNull();
      expect(code(element, 12)).toBe('not-a-text');
      expect(code(element, ['words'])).toBe('not-a-text');
    }
  });

  it('takes numbers for number, range and numeric-mask questions, bounds given as texts too', () => {
    expect(code(q('text', { inputType: 'range', min: '1', max: '5' }), 6)).toBe('above-max');
    expect(code(q('text', { inputType: 'number' }), '-2.5')).toBeNull();
    expect(code(q('text', { inputType: 'number' }), true)).toBe('not-a-number');
    expect(code(q('text', { maskType: 'numeric' }), 1200)).toBeNull();
    expect(code(q('text', { maskType: 'currency' }), 'lots')).toBe('not-a-number');
    // Saved as typed, a numeric mask's value is the text shown (1,200.00).
    expect(
      code(q('text', { maskType: 'numeric', maskSettings: { saveMaskedValue: true } }), '1,200.00'),
    ).toBeNull();
  });

  it('reads a date input in the browser’s form and the logic language’s', () => {
    const element = q('text', { inputType: 'date' });
    expect(code(element, '2014-02-01')).toBeNull();
    expect(code(element, '01/02/2014')).toBeNull();
    expect(code(element, '2014-02-30')).toBe('not-a-date');
    expect(valueProblem(element, 'soon')?.message).toBe(
      "'q' takes a real date in the form dd/mm/yyyy, not 'soon'",
    );
  });

  it('reads a datetime mask in its own pattern when saved as typed, in ISO 8601 otherwise', () => {
    const us = q('text', {
      maskType: 'datetime',
      maskSettings: { pattern: 'mm/dd/yyyy', saveMaskedValue: true },
    });
    expect(code(us, '02/29/2024')).toBeNull();
    expect(code(us, '02/29/2023')).toBe('not-a-date');
    expect(code(us, '29/02/2024')).toBe('not-a-date');
    const short = q('text', {
      maskType: 'datetime',
      maskSettings: { pattern: 'd.m.yy', saveMaskedValue: true },
    });
    expect(code(short, '1.2.14')).toBeNull();
    expect(code(short, '29.2.00')).toBeNull();
    const iso = q('text', { maskType: 'datetime', maskSettings: { pattern: 'dd/mm/yyyy' } });
    expect(code(iso, '2014-02-01')).toBeNull();
    expect(valueProblem(iso, '01/02/2014')?.message).toBe(
      "'q' takes a real date in the form yyyy-mm-dd, not '01/02/2014'",
    );
    // A pattern with a time is held only to be a text.
    const timed = q('text', {
      maskType: 'datetime',
      maskSettings: { pattern: 'dd/mm/yyyy HH:MM', saveMaskedValue: true },
    });
    expect(code(timed, 'whenever')).toBeNull();
    expect(code(timed, 5)).toBe('not-a-text');
  });

  it('leaves other kinds of question (matrices, panels, ratings) unchecked', () => {
    expect(valueProblem(q('matrix', { rows: ['r'], columns: ['c'] }), { r: 'anything' })).toBeNull();
    expect(valueProblem(q('paneldynamic'), [{ x: 1 }])).toBeNull();
    expect(valueProblem(q('rating'), 99)).toBeNull();
  });
});

describe('isEmptyAnswer and shownValue', () => {
  it('counts as empty what SurveyJS’s required check does', () => {
    for (const value of [undefined, null, '', '   ', [], {}]) expect(isEmptyAnswer(value)).toBe(true);
    for (const value of [0, false, 'x', ['none'], { r: 1 }]) expect(isEmptyAnswer(value)).toBe(false);
  });

  it('quotes texts, writes the rest as JSON, and cuts a long answer short', () => {
    expect(shownValue('banana')).toBe("'banana'");
    expect(shownValue(['a', 1])).toBe('["a",1]');
    expect(shownValue('x'.repeat(100))).toBe(`'${'x'.repeat(38)}…`);
    expect(shownValue(undefined)).toBe('undefined');
  });
});
