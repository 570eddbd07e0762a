/**
 * The network and CPU conditions the browser bench measures under, applied through the Chrome
 * DevTools Protocol as Lighthouse applies them (`throttlingMethod: 'devtools'`): request latency
 * and throughput with Network.emulateNetworkConditions, the CPU with Emulation.setCPUThrottlingRate.
 */
import type { CDPSession } from '@playwright/test';

export interface Profile {
  name: string;
  /** Milliseconds from a request sent to its answer's first byte, at least. */
  latencyMs: number;
  /** Bytes per second; 0 leaves the direction unthrottled. */
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  /** How many times slower the page's CPU runs than this machine's; 1 leaves it alone. */
  cpuSlowdown: number;
}

/**
 * Lighthouse's RTT and throughput adjustments for DevTools throttling, which throttles each request
 * rather than packets (lighthouse 12.8.2, core/config/constants.js, from @paulirish/trace_engine's
 * lantern/simulation/Constants.js: DEVTOOLS_RTT_ADJUSTMENT_FACTOR, DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR).
 */
const RTT_FACTOR = 3.75;
const THROUGHPUT_FACTOR = 0.9;
/** Lighthouse gives throughput in Kbps of 1,024 bits and sends bytes/s: floor(kbps * 1024 / 8) (core/lib/emulation.js). */
const kbpsToBytes = (kbps: number) => Math.floor((kbps * 1024) / 8);

export const UNTHROTTLED: Profile = {
  name: 'unthrottled',
  latencyMs: 0,
  downloadBytesPerSecond: 0,
  uploadBytesPerSecond: 0,
  cpuSlowdown: 1,
};

/**
 * Chrome DevTools' "Fast 4G" preset (devtools-frontend, front_end/core/sdk/NetworkManager.ts,
 * Fast4GConditions: 9 Mbps down, 1.5 Mbps up at 0.9, a 60 ms RTT times 2.75); Lighthouse has no
 * preset of that name. With the 4x CPU slowdown of Lighthouse's mobile presets.
 */
export const FAST_4G: Profile = {
  name: 'Fast 4G',
  latencyMs: 60 * 2.75,
  downloadBytesPerSecond: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadBytesPerSecond: ((1.5 * 1000 * 1000) / 8) * 0.9,
  cpuSlowdown: 4,
};

/**
 * Lighthouse's mobileSlow4G, its default for mobile (150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4x CPU);
 * DevTools' "Slow 4G" is the same preset in decimal megabits.
 */
export const SLOW_4G: Profile = {
  name: 'Slow 4G',
  latencyMs: 150 * RTT_FACTOR,
  downloadBytesPerSecond: kbpsToBytes(1.6 * 1024 * THROUGHPUT_FACTOR),
  uploadBytesPerSecond: kbpsToBytes(750 * THROUGHPUT_FACTOR),
  cpuSlowdown: 4,
};

export const PROFILES: readonly Profile[] = [UNTHROTTLED, FAST_4G, SLOW_4G];

/** Applies a profile to the page of a CDP session (Network must be enabled on it). */
export async function applyProfile(cdp: CDPSession, profile: Profile): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond || -1,
    uploadThroughput: profile.uploadBytesPerSecond || -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** "150 ms, 1,475/675 kbit/s, CPU 4x": what a profile does, for the bench's headings. */
export function describeProfile(profile: Profile): string {
  if (profile.latencyMs === 0 && profile.cpuSlowdown === 1) return 'no throttling';
  const kbit = (bytes: number) => Math.round((bytes * 8) / 1000).toLocaleString('en-GB');
  return `${profile.latencyMs} ms latency, ${kbit(profile.downloadBytesPerSecond)}/${kbit(profile.uploadBytesPerSecond)} kbit/s down/up, CPU ${profile.cpuSlowdown}x slower`;
}
