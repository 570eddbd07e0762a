import type { CivilDate } from '../dates';
import { parseDate } from '../dates';
import { mayBeAtLeast, mayBeOver } from '../structure/shares';
import { answerOf } from './answers';
import { assertNever, type BinaryOp, type Node, type Span } from './ast';
import { measureChain } from './chain';
import { acceptsArity, arityText, FUNCTIONS, type SpecialFunctionSpec } from './functions';
import { LOGIC_MESSAGES } from './messages';
import { parse } from './parser';
import { buildProgram, type CodedAnswers, type Program, type Programs } from './program';
import { isRelationName, RELATION_NAMES, type RelationName } from './relations';
import {
  type AnswerSlots,
  Env,
  type Kept,
  NOT_READ,
  type ReadTracer,
  report,
  type Sink,
  type Subject,
} from './runtime';
import { suggest } from './suggest';
import {
  allOf,
  anyOf,
  compare,
  contains,
  equals,
  isEmpty,
  isTrue,
  plus,
  sameText,
  toNumber,
  UNSUPPORTED,
  type Value,
} from './values';

export interface EvalContext {
  /** Whose questions {name} reads. */
  readonly subject: Subject;
  /** The loop instance of a looped rule; {loop.name} reads its answers. */
  readonly loop?: Subject;
  /** Today's date (dd/mm/yyyy) for today() and age(); evaluation never reads the clock. */
  readonly today?: string | CivilDate;
}

/** A problem found before evaluation: a syntax error or an unknown name. */
export interface Diagnostic {
  readonly code: string;
  readonly message: string;
  readonly span: Span;
  readonly suggestions?: readonly string[];
}

/** One answer read while evaluating, recorded when tracing (an explanation of the result). */
export interface Read {
  readonly reference: string;
  readonly subjectId?: string;
  readonly value: Value;
}

export interface Evaluation {
  readonly value: Value;
  /** Problems met while evaluating (a malformed date, division by zero); never thrown. */
  readonly diagnostics: readonly string[];
  readonly reads?: readonly Read[];
}

export interface Compiled {
  readonly text: string;
  readonly ast: Node;
  /** Question names read from the subject, sorted. */
  readonly questions: readonly string[];
  /** 'relation.question' pairs read, sorted. */
  readonly relationQuestions: readonly string[];
  /** Question names read from the loop instance, sorted. */
  readonly loopQuestions: readonly string[];
  /** It reads the loop instance: a `{loop.q}`, or isLoop() (not counting the definitions it uses). */
  readonly readsLoopInstance: boolean;
  /** Definition ids referred to directly, sorted. */
  readonly definitions: readonly string[];
  readonly run: (env: Env) => Value;
  /** The text as a program (CompileOptions.programs); null when compiled without. */
  readonly program: Program | null;
}

/** What compile needs to know about definitions (see compileDefinitions). */
export interface DefinitionLookup {
  readonly ids: readonly string[];
  get(id: string): { readonly compiled?: Compiled } | undefined;
}

export interface CompileOptions {
  /** Known question names; when given, any other name is an error with suggestions. */
  readonly questionNames?: Iterable<string>;
  readonly definitions?: DefinitionLookup;
  /** Numbers the names every text compiled with it reads, so their values can be kept (AnswerValues). */
  readonly slots?: AnswerSlots;
  /** Collects the programs of every text compiled with it (Program); needs `slots`. */
  readonly programs?: Programs;
}

/**
 * Each subject's values by slot, for one run over answers that do not change. Only logic compiled
 * with the same AnswerSlots reads them: any other reads the answers each time.
 */
export class AnswerValues {
  private readonly bySubject = new Map<Subject, Kept[]>();

  /** With `programs` (of the same slots), evaluators made with these values run the programs compiled with them (SlotRunner). */
  constructor(
    readonly slots: AnswerSlots,
    readonly programs: Programs | null = null,
  ) {
    if (programs && programs.slots !== slots) throw new Error('programs of other slots');
  }

