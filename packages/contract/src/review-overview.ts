import { z } from 'zod';
import { SurveyStructure } from './structure';
import { DroppedAnswer } from './versions';

/**
 * A review whose answers were carried forward from the structure's previous review (issue 33): from
 * which review and its date, and the answers that could not be carried (their question no longer
 * exists, or the entity is no longer in the structure), listed so that nothing is lost.
 */
export const CarriedForward = z.object({
  fromReviewId: z.string(),
  /** The date (dd/mm/yyyy) of the previous review's report. */
  from: z.string(),
  notCarried: z.array(DroppedAnswer),
});
export type CarriedForward = z.infer<typeof CarriedForward>;

/**
 * GET /review/{id}: who a review belongs to, how far it has got, and its structure as the review
 * was started. Read by the submit page (whose review, what is missing) and the review structure
 * screen; the same access as the report (docs/decisions/0005).
 */
export const ReviewOverview = z
  .object({
    reviewId: z.string(),
    structureName: z.string(),
    /** The structure exactly as the user drew it when the review started. */
    structure: SurveyStructure,
    owner: z.object({ name: z.string(), email: z.string() }),
    /** The signed-in user started this review. */
    isOwn: z.boolean(),
    /** True on an administrator's preview of the unpublished draft. */
    preview: z.boolean().optional(),
    submitted: z.boolean(),
    finished: z.boolean(),
    /** Parts shown to the user (docs/questionnaire.md): answered so far, and in all. */
    answeredParts: z.number().int().min(0),
    totalParts: z.number().int().min(0),
    /** Unix seconds. */
    started: z.number().int(),
    /** The date the review is evaluated as at (dd/mm/yyyy): the UK date it was started. */
    asAt: z.string(),
    carriedForward: CarriedForward.optional(),
  })
  .meta({ id: 'ReviewOverview' });
export type ReviewOverview = z.infer<typeof ReviewOverview>;

/** An answer carried forward that was changed when its part was confirmed, as the user saw both. */
export const ChangedAnswer = z.object({
  part: z.string(),
  question: z.string(),
  before: z.array(z.string()),
  after: z.array(z.string()),
});
export type ChangedAnswer = z.infer<typeof ChangedAnswer>;

/**
 * What the report says of a review that started with the previous review's answers (issue 33): how
 * many were kept, which were changed, and which could not be carried.
 */
export const CarriedAnswers = z.object({
  fromReviewId: z.string(),
  /** The date (dd/mm/yyyy) of the previous review's report. */
  from: z.string(),
  kept: z.number().int().min(0),
  changed: z.array(ChangedAnswer),
  notCarried: z.array(DroppedAnswer),
});
export type CarriedAnswers = z.infer<typeof CarriedAnswers>;

/** GET /review/{id}/report/carried: null when the review did not start with carried answers. */
export const ReportCarried = z.object({ carried: CarriedAnswers.nullable() }).meta({ id: 'ReportCarried' });
export type ReportCarried = z.infer<typeof ReportCarried>;

/** The words of the report's section on carried answers, on the page and in the PDF. */
export const CARRIED_TEXTS = {
  heading: (from: string) => `Answers carried forward from the review of ${from}`,
  summary: (kept: number, changed: number) =>
    `${kept} answer${kept === 1 ? ' was' : 's were'} carried forward and kept; ${changed} ${changed === 1 ? 'was' : 'were'} changed when confirming.`,
  changed: 'Answers changed',
  notCarried: 'Answers that could not be carried forward',
  // In words, not an arrow: the PDF's font has no glyph for one.
  change: (a: ChangedAnswer) =>
    `${a.part}: ${a.question}: was ${a.before.join(', ') || 'no answer'}, now ${a.after.join(', ') || 'no answer'}`,
  dropped: (a: DroppedAnswer) => `${a.part}: ${a.question}: ${a.answers.join(', ')}`,
} as const;
