import { type Sequence, type SurveyStructure, Uuid } from '@tsr/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reviews, users } from '../db/schema';
import { AppError } from '../http/app-error';

export type ReviewRow = typeof reviews.$inferSelect;

export interface StoredReview extends Omit<ReviewRow, 'structure' | 'prepared' | 'sequence'> {
  structure: SurveyStructure;
  prepared: SurveyStructure;
  sequence: Sequence;
}

/** jsonb columns hold what the service wrote: the contract shapes. */
function typed(row: ReviewRow): StoredReview {
  return {
    ...row,
    structure: row.structure as SurveyStructure,
    prepared: row.prepared as SurveyStructure,
    sequence: row.sequence as Sequence,
  };
}

/**
 * The review by id. With `lock`, inside a transaction: its row stays locked until the transaction
 * ends, so changes to one review are made one after another (see ReviewService.next).
 */
export async function findReview(db: Db, id: string, opts: { lock?: boolean } = {}): Promise<StoredReview> {
  const query = db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  const [row] = Uuid.safeParse(id).success ? await (opts.lock ? query.for('update') : query) : [];
  if (!row) throw new AppError('NOT_FOUND', 'This review does not exist.');
  return typed(row);
}

export async function saveProgress(db: Db, id: string, sequence: Sequence, finished: boolean): Promise<void> {
  await db.update(reviews).set({ sequence, finished, updatedAt: new Date() }).where(eq(reviews.id, id));
}

/** Status and last change, with the row locked until the transaction ends (submitting). */
export async function lockReviewState(
  tx: Db,
  id: string,
): Promise<{ status: string; updatedAt: Date } | undefined> {
  const [row] = await tx
    .select({ status: reviews.status, updatedAt: reviews.updatedAt })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row;
}

export async function markSubmitted(tx: Db, id: string): Promise<void> {
  await tx
    .update(reviews)
    .set({ status: 'submitted', submittedAt: new Date(), updatedAt: new Date() })
    .where(eq(reviews.id, id));
}

/** Back to editing (an administrator's revert). */
export async function markInProgress(tx: Db, id: string): Promise<void> {
  await tx
    .update(reviews)
    .set({ status: 'in_progress', submittedAt: null, updatedAt: new Date() })
    .where(eq(reviews.id, id));
}

export async function moveReview(
  tx: Db,
  id: string,
  to: { surveyVersionId: number; sequence: Sequence; finished: boolean },
): Promise<void> {
  await tx
    .update(reviews)
    .set({ ...to, updatedAt: new Date() })
    .where(eq(reviews.id, id));
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

export async function insertReview(
  db: Db,
  r: Pick<
    ReviewRow,
    'companyId' | 'userId' | 'surveyVersionId' | 'structureName' | 'preview' | 'finished'
  > & { structure: SurveyStructure; prepared: SurveyStructure; sequence: Sequence },
): Promise<string> {
  const [row] = await db.insert(reviews).values(r).returning({ id: reviews.id });
  if (!row) throw new Error('review insert returned nothing');
  return row.id;
}

/** The review owner's name and e-mail, as the review overview shows them. */
export async function ownerOf(db: Db, userId: string): Promise<{ name: string; email: string }> {
  const [owner] = await db
    .select({ name: users.userName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return { name: owner?.name ?? '', email: owner?.email ?? '' };
}
