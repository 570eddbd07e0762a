import { describe, expect, it } from 'vitest';
import { parse } from './parser';
import { print } from './printer';

const canonical = (text: string) => {
  const result = parse(text);
  if (!result.ok) throw new Error(result.error.message);
  return print(result.ast);
};

const error = (text: string) => {
  const result = parse(text);
  if (result.ok) throw new Error(`parsed: ${print(result.ast)}`);
  return result.error;
};

describe('parser', () => {
  it('follows SurveyJS operators and maps aliases to one spelling', () => {
    expect(canonical("{q} == 'yes' && {r} <> 'no' || {s} equal 1")).toBe(
      "{q} = 'yes' and {r} != 'no' or {s} = 1",
    );
    expect(canonical('{a} notempty and {b} empty')).toBe('{a} notempty and {b} empty');
    expect(
      canonical("{a} anyof ['x', \"y\"] and {b} allof ['z'] and {c} contains 'q' and {d} notcontain 'r'"),
    ).toBe("{a} anyof ['x', 'y'] and {b} allof ['z'] and {c} contains 'q' and {d} notcontains 'r'");
  });

  it('binds not and ! looser than comparisons (unlike SurveyJS, where ! binds to the operand)', () => {
    expect(canonical('!{a} = 1 and {b} = 2')).toBe('not {a} = 1 and {b} = 2');
    expect(canonical('not ({a} = 1 and {b} = 2)')).toBe('not ({a} = 1 and {b} = 2)');
    expect(canonical('{a} = !{b}')).toBe('{a} = (not {b})');
  });

  it('keeps arithmetic precedence and left associativity', () => {
    expect(canonical('1 + 2 * 3 - 4 / 2 % 3')).toBe('1 + 2 * 3 - 4 / 2 % 3');
    expect(canonical('(1 + 2) * 3')).toBe('(1 + 2) * 3');
    expect(canonical('1 - (2 - 3)')).toBe('1 - (2 - 3)');
    expect(canonical('-{a} + --2')).toBe('-{a} + --2');
  });

  it('reads relation, loop and definition references and quantifiers', () => {
    expect(
      canonical("{ settlors . settlor_alive } contains 'no' and {loop.x} = 1 and @Settlor_Interested"),
    ).toBe("{settlors.settlor_alive} contains 'no' and {loop.x} = 1 and @settlor_interested");
    expect(canonical("any(settlors, {settlor_alive} = 'no') and count(owners) > 1 and count({x})")).toBe(
      "any(settlors, {settlor_alive} = 'no') and count(owners) > 1 and count({x})",
    );
  });

  it('gives syntax errors with positions', () => {
    expect(error("{a} = 'yes")).toEqual({
      message: "Unterminated string: add the closing '",
      span: { start: 6, end: 10 },
    });
    expect(error('{a} = ')).toEqual({
      message: 'Expected an expression but found the end of the text',
      span: { start: 6, end: 6 },
    });
    expect(error('{a} = 1 )')).toEqual({
      message: "Unexpected ')' after the end of the expression",
      span: { start: 8, end: 9 },
    });
    expect(error('{a = 1')).toEqual({
      message: 'Unterminated reference: add the closing }',
      span: { start: 0, end: 6 },
    });
    expect(error('{} = 1').message).toBe('Empty reference {}: put a question name between the braces');
    expect(error('{a.b.c} = 1').message).toBe(
      "'{a.b.c}' is not a reference: use {question}, {relation.question} or {loop.question}",
    );
    expect(error('trust_type = 1').message).toBe(
      "Unexpected name 'trust_type': put question names in braces, {trust_type}",
    );
    expect(error('any({x} = 1)').message).toBe(
      "any() needs a relation name first, such as any(settlors, {settlor_alive} = 'no')",
    );
    expect(error('{a} # 1')).toEqual({ message: "Unexpected character '#'", span: { start: 4, end: 5 } });
    expect(error('@ = 1').message).toBe('Expected a definition id after @, such as @settlor_interested');
    expect(error('1e999').message).toBe('The number is too large');
    expect(error(`${'('.repeat(3000)}1${')'.repeat(3000)}`).message).toBe(
      'The expression is nested too deeply',
    );
  });
});
