import { answerOf } from './answers';
import type { Node } from './ast';
import type { AnswerSlots, Env, ReadTracer, Subject } from './runtime';
import { sameText, toNumber, UNSUPPORTED, type Value } from './values';

/**
 * Conditions as programs over coded answers (docs/decisions/0032): how a report's rules
 * are evaluated without a call per node and without touching the closures' scattered objects.
 *
 * A condition is compiled to instructions, one per atom (a condition that is not and, or or not),
 * each with where to go when the atom holds and where when it does not: the next instruction,
 * or the result. `a and b` is `a` going to `b` when it holds and to false when not; `a or b` is
 * `a` going to true or to `b`; `not a` swaps `a`'s two ends. The atoms are evaluated in the
 * closures' order and stop where they stop.
 *
 * The common atoms read one question and compare it with a constant: `{q} = 'yes'`, `{q} anyof
 * [...]`, `{n} >= 5`, `{q} empty`. Each subject's answer to a question is coded once per run (see
 * AnswerCode): the text's number among the content's texts, or its class (empty, another text,
 * another value). Those atoms then compare small integers held in one array for every program.
 * Where the code does not decide (a number compared with a text, a list, an answer that cannot
 * be read), and for every other atom, the instruction runs the atom's closure: the same
 * evaluation, with its problems reported as before.
 */

/** What an instruction does (code[at]). */
enum Op {
  /** Runs the atom's closure. */
  Closure = 0,
  /** `{q} = 'text'`: arg is the text's code. */
  EqualsText = 1,
  /** `{q} anyof [texts]`: arg is where the codes are in `sets` (count, then the codes). */
  AnyOfTexts = 2,
  /** `{q} < n` and so on: arg is where n is in `numbers`. */
  Less = 3,
  LessOrEqual = 4,
  Greater = 5,
  GreaterOrEqual = 6,
  /** `{q} empty`. */
  Empty = 7,
  /** `{q} contains 'text'`: arg is where the text is in `parts`, lower-cased, then as written. */
  ContainsText = 8,
}

// An instruction is six numbers in Programs.code: its op, its read (the slot × 2, + 1 for the
// loop instance's), its arg, its atom's closure, and where to go when the atom holds and when not:
// the next instruction's index, or one of these results.
const HOLDS = -1;
const FAILS = -2;

/**
 * A subject's answer to a question, coded (CodedAnswers.codes): not coded yet; empty; a value
 * that is not an ASCII text (a number, a yes/no, a list, other letters); one that only the
 * closure may read (it reports a problem); an ASCII text compared with nowhere; or FirstText +
 * the number of the text, lower-cased, among the texts compared with.
 */
enum AnswerCode {
  Unread = 0,
  Empty = 1,
  OtherValue = 2,
  ReadByClosure = 3,
  OtherText = 4,
  FirstText = 5,
}

export type AtomCondition = (env: Env) => boolean;

/** One content's programs, in shared arrays: instructions, constants and the atoms' closures. */
export class Programs {
  readonly code: number[] = [];
  readonly closures: AtomCondition[] = [];
  readonly numbers: number[] = [];
  readonly sets: number[] = [];
  readonly parts: string[] = [];
  /** Per read (slot × 2, + 1 for the loop instance): the reference an explanation shows, `q` or `loop.q`. */
  readonly references: string[] = [];
  /** Texts compared with, lower-cased, by number. */
  private readonly texts = new Map<string, number>();

  constructor(readonly slots: AnswerSlots) {}

  textCode(lower: string): number {
    let found = this.texts.get(lower);
    if (found === undefined) {
      found = this.texts.size;
      this.texts.set(lower, found);
    }
    return AnswerCode.FirstText + found;
  }

  /** An answer's code (one that can be read: ReadByClosure is the caller's to tell). */
  codeOf(value: Value): number {
    if (value === undefined || value === '') return AnswerCode.Empty;
    if (typeof value !== 'string')
      return Array.isArray(value) && value.length === 0 ? AnswerCode.Empty : AnswerCode.OtherValue;
    let lower = true;
    for (let i = 0; i < value.length; i += 1) {
      const c = value.charCodeAt(i);
      if (c >= 128) return AnswerCode.OtherValue;
      if (c >= 65 && c <= 90) lower = false;
    }
    const found = this.texts.get(lower ? value : value.toLowerCase());
    return found === undefined ? AnswerCode.OtherText : AnswerCode.FirstText + found;
  }
}

export interface Program {
  readonly programs: Programs;
  readonly entry: number;
}

/** A question read in place by its operator (compile.ts's DirectRead). */
interface DirectReadInfo {
  readonly fromLoop: boolean;
  readonly slot: number;
  readonly reference: string;
}

