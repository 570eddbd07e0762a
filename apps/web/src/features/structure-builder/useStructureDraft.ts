import type { SurveyStructure } from '@tsr/contract';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { type DraftAction, draftReducer } from './draft-reducer';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { emptyStructure } from './entity-edits';

/** The entity just removed, with the draft as it was, for the Undo of the removal snackbar. */
export interface Removal {
  name: string;
  before: SurveyStructure;
}

/** A party the user changed. */
export interface PartyRef {
  entityId: string;
  partyId: string;
}

export interface StructureDraft {
  draft: SurveyStructure;
  /**
   * The party whose name, dates or deceased mark the user changed last in this session: where two
   * settlors' dates conflict, the message goes to the one just changed (spec 5.2).
   */
  lastChanged: PartyRef | null;
  /** Applies one change; stable, so memoised parts of the form can take it. */
  edit: (action: DraftAction) => void;
  remove: (entityId: string, name: string) => void;
  removal: Removal | null;
  undoRemoval: () => void;
  dismissRemoval: () => void;
  /** The draft differs from the saved structure it was opened on (always true for a new structure). */
  changed: boolean;
  /** Back to the saved structure as it was opened (a new structure: back to empty). */
  discard: () => void;
}

/**
 * The builder's draft: restored from local storage under `storageKey` when the screen opens and
 * saved there after every change (spec 2.4). Saving is synchronous and small (a 50-entity draft
 * is a few tens of kilobytes), so nothing typed is lost when the tab closes. A saved structure
 * opened in the builder (`saved`) starts the draft when none is stored, and only edits are kept:
 * while the draft equals it, nothing is stored.
 */
export function useStructureDraft(storageKey: string, saved?: SurveyStructure): StructureDraft {
  const [draft, dispatch] = useReducer(
    draftReducer,
    storageKey,
    (key) => loadDraft(key) ?? saved ?? emptyStructure(),
  );
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [lastChanged, setLastChanged] = useState<PartyRef | null>(null);
  const latest = useRef(draft);
  latest.current = draft;

  const changed = useMemo(() => !saved || !sameStructure(draft, saved), [draft, saved]);
  useEffect(() => {
    if (changed) saveDraft(storageKey, draft);
    else clearDraft(storageKey);
  }, [storageKey, draft, changed]);

  // Undo restores the draft as it was before the removal, so it is offered only until the next change.
  const edit = useCallback((action: DraftAction) => {
    setRemoval(null);
    const changed = changedParty(action);
    if (changed) setLastChanged(changed);
    dispatch(action);
  }, []);

  const remove = useCallback((entityId: string, name: string) => {
    setRemoval({ name, before: latest.current });
    dispatch({ kind: 'removeEntity', entityId });
  }, []);

  const undoRemoval = useCallback(() => {
    if (removal) dispatch({ kind: 'replace', structure: removal.before });
    setRemoval(null);
  }, [removal]);

  const dismissRemoval = useCallback(() => setRemoval(null), []);

  const discard = useCallback(() => {
    setRemoval(null);
    setLastChanged(null);
    dispatch({ kind: 'replace', structure: saved ?? emptyStructure() });
  }, [saved]);

  return { draft, lastChanged, edit, remove, removal, undoRemoval, dismissRemoval, changed, discard };
}

/**
 * Two structures are the same when they hold the same values, whatever the order of their keys (a
 * draft read back from storage has the schema's order, the server's answer its own) and with
 * absent and undefined alike, as in JSON: the server compares the structures it is sent the same way.
 */
export function sameStructure(a: SurveyStructure, b: SurveyStructure): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

/** The party an action enters or changes, if any. */
function changedParty(action: DraftAction): PartyRef | null {
  switch (action.kind) {
    case 'addParty':
    case 'partyDeceased':
    case 'dateOfDeath':
    case 'addPartyDate':
    case 'partyDate':
    case 'removePartyDate':
      return { entityId: action.entityId, partyId: action.partyId };
    default:
      return null;
  }
}
