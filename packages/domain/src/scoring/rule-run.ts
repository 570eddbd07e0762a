import type { Explanation, KeyDate, SubmitError, TaxHead } from '@tsr/contract';
import type { LoopInstanceRef } from './cells';

/** What running the rules over a review gives the table and the responses (runRules). */

export interface Finding {
  readonly row: string;
  readonly column: TaxHead;
  readonly explanation: Explanation;
}

export interface RuleRun {
  /** In byScore order of their explanations (runRules sorts them; consumers accept any order). */
  readonly findings: readonly Finding[];
  /** Per cell key `${row}|${column}`: the loop instances looped rules ran on, in order. */
  readonly instances: ReadonlyMap<string, readonly LoopInstanceRef[]>;
  /** Per cell key: the largest score a rule for that cell could give on this structure. */
  readonly max: ReadonlyMap<string, number>;
  /** Cell keys that have a looped rule. */
  readonly looped: ReadonlySet<string>;
  readonly errors: readonly SubmitError[];
  /** The dated actions of the rules that fired, soonest first (key-dates.ts). */
  readonly keyDates: readonly KeyDate[];
}

export const cellKey = (row: string, column: string): string => `${row}|${column}`;