/** Compiles `ast`, read as a condition; `condition` compiles an atom to its closure; `direct` tells a one-question read. */
export function buildProgram(
  ast: Node,
  programs: Programs,
  condition: (node: Node) => AtomCondition,
  direct: (node: Node) => DirectReadInfo | null,
): Program {
  const code = programs.code;
  const emit = (node: Node, onTrue: number, onFalse: number): number => {
    if (node.kind === 'binary' && node.op === 'and')
      return emit(node.left, emit(node.right, onTrue, onFalse), onFalse);
    if (node.kind === 'binary' && node.op === 'or')
      return emit(node.left, onTrue, emit(node.right, onTrue, onFalse));
    if (node.kind === 'not') return emit(node.operand, onFalse, onTrue);
    const coded = codedAtom(node, programs, direct);
    const closure = programs.closures.length;
    // A negated atom is coded as its positive form with its ends swapped: so is its closure.
    programs.closures.push(condition(coded?.swap ? positive(node) : node));
    let op = Op.Closure;
    let read = 0;
    let arg = 0;
    let swap = false;
    if (coded) {
      ({ op, arg, swap } = coded);
      read = coded.read.slot * 2 + (coded.read.fromLoop ? 1 : 0);
      programs.references[read] = coded.read.reference;
    }
    const at = code.length;
    code.push(op, read, arg, closure, swap ? onFalse : onTrue, swap ? onTrue : onFalse);
    return at;
  };
  return { programs, entry: emit(ast, HOLDS, FAILS) };
}

/** `!=`, `noneof`, `notcontains` and `notempty` as `=`, `anyof`, `contains` and `empty`. */
function positive(node: Node): Node {
  if (node.kind === 'empty') return { ...node, negated: false };
  if (node.kind !== 'binary') return node;
  const op =
    node.op === '!='
      ? '='
      : node.op === 'noneof'
        ? 'anyof'
        : node.op === 'notcontains'
          ? 'contains'
          : node.op;
  return { ...node, op };
}

function isAsciiText(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  for (let i = 0; i < value.length; i += 1) if (value.charCodeAt(i) >= 128) return false;
  return true;
}

function codedAtom(
  node: Node,
  programs: Programs,
  direct: (node: Node) => DirectReadInfo | null,
): { op: Op; read: DirectReadInfo; arg: number; swap: boolean } | null {
  if (node.kind === 'empty') {
    const read = direct(node.operand);
    return read ? { op: Op.Empty, read, arg: 0, swap: node.negated } : null;
  }
  if (node.kind !== 'binary') return null;
  const read = direct(node.left);
  if (!read) return null;
  const right = node.right;
  switch (node.op) {
    case '=':
    case '!=':
      // A text literal that does not look like a number: compared as text only (equals).
      if (right.kind === 'literal' && isAsciiText(right.value) && !/^\s*[-\d.]/.test(right.value))
        return {
          op: Op.EqualsText,
          read,
          arg: programs.textCode(right.value.toLowerCase()),
          swap: node.op === '!=',
        };
      return null;
    case 'anyof':
    case 'noneof': {
      const items = right.kind === 'array' ? right.items : [right];
      if (!items.every((item) => item.kind === 'literal' && isAsciiText(item.value))) return null;
      const arg = programs.sets.length;
      programs.sets.push(items.length);
      for (const item of items)
        programs.sets.push(programs.textCode((item as { value: string }).value.toLowerCase()));
      return { op: Op.AnyOfTexts, read, arg, swap: node.op === 'noneof' };
    }
    case 'contains':
    case 'notcontains': {
      // A text that equals no number and no yes/no: a list's item equals it only as a text.
      if (right.kind !== 'literal' || !isAsciiText(right.value) || /^\s*[-\d.]/.test(right.value))
        return null;
      const part = right.value.toLowerCase();
      if (part === 'true' || part === 'false') return null;
      const arg = programs.parts.length;
      programs.parts.push(part, right.value);
      return { op: Op.ContainsText, read, arg, swap: node.op === 'notcontains' };
    }
    case '<':
    case '<=':
    case '>':
    case '>=': {
      if (right.kind !== 'literal' || typeof right.value !== 'number') return null;
      const arg = programs.numbers.length;
      programs.numbers.push(right.value);
      const op =
        node.op === '<'
          ? Op.Less
          : node.op === '<='
            ? Op.LessOrEqual
            : node.op === '>'
              ? Op.Greater
              : Op.GreaterOrEqual;
      return { op, read, arg, swap: false };
    }
    default:
      return null;
  }
}

