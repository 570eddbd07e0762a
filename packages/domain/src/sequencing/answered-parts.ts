import type { Part } from '@tsr/contract';
import type { ReviewContext } from './advance';
import { shownNames } from './questions';
import { reviewSubjects } from './visibility';

/**
 * How far a review has got, counted in the parts the user is shown (a part whose questions are
 * all hidden by earlier answers is neither asked nor counted): what the submit page tells someone
 * who opens a review that is not finished.
 */
export function answeredParts(
  context: ReviewContext,
  parts: readonly Part[],
): { answered: number; total: number } {
  const subjects = reviewSubjects(context, parts);
  let answered = 0;
  let total = 0;
  for (const part of parts) {
    if (shownNames(part, context.content, subjects, context.today).length === 0) continue;
    total += 1;
    if (part.answered) answered += 1;
  }
  return { answered, total };
}
