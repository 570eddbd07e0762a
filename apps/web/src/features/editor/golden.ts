/** The golden structures' results, published against draft (GET /api/editor/golden; publish's 409). */
export type { GoldenCase, GoldenCell, GoldenComparison } from '@tsr/contract';
