import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledValue } from './useThrottledValue';

describe('useThrottledValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a change at once, then at most one change per interval, always the latest', () => {
    const { result, rerender } = renderHook(({ value }) => useThrottledValue(value, 250), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('ab');

    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ value: 'abcd' });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('ab');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('abcd');
  });
});