  /** Every subject's coded answers, one after the other (runProgram): one allocation for the run. */
  readonly coded: CodedAnswers = { codes: new Int32Array(0), numbers: new Float64Array(0) };
  private readonly bases = new Map<Subject, number>();
  private codedUsed = 0;

  /** Where `subject`'s coded answers start (`coded` may be replaced by larger arrays). */
  baseOf(subject: Subject): number {
    let base = this.bases.get(subject);
    if (base !== undefined) return base;
    base = this.codedUsed;
    this.codedUsed += this.slots.size;
    this.bases.set(subject, base);
    const coded = this.coded;
    if (this.codedUsed > coded.codes.length) {
      const length = Math.max(this.codedUsed, 2 * coded.codes.length, 64 * this.slots.size);
      const codes = new Int32Array(length);
      codes.set(coded.codes);
      const numbers = new Float64Array(length);
      numbers.set(coded.numbers);
      coded.codes = codes;
      coded.numbers = numbers;
    }
    return base;
  }

  of(subject: Subject): Kept[] {
    let values = this.bySubject.get(subject);
    if (!values) {
      values = new Array<Kept>(this.slots.size).fill(NOT_READ);
      this.bySubject.set(subject, values);
    }
    return values;
  }
}

export type CompileResult = { ok: true; compiled: Compiled } | { ok: false; errors: Diagnostic[] };

/** Parses, checks and compiles a logic text to closures. Errors are returned, never thrown. */
export function compile(text: string, options: CompileOptions = {}): CompileResult {
  const parsed = parse(text);
  if (!parsed.ok)
    return {
      ok: false,
      errors: [{ code: 'syntax', message: parsed.error.message, span: parsed.error.span }],
    };
  return compileTree(text, parsed.ast, options);
}

export function compileTree(text: string, ast: Node, options: CompileOptions = {}): CompileResult {
  const builder = new Builder(options);
  const run = builder.build(ast);
  if (builder.errors.length > 0) return { ok: false, errors: builder.errors };
  const program = options.programs ? builder.program(ast, options.programs) : null;
  return {
    ok: true,
    compiled: {
      text,
      ast,
      questions: [...builder.questions].sort(),
      relationQuestions: [...builder.relationQuestions].sort(),
      loopQuestions: [...builder.loopQuestions].sort(),
      readsLoopInstance: builder.loopQuestions.size > 0 || builder.comparesLoop,
      definitions: [...builder.definitionIds].sort(),
      run,
      program,
    },
  };
}

/** Evaluates a compiled text. Missing answers are empty values; nothing is thrown. */
export function evaluate(
  compiled: Compiled,
  context: EvalContext,
  options: { trace?: boolean } = {},
): Evaluation {
  const reads: Read[] | null = options.trace ? [] : null;
  const sink: Sink = { diagnostics: null, tracer: reads ? new ReadList(reads) : null };
  let today: CivilDate | null = null;
  if (typeof context.today === 'string') {
    today = parseDate(context.today);
    if (!today) report(sink, LOGIC_MESSAGES.notADate('today', `'${context.today}'`));
  } else if (context.today) {
    today = context.today;
  }
  const value = compiled.run(new Env(context.subject, context.loop, today, sink));
  return { value, diagnostics: sink.diagnostics ?? [], ...(reads ? { reads } : {}) };
}

class ReadList implements ReadTracer {
  constructor(private readonly reads: Read[]) {}

  read(subject: Subject, reference: string, value: Value): void {
    // Built without a spread: one per answer read.
    this.reads.push(
      subject.id === undefined ? { reference, value } : { reference, subjectId: subject.id, value },
    );
  }
}

/** A condition holds when its value is true (not empty, not false, not 0). */
export function holds(compiled: Compiled, context: EvalContext): boolean {
  return isTrue(evaluate(compiled, context).value);
}

type Closure = (env: Env) => Value;

