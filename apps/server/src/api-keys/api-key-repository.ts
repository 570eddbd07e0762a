import type { ApiKeyScope } from '@tsr/contract';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { apiKeys, users } from '../db/schema';

/** A key as its company's list shows it: who created it by e-mail, never the digest. */
export interface ApiKeyRow {
  id: string;
  companyId: string;
  name: string;
  scopes: ApiKeyScope[];
  prefix: string;
  /** The creator's e-mail, as the list shows it. */
  createdBy: string;
  /** The creator's user id: the key acts as them, and its audit entries list on their page. */
  createdById: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const listColumns = {
  id: apiKeys.id,
  companyId: apiKeys.companyId,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  prefix: apiKeys.prefix,
  createdBy: users.email,
  createdById: apiKeys.createdBy,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

// The column holds only the contract's scopes: the service writes them from the checked request.
const asRow = (row: Omit<ApiKeyRow, 'scopes'> & { scopes: string[] }): ApiKeyRow => ({
  ...row,
  scopes: row.scopes as ApiKeyScope[],
});

export async function insertApiKey(
  db: Db,
  key: {
    companyId: string;
    name: string;
    scopes: readonly ApiKeyScope[];
    prefix: string;
    secretHash: string;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...key, scopes: [...key.scopes] })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('The API key was not inserted');
  return row.id;
}

/** A company's keys, newest first. */
export async function companyApiKeys(db: Db, companyId: string): Promise<ApiKeyRow[]> {
  const rows = await db
    .select(listColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(asRow);
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  const rows = await db
    .select(listColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.id, id))
    .limit(1);
  return rows[0] && asRow(rows[0]);
}

/** Revokes it, once: a second revocation keeps the first's time. */
export async function revokeApiKey(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}

/** What a call with a key needs of it: whose it is, its scopes, and whether it still works. */
export interface KeyForCall {
  id: string;
  companyId: string;
  createdBy: string;
  scopes: string[];
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * The key of a call, by its secret's digest, as a named prepared statement: every call with a key
 * runs it (decision 0017).
 */
export function keyForCallReader(db: Db): (secretHash: string) => Promise<KeyForCall | undefined> {
  const query = db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      createdBy: apiKeys.createdBy,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.secretHash, sql.placeholder('secretHash')))
    .limit(1)
    .prepare('api_key_for_call');
  return async (secretHash) => (await query.execute({ secretHash }))[0];
}

/**
 * Records a use, unless one was recorded since `notBefore`: several servers answering the same key
 * at once write it once a minute between them, not once each.
 */
export async function recordApiKeyUse(db: Db, id: string, at: Date, notBefore: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, notBefore))));
}
