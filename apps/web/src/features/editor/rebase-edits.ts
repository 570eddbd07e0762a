import {
  changedSections,
  type Edits,
  type Section,
  type SectionEdit,
  type ServerDraft,
} from './draft-sections';
import { mergeSection } from './merge-sections';

/** The sections whose edits started from an older revision than the server's: a save would be refused (409). */
export function staleSections(edits: Edits, server: ServerDraft): Section[] {
  return changedSections(edits).filter((s) => edits[s]?.baseRevision !== server.revisions[s]);
}

export interface Rebased {
  readonly edits: Edits;
  /** Places both admins changed: this tab's value was kept ('rules.rules[TT-IT-1].score'). */
  readonly conflicts: string[];
}

/**
 * Lays this tab's stale edits over the draft another admin saved (three-way merge from each
 * edit's base): the merged sections become edits of the server's current revision, so the next
 * Save is accepted. Nothing typed in this tab is lost; an edit kept without its base (an older
 * build) keeps this tab's section whole, and says so.
 */
export function rebaseEdits(edits: Edits, server: ServerDraft): Rebased {
  const result: Record<string, SectionEdit> = { ...edits } as Record<string, SectionEdit>;
  const conflicts: string[] = [];
  for (const section of staleSections(edits, server)) {
    const edit = edits[section] as SectionEdit;
    const theirs = server.content[section];
    const merged =
      edit.base === undefined
        ? { value: edit.content, conflicts: [section] }
        : mergeSection(edit.base, edit.content, theirs, section);
    conflicts.push(...merged.conflicts);
    result[section] = {
      baseRevision: server.revisions[section],
      base: theirs,
      content: merged.value as SectionEdit['content'],
    };
    if (JSON.stringify(merged.value) === JSON.stringify(theirs)) delete result[section];
  }
  return { edits: result as Edits, conflicts };
}
