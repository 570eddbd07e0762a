import type { NextResponse } from '@tsr/contract';
import type { HeldQuestionnaire } from '@tsr/domain/compact-answer';
import { type NextInput, requestNext } from './questionnaire-api';

/** How long a step asked for at Start review may wait for its screen before it is thought stale. */
const FRESH_MS = 15_000;

const early = new Map<string, { asked: number; step: Promise<NextResponse> }>();

/**
 * The first POST /next of a review just started goes out as soon as /start answers, in
 * the same moment as the navigation to the questionnaire, instead of after its screen has loaded
 * and mounted. The server answers a resume of a new review with its first part, as it would a
 * moment later. With the sequence /start gave (`held`), only what changed since comes back.
 */
export function askFirstStepEarly(reviewId: string, held?: HeldQuestionnaire): void {
  const step = requestNext(reviewId, { resume: true }, held);
  // The screen reads the outcome (and shows its error); nobody may be listening yet.
  step.catch(() => undefined);
  early.set(reviewId, { asked: Date.now(), step });
}

/** The step asked for early for this review, once, when the screen opens with a plain resume. */
export function takeFirstStep(reviewId: string, initial: NextInput): Promise<NextResponse> | undefined {
  const found = early.get(reviewId);
  early.delete(reviewId);
  const plainResume = initial.resume === true && !initial.part && !initial.requestedPartId && !initial.back;
  if (!found || !plainResume || Date.now() - found.asked > FRESH_MS) return undefined;
  return found.step;
}
