import type { CurrentUser, Group } from '@tsr/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies, refreshTokens, users } from '../db/schema';

/*
 * The user's row and the statements on it that both sign-in (`auth/`) and user management
 * (`users/`) run: reading it, writing its fields, and ending its sessions. Here, rather than in
 * either feature, so that neither imports the other.
 */

export type UserRow = typeof users.$inferSelect;

/** The groups claim of spec 6 from the flags of spec 3.5. */
export function groupsOf(
  user: Pick<UserRow, 'isAdmin' | 'isAccountLead' | 'isApprover' | 'isUser' | 'isTrialUser'>,
): Group[] {
  const groups: Group[] = [];
  if (user.isAdmin) groups.push('admin');
  if (user.isAccountLead) groups.push('accountlead');
  if (user.isApprover) groups.push('approval');
  if (user.isUser) groups.push('submitter');
  if (user.isTrialUser) groups.push('trialuser');
  return groups;
}

const yesNo = (value: string): 'yes' | 'no' => (value === 'yes' ? 'yes' : 'no');

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function currentUserView(db: Db, user: UserRow): Promise<CurrentUser> {
  return {
    user_id: user.id,
    user_name: user.userName,
    email: user.email,
    company_name: (await companyNameOf(db, user.companyId)) ?? '',
    groups: groupsOf(user),
    terms_agreed: yesNo(user.termsAgreed),
    trial_follow_up: yesNo(user.trialFollowUp),
    email_verified: user.emailVerified,
  };
}

/**
 * Writes the user's fields. A new password or disabling the user also raises the session version,
 * so every ID token issued before stops working at once; disabling also ends every refresh token.
 */
export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Omit<typeof users.$inferInsert, 'sessionVersion'>>,
): Promise<void> {
  const disabling = values.isEnabled === false;
  const endsIdTokens = disabling || values.passwordHash !== undefined;
  await db
    .update(users)
    .set({
      ...values,
      ...(endsIdTokens ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
  if (disabling) await revokeAllOf(db, id);
}

/** Refuses every ID token issued to the user so far (logout); live refresh tokens get new ones. */
export async function endIdTokens(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id));
}

/** The company's name as users see it; undefined when there is no such company. */
export async function companyNameOf(db: Db, id: string): Promise<string | undefined> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
  return company?.name;
}

/** Ends every session of the user, or every session but one (the caller's, on a password change). */
export async function revokeAllOf(db: Db, userId: string, exceptFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}
