import { type Sequence, type SurveyStructure, Uuid } from '@tsr/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reviews } from '../db/schema';
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
