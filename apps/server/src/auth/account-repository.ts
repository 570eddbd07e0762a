import type { Db } from '../db/database';
import { companies, users } from '../db/schema';

/** What sign-up decides of a new account; the company is the one `insertAccountInCompany` names. */
export type NewAccount = Omit<typeof users.$inferInsert, 'id' | 'companyId' | 'sessionVersion'>;

/**
 * Creates the user in the company of that name, made when there is none, and gives the user's id.
 * One transaction: a company is never left without the user it was made for. A name already taken
 * is written again (not ignored) so the insert returns the existing company's id in the same
 * statement.
 */
export function insertAccountInCompany(db: Db, companyName: string, account: NewAccount): Promise<string> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: companyName })
      .onConflictDoUpdate({ target: companies.name, set: { name: companyName } })
      .returning({ id: companies.id });
    if (!company) throw new Error('company insert returned nothing');
    const [user] = await tx
      .insert(users)
      .values({ ...account, companyId: company.id })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    return user.id;
  });
}
