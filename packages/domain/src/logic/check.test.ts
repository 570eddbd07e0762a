import { describe, expect, it } from 'vitest';
import { checkLogic } from './check';

const context = {
  questionNames: ['trust_type', 'settlor_alive'],
  definitions: [
    { id: 'Dead_Settlor', logic: "any(settlors, {settlor_alive} = 'no')" },
    { id: 'loop_a', logic: '@loop_b' },
    { id: 'loop_b', logic: '@loop_a' },
  ],
};

describe('checkLogic (spec 7.3)', () => {
  it('returns the canonical text and what it reads', () => {
    expect(checkLogic("{trust_type} == 'discretionary' && @dead_settlor", context)).toEqual({
      logicResponse: {
        logic: {
          hints: [
            {
              severity: 'info',
              code: 'reads',
              message: 'Reads {trust_type}, @dead_settlor',
              line: 1,
              column: 1,
              endLine: 1,
              endColumn: 49,
            },
          ],
          logicChecked: "{trust_type} = 'discretionary' and @dead_settlor",
        },
        '@dead_settlor': { hints: [], logicChecked: "any(settlors, {settlor_alive} = 'no')" },
      },
    });
  });

  it('gives syntax errors with line and column', () => {
    const response = checkLogic("{trust_type} = 'x'\n  and ({settlor_alive} = ", context);
    expect(response.logicResponse.logic).toEqual({
      hints: [
        {
          severity: 'error',
          code: 'syntax',
          message: 'Expected an expression but found the end of the text',
          line: 2,
          column: 26,
          endLine: 2,
          endColumn: 26,
        },
      ],
      logicChecked: '',
    });
  });

  it('names unknown questions and definitions with suggestions, and broken definitions', () => {
    const response = checkLogic("{trust_typ} = 'x' or @dead_setlor or @loop_a", context);
    expect(response.logicResponse.logic?.hints.map((h) => [h.message, h.column, h.suggestions])).toEqual([
      ["Unknown question 'trust_typ'", 1, ['trust_type']],
      ["Unknown definition '@dead_setlor'", 22, ['dead_settlor']],
      ["Definition '@loop_a' has errors", 38, undefined],
    ]);
    expect(response.logicResponse.logic?.logicChecked).toBe("{trust_typ} = 'x' or @dead_setlor or @loop_a");
    expect(response.logicResponse['@loop_a']?.hints.map((h) => h.message)).toEqual([
      "Definition '@loop_a' refers to itself through @loop_a -> @loop_b -> @loop_a",
    ]);
    expect(Object.keys(response.logicResponse)).toEqual(['logic', '@loop_a', '@loop_b']);
  });

  it('says so for an empty text', () => {
    expect(checkLogic('  ', context).logicResponse.logic).toEqual({
      hints: [
        {
          severity: 'info',
          code: 'empty',
          message: 'No logic: nothing to check',
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
        },
      ],
      logicChecked: '',
    });
  });
});