/** Names on Object.prototype must be read with hasOwn, so that answers cannot reach inherited members. */
const INHERITED = (name: string) => name in Object.prototype;

/** A question read from a subject or a loop instance, as compiled. */
interface AnswerRead {
  readonly name: string;
  readonly inherited: boolean;
  /** As an explanation shows it: `q`, `loop.q` or `relation.q`. */
  readonly reference: string;
  /** The table the slot is numbered in; null when compiled without one (the value is never kept). */
  readonly slots: AnswerSlots | null;
  readonly slot: number;
  /** The reference's number in `slots` for tracers: 2 × slot for `q`, 2 × slot + 1 for `loop.q`; -1 without. */
  readonly at: number;
}

/**
 * The value of a subject's answer, kept in `values` (the subject's or the loop instance's) when
 * the evaluation keeps them for the table the read was compiled with: a read is a pure function
 * of the subject and the name, so it is looked up and converted once per run.
 */
function readAnswer(env: Env, subject: Subject, read: AnswerRead, values: Kept[] | null): Value {
  const keeping = keptFor(env, read, values);
  if (keeping !== null) {
    const kept = keeping[read.slot] as Kept;
    if (kept !== NOT_READ) {
      const tracer = env.sink.tracer;
      if (tracer !== null) tracer.read(subject, read.reference, kept, read.at);
      return kept;
    }
  }
  return readFirst(env, subject, read, keeping);
}

/** `values` when they keep this read's value: the evaluation keeps values for the table the read was compiled with. */
function keptFor(env: Env, read: AnswerRead, values: Kept[] | null): Kept[] | null {
  return values !== null && read.slots === env.slots && read.slot < values.length ? values : null;
}

/** readAnswer when the value is not kept yet. A value that cannot be read is reported on every read, so it is never kept. */
function readFirst(env: Env, subject: Subject, read: AnswerRead, keeping: Kept[] | null): Value {
  let value: Value;
  const found = answerOf(subject, read.name, read.inherited);
  if (found === UNSUPPORTED) {
    env.report(LOGIC_MESSAGES.unsupportedAnswer(read.name));
    value = undefined;
  } else {
    value = found;
    if (keeping !== null) keeping[read.slot] = value;
  }
  const tracer = env.sink.tracer;
  if (tracer !== null) tracer.read(subject, read.reference, value, read.at);
  return value;
}

/** A question of the subject or of the loop instance, read in place by the operator that uses it. */
interface DirectRead extends AnswerRead {
  readonly fromLoop: boolean;
}

/** The same reads, diagnostics and traces as the question's own closure (see Builder.build). */
function readDirect(env: Env, read: DirectRead): Value {
  if (!read.fromLoop) return readAnswer(env, env.subject, read, env.subjectValues);
  const loop = env.loop;
  if (!loop) {
    env.report(LOGIC_MESSAGES.noLoop(read.name));
    return undefined;
  }
  return readAnswer(env, loop, read, env.loopValues);
}

/** A read of the subject's question `name` (`{name}`), or of the loop instance's (`{loop.name}`). */
function answerRead(name: string, fromLoop: boolean, slots: AnswerSlots | undefined): AnswerRead {
  const slot = slots ? slots.number(name) : -1;
  return {
    name,
    inherited: INHERITED(name),
    reference: fromLoop ? `loop.${name}` : name,
    slots: slots ?? null,
    slot,
    at: slot < 0 ? -1 : 2 * slot + (fromLoop ? 1 : 0),
  };
}

function directRead(node: Node, slots: AnswerSlots | undefined): DirectRead | null {
  if (node.kind !== 'question' && node.kind !== 'loop') return null;
  const fromLoop = node.kind === 'loop';
  return { fromLoop, ...answerRead(node.name, fromLoop, slots) };
}

/** The value of a constant operand (a literal or a list of literals), or NOT_CONSTANT. */
const NOT_CONSTANT: unique symbol = Symbol('not constant');

