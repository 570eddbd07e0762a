import type { SurveyContent } from '@tsr/contract';
import type { EditResult } from '@tsr/domain/editor';
import { createContext, useContext } from 'react';
import type { Section } from './draft-sections';

/** What an editor screen reads and changes: the draft with its unsaved edits. */
export interface Draft {
  readonly content: SurveyContent;
  /** Keeps an operation's new content; gives back its error message, or null. */
  readonly apply: (result: EditResult) => string | null;
  readonly unsaved: readonly Section[];
  /** Saves the unsaved sections now (the navigation's Save; the survey designer's autosave). */
  readonly save: () => Promise<string>;
}

export const DraftContext = createContext<Draft | null>(null);

export function useDraft(): Draft {
  const draft = useContext(DraftContext);
  if (!draft) throw new Error('useDraft needs an EditorWorkspace around it');
  return draft;
}
