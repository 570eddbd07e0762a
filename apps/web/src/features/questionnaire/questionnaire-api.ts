import { type NextRequest, routes } from '@tsr/contract';
import type { z } from 'zod';
import { call } from '../../api/client';

export type NextInput = z.input<typeof NextRequest>;

/**
 * POST /api/review/{id}/next (spec 3.2, 7.2): sends the part shown with its answers (or only
 * `resume`) and receives the part to show next, the progress and whether the review is finished
 * or already submitted.
 */
export const requestNext = (reviewId: string, body: NextInput) =>
  call(routes.next, { params: { id: reviewId }, body });

export const questionnaireKeys = {
  step: (reviewId: string, initial: NextInput) => ['review', reviewId, 'questionnaire', initial] as const,
};
