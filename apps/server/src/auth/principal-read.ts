import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { UserRow } from '../users/user-repository';

/**
 * The user row every authenticated call reads fresh (so a disabled user is refused at their next
 * call), as a named prepared statement: PostgreSQL parses and plans it once per connection instead
 * of on every call (issue 17). The same row as findUserById.
 */
export function principalReader(db: Db): (userId: string) => Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('principal_user');
  return async (userId) => (await query.execute({ userId }))[0];
}
