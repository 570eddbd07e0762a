import { type Part, type Progress, QUESTION_TYPE_LABELS } from '@tsr/contract';
import { progressPercent } from '@tsr/domain/progress';

/**
 * Our own Back and Next buttons drive SurveyJS (its buttons are hidden): within a part they turn
 * its pages; at the edges of a part they send the part's answers to the server, which decides
 * which part comes next (docs/questionnaire.md).
 */
export type Move = 'previousPage' | 'nextPage' | 'sendBack' | 'sendNext';

export interface PagePosition {
  /** SurveyJS's current page within the part (0-based, among visible pages). */
  index: number;
  /** Visible pages of the part. */
  count: number;
}

export function moveFor(direction: 'back' | 'next', page: PagePosition): Move {
  if (direction === 'back') return page.index > 0 ? 'previousPage' : 'sendBack';
  return page.index < page.count - 1 ? 'nextPage' : 'sendNext';
}

/** Going back into a part opens it on its last page, as if the user had stepped back through it. */
export function firstPageShown(fromBack: boolean, pageCount: number): number {
  return fromBack ? Math.max(0, pageCount - 1) : 0;
}

/** Spec 4: floor(100 * (current + page index) / total). */
export function progressOf(progress: Progress, pageIndex: number): number {
  return progressPercent(progress.current, pageIndex, progress.total);
}

/**
 * Back is offered unless this is the very first page of the questionnaire: no page comes before
 * the first page of a part that has no parts before it (the server would only show it again).
 */
export function canGoBack(progress: Progress, pageIndex: number): boolean {
  return progress.current > 0 || pageIndex > 0;
}

/** What the part asks about, as the screen labels it: 'Company acting as settlor', 'Settlement', ... */
export function partLabel(part: Pick<Part, 'entityType' | 'part'>): string {
  const type = QUESTION_TYPE_LABELS[part.entityType];
  if (part.part === 'settlor') return `${type} acting as settlor`;
  if (part.part === 'founder') return `${type} acting as founder`;
  return type;
}
