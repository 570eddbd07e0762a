import { describe, expect, it } from 'vitest';
import { summarize } from './stats';

describe('summarize', () => {
  it('gives the middle value and the nearest-rank 95th percentile', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, p95: 5 });
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(summarize(twenty)).toEqual({ median: 10.5, p95: 19 });
  });

  it('leaves out runs that lacked the value', () => {
    expect(summarize([4, Number.NaN, 2])).toEqual({ median: 3, p95: 4 });
    expect(summarize([Number.NaN]).median).toBeNaN();
  });
});