/** Per run (AnswerValues): each subject's coded answers and their numbers, by subject base + slot. */
export interface CodedAnswers {
  codes: Int32Array;
  numbers: Float64Array;
}

/**
 * Runs a program for one subject (its answers at `subjectBase` in `coded`) and loop instance
 * (`loopBase`, -1 without). `env` is the closures' environment for the same subject and instance.
 */
export function runProgram(
  program: Program,
  coded: CodedAnswers,
  subjectBase: number,
  loopBase: number,
  env: Env,
  keptSubject: unknown[] | null,
  keptLoop: unknown[] | null,
  tracer: ReadTracer | null,
): boolean {
  const programs = program.programs;
  const code = programs.code;
  const codes = coded.codes;
  let at = program.entry;
  do {
    const op = code[at] as number;
    let holds: boolean;
    if (op === Op.Closure) holds = (programs.closures[code[at + 3] as number] as AtomCondition)(env);
    else {
      const read = code[at + 1] as number;
      const fromLoop = (read & 1) === 1;
      const base = fromLoop ? loopBase : subjectBase;
      const slot = read >> 1;
      const kept = fromLoop ? keptLoop : keptSubject;
      let answer = base < 0 ? AnswerCode.ReadByClosure : (codes[base + slot] as number);
      if (answer === AnswerCode.Unread)
        answer = codeAnswer(programs, coded, base, slot, fromLoop ? env.loop : env.subject, kept);
      if (
        answer === AnswerCode.ReadByClosure ||
        (answer === AnswerCode.OtherValue &&
          (op === Op.EqualsText ||
            op === Op.AnyOfTexts ||
            (op === Op.ContainsText && !Array.isArray((kept as Value[])[slot]))))
      )
        holds = (programs.closures[code[at + 3] as number] as AtomCondition)(env);
      else {
        // The one read the atom's closure would have traced.
        if (tracer !== null)
          tracer.read(
            (fromLoop ? env.loop : env.subject) as Subject,
            programs.references[read] as string,
            (kept as Value[])[slot],
            read,
          );
        if (op === Op.EqualsText) holds = answer === code[at + 2];
        else if (op === Op.Empty) holds = answer === AnswerCode.Empty;
        else if (op === Op.AnyOfTexts) {
          holds = false;
          if (answer >= AnswerCode.FirstText) {
            const sets = programs.sets;
            const start = code[at + 2] as number;
            const end = start + (sets[start] as number);
            for (let i = start + 1; i <= end; i += 1)
              if (sets[i] === answer) {
                holds = true;
                break;
              }
          }
        } else if (op === Op.ContainsText) {
          const value = (kept as Value[])[slot];
          const arg = code[at + 2] as number;
          if (answer === AnswerCode.Empty) holds = false;
          else if (typeof value === 'string')
            holds = lowerAscii(value).includes(programs.parts[arg] as string);
          else holds = hasText(value as readonly Value[], programs.parts[arg + 1] as string);
        } else {
          const n = coded.numbers[base + slot] as number;
          if (Number.isNaN(n)) holds = false;
          else {
            const d = n - (programs.numbers[code[at + 2] as number] as number);
            holds =
              op === Op.Less ? d < 0 : op === Op.LessOrEqual ? d <= 0 : op === Op.Greater ? d > 0 : d >= 0;
          }
        }
      }
    }
    at = code[at + (holds ? 4 : 5)] as number;
  } while (at >= 0);
  return at === HOLDS;
}

/** Codes the subject's answer in `slot` (once per run), and keeps its value as the closures would. */
function codeAnswer(
  programs: Programs,
  coded: CodedAnswers,
  base: number,
  slot: number,
  subject: Subject | undefined,
  kept: unknown[] | null,
): number {
  if (!subject) return AnswerCode.ReadByClosure;
  const name = programs.slots.nameOf(slot);
  const value = answerOf(subject, name, name in Object.prototype);
  let answer: number;
  if (value === UNSUPPORTED) answer = AnswerCode.ReadByClosure;
  else {
    answer = programs.codeOf(value);
    coded.numbers[base + slot] = toNumber(value);
    if (kept !== null) kept[slot] = value;
  }
  coded.codes[base + slot] = answer;
  return answer;
}

/** An ASCII text lower-cased, itself when it has no capital. */
function lowerAscii(text: string): string {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) return text.toLowerCase();
  }
  return text;
}

/** contains(list, text) for a text that equals no number and no yes/no: an item is that text, ignoring case. */
function hasText(list: readonly Value[], text: string): boolean {
  for (let i = 0; i < list.length; i += 1) {
    const item = list[i];
    if (typeof item === 'string' && sameText(item, text)) return true;
  }
  return false;
}
