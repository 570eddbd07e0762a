import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SweptPreviews, startPreviewSweep } from './preview-sweep';

const HOUR = 60 * 60 * 1000;

function recordingLog() {
  const lines: { level: 'info' | 'warn'; details: object; message: string }[] = [];
  return {
    lines,
    info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
    warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
  };
}

describe('the preview sweep schedule', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('sweeps at start and then every hour, with the time of each run', async () => {
    const runs: Date[] = [];
    const log = recordingLog();
    const sweep = startPreviewSweep({
      sweep: async (now) => {
        runs.push(now);
        return { reviews: 2, snapshots: 1 };
      },
      log,
      intervalMs: HOUR,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((d) => d.toISOString())).toEqual(['2026-03-01T09:00:00.000Z']);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(runs.map((d) => d.toISOString())).toEqual([
      '2026-03-01T09:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T11:00:00.000Z',
    ]);
    expect(log.lines[0]).toEqual({
      level: 'info',
      details: { reviews: 2, snapshots: 1 },
      message: 'old previews deleted',
    });
    await sweep.stop();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(runs).toHaveLength(3);
  });

  it('logs a failed sweep (the database away) and tries again at the next tick, never throwing', async () => {
    const log = recordingLog();
    let calls = 0;
    const sweep = startPreviewSweep({
      sweep: async (): Promise<SweptPreviews> => {
        calls += 1;
        if (calls === 1) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        return { reviews: 1, snapshots: 0 };
      },
      log,
      intervalMs: HOUR,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.lines).toEqual([
      {
        level: 'warn',
        details: { err: new Error('connect ECONNREFUSED 127.0.0.1:5432') },
        message: 'deleting old previews failed; trying again later',
      },
    ]);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(calls).toBe(2);
    expect(log.lines[1]?.message).toBe('old previews deleted');
    await sweep.stop();
  });

  it('does not start a sweep while the last one still runs, and stop waits for it', async () => {
    let finish: (() => void) | undefined;
    let calls = 0;
    const sweep = startPreviewSweep({
      sweep: () => {
        calls += 1;
        return new Promise<SweptPreviews>((resolve) => {
          finish = () => resolve({ reviews: 0, snapshots: 0 });
        });
      },
      log: recordingLog(),
      intervalMs: HOUR,
    });
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(calls).toBe(1);
    let stopped = false;
    const stopping = sweep.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish?.();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('keeps its timer from holding the process open', () => {
    const unref = vi.spyOn(globalThis, 'setInterval');
    const sweep = startPreviewSweep({
      sweep: async () => ({ reviews: 0, snapshots: 0 }),
      log: recordingLog(),
    });
    const timer = unref.mock.results[0]?.value as { hasRef?: () => boolean } | undefined;
    expect(timer?.hasRef?.()).toBe(false);
    unref.mockRestore();
    void sweep.stop();
  });
});