function constantOf(node: Node): Value | typeof NOT_CONSTANT {
  if (node.kind === 'literal') return node.value;
  if (node.kind === 'array' && node.items.every((item) => item.kind === 'literal'))
    return node.items.map((item) => (item as { value: Value }).value);
  return NOT_CONSTANT;
}

type Condition = (env: Env) => boolean;

function related(env: Env, relation: RelationName): readonly Subject[] {
  return env.subject.relations?.[relation] ?? NONE;
}

const NONE: readonly Subject[] = [];

class Builder {
  readonly errors: Diagnostic[] = [];
  readonly questions = new Set<string>();
  readonly relationQuestions = new Set<string>();
  readonly loopQuestions = new Set<string>();
  /** isLoop() is used: the result depends on the loop instance. */
  comparesLoop = false;
  readonly definitionIds = new Set<string>();
  private readonly known: ReadonlySet<string> | null;
  /** The closures built for atoms (condition()), by node. */
  private readonly atoms = new Map<Node, Condition>();

  constructor(private readonly options: CompileOptions) {
    this.known = options.questionNames ? new Set(options.questionNames) : null;
  }

  private error(code: string, message: string, span: Span, suggestions?: string[]): Closure {
    this.errors.push({ code, message, span, ...(suggestions?.length ? { suggestions } : {}) });
    return () => undefined;
  }

  private checkQuestion(name: string, span: Span): boolean {
    if (!this.known || this.known.has(name)) return true;
    this.error('unknown-question', LOGIC_MESSAGES.unknownQuestion(name), span, suggest(name, this.known));
    return false;
  }

  private relation(name: string, span: Span): RelationName | null {
    const lower = name.toLowerCase();
    if (isRelationName(lower)) return lower;
    this.error('unknown-relation', LOGIC_MESSAGES.unknownRelation(name), span, suggest(name, RELATION_NAMES));
    return null;
  }

  /** `ast` (built without errors) as a program, an atom compiled like any condition (null without the same slots). */
  program(ast: Node, programs: Programs): Program | null {
    const slots = this.options.slots;
    if (!slots || programs.slots !== slots) return null;
    return buildProgram(
      ast,
      programs,
      (node) => this.condition(node),
      (node) => directRead(node, slots),
    );
  }

  build(node: Node): Closure {
    switch (node.kind) {
      case 'literal': {
        const value = node.value;
        return () => value;
      }
      case 'array': {
        const items = node.items.map((item) => this.build(item));
        if (node.items.every((item) => item.kind === 'literal')) {
          const constant = node.items.map((item) => (item as { value: Value }).value);
          return () => constant;
        }
        return (env) => items.map((item) => item(env));
      }
      case 'question': {
        const name = node.name;
        this.questions.add(name);
        this.checkQuestion(name, node.span);
        const read = answerRead(name, false, this.options.slots);
        return (env) => readAnswer(env, env.subject, read, env.subjectValues);
      }
      case 'relation':
        return this.buildRelation(node);
      case 'loop': {
        const name = node.name;
        this.loopQuestions.add(name);
        this.checkQuestion(name, node.span);
        const read = answerRead(name, true, this.options.slots);
        return (env) => {
          if (!env.loop) {
            env.report(LOGIC_MESSAGES.noLoop(name));
            return undefined;
          }
          return readAnswer(env, env.loop, read, env.loopValues);
        };
      }
      case 'definition': {
        this.definitionIds.add(node.id);
        const lookup = this.options.definitions;
        const entry = lookup?.get(node.id);
        if (!entry) {
          return this.error(
            'unknown-definition',
            LOGIC_MESSAGES.unknownDefinition(node.id),
            node.span,
            suggest(node.id, lookup?.ids ?? []),
          );
        }
        const compiled = entry.compiled;
        if (!compiled)
          return this.error('broken-definition', LOGIC_MESSAGES.brokenDefinition(node.id), node.span);
        const run = compiled.run;
        return (env) => run(env);
      }
      case 'not':
        return this.condition(node);
      case 'negate': {
        const operand = this.build(node.operand);
        return (env) => {
          const n = toNumber(operand(env));
          return Number.isNaN(n) ? undefined : -n;
        };
      }
      case 'empty': {
        const operand = this.build(node.operand);
        const read = directRead(node.operand, this.options.slots);
        if (read)
          return node.negated
            ? (env) => !isEmpty(readDirect(env, read))
            : (env) => isEmpty(readDirect(env, read));
        return node.negated ? (env) => !isEmpty(operand(env)) : (env) => isEmpty(operand(env));
      }
      case 'binary':
        return this.buildBinary(node);
      case 'call':
        return this.buildCall(node);
      case 'quantifier':
        return this.buildQuantifier(node);
      default:
        return assertNever(node);
    }
  }

