import { useEffect, useRef } from 'react';

/**
 * The open edit form's "Save changes", for Ctrl+S: an author who types in a rule's form and presses
 * Ctrl+S means that text to be saved, not the draft as it was before the typing. An editor shows
 * one form at a time; the form registers how to keep its edits (useOpenFormCommit), and the save
 * shortcut asks it first (commitOpenForm). Keeping them writes the draft's edits at once
 * (edits-storage), so the save that follows sends them.
 */
let commit: (() => void) | null = null;

/** Called by an edit form: `keep` keeps its edits in the draft as its Save changes would. */
export function useOpenFormCommit(keep: () => void): void {
  const latest = useRef(keep);
  latest.current = keep;
  useEffect(() => {
    const registered = () => latest.current();
    commit = registered;
    return () => {
      if (commit === registered) commit = null;
    };
  }, []);
}

/** Keeps the open form's edits in the draft, when a form is open. */
export function commitOpenForm(): void {
  commit?.();
}
