import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { UserRow } from '../accounts/user-rows';
import type { Db } from '../db/database';
import { companies, reviews, users } from '../db/schema';

/**
 * A user created by an admin or an account lead: a temporary password they must replace at the
 * first sign-in, and an address not yet proven. Throws the unique violation when the address has an
 * account, so the caller decides what that tells whom.
 */
export async function insertInvitedUser(
  db: Db,
  user: Pick<
    typeof users.$inferInsert,
    'email' | 'userName' | 'companyId' | 'passwordHash' | 'isTrialUser' | 'reviewCap' | 'termsAgreed'
  >,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      ...user,
      passwordChangeRequired: true,
      userStatus: 'FORCE_CHANGE_PASSWORD',
      emailVerified: false,
      isUser: true,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Deletes the user; their reviews and reports go with them (cascade), while their charges stay for
 * billing with the user left out (set null).
 */
export async function deleteUserById(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export type CompanyRow = typeof companies.$inferSelect;

/** One line of the user list: a company, with one of its users or none (a company without users). */
export interface CompanyUserRow {
  company: CompanyRow;
  user: UserRow | null;
}

/**
 * The customer companies not deleted, each with its users (every company, or only `companyId`'s),
 * by company name, then user name and address: the order the User List shows. A company without
 * users comes once, with no user, so it is listed too.
 */
export async function companiesWithUsers(db: Db, companyId?: string): Promise<CompanyUserRow[]> {
  const scope = companyId === undefined ? undefined : eq(companies.id, companyId);
  return db
    .select({ company: companies, user: users })
    .from(companies)
    .leftJoin(users, eq(users.companyId, companies.id))
    .where(and(isNull(companies.deletedAt), scope))
    .orderBy(asc(companies.name), asc(users.userName), asc(users.email));
}

/** The company by id, whether or not an admin deleted it: callers pass the caller's own company. */
export async function findCompanyById(db: Db, id: string): Promise<{ id: string; name: string } | undefined> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  return company;
}

/** The customer, unless an admin has deleted it: a deleted customer cannot be deleted again. */
export async function findLiveCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return company;
}

/**
 * The company of that name, made when there is none and brought back when it was deleted: an admin
 * naming a company means it to be a customer again. Inserting first and ignoring a name taken lets
 * two requests naming the same new company both end with the one row. Undefined when the row was
 * removed between the two statements.
 */
export async function companyNamed(db: Db, name: string): Promise<{ id: string; name: string } | undefined> {
  await db.insert(companies).values({ name }).onConflictDoNothing();
  const [company] = await db
    .update(companies)
    .set({ deletedAt: null })
    .where(eq(companies.name, name))
    .returning({ id: companies.id, name: companies.name });
  return company;
}

/** How many users and reviews a customer has: what the audit entry of its deletion records. */
export async function customerCounts(db: Db, companyId: string): Promise<{ users: number; reviews: number }> {
  const [userCount] = await db.select({ n: count() }).from(users).where(eq(users.companyId, companyId));
  const [reviewCount] = await db.select({ n: count() }).from(reviews).where(eq(reviews.companyId, companyId));
  return { users: userCount?.n ?? 0, reviews: reviewCount?.n ?? 0 };
}

/**
 * Deletes the customer's reviews and users and marks the company deleted, all or nothing: a failure
 * half way must not leave a live customer without its users. The company row stays so its charges
 * keep their company for billing.
 */
export async function deleteCustomerData(db: Db, companyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Reports go with their reviews (cascade); charges have no review foreign key and stay.
    await tx.delete(reviews).where(eq(reviews.companyId, companyId));
    await tx.delete(users).where(eq(users.companyId, companyId));
    await tx.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, companyId));
  });
}
