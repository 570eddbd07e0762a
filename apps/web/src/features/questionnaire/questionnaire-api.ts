import { type NextRequest, type NextResponse, routes } from '@tsr/contract';
import { type HeldQuestionnaire, mergeNextAnswer } from '@tsr/domain/compact-answer';
import type { z } from 'zod';
import { call } from '../../api/client';

export type NextInput = Omit<z.input<typeof NextRequest>, 'compact'>;

/**
 * POST /api/review/{id}/next (spec 3.2, 7.2): sends the part shown with its answers (or only
 * `resume`) and receives the part to show next, the progress and whether the review is finished
 * or already submitted. It asks for the compact answer (decision 0024): only the parts changed
 * since the revision `held` is of (all of them when nothing is held), and the structure only when
 * `held` has none; the step it gives is the whole answer that stands for, `held` merged in, so
 * the screen reads the sequence and structure as before.
 */
export async function requestNext(
  reviewId: string,
  body: NextInput,
  held?: HeldQuestionnaire,
): Promise<NextResponse> {
  const compact = held
    ? { since: held.revision, ...(!held.structure && { structure: true }) }
    : { structure: true };
  const answer = await call(routes.next, { params: { id: reviewId }, body: { ...body, compact } });
  return mergeNextAnswer(held, answer);
}

export const questionnaireKeys = {
  step: (reviewId: string, initial: NextInput) => ['review', reviewId, 'questionnaire', initial] as const,
};
