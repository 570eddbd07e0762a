import type { NextResponse } from '@tsr/contract';
import { ApiError, errorMessage } from '../../api/api-error';
import { type NextInput, requestNext } from './questionnaire-api';

/**
 * The questionnaire's first request. A part named in the address (`?part=`) that the review does
 * not have is a 400 from the server; the questionnaire then opens where the review can
 * resume, with the server's message in its error panel, as it did when that message came inside
 * the step.
 */
export async function openStep(reviewId: string, initial: NextInput): Promise<NextResponse> {
  try {
    return await requestNext(reviewId, initial);
  } catch (error) {
    if (initial.requestedPartId === undefined || !(error instanceof ApiError) || error.status !== 400)
      throw error;
    const step = await requestNext(reviewId, { resume: true });
    const message = errorMessage(error);
    return { ...step, error: step.error ?? { entityName: '', message, question: '', logic: '' } };
  }
}
