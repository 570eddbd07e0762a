import type { SurveyStructure } from '@tsr/contract';
import type { Script } from '@tsr/domain/testing';

/** A cell of the report table: 'Trust / Settlor / IHT'. */
export type CellKey =
  `${'Trust' | 'Foundation' | 'Company'} / ${string} / ${'IT' | 'CGT' | 'IHT' | 'CT' | 'ATED'}`;

/**
 * A golden structure: a structure as a user builds it, the answers a reviewer gives, and the
 * report a UK adviser expects from the tax analysis. The expected values are written by hand from
 * the rules of the pack and the law behind them, never copied from the engine's output.
 */
export interface GoldenCase {
  readonly name: string;
  readonly description: string;
  /** The structure before preparation (what the structure builder sends). */
  readonly structure: SurveyStructure;
  /**
   * The reviewer's answers: defaults by question name, with per-subject overrides (subject ids:
   * entity, entity/party, entity/party/record, as in docs/questionnaire.md). Only questions
   * shown are answered; an override for a question never shown is a mistake in the case.
   */
  readonly script: Script;
  /** The review date (dd/mm/yyyy) given to the engine as today. */
  readonly today: string;
  readonly expected: {
    /** The overall score (docs/scoring.md), from the expected cells. */
    readonly score: number;
    /** Every non-zero cell; any other cell must be 0. */
    readonly cells: Readonly<Partial<Record<CellKey, number>>>;
    /** Scores of chosen loop instances of looped cells (a settlor, a settlement, a shareholder). */
    readonly loops?: Readonly<Partial<Record<CellKey, Readonly<Record<string, number>>>>>;
    /** Texts (response ids) the report must show, on any entity. */
    readonly responses?: readonly string[];
    /** Texts the report must not show. */
    readonly absentResponses?: readonly string[];
    /**
     * Every cause the report states (docs/scoring.md, causes), by its words, with the cells of
     * the risks it raised; when given, the report states no other cause.
     */
    readonly causes?: Readonly<Record<string, readonly CellKey[]>>;
  };
}
