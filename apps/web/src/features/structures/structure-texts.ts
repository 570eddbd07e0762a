import { type SavedStructureEntry, type StructureReview, shownScore } from '@tsr/contract';
import { ukDate } from '@tsr/domain/uk-time';

/** A day as the lists show it (dd/mm/yyyy in UK time); '—' when there is none. */
export const dayText = (instant: string | null) => (instant === null ? '—' : ukDate(instant));

/** A score as the reviews list and the report show it; 'n/a' before a first submit (spec 2.8). */
export const scoreText = (score: number | null) => (score === null ? 'n/a' : String(shownScore(score)));

/** Who created it; the server has no e-mail once their account is deleted. */
export const creatorText = (email: string | null) => email ?? 'A deleted user';

/**
 * The rows the search as typed so far lets through, as the server searches (part of the name or of
 * the creator's e-mail, any case): shown rows narrow at once, before the server answers.
 */
export function matchingRows(rows: readonly SavedStructureEntry[], search: string): SavedStructureEntry[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...rows];
  return rows.filter(
    (row) => row.name.toLowerCase().includes(term) || (row.createdBy ?? '').toLowerCase().includes(term),
  );
}

/**
 * Where a review in a structure's history opens, as in the reviews list: a submitted one's report;
 * one being answered, the questionnaire for whoever started it and the submit page for anyone else
 * (and once finished, the submit page for its owner too).
 */
export function reviewLink(
  review: StructureReview,
  viewerEmail: string | null,
): { to: string; label: string } {
  const path = `/review/${encodeURIComponent(review.reviewId)}`;
  if (review.submittedAt !== null) return { to: `${path}/report`, label: 'View report' };
  const own = viewerEmail !== null && review.createdBy.toLowerCase() === viewerEmail.toLowerCase();
  return own && !review.finished
    ? { to: path, label: 'Continue' }
    : { to: `${path}/submit`, label: 'Continue' };
}
