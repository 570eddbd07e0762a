import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/api-error';

/** What the autosave indicator says. */
export type SaveStatus =
  | { readonly state: 'saved' }
  | { readonly state: 'unsaved' }
  | { readonly state: 'saving' }
  | { readonly state: 'failed'; readonly message: string };

/** Quiet time after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export const STATUS_TEXT = {
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  failed: 'Save failed',
} as const;

/**
 * Debounced autosave: each `changed()` restarts the wait; then `save` runs, one at a time (a
 * change during a save is saved after it). A failure (the server's 409 names who saved the chunk
 * meanwhile) is shown with its message and not retried on its own: the edits stay in the tab and
 * the next change tries again.
 */
export function useAutosave(save: () => Promise<unknown>, delayMs = AUTOSAVE_DELAY_MS) {
  const [status, setStatus] = useState<SaveStatus>({ state: 'saved' });
  const saveRef = useRef(save);
  saveRef.current = save;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(false);
  const again = useRef(false);

  const run = useCallback(async (): Promise<void> => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    setStatus({ state: 'saving' });
    let failure: string | null = null;
    try {
      await saveRef.current();
    } catch (error) {
      failure = errorMessage(error);
    }
    running.current = false;
    if (again.current) {
      again.current = false;
      return run();
    }
    setStatus(failure === null ? { state: 'saved' } : { state: 'failed', message: failure });
  }, []);

  const changed = useCallback(() => {
    setStatus({ state: 'unsaved' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), delayMs);
  }, [run, delayMs]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { status, changed };
}
