import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState, Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { logicCompletions } from './logic-completion';
import { hintDiagnostics, hintLine, offsetOf } from './logic-hints';

const hint = {
  severity: 'error' as const,
  code: 'unknown-question',
  message: "Unknown question 'truste_resident'",
  line: 2,
  column: 3,
  endLine: 2,
  endColumn: 20,
  suggestions: ['trustee_resident'],
};

describe('logic hints (spec 5.3)', () => {
  it('are placed at their 1-based line and column', () => {
    const doc = Text.of(['@offshore and', "  {truste_resident} = 'no'"]);
    expect(offsetOf(doc, 2, 3)).toBe(doc.line(2).from + 2);
    const [diagnostic] = hintDiagnostics(doc, [hint]);
    expect(doc.sliceString(diagnostic?.from ?? 0, diagnostic?.to ?? 0)).toBe('{truste_resident}');
    expect(diagnostic?.actions?.map((action) => action.name)).toEqual(['Use trustee_resident']);
    expect(hintLine(hint)).toBe("Line 2, column 3: Unknown question 'truste_resident'");
  });
});

describe("a correct logic's hint", () => {
  it("('Reads …') is not drawn in the text as a fault, while an error still is", () => {
    const doc = Text.of(["{trustee_resident} = 'no' and @offshore"]);
    const reads = {
      severity: 'info' as const,
      code: 'reads',
      message: 'Reads {trustee_resident}, @offshore',
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 40,
    };
    expect(hintDiagnostics(doc, [reads])).toEqual([]);
    const error = { ...hint, line: 1, column: 1, endLine: 1, endColumn: 19 };
    expect(hintDiagnostics(doc, [reads, error]).map((d) => d.severity)).toEqual(['error']);
  });
});

describe('logic completion', () => {
  const vocabulary = {
    questions: [{ name: 'trustee_resident', title: 'Resident?', type: 'radiogroup' }],
    definitions: ['offshore'],
    functions: ['age'],
    relations: ['settlors'],
    loopKeys: [],
  };
  const complete = (text: string) => {
    const state = EditorState.create({ doc: text });
    return logicCompletions(vocabulary)(new CompletionContext(state, text.length, false));
  };

  it('offers question names after {, definitions after @, functions and relations elsewhere', () => {
    expect(complete('{trus')?.options.map((o) => o.label)).toEqual(['trustee_resident']);
    expect(complete('{trus')?.from).toBe(1);
    expect(complete('@off')?.options.map((o) => o.label)).toEqual(['offshore']);
    expect(complete('ag')?.options.map((o) => o.label)).toEqual(['age', 'settlors']);
  });
});
