/** The golden structures' results, published against draft (editor contract: GET /api/editor/golden). */
export interface GoldenCell {
  row: string;
  column: string;
  published: number | null;
  draft: number | null;
}

export interface GoldenCase {
  name: string;
  publishedScore: number;
  draftScore: number;
  /** Only the cells that change. */
  cells: GoldenCell[];
}

export interface GoldenComparison {
  cases: GoldenCase[];
  changed: boolean;
}
