import { randomUUID } from 'node:crypto';
import { type LoginResponse, routes } from '@tsr/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../accounts/passwords';
import { companies, users } from '../db/schema';
import type { TestApp } from './test-app';

export interface Person {
  id: string;
  email: string;
  /** For a test that signs in itself (through a generated client, say). */
  password: string;
  companyId: string;
  token: string;
}

export interface PersonFlags {
  isAdmin?: boolean;
  isAccountLead?: boolean;
  isApprover?: boolean;
  isUser?: boolean;
}

/** The id of the company of that name, made when missing. */
export async function companyId(t: TestApp, name: string): Promise<string> {
  await t.database.db.insert(companies).values({ name }).onConflictDoNothing();
  const [row] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  if (!row) throw new Error(`no company ${name}`);
  return row.id;
}

/**
 * A confirmed user of its own in the given company, signed in: tests that change or delete users
 * act on people of their own, never on the demo accounts other tests sign in with.
 */
export async function person(t: TestApp, company: string, flags: PersonFlags = {}): Promise<Person> {
  const email = `p-${randomUUID()}@people.example`;
  const password = 'People-pass-1';
  const cid = await companyId(t, company);
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      userName: `Person ${email.slice(2, 8)}`,
      companyId: cid,
      passwordHash: await hashPassword(password),
      userStatus: 'CONFIRMED',
      emailVerified: true,
      isUser: flags.isUser ?? true,
      isAdmin: flags.isAdmin ?? false,
      isAccountLead: flags.isAccountLead ?? false,
      isApprover: flags.isApprover ?? false,
      termsAgreed: 'yes',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  const res = await t.request(routes.login, { body: { username: email, password } });
  const body = res.json<LoginResponse>();
  if (body.kind !== 'tokens') throw new Error(`sign-in failed: ${res.body}`);
  return { id: row.id, email, password, companyId: cid, token: body.tokens.id_token };
}
