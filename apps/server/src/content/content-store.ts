import type { ContentDocument, ContentLocale, ContentType, ContentVersionInfo } from '@tsr/contract';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../db/database';
import { siteContentDrafts, siteContentVersions, users } from '../db/schema';

export interface PublishedDocument extends ContentVersionInfo {
  document: ContentDocument;
}

/** The site content tables: published versions (immutable) and one draft per document. */
export class ContentStore {
  constructor(private readonly db: Db) {}

  async latest(type: ContentType, locale: ContentLocale): Promise<PublishedDocument | null> {
    const [row] = await this.versionQuery(type, locale).limit(1);
    return row ? toPublished(row) : null;
  }

  async version(type: ContentType, locale: ContentLocale, version: number): Promise<ContentDocument | null> {
    const [row] = await this.db
      .select({ document: siteContentVersions.document })
      .from(siteContentVersions)
      .where(
        and(
          eq(siteContentVersions.type, type),
          eq(siteContentVersions.locale, locale),
          eq(siteContentVersions.version, version),
        ),
      );
    return row ? (row.document as ContentDocument) : null;
  }

  async history(type: ContentType, locale: ContentLocale): Promise<ContentVersionInfo[]> {
    const rows = await this.versionQuery(type, locale);
    return rows.map((r) => {
      const { document: _document, ...info } = toPublished(r);
      return info;
    });
  }

  async draft(
    type: ContentType,
    locale: ContentLocale,
  ): Promise<{ document: ContentDocument; savedAt: string } | null> {
    const [row] = await this.db
      .select()
      .from(siteContentDrafts)
      .where(and(eq(siteContentDrafts.type, type), eq(siteContentDrafts.locale, locale)));
    return row ? { document: row.document as ContentDocument, savedAt: row.savedAt.toISOString() } : null;
  }

  async saveDraft(type: ContentType, locale: ContentLocale, document: ContentDocument, userId: string) {
    await this.db
      .insert(siteContentDrafts)
      .values({ type, locale, document, savedBy: userId })
      .onConflictDoUpdate({
        target: [siteContentDrafts.type, siteContentDrafts.locale],
        set: { document, savedBy: userId, savedAt: new Date() },
      });
  }

  /**
   * Publishes a document as the next version. Two admins publishing at once: the second insert
   * hits the primary key and its transaction fails, so no version is lost or duplicated.
   */
  async publish(
    type: ContentType,
    locale: ContentLocale,
    document: ContentDocument,
    userId: string,
    options: { dropDraft: boolean },
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ newest: max(siteContentVersions.version) })
        .from(siteContentVersions)
        .where(and(eq(siteContentVersions.type, type), eq(siteContentVersions.locale, locale)));
      const version = (row?.newest ?? 0) + 1;
      await tx.insert(siteContentVersions).values({ type, locale, version, document, publishedBy: userId });
      if (options.dropDraft) {
        await tx
          .delete(siteContentDrafts)
          .where(and(eq(siteContentDrafts.type, type), eq(siteContentDrafts.locale, locale)));
      }
      return version;
    });
  }

  private versionQuery(type: ContentType, locale: ContentLocale) {
    return this.db
      .select({
        version: siteContentVersions.version,
        document: siteContentVersions.document,
        publishedAt: siteContentVersions.publishedAt,
        publishedBy: users.userName,
      })
      .from(siteContentVersions)
      .leftJoin(users, eq(users.id, siteContentVersions.publishedBy))
      .where(and(eq(siteContentVersions.type, type), eq(siteContentVersions.locale, locale)))
      .orderBy(desc(siteContentVersions.version));
  }
}

function toPublished(row: {
  version: number;
  document: unknown;
  publishedAt: Date;
  publishedBy: string | null;
}): PublishedDocument {
  return {
    version: row.version,
    document: row.document as ContentDocument,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
  };
}
