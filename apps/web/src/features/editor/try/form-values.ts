import { useEffect, useSyncExternalStore } from 'react';

/**
 * The values of the edit form on screen, as typed and not yet saved: what Try it tries
 * (docs/authoring.md). An editor shows one form at a time; the form publishes its values while it
 * is open (usePublishFormValues) and Try it reads them (useFormValues), so neither the form nor
 * the screen has to pass them along.
 */
type Values = Readonly<Record<string, unknown>>;

let current: Values | null = null;
const listeners = new Set<() => void>();

function set(values: Values | null): void {
  current = values;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by an edit form with its values: they are the form's on screen until it closes. */
export function usePublishFormValues(values: Values): void {
  useEffect(() => set(values), [values]);
  useEffect(() => () => set(null), []);
}

/** The open form's values as typed; null when no form is open. */
export function useFormValues(): Values | null {
  return useSyncExternalStore(subscribe, () => current);
}
