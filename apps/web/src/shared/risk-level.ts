import type { SummaryCell } from '@tsr/contract';
import { type RiskBand, riskBand } from '@tsr/domain/report-view';

/** How serious a score is, for colour: the domain's bands (high 70–100, medium 30–69, low 1–29). */
export type RiskLevel = RiskBand;
export const riskLevel = riskBand;

/** Background and text colours per level; each pair keeps at least 4.5:1 contrast. */
export const LEVEL_COLOURS: Record<RiskLevel, { background: string; text: string }> = {
  high: { background: '#fdecea', text: '#a3201a' },
  medium: { background: '#fff3e0', text: '#8a4500' },
  low: { background: '#fffde7', text: '#5d5200' },
  none: { background: 'transparent', text: '#52607a' },
};

/**
 * What a cell shows, as the PDF does: nothing where no rule can reach it (max 0), otherwise its
 * score, which is 0 when no risk is present.
 */
export function cellText(cell: Pick<SummaryCell, 'max' | 'score'> | undefined): string {
  if (!cell || cell.max === 0) return '';
  return String(cell.score);
}

/** A cell opens its explanation when some rule fired for it (a resolved risk still has one). */
export const hasExplanation = (cell: SummaryCell | undefined): cell is SummaryCell =>
  !!cell && cell.findings > 0;
