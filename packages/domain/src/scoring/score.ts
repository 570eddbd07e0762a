import type { ReportTable } from '@tsr/contract';

/**
 * The overall risk score out of 100 (docs/scoring.md), a weighted maximum over the table's
 * cells. M is the highest cell score, R the sum of every other cell's score, N the number of
 * cells (45: 9 rows by 5 tax heads):
 *
 *     score = M + (100 - M) * R / (100 * (N - 1)), rounded to 2 decimals
 *
 * The worst risk sets the floor and every other risk closes part of the gap to 100. Properties
 * (property-tested in score.test.ts): it stays within 0..100; it is 0 exactly when no risk is
 * present; remediating a risk only lowers cells, which never raises it; a further rule firing
 * only raises cells, which never lowers it. Cell scores are whole numbers, so the numerator
 * 100 * (N - 1) * M + (100 - M) * R is computed exactly in integers and only the final division
 * rounds.
 */
export function overallScore(table: ReportTable): number {
  const scores: number[] = [];
  for (const row of table.rows)
    for (const column of table.columns) scores.push(clamp(table.values[row.id]?.[column]?.score ?? 0));
  return weightedMax(scores);
}

export function weightedMax(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  let highest = 0;
  let sum = 0;
  for (const score of scores) {
    highest = Math.max(highest, score);
    sum += score;
  }
  if (scores.length === 1) return highest;
  const scale = 100 * (scores.length - 1);
  const numerator = scale * highest + (100 - highest) * (sum - highest);
  return Math.round((numerator * 100) / scale) / 100;
}

function clamp(score: number): number {
  return Math.min(100, Math.max(0, Math.round(score)));
}
