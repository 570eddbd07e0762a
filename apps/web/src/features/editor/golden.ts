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

/** A count with its noun agreeing: '1 rule', '2 rules'. */
export const counted = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

/** Whether `fired` of `rules` is under a threshold in percent (0 is off), as the server decides it. */
export const belowThreshold = (fired: number, rules: number, threshold: number): boolean =>
  threshold > 0 && fired * 100 < threshold * rules;
