import { type Sequence, STRUCTURE_NOT_FOUND, type SurveyStructure, Uuid } from '@tsr/contract';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reports, reviews, structureRevisions, structures, users } from '../db/schema';
import { AppError } from '../http/app-error';

/** A saved structure's row and its latest revision's structure. */
export interface StoredStructure {
  id: string;
  companyId: string;
  createdBy: string | null;
  /** The creator's e-mail; null once their account is deleted. */
  creatorEmail: string | null;
  name: string;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  structure: SurveyStructure;
}

/**
 * The saved structure by id with its latest revision. With `lock`, inside a transaction: its row
 * stays locked until the transaction ends, so two reviews started from one edited structure at once
 * number their revisions one after the other.
 */
export async function findSavedStructure(
  db: Db,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<StoredStructure> {
  if (!Uuid.safeParse(id).success) throw new AppError('NOT_FOUND', STRUCTURE_NOT_FOUND);
  const head = db.select().from(structures).where(eq(structures.id, id)).limit(1);
  const [row] = await (opts.lock ? head.for('update') : head);
  if (!row) throw new AppError('NOT_FOUND', STRUCTURE_NOT_FOUND);
  const [latest] = await db
    .select({ structure: structureRevisions.structure, creatorEmail: users.email })
    .from(structureRevisions)
    .leftJoin(users, eq(users.id, row.createdBy ?? sql`null`))
    .where(and(eq(structureRevisions.structureId, id), eq(structureRevisions.revision, row.revision)));
  if (!latest) throw new Error(`saved structure ${id} has no revision ${row.revision}`);
  return { ...row, creatorEmail: latest.creatorEmail, structure: latest.structure as SurveyStructure };
}

/** Saves a new structure of the company as its revision 1. */
export async function insertSavedStructure(
  tx: Db,
  s: { companyId: string; createdBy: string; structure: SurveyStructure; at: Date },
): Promise<{ id: string; revision: number }> {
  const [row] = await tx
    .insert(structures)
    .values({
      companyId: s.companyId,
      createdBy: s.createdBy,
      name: s.structure.name,
      createdAt: s.at,
      updatedAt: s.at,
    })
    .returning({ id: structures.id, revision: structures.revision });
  if (!row) throw new Error('structure insert returned nothing');
  await tx.insert(structureRevisions).values({
    structureId: row.id,
    revision: row.revision,
    structure: s.structure,
    savedBy: s.createdBy,
    savedAt: s.at,
  });
  return row;
}

/** Saves `structure` as the structure's next revision (its row locked by the caller). */
export async function addRevision(
  tx: Db,
  id: string,
  s: { structure: SurveyStructure; savedBy: string; at: Date },
): Promise<number> {
  const [row] = await tx
    .update(structures)
    .set({ revision: sql`${structures.revision} + 1`, name: s.structure.name, updatedAt: s.at })
    .where(eq(structures.id, id))
    .returning({ revision: structures.revision });
  if (!row) throw new AppError('NOT_FOUND', STRUCTURE_NOT_FOUND);
  await tx.insert(structureRevisions).values({
    structureId: id,
    revision: row.revision,
    structure: s.structure,
    savedBy: s.savedBy,
    savedAt: s.at,
  });
  return row.revision;
}

/** A review was started from the structure unchanged: it moves to the top of the newest-first lists. */
export async function touchStructure(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(structures).set({ updatedAt: at }).where(eq(structures.id, id));
}

/** Deletes the structure and its revisions; its reviews keep their own copy (structure_id set null). */
export async function deleteSavedStructure(db: Db, id: string): Promise<void> {
  await db.delete(structures).where(eq(structures.id, id));
}

/** Whose structures a list holds: every customer's (admin), one company's, or one user's. */
export type StructureScope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: string }
  | { kind: 'user'; userId: string };

export interface ListedStructure {
  id: string;
  companyId: string;
  createdBy: string | null;
  creatorEmail: string | null;
  name: string;
  revision: number;
  createdAt: Date;
  lastReviewAt: Date | null;
  latestScore: number | null;
  reviewCount: number;
}

