/** The golden structures' results, published against draft (GET /api/editor/golden; publish's 409). */
export type {
  CoverageShare,
  GoldenCase,
  GoldenCell,
  GoldenComparison,
  GoldenCoverage,
  QuestionChange,
  ReviewsInProgressOnVersion,
  UncoveredRule,
} from '@tsr/contract';

/** Whether `fired` of `rules` is under a threshold in percent (0 is off), as the server decides it. */
export const belowThreshold = (fired: number, rules: number, threshold: number): boolean =>
  threshold > 0 && fired * 100 < threshold * rules;
