import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema';
import { randomToken } from './secrets';

/**
 * The token signing key: JWT_SECRET when configured, otherwise one generated on first start
 * and kept in the database, so every server on the same database signs alike and restarts do
 * not sign users out.
 */
export async function resolveSigningSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: 'jwt', value: randomToken() + randomToken() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
  if (!row) throw new Error('Could not read or create the token signing secret');
  return row.value;
}
