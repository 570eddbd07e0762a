import type { SurveyContent } from '@tsr/contract';
import type { EditResult } from '@tsr/domain/editor';
import { useState } from 'react';
import { useDraft } from './draft-context';
import { pathTo, selectAt, type TreeSelection } from './tree-selection';

export interface SectionEditorOptions<L extends string> {
  /** The levels of the selection, top first. */
  levels: readonly L[];
  /** The first selection, and the error to show with it (a link to something no longer there). */
  initial: (content: SurveyContent) => { selection: TreeSelection<L>; error?: string | null };
  /** What else a choice changes: the form shown, a rename under way. */
  onChoose?: (level: L, id: string | null) => void;
}

/**
 * What the rule, response and definition editors share: the draft, the selection down the
 * section's levels (spec 2.11: choosing at a level resets the levels below), the operations kept
 * with their error in the banner, and the item waiting for its delete to be confirmed.
 */
export function useSectionEditor<L extends string>({ levels, initial, onChoose }: SectionEditorOptions<L>) {
  const { content, apply } = useDraft();
  const [first] = useState(() => initial(content));
  const [selection, setSelection] = useState<TreeSelection<L>>(first.selection);
  const [error, setError] = useState<string | null>(first.error ?? null);
  const [deleting, setDeleting] = useState<L | null>(null);

  /** Keeps an operation's content, or shows its error: true when it was kept. */
  const run = (result: EditResult): boolean => {
    const failure = apply(result);
    setError(failure);
    return failure === null;
  };
  const choose = (level: L, id: string | null) => {
    setSelection((current) => selectAt(levels, current, level, id));
    onChoose?.(level, id);
  };
  /** Runs the confirmed delete of the item at `deleting`; the selection leaves it once it is gone. */
  const confirmDelete = (result: EditResult) => {
    if (deleting !== null && run(result)) choose(deleting, null);
    setDeleting(null);
  };

  return {
    content,
    selection,
    setSelection,
    choose,
    /** The chosen ids from the top level down to `level`. */
    pathTo: (level: L) => pathTo(levels, selection, level),
    run,
    error,
    setError,
    deleting,
    setDeleting,
    confirmDelete,
  };
}

export type SectionEditor<L extends string> = ReturnType<typeof useSectionEditor<L>>;
