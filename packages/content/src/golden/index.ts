import { ALPENROSE } from './cases/alpenrose';
import { AURORA } from './cases/aurora';
import { BANYAN } from './cases/banyan';
import { CEDAR } from './cases/cedar';
import {
  AURORA_THREE_LEVELS,
  AURORA_TWO_LEVELS,
  LINDEN_THREE_LEVELS,
  LINDEN_TWO_LEVELS,
} from './cases/chains';
import { AURORA_NON_CLOSE_MIDDLE } from './cases/chains-noclose';
import { DELTA } from './cases/delta';
import { EDELWEISS } from './cases/edelweiss';
import { GUERNSEY_FOUNDATION } from './cases/guernsey-foundation';
import { HAWTHORN } from './cases/hawthorn';
import { HERON } from './cases/heron';
import { JUNIPER } from './cases/juniper';
import { LINDEN } from './cases/linden';
import { MAGNOLIA } from './cases/magnolia';
import { MARLOWE } from './cases/marlowe';
import { MAYFAIR_LETTINGS } from './cases/mayfair';
import { OAKRIDGE, OAKRIDGE_NOMINEE } from './cases/oakridge';
import { ROWAN } from './cases/rowan';
import { ST_HELIER } from './cases/st-helier';
import { TWIN_OAKS } from './cases/twin-oaks';
import { VADUZ } from './cases/vaduz';
import { WILLOW } from './cases/willow';
import type { GoldenCase } from './model';

export type { CellKey, GoldenCase } from './model';
export { cellsOf, type GoldenResult, runGolden, type WalkedCase } from './run';

/**
 * The golden structures, each with its answers and the report a UK adviser expects: the eight
 * worked examples of the domain primer (section 7) first, then edge cases.
 */
export const GOLDEN_CASES: readonly GoldenCase[] = [
  AURORA,
  ALPENROSE,
  DELTA,
  HERON,
  TWIN_OAKS,
  MARLOWE,
  MAGNOLIA,
  CEDAR,
  BANYAN,
  WILLOW,
  EDELWEISS,
  HAWTHORN,
  JUNIPER,
  LINDEN,
  AURORA_TWO_LEVELS,
  AURORA_THREE_LEVELS,
  LINDEN_TWO_LEVELS,
  LINDEN_THREE_LEVELS,
  ROWAN,
  OAKRIDGE,
  OAKRIDGE_NOMINEE,
  AURORA_NON_CLOSE_MIDDLE,
  // Written to reach the pack's rules no case above fired (coverage, docs/content-pack.md).
  GUERNSEY_FOUNDATION,
  VADUZ,
  ST_HELIER,
  MAYFAIR_LETTINGS,
];
export { compareGolden, type GoldenScores, goldenScores, goldenWalks, scoreWalks } from './compare';
export {
  ALL_RULES,
  type CoverageFigures,
  firedRules,
  goldenCoverage,
  percentOf,
  withThreshold,
} from './coverage';
export { EXCLUSIVE_MESSAGES, type ExclusiveConflict, exclusiveConflicts, exclusivePairs } from './exclusive';
