import { describe, expect, it } from 'vitest';
import { dateText, dateValue, editorKind, numberValue } from './question-values';
import {
  changeCount,
  dateChange,
  dateProblem,
  NO_CHANGES,
  sameAnswer,
  sameChanges,
  toSend,
  withAnswer,
  withDate,
  withoutAnswer,
} from './scenario-changes';

const question = { partId: 'p1', name: 'resident', original: 'yes' };

describe('a scenario’s changes', () => {
  it('keep only what differs from the review: the review’s own answer again is no change', () => {
    const changed = withAnswer(NO_CHANGES, question, 'no');
    expect(changed.answers).toEqual({ p1: { resident: 'no' } });
    expect(changeCount(changed)).toBe(1);
    expect(withAnswer(changed, question, 'yes')).toEqual({ answers: {}, dates: [] });
    expect(withoutAnswer(changed, 'p1', 'resident')).toEqual({ answers: {}, dates: [] });
  });

  it('send an emptied answer as null, which takes the review’s answer away', () => {
    expect(withAnswer(NO_CHANGES, question, '').answers).toEqual({ p1: { resident: null } });
    expect(withAnswer(NO_CHANGES, { ...question, original: ['a'] }, []).answers).toEqual({
      p1: { resident: null },
    });
    // No answer in the review and none now: nothing changes.
    expect(withAnswer(NO_CHANGES, { ...question, original: undefined }, null)).toEqual(NO_CHANGES);
  });

  it('compare lists of choices in any order, and keep types apart', () => {
    expect(sameAnswer(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameAnswer(['a'], ['a', 'b'])).toBe(false);
    expect(sameAnswer(1, '1')).toBe(false);
    expect(sameAnswer(undefined, '')).toBe(true);
  });

  it('set one end date per date of the structure, and its own date again is no change', () => {
    const holding = { kind: 'holdingEnd' as const, entityId: 'c2', ownerId: 't1', start: '01/01/2016' };
    const first = withDate(NO_CHANGES, holding, '', '31/03/2026');
    const second = withDate(first, holding, '', '30/04/2026');
    expect(second.dates).toEqual([{ ...holding, date: '30/04/2026' }]);
    expect(dateChange(second, holding)?.date).toBe('30/04/2026');
    expect(withDate(second, holding, '', '').dates).toEqual([]);
    // A date the structure has, emptied, is taken away: '' is sent.
    const ended = { kind: 'entityEnd' as const, entityId: 'c2' };
    expect(withDate(NO_CHANGES, ended, '01/01/2030', '').dates).toEqual([{ ...ended, date: '' }]);
  });

  it('check end dates as the contract does, and send them trimmed', () => {
    expect(dateProblem('31/02/2026')).toBe('Please enter a real date in the form dd/mm/yyyy');
    expect(dateProblem('')).toBeNull();
    expect(dateProblem(' 28/02/2026 ')).toBeNull();
    const typed = withDate(NO_CHANGES, { kind: 'entityEnd', entityId: 'c2' }, '', ' 28/02/2026 ');
    expect(toSend(typed).dates[0]?.date).toBe('28/02/2026');
  });

  it('are the same changes whatever the order they were made in', () => {
    const a = withAnswer(withAnswer(NO_CHANGES, question, 'no'), { ...question, name: 'other' }, 1);
    const b = withAnswer(withAnswer(NO_CHANGES, { ...question, name: 'other' }, 1), question, 'no');
    expect(sameChanges(a, b)).toBe(true);
    expect(sameChanges(a, withAnswer(b, question, 'unknown'))).toBe(false);
    expect(sameChanges(a, NO_CHANGES)).toBe(false);
  });
});

describe('the values each kind of question takes', () => {
  it('edits choices as a select or ticks, typed answers as texts, and anything else not at all', () => {
    expect(editorKind({ type: 'radiogroup' })).toBe('choice');
    expect(editorKind({ type: 'boolean' })).toBe('choice');
    expect(editorKind({ type: 'checkbox' })).toBe('choices');
    expect(editorKind({ type: 'text', inputType: 'number' })).toBe('number');
    expect(editorKind({ type: 'text', inputType: 'date' })).toBe('date');
    expect(editorKind({ type: 'text' })).toBe('text');
    expect(editorKind({ type: 'text', inputType: 'time' })).toBe('readOnly');
    expect(editorKind({ type: 'matrixdynamic' })).toBe('readOnly');
  });

  it('reads and writes dates of a date input as its picker stores them', () => {
    expect(dateText('2015-01-31')).toBe('31/01/2015');
    expect(dateText('31/01/2015')).toBe('31/01/2015');
    expect(dateValue('31/01/2015')).toBe('2015-01-31');
    expect(dateValue(' ')).toBeNull();
    expect(dateValue('31/1/2015')).toBe('31/1/2015');
  });

  it('sends numbers as numbers, and anything else as typed', () => {
    expect(numberValue('250000')).toBe(250000);
    expect(numberValue('1.5')).toBe(1.5);
    expect(numberValue('')).toBeNull();
    expect(numberValue('lots')).toBe('lots');
  });
});
