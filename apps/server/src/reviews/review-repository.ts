import { type CarriedForward, type Sequence, type SurveyStructure, Uuid } from '@tsr/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type PrincipalRow, principalColumns } from '../auth/principal-read';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { reviews, users } from '../db/schema';
import { AppError } from '../http/app-error';
import {
  keepSequence,
  keepStructure,
  keptSequence,
  keptStructure,
  type WrittenSequence,
} from './answering-cache';

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

/** Who a review belongs to, and the content version it was answered on. */
export type ReviewOwnershipRow = Pick<
  StoredReview,
  'id' | 'userId' | 'companyId' | 'preview' | 'surveyVersionId'
>;

/**
 * The review's owner, company and version without its structure, answers and sequence: what the
 * report's parts check access with. Those columns are large for a large structure and the report
 * page reads one part per entity the reader reaches.
 */
export async function findReviewOwnership(db: Db, id: string): Promise<ReviewOwnershipRow> {
  const query = db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      companyId: reviews.companyId,
      preview: reviews.preview,
      surveyVersionId: reviews.surveyVersionId,
    })
    .from(reviews)
    .where(eq(reviews.id, id))
    .limit(1);
  const [row] = Uuid.safeParse(id).success ? await query : [];
  if (!row) throw new AppError('NOT_FOUND', 'This review does not exist.');
  return row;
}

/** From which review a review's answers were carried forward (issue 33); null when they were not. */
export async function findCarriedForward(db: Db, id: string): Promise<CarriedForward | null> {
  const [row] = await db
    .select({ carried: reviews.carriedForward })
    .from(reviews)
    .where(eq(reviews.id, id))
    .limit(1);
  return (row?.carried as CarriedForward | null | undefined) ?? null;
}

