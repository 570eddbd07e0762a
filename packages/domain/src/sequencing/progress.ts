/** Spec 4: the progress bar's percent, floor(100 * (current + page index) / total), within 0..100. */
export function progressPercent(current: number, pageIndex: number, total: number): number {
  if (total <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((100 * (current + pageIndex)) / total)));
}
