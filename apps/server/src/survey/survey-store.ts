import { SurveyContent } from '@tsr/contract';
import { type CompiledContent, compileContent, loadContent } from '@tsr/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { surveyVersions } from '../db/schema';
import { AppError } from '../http/app-error';

export interface SurveyVersion {
  id: number;
  /** The published number (1, 2, 3 ...); 0 for a preview's snapshot of the draft, which has none. */
  version: number;
  compiled: CompiledContent;
}

/** survey_versions.status of a preview's copy of the draft (docs/authoring.md, Preview on the draft). */
export const PREVIEW_SNAPSHOT = 'preview';

export const SURVEY_STORE_MESSAGES = {
  draftBroken: (reason: string) =>
    `The draft cannot be previewed: ${reason}. Fix it in the editors (the Problems panel lists what is wrong) and preview again.`,
} as const;

/**
 * Published survey versions and previews' snapshots of the draft, compiled once per process:
 * neither ever changes (a snapshot is a new row, never updated), so the compiled form (parsed
 * logic, chunk index) is cached by row id and read from the database once. The draft row itself
 * is never cached: it changes with every save.
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

  /**
   * A preview's content: a copy of the draft as it is now, stored as a new row with
   * status 'preview' so the preview's questions and report stay on what was copied while admins go
   * on editing. Before anyone opened the editor there is no draft: the latest published version is
   * the draft's content then, and is used as it is.
   */
  async snapshotDraft(): Promise<SurveyVersion> {
    const [draft] = await this.db
      .select({ content: surveyVersions.content })
      .from(surveyVersions)
      .where(eq(surveyVersions.status, 'draft'))
      .limit(1);
    if (!draft) return this.latestPublished();
    let compiled: CompiledContent;
    try {
      compiled = compileContent(loadContent(SurveyContent.parse(draft.content)));
    } catch (err) {
      throw new AppError(
        'UNPROCESSABLE',
        SURVEY_STORE_MESSAGES.draftBroken(err instanceof Error ? err.message : String(err)),
      );
    }
    const [row] = await this.db
      .insert(surveyVersions)
      .values({ status: PREVIEW_SNAPSHOT, content: draft.content })
      .returning({ id: surveyVersions.id });
    if (!row) throw new Error('survey snapshot insert returned nothing');
    const snapshot: SurveyVersion = { id: row.id, version: 0, compiled };
    this.versions.set(row.id, snapshot);
    return snapshot;
  }

  /** A version just published from content compiled by the caller (the editor's publish). */
  remember(version: SurveyVersion): void {
    this.versions.set(version.id, version);
  }

  async byId(id: number): Promise<SurveyVersion> {
    const cached = this.versions.get(id);
    if (cached) return cached;
    const [row] = await this.db.select().from(surveyVersions).where(eq(surveyVersions.id, id)).limit(1);
    // The draft row is never served by id: it changes, and this cache would keep it stale.
    const servable = row && (row.version !== null || row.status === PREVIEW_SNAPSHOT);
    if (!row || !servable) throw new AppError('NOT_FOUND', `Survey version ${id} does not exist.`);
    const version: SurveyVersion = {
      id,
      version: row.version ?? 0,
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
