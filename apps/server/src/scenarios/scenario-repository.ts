import {
  type Part,
  SCENARIO_NOT_FOUND,
  type ScenarioChanges,
  type SurveyStructure,
  Uuid,
} from '@tsr/contract';
import type { ScenarioBase, ScenarioReportBase } from '@tsr/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reports, reviews, scenarios, users } from '../db/schema';
import { AppError } from '../http/app-error';

/** A saved scenario with who saved it and whose review it is of (for the access checks). */
export interface StoredScenario {
  id: string;
  reviewId: string;
  name: string;
  changes: ScenarioChanges;
  createdBy: string | null;
  creatorEmail: string | null;
  updatedAt: Date;
  /** The review's owner, company and preview flag. */
  review: { userId: string; companyId: string; preview: boolean };
}

/** The scenarios with their review's owner and company and their creator's e-mail. */
function selectScenarios(db: Db) {
  return db
    .select({
      id: scenarios.id,
      reviewId: scenarios.reviewId,
      name: scenarios.name,
      changes: scenarios.changes,
      createdBy: scenarios.createdBy,
      creatorEmail: users.email,
      updatedAt: scenarios.updatedAt,
      userId: reviews.userId,
      companyId: reviews.companyId,
      preview: reviews.preview,
    })
    .from(scenarios)
    .innerJoin(reviews, eq(reviews.id, scenarios.reviewId))
    .leftJoin(users, eq(users.id, scenarios.createdBy))
    .$dynamic();
}

function stored(row: Awaited<ReturnType<typeof selectScenarios>>[number]): StoredScenario {
  const { userId, companyId, preview, changes, ...scenario } = row;
  return { ...scenario, changes: changes as ScenarioChanges, review: { userId, companyId, preview } };
}

export async function findScenario(db: Db, id: string): Promise<StoredScenario> {
  if (!Uuid.safeParse(id).success) throw new AppError('NOT_FOUND', SCENARIO_NOT_FOUND);
  const [row] = await selectScenarios(db).where(eq(scenarios.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', SCENARIO_NOT_FOUND);
  return stored(row);
}

/** The review's scenarios, newest change first. */
export async function scenariosOf(db: Db, reviewId: string): Promise<StoredScenario[]> {
  const rows = await selectScenarios(db)
    .where(eq(scenarios.reviewId, reviewId))
    .orderBy(desc(scenarios.updatedAt), scenarios.id);
  return rows.map(stored);
}

export async function insertScenario(
  db: Db,
  s: { reviewId: string; createdBy: string; name: string; changes: ScenarioChanges },
): Promise<string> {
  const [row] = await db.insert(scenarios).values(s).returning({ id: scenarios.id });
  if (!row) throw new Error('scenario insert returned nothing');
  return row.id;
}

export async function updateScenario(
  db: Db,
  id: string,
  s: { name: string; changes: ScenarioChanges },
): Promise<void> {
  await db
    .update(scenarios)
    .set({ ...s, updatedAt: new Date() })
    .where(eq(scenarios.id, id));
}

export async function deleteScenario(db: Db, id: string): Promise<void> {
  await db.delete(scenarios).where(eq(scenarios.id, id));
}

/** A submitted review's owner, state and as-at day, and the row versions of it and its report. */
export interface ScenarioSource {
  id: string;
  userId: string;
  companyId: string;
  preview: boolean;
  status: string;
  surveyVersionId: number;
  createdAt: Date;
  /** The review's and its report's row versions (xmin): a revert or resubmission changes them. */
  versions: string;
}

const rowVersions = sql<string>`${reviews}.xmin::text || ':' || coalesce(${reports}.xmin::text, '-')`;

/**
 * What every try of a what-if reads: who may, and whether the review and report it kept (ScenarioBase)
 * are still the stored ones. Not the structure, answers or report: those are read once (findScenarioBase).
 */
export async function findScenarioSource(db: Db, reviewId: string): Promise<ScenarioSource> {
  const [row] = Uuid.safeParse(reviewId).success
    ? await db
        .select({
          id: reviews.id,
          userId: reviews.userId,
          companyId: reviews.companyId,
          preview: reviews.preview,
          status: reviews.status,
          surveyVersionId: reviews.surveyVersionId,
          createdAt: reviews.createdAt,
          versions: rowVersions,
        })
        .from(reviews)
        .leftJoin(reports, eq(reports.reviewId, reviews.id))
        .where(eq(reviews.id, reviewId))
        .limit(1)
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'This review does not exist.');
  return row;
}

/**
 * The review's structure and answers and its report's base, with their row versions, in one read: a
 * what-if keeps them under those versions. Of the report, only the parts of its JSON a what-if needs:
 * a 50-entity report's responses are most of its 200 kB.
 */
export async function findScenarioBase(
  db: Db,
  reviewId: string,
): Promise<{ versions: string; base: ScenarioBase }> {
  const [row] = await db
    .select({
      versions: rowVersions,
      drawn: reviews.structure,
      prepared: reviews.prepared,
      parts: sql<Part[]>`${reviews.sequence} -> 'parts'`,
      report: sql<ScenarioReportBase>`jsonb_build_object(
        'report_id', ${reports.original} -> 'report_id', 'user', ${reports.original} -> 'user',
        'user_id', ${reports.original} -> 'user_id', 'company', ${reports.original} -> 'company',
        'timestamp', ${reports.original} -> 'timestamp', 'originalScore', ${reports.original} -> 'originalScore',
        'originalTable', ${reports.original} -> 'originalTable', 'structure', ${reports.original} -> 'structure')`,
    })
    .from(reviews)
    .innerJoin(reports, eq(reports.reviewId, reviews.id))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This review has no report yet: it has not been submitted.');
  const review = {
    drawn: row.drawn as SurveyStructure,
    prepared: row.prepared as SurveyStructure,
    parts: row.parts,
  };
  return { versions: row.versions, base: { review, report: row.report } };
}
