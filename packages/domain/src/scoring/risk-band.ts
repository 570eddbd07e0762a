/**
 * The score bands of the content pack's primer (docs/scoring.md, docs/content-pack.md): High
 * 70–100, Medium 30–69, Low 1–29, and no risk at 0. Rule scores are authored against these bands,
 * and the overall score falls in its worst cell's band, so the report's cells, its overall score
 * and the dashboard's average risk score are all banded here, in one place.
 */
export type RiskBand = 'high' | 'medium' | 'low' | 'none';

/** The lowest score of each band, highest band first. */
export const RISK_BAND_FLOORS = { high: 70, medium: 30, low: 1 } as const;

/** What each band is called where it is shown to a user. */
export const RISK_BAND_NAMES: Record<RiskBand, string> = {
  high: 'High risk',
  medium: 'Medium risk',
  low: 'Low risk',
  none: 'No risk found',
};

/**
 * The band of a score out of 100. Averages and overall scores have decimals: anything above 0
 * is at least low, so a present risk is never shown as none.
 */
export function riskBand(score: number): RiskBand {
  if (score >= RISK_BAND_FLOORS.high) return 'high';
  if (score >= RISK_BAND_FLOORS.medium) return 'medium';
  if (score > 0) return 'low';
  return 'none';
}