  private buildRelation(node: Node & { kind: 'relation' }): Closure {
    const relation = this.relation(node.relation, node.span);
    const name = node.name;
    this.checkQuestion(name, node.span);
    if (!relation) return () => undefined;
    const reference = `${relation}.${name}`;
    this.relationQuestions.add(reference);
    // A related subject's values are not kept (only the subject's and the loop instance's are).
    const read: AnswerRead = { ...answerRead(name, false, undefined), reference };
    // The answers of every related subject, in order, empty ones left out; list answers are spread.
    return (env) => {
      const values: Value[] = [];
      for (const subject of related(env, relation)) {
        const value = readAnswer(env, subject, read, null);
        if (Array.isArray(value)) values.push(...value);
        else if (!isEmpty(value)) values.push(value);
      }
      return values;
    };
  }

  /**
   * A node read as a condition (and, or, not): a closure that returns whether it holds, so that
   * a chain of conditions calls each of them once, without a truthiness test between them.
   */
  private condition(node: Node): Condition {
    if (node.kind === 'binary' && (node.op === 'and' || node.op === 'or')) return this.buildLogical(node);
    if (node.kind === 'not') {
      const operand = this.condition(node.operand);
      return (env) => !operand(env);
    }
    // An atom's closure, built once for the closures and the program (see program()).
    let atom = this.atoms.get(node);
    if (atom) return atom;
    // Comparisons and empty give yes/no already.
    if ((node.kind === 'binary' && !ARITHMETIC.has(node.op)) || node.kind === 'empty')
      atom = this.build(node) as Condition;
    else {
      const run = this.build(node);
      atom = (env) => isTrue(run(env));
    }
    this.atoms.set(node, atom);
    return atom;
  }

  /**
   * `a and b and c` (or `or`) as one closure over its operands, left to right, stopping at the
   * first that decides: the same evaluation, reads and diagnostics as the nested pairs, with one
   * call per operand.
   */
  private buildLogical(node: Node & { kind: 'binary' }): Condition {
    const op = node.op;
    const operands: Node[] = [];
    const collect = (n: Node): void => {
      if (n.kind === 'binary' && n.op === op) {
        collect(n.left);
        collect(n.right);
      } else operands.push(n);
    };
    collect(node);
    const conditions = operands.map((operand) => this.condition(operand));
    const [a, b, c] = conditions as [Condition, Condition, Condition | undefined];
    if (op === 'and') {
      if (conditions.length === 2) return (env) => a(env) && b(env);
      if (conditions.length === 3 && c) return (env) => a(env) && b(env) && c(env);
      return (env) => {
        for (const condition of conditions) if (!condition(env)) return false;
        return true;
      };
    }
    if (conditions.length === 2) return (env) => a(env) || b(env);
    if (conditions.length === 3 && c) return (env) => a(env) || b(env) || c(env);
    return (env) => {
      for (const condition of conditions) if (condition(env)) return true;
      return false;
    };
  }

