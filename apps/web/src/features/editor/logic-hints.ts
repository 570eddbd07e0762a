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

/** The server's hints as CodeMirror diagnostics, underlined at their line and column. */
export function hintDiagnostics(doc: Text, hints: readonly Hint[]): Diagnostic[] {
  return hints.map((hint) => {
    const from = offsetOf(doc, hint.line, hint.column);
    const to = Math.max(from, offsetOf(doc, hint.endLine, hint.endColumn));
    return {
      from,
      to,
      severity: hint.severity === 'info' ? 'info' : hint.severity,
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
