import { EDITOR_UPLOAD_THRESHOLD_BYTES, type SurveyContent } from '@tsr/contract';

/** The four parts of the draft, each saved on its own with its own revision (editor contract). */
export const SECTIONS = ['questions', 'rules', 'responses', 'definitions'] as const;
export type Section = (typeof SECTIONS)[number];

export type Revisions = Record<Section, number>;

/** The draft as the server last answered it: content and each section's revision. */
export interface ServerDraft {
  readonly content: SurveyContent;
  readonly revisions: Revisions;
}

/**
 * An unsaved section: the edited content, the revision the edits started from and that
 * revision's content (`base`, for merging with a later save of another admin; edits kept by an
 * older build may lack it).
 */
export interface SectionEdit<S extends Section = Section> {
  readonly baseRevision: number;
  readonly base?: SurveyContent[S];
  readonly content: SurveyContent[S];
}

export type Edits = { readonly [S in Section]?: SectionEdit<S> };

/** The content an editor shows: the server's draft with the unsaved sections laid over it. */
export function currentContent(server: SurveyContent, edits: Edits): SurveyContent {
  return {
    questions: edits.questions?.content ?? server.questions,
    rules: edits.rules?.content ?? server.rules,
    responses: edits.responses?.content ?? server.responses,
    definitions: edits.definitions?.content ?? server.definitions,
  };
}

/**
 * The edits after an operation gave `next`: a section differing from the server's becomes (or
 * stays) an edit, keeping the revision its first edit started from; one back to the server's
 * text is no edit any more. Sections are compared as JSON (the operations clone everything).
 */
export function recordEdits(server: ServerDraft, edits: Edits, next: SurveyContent): Edits {
  const result: Record<string, SectionEdit> = {};
  for (const section of SECTIONS) {
    const text = JSON.stringify(next[section]);
    if (text === JSON.stringify(server.content[section])) continue;
    const edit = edits[section];
    result[section] = edit
      ? { ...edit, content: next[section] }
      : { baseRevision: server.revisions[section], base: server.content[section], content: next[section] };
  }
  return result as Edits;
}

/** The sections with unsaved edits, in the contract's order. */
export function changedSections(edits: Edits): Section[] {
  return SECTIONS.filter((section) => edits[section] !== undefined);
}

/** Spec 9: a payload over 80% of 6,291,456 bytes goes through the file store first. */
export const SAVE_PAYLOAD_THRESHOLD = EDITOR_UPLOAD_THRESHOLD_BYTES;

export function payloadBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}
