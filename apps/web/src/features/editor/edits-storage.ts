import type { Edits } from './draft-sections';

/**
 * Unsaved editor edits live in sessionStorage, so moving between editors or reloading the tab
 * keeps everything typed (a 409 on save keeps them too). Per tab: another tab has its own edits.
 */
const KEY = 'tsr.editorEdits';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Edits | null = null;

export function readEdits(): Edits {
  if (cached) return cached;
  try {
    const text = sessionStorage.getItem(KEY);
    cached = text ? (JSON.parse(text) as Edits) : {};
  } catch {
    // An unreadable entry (hand-edited, or from an older build) is dropped rather than crashing the editor.
    cached = {};
  }
  return cached;
}

export function writeEdits(edits: Edits): void {
  cached = edits;
  try {
    if (Object.keys(edits).length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(edits));
  } catch {
    // Storage full: the edits stay in memory for this page's life.
  }
  for (const listener of listeners) listener();
}

export function subscribeEdits(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start from a clean tab. */
export function resetEditsCache(): void {
  cached = null;
}
