import type { Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { Hint } from '@tsr/contract';

/** Spec 5.3 and 9: the checklogic call runs this long after typing stops. */
export const CHECK_DELAY_MS = 500;

/** A 1-based line and column of the hint, as an offset in the document (clamped inside it). */
export function offsetOf(doc: Text, line: number, column: number): number {
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(column, 1) - 1, at.to);
}

/**
 * A hint about a fault (an error or a warning). The other hints say what a correct logic does
 * ('Reads {a}, @b'): they are information, not something to fix.
 */
export const isFault = (hint: Hint): boolean => hint.severity !== 'info';

/**
 * The server's faults as CodeMirror diagnostics, underlined at their line and column. What a
 * correct logic reads is not one: an underline and a gutter mark across the whole text would draw
 * correct logic as if it were wrong (issue 34). It is shown under the field instead.
 */
export function hintDiagnostics(doc: Text, hints: readonly Hint[]): Diagnostic[] {
  return hints.filter(isFault).map((hint) => {
    const from = offsetOf(doc, hint.line, hint.column);
    const to = Math.max(from, offsetOf(doc, hint.endLine, hint.endColumn));
    return {
      from,
      to,
      severity: hint.severity,
      message: hint.message,
      actions: (hint.suggestions ?? []).slice(0, 3).map((suggestion) => ({
        name: `Use ${suggestion}`,
        apply: (view, start, end) => {
          const original = view.state.sliceDoc(start, end);
          // A question reference keeps its braces, a definition its @.
          const text = original.startsWith('{')
            ? `{${suggestion}}`
            : original.startsWith('@') && !suggestion.startsWith('@')
              ? `@${suggestion}`
              : suggestion;
          view.dispatch({ changes: { from: start, to: end, insert: text } });
        },
      })),
    };
  });
}

/** The hint as one line of text for the list under the field. */
export function hintLine(hint: Hint): string {
  return `Line ${hint.line}, column ${hint.column}: ${hint.message}`;
}
