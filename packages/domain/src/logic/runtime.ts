import type { CivilDate } from '../dates';
import type { RelationName } from './relations';
import type { Value } from './values';

/**
 * What compiled logic runs against: the subjects it reads, the environment a run carries and the
 * table of the names it reads. In a module of their own, below the compiler, so that the modules
 * the compiler builds on (the answers, the programs, the chain functions) can name them without
 * importing the compiler back: the logic modules then depend one way (see imports.test.ts).
 */

/** Something that answers questions: an entity, a party, a date record or a loop instance. */
export interface Subject {
  readonly id?: string;
  readonly answers: Readonly<Record<string, unknown>>;
  /**
   * Values read when `answers` has none for a name (undefined): an entity's or party's structure
   * fields, under the answers given (docs/questionnaire.md).
   */
  readonly fields?: Readonly<Record<string, unknown>>;
  /** Related subjects, in a fixed order (the structure's order); a missing relation is empty. */
  readonly relations?: Readonly<Partial<Record<RelationName, readonly Subject[]>>>;
  /** The entities this subject holds shares of, with the share given (the chain functions read them). */
  readonly holdings?: readonly Holding[];
  /** A company (or nominee): a chain of holdings goes on through it; a trust or foundation ends it. */
  readonly passesOwnershipOn?: boolean;
}

/** One holding of a subject: the entity it holds and the share it gave (text, or undefined: not given). */
export interface Holding {
  readonly target: Subject;
  readonly share: string | undefined;
}

/** The holder and the company a chain function measures between (set by the chain relations' quantifiers). */
export interface ChainPair {
  readonly holder: Subject;
  readonly target: Subject;
}

/**
 * Receives every answer read while tracing, in the order evaluation reads them. evaluate()
 * collects them as Read objects; the engine (scoring/rules.ts) turns them straight into the
 * explanation's reads, without a Read object per answer.
 */
export interface ReadTracer {
  /**
   * `at` numbers the reference in the AnswerSlots the logic was compiled with (see AnswerRead):
   * the same reference always has the same number there; -1 when it has none.
   */
  read(subject: Subject, reference: string, value: Value, at: number): void;
}

export interface Sink {
  diagnostics: string[] | null;
  tracer: ReadTracer | null;
}

export function report(sink: Sink, message: string): void {
  if (!sink.diagnostics) sink.diagnostics = [];
  if (!sink.diagnostics.includes(message)) sink.diagnostics.push(message);
}

/** A kept value not read yet (a value may be undefined: no answer). */
export const NOT_READ: unique symbol = Symbol('not read');

export type Kept = Value | typeof NOT_READ;

export class Env {
  constructor(
    readonly subject: Subject,
    readonly loop: Subject | undefined,
    readonly today: CivilDate | null,
    readonly sink: Sink,
    /** The table of the kept values (AnswerValues), and those of the subject and of the loop instance. */
    readonly slots: AnswerSlots | null = null,
    readonly subjectValues: Kept[] | null = null,
    readonly loopValues: Kept[] | null = null,
    /** Inside a quantifier over a chain relation: the holder and the company the chain functions measure. */
    readonly chain: ChainPair | null = null,
  ) {}

  report(message: string): void {
    report(this.sink, message);
  }
}

/**
 * Numbers the question names one content's logic reads from a subject or a loop instance. A
 * run over answers that do not change (a report's rules) keeps each subject's values in an
 * array by that number (AnswerValues): an answer is looked up and converted once per subject,
 * then read by position by every rule, instead of by name in an object.
 */
export class AnswerSlots {
  private readonly numbers = new Map<string, number>();
  private readonly names: string[] = [];

  get size(): number {
    return this.numbers.size;
  }

  number(name: string): number {
    let found = this.numbers.get(name);
    if (found === undefined) {
      found = this.numbers.size;
      this.numbers.set(name, found);
      this.names.push(name);
    }
    return found;
  }

  nameOf(slot: number): string {
    return this.names[slot] as string;
  }
}
