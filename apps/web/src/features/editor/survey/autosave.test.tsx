import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { useAutosave } from './autosave';

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the changes to stop, saves once, and says Saved', async () => {
    const save = vi.fn(async () => 'Success');
    const { result } = renderHook(() => useAutosave(save, 500));
    act(() => result.current.changed());
    expect(result.current.status).toEqual({ state: 'unsaved' });
    await act(async () => vi.advanceTimersByTime(400));
    act(() => result.current.changed());
    await act(async () => vi.advanceTimersByTime(400));
    expect(save).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.status).toEqual({ state: 'saved' });
  });

  it("shows the server's refusal with its message and does not retry on its own", async () => {
    const conflict = new ApiError({
      status: 409,
      message: 'Questions were saved by admin@example.com at 10:02 since you opened them.',
    });
    const save = vi.fn(async () => {
      throw conflict;
    });
    const { result } = renderHook(() => useAutosave(save, 100));
    act(() => result.current.changed());
    await act(async () => vi.advanceTimersByTime(100));
    expect(result.current.status).toEqual({
      state: 'failed',
      message: 'Questions were saved by admin@example.com at 10:02 since you opened them.',
    });
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves again after a save when a change came in during it', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { result } = renderHook(() => useAutosave(save, 100));
    act(() => result.current.changed());
    await act(async () => vi.advanceTimersByTime(100));
    expect(result.current.status).toEqual({ state: 'saving' });
    act(() => result.current.changed());
    await act(async () => vi.advanceTimersByTime(100));
    await act(async () => finish());
    expect(save).toHaveBeenCalledTimes(2);
    await act(async () => finish());
    expect(result.current.status).toEqual({ state: 'saved' });
  });
});
