import type { Answers } from '@tsr/contract';

/**
 * The part being answered, kept in this browser until the part is sent. A part's answers reach
 * the server only at its edge (docs/questionnaire.md), so without this a reload or a closed tab
 * in the middle of a several-page part would lose what the user typed on its earlier pages.
 */
export interface PartDraft {
  partId: string;
  answers: Answers;
  /** The page of the part the user was on. */
  pageNo: number;
}

const key = (reviewId: string) => `tsr.partDraft.${reviewId}`;

export function readPartDraft(reviewId: string, partId: string): PartDraft | null {
  try {
    const raw = localStorage.getItem(key(reviewId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<PartDraft>;
    if (draft.partId !== partId || typeof draft.answers !== 'object' || draft.answers === null) return null;
    return { partId, answers: draft.answers, pageNo: typeof draft.pageNo === 'number' ? draft.pageNo : 0 };
  } catch {
    // Storage unavailable or a damaged entry: the server's answers stand.
    return null;
  }
}

export function savePartDraft(reviewId: string, draft: PartDraft): void {
  try {
    localStorage.setItem(key(reviewId), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: answering still works, only a reload would lose the page.
  }
}

/** Clears the draft, or only the draft of `partId` (the part after it, shown ahead, may have one already). */
export function clearPartDraft(reviewId: string, partId?: string): void {
  try {
    if (partId !== undefined && !readPartDraft(reviewId, partId)) return;
    localStorage.removeItem(key(reviewId));
  } catch {
    // Nothing to clear.
  }
}