/** `%` and `_` typed in the search box are searched for, not wildcards. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of saved structures, newest change first, with each one's last review and latest score
 * read by the reviews' (structure, started) index. A search matches any part of the name or of the
 * creator's address, in any case.
 */
export async function listSavedStructures(
  db: Db,
  scope: StructureScope,
  page: { search?: string | undefined; limit: number; offset: number },
): Promise<ListedStructure[]> {
  const conditions: SQL[] = [];
  if (scope.kind === 'company') conditions.push(eq(structures.companyId, scope.companyId));
  if (scope.kind === 'user') conditions.push(eq(structures.createdBy, scope.userId));
  const search = page.search?.trim() ?? '';
  if (search !== '') {
    const pattern = contains(search);
    const matched = or(ilike(structures.name, pattern), ilike(users.email, pattern));
    if (matched) conditions.push(matched);
  }
  const ofStructure = sql`${reviews.structureId} = ${structures.id} and ${reviews.preview} = false`;
  return db
    .select({
      id: structures.id,
      companyId: structures.companyId,
      createdBy: structures.createdBy,
      creatorEmail: users.email,
      name: structures.name,
      revision: structures.revision,
      createdAt: structures.createdAt,
      lastReviewAt:
        sql<Date | null>`(select max(${reviews.createdAt}) from ${reviews} where ${ofStructure})`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
      latestScore: sql<
        number | null
      >`(select ${reports.score} from ${reports} join ${reviews} on ${reviews.id} = ${reports.reviewId} where ${ofStructure} order by ${reports.createdAt} desc limit 1)`.mapWith(
        (v: string | number | null) => (v === null ? null : Number(v)),
      ),
      reviewCount: sql<number>`(select count(*) from ${reviews} where ${ofStructure})`.mapWith(Number),
    })
    .from(structures)
    .leftJoin(users, eq(users.id, structures.createdBy))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(structures.updatedAt), structures.id)
    .limit(page.limit)
    .offset(page.offset);
}

/** A review started from a saved structure, with what its history shows and who may read it. */
export interface StructureReviewRow {
  reviewId: string;
  userId: string;
  companyId: string;
  revision: number;
  startedAt: Date;
  submittedAt: Date | null;
  score: number | null;
  creatorEmail: string;
  finished: boolean;
}

/** The structure's reviews (never previews), newest first. */
export async function reviewsOfStructure(db: Db, id: string): Promise<StructureReviewRow[]> {
  return db
    .select({
      reviewId: reviews.id,
      userId: reviews.userId,
      companyId: reviews.companyId,
      revision: sql<number>`coalesce(${reviews.structureRevision}, 1)`.mapWith(Number),
      startedAt: reviews.createdAt,
      submittedAt: reports.createdAt,
      score: reports.score,
      creatorEmail: users.email,
      finished: reviews.finished,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(reports, eq(reports.reviewId, reviews.id))
    .where(and(eq(reviews.structureId, id), eq(reviews.preview, false)))
    .orderBy(desc(reviews.createdAt), reviews.id);
}

/** A submitted review of a structure, with what carrying its answers forward reads. */
export interface SubmittedReview {
  id: string;
  userId: string;
  companyId: string;
  surveyVersionId: number;
  prepared: SurveyStructure;
  sequence: Sequence;
  /** When it was started (its as-at date) and when its report was made. */
  createdAt: Date;
  reportedAt: Date;
}

/** The structure's submitted reviews, latest report first (the few a structure has in its years). */
export async function submittedReviewsOf(db: Db, id: string): Promise<SubmittedReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      companyId: reviews.companyId,
      surveyVersionId: reviews.surveyVersionId,
      prepared: reviews.prepared,
      sequence: reviews.sequence,
      createdAt: reviews.createdAt,
      reportedAt: reports.createdAt,
    })
    .from(reviews)
    .innerJoin(reports, eq(reports.reviewId, reviews.id))
    .where(and(eq(reviews.structureId, id), eq(reviews.preview, false)))
    .orderBy(desc(reports.createdAt), reviews.id);
  return rows.map((r) => ({
    ...r,
    prepared: r.prepared as SurveyStructure,
    sequence: r.sequence as Sequence,
  }));
}
