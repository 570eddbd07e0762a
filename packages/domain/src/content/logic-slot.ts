import {
  type Compiled,
  type CompileOptions,
  compile,
  type EvalContext,
  evaluate,
  type Read,
} from '../logic/compile';
import { isTrue } from '../logic/values';

/**
 * A logic field of the content, compiled once per survey version. An empty text is "no
 * condition" and always holds; a text that does not compile keeps its error, and evaluating it
 * reports that error instead of quietly answering false (style: errors are values).
 */
export interface LogicSlot {
  readonly text: string;
  readonly compiled: Compiled | null;
  readonly error: string | null;
}

export const NO_CONDITION: LogicSlot = { text: '', compiled: null, error: null };

export function compileSlot(text: string, options: CompileOptions): LogicSlot {
  if (text.trim() === '') return { text, compiled: null, error: null };
  const result = compile(text, options);
  if (result.ok) return { text, compiled: result.compiled, error: null };
  return { text, compiled: null, error: result.errors.map((e) => e.message).join('; ') };
}

export interface Outcome {
  readonly holds: boolean;
  /** Evaluation problems and a compile error, if any: shown to people, never swallowed. */
  readonly problems: readonly string[];
  readonly reads: readonly Read[];
}

const EMPTY: readonly Read[] = [];
const ALWAYS: Outcome = { holds: true, problems: [], reads: EMPTY };

/** Evaluates a slot: no condition holds; a broken one does not hold and says why. */
export function evaluateSlot(slot: LogicSlot, context: EvalContext, trace = false): Outcome {
  if (slot.error !== null) return { holds: false, problems: [slot.error], reads: EMPTY };
  if (slot.compiled === null) return ALWAYS;
  const result = evaluate(slot.compiled, context, { trace });
  return { holds: isTrue(result.value), problems: result.diagnostics, reads: result.reads ?? EMPTY };
}
