import { count } from 'drizzle-orm';
import { hashPassword } from '../accounts/passwords';
import type { Db } from '../db/database';
import { companies, users } from '../db/schema';
import { demoAccounts, demoCompanies } from './demo-accounts';

/** Creates the demo companies and accounts when the database has no user yet. Returns whether it did. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const hashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(companies)
      .values(demoCompanies.map((name) => ({ name })))
      .returning({ id: companies.id, name: companies.name });
    const companyId = new Map(rows.map((r) => [r.name, r.id]));
    await tx.insert(users).values(
      demoAccounts.map((a, i) => ({
        email: a.email,
        userName: a.userName,
        companyId: companyId.get(a.company) ?? '',
        passwordHash: hashes[i] ?? null,
        passwordChangeRequired: a.flags.passwordChangeRequired ?? false,
        userStatus: a.flags.passwordChangeRequired ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED',
        emailVerified: !a.flags.passwordChangeRequired,
        isUser: true,
        isAdmin: a.flags.isAdmin ?? false,
        isAccountLead: a.flags.isAccountLead ?? false,
        isApprover: a.flags.isApprover ?? false,
        isTrialUser: a.flags.isTrialUser ?? false,
        termsAgreed: a.flags.termsAgreed ?? 'yes',
      })),
    );
  });
  return true;
}

export function demoAccountsTable(): string {
  const w = Math.max(...demoAccounts.map((a) => a.email.length));
  return demoAccounts.map((a) => `  ${a.email.padEnd(w)}  ${a.password.padEnd(16)} ${a.role}`).join('\n');
}
