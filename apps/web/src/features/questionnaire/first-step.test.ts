import type { NextResponse } from '@tsr/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

const requestNext = vi.fn((_reviewId: string, _body: unknown, _held?: unknown) =>
  Promise.resolve({ reviewId: 'r-1' } as NextResponse),
);
vi.mock('./questionnaire-api', () => ({ requestNext }));
const { askFirstStepEarly, takeFirstStep } = await import('./first-step');

describe('the first step asked for at Start review', () => {
  afterEach(() => {
    vi.useRealTimers();
    requestNext.mockClear();
  });

  it('resumes the new review at once and hands that answer to the screen, once', async () => {
    askFirstStepEarly('r-1');
    expect(requestNext).toHaveBeenCalledWith('r-1', { resume: true }, undefined);
    await expect(takeFirstStep('r-1', { resume: true })).resolves.toEqual({ reviewId: 'r-1' });
    expect(takeFirstStep('r-1', { resume: true })).toBeUndefined();
  });

  it("holds start's sequence, so only what changed since comes back (decision 0024)", () => {
    const held = { revision: '5', sequence: { parts: [] } };
    askFirstStepEarly('r-1', held);
    expect(requestNext).toHaveBeenCalledWith('r-1', { resume: true }, held);
  });

  it('is not used for another review, a requested part, back from the submit page, or when stale', () => {
    askFirstStepEarly('r-1');
    expect(takeFirstStep('r-2', { resume: true })).toBeUndefined();
    expect(takeFirstStep('r-1', { requestedPartId: 't1:pre' })).toBeUndefined();
    askFirstStepEarly('r-1');
    expect(takeFirstStep('r-1', { back: true })).toBeUndefined();
    vi.useFakeTimers();
    askFirstStepEarly('r-1');
    vi.advanceTimersByTime(60_000);
    expect(takeFirstStep('r-1', { resume: true })).toBeUndefined();
  });
});
