import { describe, expect, it } from 'vitest';
import { verdicts } from './aims';

describe('the verdicts beside the figures', () => {
  it('say met, not met or not measured for each aim of the row, and nothing for a row without one', () => {
    expect(verdicts('report50', { unthrottled: 640, 'Fast 4G': 3_400 })).toBe(
      'under 1,000 ms on unthrottled: met; under 3,000 ms on Fast 4G: not met',
    );
    expect(verdicts('signIn', { unthrottled: 300, 'Fast 4G': Number.NaN })).toBe(
      'under 2,500 ms on Slow 4G: not measured',
    );
    expect(verdicts('next5', { 'Fast 4G': 150 })).toBe('');
  });
});
