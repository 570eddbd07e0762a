import { ALPENROSE } from './cases/alpenrose';
import { AURORA } from './cases/aurora';
import { DELTA } from './cases/delta';
import type { GoldenCase } from './model';

export type { CellKey, GoldenCase } from './model';
export { type GoldenResult, runGolden } from './run';

/** The golden structures, each with its answers and the report a UK adviser expects. */
export const GOLDEN_CASES: readonly GoldenCase[] = [AURORA, ALPENROSE, DELTA];
