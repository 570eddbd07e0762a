import { describe, expect, it } from 'vitest';
import { describeProfile, FAST_4G, SLOW_4G, UNTHROTTLED } from './throttling';

describe('the throttling profiles', () => {
  it("are Lighthouse's mobileSlow4G and DevTools' Fast 4G as their sources give them", () => {
    // 150 ms x 3.75; 1.6 x 1,024 kbps x 0.9 and 750 kbps x 0.9, in bytes of 1,024-bit kbps.
    expect(SLOW_4G).toMatchObject({
      latencyMs: 562.5,
      downloadBytesPerSecond: 188_743,
      uploadBytesPerSecond: 86_400,
      cpuSlowdown: 4,
    });
    // 60 ms x 2.75; 9 and 1.5 Mbps x 0.9.
    expect(FAST_4G).toMatchObject({
      latencyMs: 165,
      downloadBytesPerSecond: 1_012_500,
      uploadBytesPerSecond: 168_750,
      cpuSlowdown: 4,
    });
  });

  it('describe themselves for the headings', () => {
    expect(describeProfile(UNTHROTTLED)).toBe('no throttling');
    expect(describeProfile(FAST_4G)).toBe('165 ms latency, 8,100/1,350 kbit/s down/up, CPU 4x slower');
  });
});
