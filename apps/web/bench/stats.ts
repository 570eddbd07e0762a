/** Median and p95 of a benchmark's runs (nearest rank; NaN values, a phase a run lacked, are left out). */
export function summarize(values: readonly number[]): { median: number; p95: number } {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, p95: Number.NaN };
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
  const mid = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(mid)] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { median, p95: rank(0.95) };
}
