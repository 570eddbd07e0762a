import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../accounts/passwords';
import type { Db } from '../db/database';
import { companies, users } from '../db/schema';
import { demoCompanies } from '../demo/demo-accounts';

export interface MadeUser {
  readonly email: string;
  readonly password: string;
}

/**
 * A confirmed plain user of its own for one test, in a demo customer company (seed the demo data
 * first): a test that changes a password or a cap changes this user, never a demo account that
 * other tests sign in with.
 */
export async function makeUser(
  db: Db,
  flags: { isAdmin?: boolean; company?: (typeof demoCompanies)[number] } = {},
): Promise<MadeUser> {
  const email = `user-${randomUUID()}@factory.example`;
  const password = 'Factory-pass-1';
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, flags.company ?? (flags.isAdmin ? demoCompanies[0] : demoCompanies[1])));
  if (!company) throw new Error('seed the demo data before making users');
  await db.insert(users).values({
    email,
    userName: 'Factory User',
    companyId: company.id,
    passwordHash: await hashPassword(password),
    passwordChangeRequired: false,
    userStatus: 'CONFIRMED',
    emailVerified: true,
    isUser: true,
    isAdmin: flags.isAdmin ?? false,
    isAccountLead: false,
    isApprover: flags.isAdmin ?? false,
    isTrialUser: false,
    termsAgreed: 'yes',
  });
  return { email, password };
}