  private buildBinary(node: Node & { kind: 'binary' }): Closure {
    if (node.op === 'and' || node.op === 'or') return this.buildLogical(node);
    const left = this.build(node.left);
    const right = this.build(node.right);
    const read = directRead(node.left, this.options.slots);
    const constant = constantOf(node.right);
    // The common `{q} op constant`: the question read in place, the constant taken as it is.
    if (read && constant !== NOT_CONSTANT) {
      const fused = fusedComparison(node.op, read, constant, node.right);
      if (fused) return fused;
    }
    switch (node.op) {
      case '=':
        return equalsClosure(left, right, node.right);
      case '!=': {
        const eq = equalsClosure(left, right, node.right);
        return (env) => !eq(env);
      }
      case '<':
        return (env) => (compare(left(env), right(env)) ?? 0) < 0;
      case '<=': {
        return (env) => {
          const c = compare(left(env), right(env));
          return c !== undefined && c <= 0;
        };
      }
      case '>':
        return (env) => (compare(left(env), right(env)) ?? 0) > 0;
      case '>=':
        return (env) => {
          const c = compare(left(env), right(env));
          return c !== undefined && c >= 0;
        };
      case 'anyof':
        return (env) => anyOf(left(env), right(env));
      case 'allof':
        return (env) => allOf(left(env), right(env));
      case 'noneof':
        return (env) => !anyOf(left(env), right(env));
      case 'contains':
        return (env) => contains(left(env), right(env));
      case 'notcontains':
        return (env) => !contains(left(env), right(env));
      case '+':
        return (env) => plus(left(env), right(env));
      case '-':
        return arithmetic(left, right, (a, b) => a - b);
      case '*':
        return arithmetic(left, right, (a, b) => a * b);
      case '/':
        return arithmetic(left, right, (a, b, env) => {
          if (b === 0) {
            env.report(LOGIC_MESSAGES.divisionByZero);
            return undefined;
          }
          return a / b;
        });
      case '%':
        return arithmetic(left, right, (a, b, env) => {
          if (b === 0) {
            env.report(LOGIC_MESSAGES.divisionByZero);
            return undefined;
          }
          return a % b;
        });
      default:
        return assertNever(node.op);
    }
  }

  private buildCall(node: Node & { kind: 'call' }): Closure {
    const spec = FUNCTIONS.get(node.name.toLowerCase());
    // A special function builds its own arguments (its condition is run per company).
    if (spec?.special && acceptsArity(spec, node.args.length)) return this.buildSpecial(spec, node);
    const args = node.args.map((arg) => this.build(arg));
    if (!spec) {
      const names = [...FUNCTIONS.values()].map((f) => f.name).concat(['any', 'all', 'none']);
      return this.error(
        'unknown-function',
        LOGIC_MESSAGES.unknownFunction(node.name),
        node.span,
        suggest(node.name, names),
      );
    }
    if (!acceptsArity(spec, args.length)) {
      return this.error('arity', LOGIC_MESSAGES.arity(spec.name, arityText(spec), args.length), node.span);
    }
    if (spec.special) return () => undefined;
    const run = spec.run;
    if (args.length === 0) return (env) => run(NO_VALUES, env);
    if (args.length === 1) {
      const only = args[0] as Closure;
      return (env) => run([only(env)], env);
    }
    return (env) =>
      run(
        args.map((arg) => arg(env)),
        env,
      );
  }

