import { describe, expect, it } from 'vitest';
import { Answers } from './answer-values';
import { LongText, NameText } from './text';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the text schemas', () => {
  it('take ordinary names and notes in any script, with emoji', () => {
    expect(NameText.parse('Stiftung Müller & Söhne 🌳')).toBe('Stiftung Müller & Söhne 🌳');
    expect(LongText.parse('Line one\n\tLine two\r\n')).toBe('Line one\n\tLine two\r\n');
  });

  it('refuse NUL, other control characters and line breaks in names', () => {
    expect(messageOf(NameText.safeParse('a\u0000b'))).toBe(
      'Please remove the invisible control character U+0000',
    );
    expect(messageOf(NameText.safeParse('a\nb'))).toBe(
      'Please remove the invisible control character U+000A',
    );
    expect(messageOf(LongText.safeParse('a\u001bb'))).toBe(
      'Please remove the invisible control character U+001B',
    );
    expect(messageOf(LongText.safeParse('a\u0085b'))).toBe(
      'Please remove the invisible control character U+0085',
    );
  });

  it('refuse lone surrogates but take pairs', () => {
    const broken = 'Please remove the broken character (an unpaired surrogate)';
    expect(messageOf(NameText.safeParse('\ud83c'))).toBe(broken);
    expect(messageOf(NameText.safeParse('x\udf33'))).toBe(broken);
    expect(NameText.safeParse('\ud83c\udf33').success).toBe(true);
  });

  it('limit names to 200 and notes to 5,000 characters', () => {
    expect(NameText.safeParse('n'.repeat(200)).success).toBe(true);
    expect(messageOf(NameText.safeParse('n'.repeat(201)))).toBe('Please use at most 200 characters');
    expect(LongText.safeParse('n'.repeat(5_000)).success).toBe(true);
    expect(messageOf(LongText.safeParse('n'.repeat(5_001)))).toBe('Please use at most 5,000 characters');
  });
});

describe('answers', () => {
  it('take SurveyJS values: text, numbers, lists, matrices and dynamic panels', () => {
    const answers = { a: 'yes', b: 10, c: ['x', 'y'], d: { row: 'col' }, e: [{ m: [{ c: 1 }] }], f: null };
    expect(Answers.parse(answers)).toEqual(answers);
  });

  it('name the place of a bad value, however deep', () => {
    const result = Answers.safeParse({ panel: [{ note: 'fine' }, { note: 'x'.repeat(5_001) }] });
    expect(result.error?.issues[0]?.path).toEqual(['panel', 1, 'note']);
    expect(messageOf(result)).toBe('Please use at most 5,000 characters');
    const key = Answers.safeParse({ 'q\u0000': 1 });
    expect(messageOf(key)).toBe('Question name: Please remove the invisible control character U+0000');
  });

  it('refuse nesting deeper than 10 levels without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(messageOf(Answers.safeParse({ q: deep }))).toBe('Answers may be nested at most 10 levels deep');
  });
});