/** The structure as its user drew it (before preparation): what the PDF's ownership diagram draws. */
export async function findDrawnStructure(db: Db, id: string): Promise<SurveyStructure> {
  const [row] = await db
    .select({ structure: reviews.structure })
    .from(reviews)
    .where(eq(reviews.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This review does not exist.');
  return row.structure as SurveyStructure;
}

/**
 * What answering a review needs, and the row's version: PostgreSQL's `xmin`, the transaction that
 * last wrote the row, which every write of any kind (an answer, a submit, an administrator's move to
 * another survey version) changes. No structure as given: `next` never shows it.
 */
export interface AnsweringReview
  extends Pick<
    StoredReview,
    'id' | 'userId' | 'companyId' | 'surveyVersionId' | 'status' | 'finished' | 'preview' | 'createdAt'
  > {
  prepared: SurveyStructure;
  sequence: Sequence;
  version: string;
}

/**
 * What `next` reads of a review on every call besides its prepared structure. The sequence is sent
 * only when the row is not the version whose sequence this process keeps (placeholder `kept`;
 * empty when none): null means "the one you keep".
 */
const answeringColumns = {
  id: reviews.id,
  userId: reviews.userId,
  companyId: reviews.companyId,
  surveyVersionId: reviews.surveyVersionId,
  status: reviews.status,
  finished: reviews.finished,
  preview: reviews.preview,
  createdAt: reviews.createdAt,
  sequence:
    sql<unknown>`case when ${reviews}.xmin::text = ${sql.placeholder('kept')} then null else ${reviews.sequence} end`.mapWith(
      reviews.sequence,
    ),
  version: sql<string>`${reviews}.xmin::text`,
};

/** Read on every `next`, so named prepared statements (decision 0017): with and without the structure. */
const answeringQuery = preparedPerDatabase((db) =>
  db
    .select(answeringColumns)
    .from(reviews)
    .where(eq(reviews.id, sql.placeholder('id')))
    .limit(1)
    .prepare('review_for_answering'),
);
const answeringQueryWithStructure = preparedPerDatabase((db) =>
  db
    .select({ ...answeringColumns, prepared: reviews.prepared })
    .from(reviews)
    .where(eq(reviews.id, sql.placeholder('id')))
    .limit(1)
    .prepare('review_for_answering_first'),
);
/** The same with the caller's user row (userWithReviewForAnswering); a missing review leaves it null. */
const userWithAnsweringQuery = preparedPerDatabase((db) =>
  db
    .select({ user: principalColumns, review: answeringColumns })
    .from(users)
    .leftJoin(reviews, eq(reviews.id, sql.placeholder('id')))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_with_review_for_answering'),
);
const userWithAnsweringQueryWithStructure = preparedPerDatabase((db) =>
  db
    .select({ user: principalColumns, review: { ...answeringColumns, prepared: reviews.prepared } })
    .from(users)
    .leftJoin(reviews, eq(reviews.id, sql.placeholder('id')))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_with_review_for_answering_first'),
);

export async function findReviewForAnswering(db: Db, id: string): Promise<AnsweringReview> {
  const read = answeringRead(db, id);
  const [row] = !Uuid.safeParse(id).success
    ? []
    : read.known
      ? await answeringQuery(db).execute(read.params)
      : await answeringQueryWithStructure(db).execute(read.params);
  if (!row) throw new AppError('NOT_FOUND', 'This review does not exist.');
  return answeringReview(db, read, row);
}

/**
 * The caller's user row and the review to answer, in one query: what `next` reads on every call
 * (decision 0017). Undefined when `id` cannot be a review's; the review is undefined when there is
 * none of that id (the caller's findReviewForAnswering says so in its own words).
 */
export function userWithReviewForAnswering(
  db: Db,
  id: string,
):
  | ((userId: string) => Promise<{ user: PrincipalRow | undefined; review: AnsweringReview | undefined }>)
  | undefined {
  if (!Uuid.safeParse(id).success) return undefined;
  return async (userId) => {
    const read = answeringRead(db, id);
    const params = { ...read.params, userId };
    const [row] = read.known
      ? await userWithAnsweringQuery(db).execute(params)
      : await userWithAnsweringQueryWithStructure(db).execute(params);
    const review = row?.review;
    return { user: row?.user, review: review?.id ? answeringReview(db, read, review) : undefined };
  };
}

interface AnsweringRead {
  id: string;
  params: { id: string; kept: string };
  known: SurveyStructure | undefined;
  sequenceKept: WrittenSequence | undefined;
}

/** What this process keeps of the review (answering-cache.ts): the query sends only what it does not. */
function answeringRead(db: Db, id: string): AnsweringRead {
  const known = keptStructure(db, id);
  const sequenceKept = keptSequence(db, id);
  return { id, params: { id, kept: sequenceKept?.version ?? '' }, known, sequenceKept };
}

type AnsweringRow = Omit<AnsweringReview, 'prepared' | 'sequence'> & {
  sequence: unknown;
  prepared?: unknown;
};

/** jsonb columns hold what the service wrote: the contract shapes. */
function answeringReview(db: Db, read: AnsweringRead, row: AnsweringRow): AnsweringReview {
  const prepared = read.known ?? keepStructure(db, read.id, row.prepared as SurveyStructure);
  // Null only when the row is the version kept.
  const sequence = (row.sequence ?? read.sequenceKept?.sequence) as Sequence;
  return { ...row, prepared, sequence };
}

/**
 * Saves the answers in one statement, only if the row is still the version that was read, and gives
 * the row version the write made (the answer's revision); null when another call wrote it
 * meanwhile (nothing is saved then; the caller reads again). A write that
 * waits on another's uncommitted change sees that change once it commits, so none is overwritten.
 *
 * With `changedPart`, the index of the only part that differs from the sequence read, only that
 * part is sent and set in place (jsonb_set): the rest of the stored sequence is the one read, as
 * the row version guarantees. A 50-entity review's sequence is over 60 kB and a part a few hundred
 * bytes: the whole sequence is no longer serialised, sent and parsed by the database on every answer.
 */
export async function saveProgressIfUnchanged(
  db: Db,
  read: Pick<AnsweringReview, 'id' | 'version'>,
  sequence: Sequence,
  finished: boolean,
  changedPart: number | null = null,
): Promise<string | null> {
  const row = { id: read.id, version: read.version, finished, now: new Date().toISOString() };
  const part = changedPart === null ? undefined : sequence.parts[changedPart];
  const [saved] = part
    ? await partWrite(db).execute({ ...row, at: String(changedPart), part: JSON.stringify(part) })
    : await progressWrite(db).execute({ ...row, sequence: JSON.stringify(sequence) });
  if (!saved) return null;
  keepSequence(db, read.id, saved.version, sequence);
  return saved.version;
}

// Typed casts: a placeholder has no column to encode it, so the values arrive as text.
const progress = {
  finished: sql`${sql.placeholder('finished')}::boolean`,
  updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
};
/** The row version the write made: the sequence written is kept with it. */
const written = { version: sql<string>`${reviews}.xmin::text` };
const unchangedSinceRead = and(
  eq(reviews.id, sql.placeholder('id')),
  sql`${reviews}.xmin = ${sql.placeholder('version')}::xid`,
);

/** Written on every `next` that changed no single part: prepared like the read (decision 0029). */
const progressWrite = preparedPerDatabase((db) =>
  db
    .update(reviews)
    .set({ sequence: sql`${sql.placeholder('sequence')}::jsonb`, ...progress })
    .where(unchangedSinceRead)
    .returning(written)
    .prepare('review_progress_write'),
);

/** Written on every `next` that saved a part's answers: that part alone, at its index. */
const partWrite = preparedPerDatabase((db) =>
  db
    .update(reviews)
    .set({
      sequence: sql`jsonb_set(${reviews.sequence}, array['parts', ${sql.placeholder('at')}::text], ${sql.placeholder('part')}::jsonb)`,
      ...progress,
    })
    .where(unchangedSinceRead)
    .returning(written)
    .prepare('review_part_write'),
);

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
    | 'companyId'
    | 'userId'
    | 'surveyVersionId'
    | 'structureName'
    | 'preview'
    | 'finished'
    | 'createdAt'
    | 'structureId'
    | 'structureRevision'
    | 'carriedForward'
  > & { structure: SurveyStructure; prepared: SurveyStructure; sequence: Sequence },
): Promise<{ id: string; version: string }> {
  const [row] = await db
    .insert(reviews)
    .values(r)
    .returning({ id: reviews.id, ...written });
  if (!row) throw new Error('review insert returned nothing');
  return row;
}

/** The review owner's name and e-mail, as the review overview shows them. */
export async function ownerOf(db: Db, userId: string): Promise<{ name: string; email: string }> {
  const [owner] = await db
    .select({ name: users.userName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return { name: owner?.name ?? '', email: owner?.email ?? '' };
}