  /**
   * The functions that need more than their arguments' values (docs/logic-language.md): isLoop()
   * compares the subject with the loop instance; the chain functions measure between the holder
   * and the company of the chain quantifier around them, with a condition evaluated per company.
   */
  private buildSpecial(spec: SpecialFunctionSpec, node: Node & { kind: 'call' }): Closure {
    if (spec.special === 'loop') {
      this.comparesLoop = true;
      return (env) => env.loop !== undefined && env.subject === env.loop;
    }
    const withThreshold = spec.name !== 'chainPaths' && spec.name !== 'chainShare';
    const threshold = withThreshold ? this.build(node.args[0] as Node) : null;
    const conditionNode = node.args[withThreshold ? 1 : 0];
    const condition = conditionNode ? this.condition(conditionNode) : null;
    const name = spec.name;
    return (env) => {
      const pair = env.chain;
      if (!pair) {
        env.report(LOGIC_MESSAGES.noChain(name));
        return name === 'chainShare' ? undefined : name === 'chainPaths' ? 0 : false;
      }
      let t = 0;
      if (threshold) {
        t = toNumber(threshold(env));
        if (Number.isNaN(t)) {
          env.report(LOGIC_MESSAGES.notANumber(name, 'threshold'));
          return false;
        }
      }
      const admissible = condition
        ? (company: Subject) =>
            condition(new Env(company, env.loop, env.today, env.sink, env.slots, null, env.loopValues))
        : null;
      const { paths, share } = measureChain(pair, admissible, env.sink.tracer);
      switch (name) {
        case 'chainPaths':
          return paths;
        case 'chainShare':
          return paths === 0 ? 0 : share.exact ? share.lo : undefined;
        case 'chainShareAtLeast':
          return paths > 0 && mayBeAtLeast(share, t);
        default:
          return paths > 0 && mayBeOver(share, t);
      }
    };
  }

  private buildQuantifier(node: Node & { kind: 'quantifier' }): Closure {
    const relation = this.relation(node.relation, node.relationSpan);
    const body = node.body ? this.build(node.body) : null;
    if (!relation) return () => undefined;
    const direction = CHAIN_DIRECTION[relation];
    const inner =
      direction === undefined
        ? (env: Env, subject: Subject) =>
            new Env(subject, env.loop, env.today, env.sink, env.slots, null, env.loopValues)
        : (env: Env, subject: Subject) =>
            new Env(subject, env.loop, env.today, env.sink, env.slots, null, env.loopValues, {
              holder: direction === 'down' ? env.subject : subject,
              target: direction === 'down' ? subject : env.subject,
            });
    switch (node.quantifier) {
      case 'count':
        if (!body) return (env) => related(env, relation).length;
        return (env) => related(env, relation).filter((s) => isTrue(body(inner(env, s)))).length;
      case 'any':
        if (!body) return (env) => related(env, relation).length > 0;
        return (env) => related(env, relation).some((s) => isTrue(body(inner(env, s))));
      case 'all':
        if (!body) return () => true;
        return (env) => related(env, relation).every((s) => isTrue(body(inner(env, s))));
      case 'none':
        if (!body) return (env) => related(env, relation).length === 0;
        return (env) => !related(env, relation).some((s) => isTrue(body(inner(env, s))));
      default:
        return assertNever(node.quantifier);
    }
  }
}

const NO_VALUES: readonly Value[] = [];

/**
 * The relations whose quantifiers set the chain functions' pair: down from the subject to what it
 * holds (owned_chain), or up from a holder to the subject (owners_chain, participators).
 */
const CHAIN_DIRECTION: Partial<Record<RelationName, 'down' | 'up'>> = {
  owned_chain: 'down',
  owners_chain: 'up',
  participators: 'up',
};

const ARITHMETIC: ReadonlySet<BinaryOp> = new Set(['+', '-', '*', '/', '%']);

/**
 * `{q} op constant` in one closure: the same semantics as the general closures of buildBinary
 * (equals, compare, anyOf, ...), without a call for each operand. Null for other operators.
 */
