import { SurveyContent } from '@tsr/contract';
import { type CompiledContent, compileContent, loadContent } from '@tsr/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { surveyVersions } from '../db/schema';
import { AppError } from '../http/app-error';

export interface SurveyVersion {
  id: number;
  version: number;
  compiled: CompiledContent;
}

/**
 * Published survey versions, compiled once per process: a published version never changes, so
 * its compiled form (parsed logic, chunk index) is cached by id and read from the database once.
 */
export class SurveyStore {
  private readonly versions = new Map<number, SurveyVersion>();
  constructor(private readonly db: Db) {}

  async latestPublished(): Promise<SurveyVersion> {
    const [row] = await this.db
      .select({ id: surveyVersions.id, version: surveyVersions.version })
      .from(surveyVersions)
      .where(and(eq(surveyVersions.status, 'published'), isNotNull(surveyVersions.version)))
      .orderBy(desc(surveyVersions.version))
      .limit(1);
    if (!row?.version)
      throw new AppError('UNAVAILABLE', 'No survey has been published yet, so a review cannot start.');
    return this.byId(row.id);
  }

  /** A version just published from content compiled by the caller (the editor's publish). */
  remember(version: SurveyVersion): void {
    this.versions.set(version.id, version);
  }

  async byId(id: number): Promise<SurveyVersion> {
    const cached = this.versions.get(id);
    if (cached) return cached;
    const [row] = await this.db.select().from(surveyVersions).where(eq(surveyVersions.id, id)).limit(1);
    if (!row || row.version === null) throw new AppError('NOT_FOUND', `Survey version ${id} does not exist.`);
    const version: SurveyVersion = {
      id,
      version: row.version,
      compiled: compileContent(loadContent(SurveyContent.parse(row.content))),
    };
    this.versions.set(id, version);
    return version;
  }
}

/** Publishes content as the next version (used for the first content pack and by the editor). */
export async function publishVersion(db: Db, content: SurveyContent, publishedBy?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ version: surveyVersions.version })
      .from(surveyVersions)
      .where(isNotNull(surveyVersions.version))
      .orderBy(desc(surveyVersions.version))
      .limit(1);
    const [row] = await tx
      .insert(surveyVersions)
      .values({
        version: (last?.version ?? 0) + 1,
        status: 'published',
        content,
        publishedAt: new Date(),
        publishedBy: publishedBy ?? null,
      })
      .returning({ id: surveyVersions.id });
    if (!row) throw new Error('survey version insert returned nothing');
    return row.id;
  });
}

/**
 * First start: the default content pack becomes published survey version 1. Several servers
 * starting at once on one database insert the same version number; all but one do nothing.
 */
export async function ensureFirstSurvey(db: Db, content: SurveyContent): Promise<boolean> {
  const inserted = await db
    .insert(surveyVersions)
    .values({ version: 1, status: 'published', content, publishedAt: new Date() })
    .onConflictDoNothing({ target: surveyVersions.version })
    .returning({ id: surveyVersions.id });
  return inserted.length > 0;
}
