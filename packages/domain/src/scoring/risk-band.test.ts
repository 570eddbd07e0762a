import { describe, expect, it } from 'vitest';
import { RISK_BAND_NAMES, riskBand } from './risk-band';

describe('risk bands (the primer: High 70–100, Medium 30–69, Low 1–29)', () => {
  it('band whole scores at their edges', () => {
    expect([100, 70, 69, 30, 29, 1, 0].map(riskBand)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
      'none',
    ]);
  });

  it('band decimal scores (an average, the overall score) by the same floors', () => {
    expect([73.59, 69.99, 29.99, 0.01].map(riskBand)).toEqual(['high', 'medium', 'low', 'low']);
  });

  it('are named for a reader', () => {
    expect(RISK_BAND_NAMES[riskBand(73.59)]).toBe('High risk');
    expect(RISK_BAND_NAMES[riskBand(0)]).toBe('No risk found');
  });
});
