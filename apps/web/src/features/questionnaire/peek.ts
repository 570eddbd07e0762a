import type { NextResponse } from '@tsr/contract';

/** What the server said Next would answer (a peek, decision 0043), for the step and answers asked. */
export interface Peeked {
  /** The step the peek was asked from: a peek is good only while it is the one shown. */
  from: NextResponse;
  /** The answers asked with, as JSON: Next must send the same ones. */
  answers: string;
  step: NextResponse;
}

/**
 * Whether a peeked step may be shown before the server has saved the part: another part to
 * answer, with nothing to warn about. The submit page and errors wait for the server's own answer.
 */
export const peekUsable = (from: NextResponse, next: NextResponse): boolean =>
  next.part !== null &&
  next.questions !== null &&
  next.part.id !== from.part?.id &&
  !next.finished &&
  !next.submitted &&
  next.error === null;

/** Whether the server's answer draws the same part as the one shown ahead of it. */
export const sameDrawing = (answer: NextResponse, shown: NextResponse): boolean =>
  answer.part !== null &&
  answer.part.id === shown.part?.id &&
  answer.fromBack === shown.fromBack &&
  answer.error === null &&
  JSON.stringify(answer.questions) === JSON.stringify(shown.questions) &&
  JSON.stringify(answer.part.answers) === JSON.stringify(shown.part.answers) &&
  Boolean(answer.part.carried) === Boolean(shown.part.carried) &&
  answer.part.answered === shown.part.answered;
