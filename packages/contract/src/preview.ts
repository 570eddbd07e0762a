/**
 * What every screen of an administrator's preview of the unpublished draft says (the
 * builder, the questionnaire, the submit page and the report), and the report's PDF too, so a
 * preview is never taken for a customer's review.
 */
export const PREVIEW_TEXTS = {
  title: 'Preview of the unpublished draft',
  /** The review screens and the PDF. */
  review:
    'This review runs on the survey draft as it was when the preview started, not on the published survey. It is not charged, not listed among reviews, and is deleted after a day.',
  /** The structure builder in preview mode. */
  builder:
    'The review you start here runs on the survey draft as it is now, not on the published survey. It is not charged, not listed among reviews, and is deleted after a day. This screen keeps its own structure draft, apart from the one under New Review.',
  /** Refused: comparing a preview with the latest version, or moving it there (Update). */
  notOnAVersion:
    'A preview runs on a copy of the draft, not on a published version: there is no latest version to compare it with or move it to.',
} as const;
