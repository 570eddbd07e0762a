import { z } from 'zod';
import { SurveyStructure } from './structure';

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
  })
  .meta({ id: 'ReviewOverview' });
export type ReviewOverview = z.infer<typeof ReviewOverview>;
