import type { SurveyVersionSummary } from '@tsr/contract';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { surveyVersions, users } from '../db/schema';

/**
 * Published survey versions with who published them and their counts, newest first. The counts
 * are worked out in SQL from the stored content, so the list does not read every version's JSON.
 */
export async function listPublished(db: Db): Promise<SurveyVersionSummary[]> {
  const content = surveyVersions.content;
  const rows = await db
    .select({
      version: surveyVersions.version,
      publishedAt: surveyVersions.publishedAt,
      name: users.userName,
      email: users.email,
      questions: sql<number>`(select count(*)::int from jsonb_each(${content} -> 'questions') t,
        jsonb_each(t.value) s, jsonb_array_elements(s.value -> 'pages') p,
        jsonb_array_elements(p -> 'elements') e)`,
      rules: sql<number>`jsonb_array_length(${content} -> 'rules' -> 'rules')`,
      responses: sql<number>`jsonb_array_length(${content} -> 'responses' -> 'responses')`,
      definitions: sql<number>`jsonb_array_length(${content} -> 'definitions' -> 'definitions')`,
    })
    .from(surveyVersions)
    .leftJoin(users, eq(users.id, surveyVersions.publishedBy))
    .where(and(eq(surveyVersions.status, 'published'), isNotNull(surveyVersions.version)))
    .orderBy(desc(surveyVersions.version));
  return rows.map((r) => ({
    version: r.version ?? 0,
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    publishedBy: r.email !== null ? { name: r.name ?? '', email: r.email } : null,
    counts: {
      questions: Number(r.questions),
      rules: Number(r.rules),
      responses: Number(r.responses),
      definitions: Number(r.definitions),
    },
  }));
}

/** The number of the latest published version, or null before the first publish. */
export async function latestVersionNumber(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ version: surveyVersions.version })
    .from(surveyVersions)
    .where(and(eq(surveyVersions.status, 'published'), isNotNull(surveyVersions.version)))
    .orderBy(desc(surveyVersions.version))
    .limit(1);
  return row?.version ?? null;
}
