import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** What every authenticated call needs of its user: who, which company, groups, and whether still valid. */
const principalColumns = {
  id: users.id,
  email: users.email,
  companyId: users.companyId,
  isEnabled: users.isEnabled,
  sessionVersion: users.sessionVersion,
  termsAgreed: users.termsAgreed,
  isAdmin: users.isAdmin,
  isAccountLead: users.isAccountLead,
  isApprover: users.isApprover,
  isUser: users.isUser,
  isTrialUser: users.isTrialUser,
};

export type PrincipalRow = { [K in keyof typeof principalColumns]: (typeof users.$inferSelect)[K] };

/**
 * The user row every authenticated call reads fresh (so a disabled user is refused at their next
 * call), as a named prepared statement: PostgreSQL parses and plans it once per connection instead
 * of on every call (issue 17). Only the columns a call needs: the rest (password hash, dates, the
 * trial's settings) would be sent, parsed and mapped on every call for nothing.
 */
export function principalReader(db: Db): (userId: string) => Promise<PrincipalRow | undefined> {
  const query = db
    .select(principalColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('principal_user');
  return async (userId) => (await query.execute({ userId }))[0];
}
