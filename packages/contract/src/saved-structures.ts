import { z } from 'zod';
import { Uuid } from './routes/define-route';
import { SurveyStructure } from './structure';

/**
 * Saved structures (issue 33): every structure a review is started from is kept for its company,
 * revision by revision, with the reviews started from it. Editing one makes a new revision; a
 * review keeps the structure it was started with.
 */

/** GET /structures: the caller's own, or (account leads, approvers, admins) the company's. */
export const SavedStructuresQuery = z.object({
  createdBy: z.enum(['company', 'mine']).default('mine'),
  /** Part of the structure's name or of its creator's e-mail, any case. */
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type SavedStructuresQuery = z.infer<typeof SavedStructuresQuery>;

/** One line of the Structures screen. Times are ISO 8601 instants. */
export const SavedStructureEntry = z.object({
  id: z.string(),
  name: z.string(),
  /** The creator's e-mail; null once their account is deleted. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** The latest revision: 1 until the structure is edited. */
  revision: z.number().int().min(1),
  /** When the latest review of it was started; null when every review of it was deleted. */
  lastReviewAt: z.string().nullable(),
  /** The original score of its latest submitted review; null before a first submit. */
  latestScore: z.number().nullable(),
  reviewCount: z.number().int().min(0),
  isOwn: z.boolean(),
});
export type SavedStructureEntry = z.infer<typeof SavedStructureEntry>;

export const SavedStructures = z
  .object({ structures: z.array(SavedStructureEntry), hasMore: z.boolean() })
  .meta({ id: 'SavedStructures' });
export type SavedStructures = z.infer<typeof SavedStructures>;

/** A review started from a saved structure, as its history lists it. */
export const StructureReview = z.object({
  reviewId: z.string(),
  /** The revision of the structure the review was started from. */
  revision: z.number().int().min(1),
  startedAt: z.string(),
  /** Null while it is being answered. */
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
  createdBy: z.string(),
  finished: z.boolean(),
});
export type StructureReview = z.infer<typeof StructureReview>;

/** GET /structures/{id}: the latest revision, and the reviews of it the caller may read, newest first. */
export const SavedStructureView = z
  .object({
    id: z.string(),
    name: z.string(),
    revision: z.number().int().min(1),
    structure: SurveyStructure,
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    reviews: z.array(StructureReview),
    /** The caller may start a review from it (a user of its company). */
    mayStart: z.boolean(),
    /** The caller may delete it (its creator, an account lead of its company, an admin). */
    mayDelete: z.boolean(),
  })
  .meta({ id: 'SavedStructureView' });
export type SavedStructureView = z.infer<typeof SavedStructureView>;

/** What anyone who may not read a structure is told, as for one that does not exist. */
export const STRUCTURE_NOT_FOUND = 'This structure does not exist.';

/** The params of `/structures/:id`. */
export const StructureIdParams = z.object({ id: Uuid });