function fusedComparison(op: BinaryOp, read: DirectRead, constant: Value, rightNode: Node): Condition | null {
  switch (op) {
    case '=':
    case '!=': {
      const eq = fusedEquals(read, constant, rightNode);
      return op === '=' ? eq : (env) => !eq(env);
    }
    case '<':
      return (env) => (compare(readDirect(env, read), constant) ?? 0) < 0;
    case '<=':
      return (env) => {
        const c = compare(readDirect(env, read), constant);
        return c !== undefined && c <= 0;
      };
    case '>':
      return (env) => (compare(readDirect(env, read), constant) ?? 0) > 0;
    case '>=':
      return (env) => {
        const c = compare(readDirect(env, read), constant);
        return c !== undefined && c >= 0;
      };
    case 'anyof':
      return (env) => anyOf(readDirect(env, read), constant);
    case 'allof':
      return (env) => allOf(readDirect(env, read), constant);
    case 'noneof':
      return (env) => !anyOf(readDirect(env, read), constant);
    case 'contains':
    case 'notcontains': {
      const has = fusedContains(read, constant);
      return op === 'contains' ? has : (env) => !has(env);
    }
    default:
      return null;
  }
}

/**
 * contains with a text constant: a text answer is searched for the lower-cased constant in
 * place when it has no upper-case or non-ASCII letter (lower-casing it would not change it);
 * anything else goes through contains().
 */
function fusedContains(read: DirectRead, constant: Value): Condition {
  if (typeof constant !== 'string' || constant === '')
    return (env) => contains(readDirect(env, read), constant);
  const part = constant.toLowerCase();
  return (env) => {
    const value = readDirect(env, read);
    if (typeof value === 'string' && value !== '' && isLowerAscii(value)) return value.includes(part);
    return contains(value, constant);
  };
}

function isLowerAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 128 || (c >= 65 && c <= 90)) return false;
  }
  return true;
}

/** equalsClosure's fast path for a text literal, with the question read in place. */
function fusedEquals(read: DirectRead, constant: Value, rightNode: Node): Condition {
  if (isTextLiteral(rightNode) && typeof constant === 'string') {
    const literal = constant;
    if (!isAscii(literal)) {
      const lower = literal.toLowerCase();
      return (env) => {
        const value = readDirect(env, read);
        if (typeof value === 'string')
          return value === literal || (value.length === lower.length && value.toLowerCase() === lower);
        return equals(value, literal);
      };
    }
    return (env) => {
      const value = readDirect(env, read);
      if (typeof value === 'string') return value === literal || sameText(value, literal);
      return equals(value, literal);
    };
  }
  return (env) => equals(readDirect(env, read), constant);
}

/**
 * For an ASCII literal, sameText(value, literal) is exactly the fast path's test (the literal
 * keeps its length when lower-cased); any other literal keeps the lower-cased comparison.
 */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) >= 128) return false;
  return true;
}

/** A non-empty text literal that does not look like a number: compared as text only. */
function isTextLiteral(node: Node): boolean {
  return (
    node.kind === 'literal' &&
    typeof node.value === 'string' &&
    node.value !== '' &&
    !/^\s*[-\d.]/.test(node.value)
  );
}

/** '=' with a fast path for the common {q} = 'literal' form: the literal is lower-cased once. */
function equalsClosure(left: Closure, right: Closure, rightNode: Node): (env: Env) => boolean {
  if (isTextLiteral(rightNode) && rightNode.kind === 'literal' && typeof rightNode.value === 'string') {
    const literal = rightNode.value;
    if (!isAscii(literal)) {
      const lower = literal.toLowerCase();
      return (env) => {
        const value = left(env);
        if (typeof value === 'string')
          return value === literal || (value.length === lower.length && value.toLowerCase() === lower);
        return equals(value, literal);
      };
    }
    return (env) => {
      const value = left(env);
      if (typeof value === 'string') return value === literal || sameText(value, literal);
      return equals(value, literal);
    };
  }
  return (env) => equals(left(env), right(env));
}

function arithmetic(left: Closure, right: Closure, op: (a: number, b: number, env: Env) => Value): Closure {
  return (env) => {
    const a = left(env);
    const b = right(env);
    if (isEmpty(a) || isEmpty(b)) return undefined;
    const x = toNumber(a);
    const y = toNumber(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return undefined;
    return op(x, y, env);
  };
}
