import type { EditorSection, SurveyContent } from '@tsr/contract';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { surveyDraftSections, surveyVersions, users } from '../db/schema';
import { AppError } from '../http/app-error';

export const SECTIONS: readonly EditorSection[] = ['questions', 'rules', 'responses', 'definitions'];

/** Who saved a section of the draft last and when; null before anyone saved it. */
export interface SectionState {
  revision: number;
  updatedByEmail: string | null;
  updatedAt: Date;
}

export interface DraftState {
  /** The survey_versions row of the draft. */
  id: number;
  /**
   * The stored content as saved (nothing dropped). Every section was parsed with its schema
   * before it was stored (published content with SurveyContent), so the cast is safe.
   */
  content: SurveyContent;
  revisions: Record<EditorSection, number>;
}

/** The four revisions in one string: equal keys mean the same draft content. */
export const revisionKey = (revisions: Record<EditorSection, number>): string =>
  SECTIONS.map((s) => revisions[s]).join('.');

/**
 * The one draft of the survey content: a survey_versions row with status 'draft' (a
 * partial unique index allows one), and one survey_draft_sections row per section holding its
 * optimistic revision. Opened the first time from the latest published version.
 */
export class DraftRepository {
  constructor(private readonly db: Db) {}

  /** The draft, created from the latest published version the first time it is needed. */
  async open(): Promise<DraftState> {
    const found = await this.read();
    if (found) return found;
    const [latest] = await this.db
      .select({ content: surveyVersions.content })
      .from(surveyVersions)
      .where(and(eq(surveyVersions.status, 'published'), isNotNull(surveyVersions.version)))
      .orderBy(desc(surveyVersions.version))
      .limit(1);
    if (!latest)
      throw new AppError('UNAVAILABLE', 'No survey has been published yet, so there is nothing to edit.');
    // Two admins opening the editor at once: the index lets one draft in, the other does nothing.
    await this.db.transaction(async (tx) => {
      await tx
        .insert(surveyVersions)
        .values({ status: 'draft', content: latest.content })
        .onConflictDoNothing();
      await tx
        .insert(surveyDraftSections)
        .values(SECTIONS.map((section) => ({ section, revision: 1 })))
        .onConflictDoNothing();
    });
    const created = await this.read();
    if (!created) throw new Error('the draft was not created');
    return created;
  }

  private async read(): Promise<DraftState | null> {
    const [draft] = await this.db
      .select({ id: surveyVersions.id, content: surveyVersions.content })
      .from(surveyVersions)
      .where(eq(surveyVersions.status, 'draft'))
      .limit(1);
    if (!draft) return null;
    const revisions = await this.revisions();
    if (!revisions) return null;
    return { id: draft.id, content: draft.content as SurveyContent, revisions };
  }

  /** The sections' revisions; null when the draft has not been opened yet. */
  async revisions(): Promise<Record<EditorSection, number> | null> {
    const rows = await this.db
      .select({ section: surveyDraftSections.section, revision: surveyDraftSections.revision })
      .from(surveyDraftSections);
    const revisions = Object.fromEntries(rows.map((r) => [r.section, r.revision]));
    return SECTIONS.every((s) => typeof revisions[s] === 'number')
      ? (revisions as Record<EditorSection, number>)
      : null;
  }

  /**
   * One section of the draft and its revision, without reading the rest of the content (a save
   * compares only its own section); null when the draft has not been opened yet.
   */
  async section(section: EditorSection): Promise<{ revision: number; content: unknown } | null> {
    const [row] = await this.db
      .select({
        revision: surveyDraftSections.revision,
        content: sql<unknown>`(select ${surveyVersions.content} -> ${section}::text from ${surveyVersions} where ${surveyVersions.status} = 'draft')`,
      })
      .from(surveyDraftSections)
      .where(eq(surveyDraftSections.section, section));
    return row && row.content !== null ? row : null;
  }

  async sectionState(section: EditorSection): Promise<SectionState> {
    const [row] = await this.db
      .select({
        revision: surveyDraftSections.revision,
        updatedByEmail: users.email,
        updatedAt: surveyDraftSections.updatedAt,
      })
      .from(surveyDraftSections)
      .leftJoin(users, eq(users.id, surveyDraftSections.updatedBy))
      .where(eq(surveyDraftSections.section, section));
    if (!row) throw new Error(`the draft has no ${section} section`);
    return row;
  }

  /**
   * Stores a section if its revision is still `baseRevision` (compare-and-set, atomic with the
   * content update): the new revision, or null when another save got there first.
   */
  async saveSection(
    section: EditorSection,
    baseRevision: number,
    content: unknown,
    userId: string,
  ): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(surveyDraftSections)
        .set({
          revision: sql`${surveyDraftSections.revision} + 1`,
          updatedBy: userId,
          updatedAt: new Date(),
        })
        .where(and(eq(surveyDraftSections.section, section), eq(surveyDraftSections.revision, baseRevision)))
        .returning({ revision: surveyDraftSections.revision });
      if (!updated) return null;
      // jsonb_set replaces this section only: a concurrent save of another section is kept.
      await tx
        .update(surveyVersions)
        .set({
          content: sql`jsonb_set(${surveyVersions.content}, ${`{${section}}`}::text[], ${JSON.stringify(content)}::jsonb)`,
        })
        .where(eq(surveyVersions.status, 'draft'));
      return updated.revision;
    });
  }

  /**
   * Publishes the draft as the next version if no section was saved since `expected` was read
   * (the content that was validated and compared is the content published): the new version's
   * number and time, or null when the draft changed meanwhile.
   */
  async publish(
    expected: string,
    content: unknown,
    userId: string,
  ): Promise<{ id: number; version: number; publishedAt: Date } | null> {
    return this.db.transaction(async (tx) => {
      // Locks the sections: a save waits for the publish, and two publishes go one after the other.
      const rows = await tx
        .select({ section: surveyDraftSections.section, revision: surveyDraftSections.revision })
        .from(surveyDraftSections)
        .for('update');
      const now = Object.fromEntries(rows.map((r) => [r.section, r.revision])) as Record<
        EditorSection,
        number
      >;
      if (revisionKey(now) !== expected) return null;
      const [last] = await tx
        .select({ version: surveyVersions.version })
        .from(surveyVersions)
        .where(isNotNull(surveyVersions.version))
        .orderBy(desc(surveyVersions.version))
        .limit(1);
      const publishedAt = new Date();
      const [row] = await tx
        .insert(surveyVersions)
        .values({
          version: (last?.version ?? 0) + 1,
          status: 'published',
          content,
          publishedAt,
          publishedBy: userId,
        })
        .returning({ id: surveyVersions.id, version: surveyVersions.version });
      if (!row?.version) throw new Error('survey version insert returned nothing');
      return { id: row.id, version: row.version, publishedAt };
    });
  }

  /** A published version's content by its number. */
  async published(version: number): Promise<SurveyContent> {
    const [row] = await this.db
      .select({ content: surveyVersions.content })
      .from(surveyVersions)
      .where(and(eq(surveyVersions.version, version), eq(surveyVersions.status, 'published')))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', `Survey version ${version} does not exist.`);
    return row.content as SurveyContent;
  }
}
