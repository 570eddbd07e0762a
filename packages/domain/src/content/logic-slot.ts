import { type CivilDate, parseDate } from '../dates';
import {
  type AnswerValues,
  type Compiled,
  type CompileOptions,
  compile,
  type EvalContext,
  evaluate,
  type Read,
} from '../logic/compile';
import { LOGIC_MESSAGES } from '../logic/messages';
import { type Program, type Programs, runProgram } from '../logic/program';
import { Env, type ReadTracer, type Sink } from '../logic/runtime';
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
  /**
   * Whether the text reads the loop instance ({loop.q}), itself or through its definitions.
   * One that does not gives the same result for every instance, so a loop evaluates it once.
   */
  readonly readsLoop: boolean;
}

export const NO_CONDITION: LogicSlot = { text: '', compiled: null, error: null, readsLoop: false };

export function compileSlot(text: string, options: CompileOptions): LogicSlot {
  if (text.trim() === '') return NO_CONDITION.text === text ? NO_CONDITION : { ...NO_CONDITION, text };
  const result = compile(text, options);
  if (result.ok)
    return {
      text,
      compiled: result.compiled,
      error: null,
      readsLoop: readsLoop(result.compiled, options.definitions),
    };
  return { text, compiled: null, error: result.errors.map((e) => e.message).join('; '), readsLoop: false };
}

function readsLoop(
  compiled: Compiled,
  definitions: CompileOptions['definitions'],
  seen = new Set<string>(),
): boolean {
  if (compiled.readsLoopInstance) return true;
  for (const id of compiled.definitions) {
    if (seen.has(id)) continue;
    seen.add(id);
    const used = definitions?.get(id)?.compiled;
    if (used && readsLoop(used, definitions, seen)) return true;
  }
  return false;
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

/**
 * Evaluates many slots for one subject and loop instance without allocating per evaluation: the
 * engine's inner loop (every rule on every entity and loop instance). No tracing: a caller that
 * needs the reads of a slot that held evaluates it again with evaluateSlot(..., true), the same
 * pure computation, so only rules that fire pay for their explanation.
 */
export class SlotRunner {
  private readonly sink: Sink = { diagnostics: null, tracer: null };
  private readonly env: Env;
  private readonly todayProblem: string | null;
  /** Problems of the last run (a compile error or evaluation diagnostics); empty when none. */
  problems: readonly string[] = NONE;

  /** The same evaluation with tracing on, reusing one sink: see trace(). */
  private readonly traceSink: Sink = { diagnostics: null, tracer: null };
  private traceEnv: Env | null = null;

  /** The values, with the programs this evaluator runs and the coded answers (AnswerValues). */
  private readonly values: AnswerValues | null;
  private readonly programs: Programs | null;
  /** Where the subject's and the loop instance's coded answers start; -1 until first needed (or no loop). */
  private subjectBase = -1;
  private loopBase = -1;

  /**
   * With `values`, every subject's answer values are kept across the evaluators made with them
   * (AnswerValues): for a run over answers that do not change.
   */
  constructor(
    readonly context: EvalContext,
    values?: AnswerValues,
  ) {
    let today: CivilDate | null = null;
    let problem: string | null = null;
    if (typeof context.today === 'string') {
      today = parseDate(context.today);
      if (!today) problem = LOGIC_MESSAGES.notADate('today', `'${context.today}'`);
    } else if (context.today) today = context.today;
    this.todayProblem = problem;
    this.values = values ?? null;
    this.programs = values ? values.programs : null;
    this.env = new Env(
      context.subject,
      context.loop,
      today,
      this.sink,
      values ? values.slots : null,
      values ? values.of(context.subject) : null,
      values && context.loop ? values.of(context.loop) : null,
    );
  }

  /**
   * Gives `tracer` the reads of evaluating `slot` with tracing on, in the order
   * evaluateSlot(slot, context, true).reads would list them (none for no condition or a broken
   * one), without allocating an outcome per call. Problems are not reported: it explains a
   * result already worked out by holds().
   */
  trace(slot: LogicSlot, tracer: ReadTracer): void {
    if (slot.error !== null || slot.compiled === null) return;
    const env = this.env;
    this.traceEnv ??= new Env(
      env.subject,
      env.loop,
      env.today,
      this.traceSink,
      env.slots,
      env.subjectValues,
      env.loopValues,
    );
    this.traceSink.tracer = tracer;
    try {
      const program = slot.compiled.program;
      if (program !== null && program.programs === this.programs)
        this.runProgram(program, this.traceEnv, tracer);
      else slot.compiled.run(this.traceEnv);
    } finally {
      this.traceSink.tracer = null;
      this.traceSink.diagnostics = null;
    }
  }

  holds(slot: LogicSlot): boolean {
    if (slot.error !== null) {
      this.problems = [slot.error];
      return false;
    }
    if (slot.compiled === null) {
      this.problems = NONE;
      return true;
    }
    const program = slot.compiled.program;
    const value =
      program !== null && program.programs === this.programs
        ? this.runProgram(program, this.env, null)
        : slot.compiled.run(this.env);
    const diagnostics = this.sink.diagnostics;
    if (diagnostics !== null || this.todayProblem !== null) {
      this.problems = [...(this.todayProblem ? [this.todayProblem] : []), ...(diagnostics ?? [])];
      this.sink.diagnostics = null;
    } else this.problems = NONE;
    return isTrue(value);
  }

  /** Runs `program` in `env` (this evaluator's, or its tracing twin with `tracer`). */
  private runProgram(program: Program, env: Env, tracer: ReadTracer | null): boolean {
    const values = this.values as AnswerValues;
    if (this.subjectBase < 0) {
      this.subjectBase = values.baseOf(env.subject);
      if (env.loop) this.loopBase = values.baseOf(env.loop);
    }
    return runProgram(
      program,
      values.coded,
      this.subjectBase,
      this.loopBase,
      env,
      env.subjectValues,
      env.loopValues,
      tracer,
    );
  }
}

const NONE: readonly string[] = [];
