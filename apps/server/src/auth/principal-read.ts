import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { users } from '../db/schema';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads the caller's user row itself, together with what it needs next, in one query
     * instead of two (`next`, a call every user makes every few seconds). What it reads besides the
     * row, it sets on the request, on a decoration of its own that its handler reads (`next`'s
     * `answeringReview`). Undefined for a request it cannot read that way; the user row is then read
     * alone. Either way the row is the
     * one the access check tests, exactly as on every other route. The access check runs before
     * the body is read and validated (http/access.ts), so `request.params` holds the routed,
     * unparsed strings: a reader checks their form itself.
     */
    principalRead?: (request: FastifyRequest) => PrincipalReader | undefined;
  }
}

/** What every authenticated call needs of its user: who, which company, groups, and whether still valid. */
export const principalColumns = {
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

/** Reads the user row of a signed-in caller, fresh; undefined when the user no longer exists. */
export type PrincipalReader = (userId: string) => Promise<PrincipalRow | undefined>;

/**
 * The user row every authenticated call reads fresh (so a disabled user is refused at their next
 * call), as a named prepared statement: PostgreSQL parses and plans it once per connection instead
 * of on every call (decision 0017). Only the columns a call needs: the rest (password hash, dates, the
 * trial's settings) would be sent, parsed and mapped on every call for nothing.
 */
export function principalReader(db: Db): PrincipalReader {
  const query = db
    .select(principalColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('principal_user');
  return async (userId) => (await query.execute({ userId }))[0];
}
