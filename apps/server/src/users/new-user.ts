import type { UserDetail } from '@tsr/contract';
import { writeAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import type { Mailer } from '../mail/mailer';
import { recordWebhookEvent } from '../webhooks/webhook-events';
import { insertInvitedUser } from './user-repository';
import { auditSnapshot, userDetail } from './user-view';

export interface NewUserDeps {
  db: Db;
  mailer: Mailer;
  productName: string;
  publicUrl: string;
}

/** A user to create, with the fields already decided by who creates them (spec 3.5). */
export interface NewUser {
  email: string;
  name: string;
  company: { id: string; name: string };
  reviewCap: number;
  isTrialUser: boolean;
  termsAgreed: 'yes' | 'no';
}

/** True when PostgreSQL refused a row for a unique index (drizzle may wrap the driver's error). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Inserts the user with the temporary password's hash, writes the audit entry and mails them the
 * password; they choose their own at the first sign-in (NEW_PASSWORD_REQUIRED). Throws the unique
 * violation when the address has an account (the caller decides what that tells whom).
 */
export async function insertNewUser(
  deps: NewUserDeps,
  actor: Principal,
  user: NewUser,
  password: string,
  passwordHash: string,
): Promise<UserDetail> {
  const row = await insertInvitedUser(deps.db, {
    email: user.email,
    userName: user.name,
    companyId: user.company.id,
    passwordHash,
    isTrialUser: user.isTrialUser,
    reviewCap: user.reviewCap,
    termsAgreed: user.termsAgreed,
  });
  const view = userDetail(row, user.company.name);
  await writeAudit(deps.db, actor, 'user.create', row.id, null, auditSnapshot(view));
  await recordWebhookEvent(deps.db, row.companyId, 'user.created', {
    user_id: row.id,
    email: row.email,
    name: row.userName,
  });
  const { productName, publicUrl } = deps;
  await deps.mailer.send({
    to: row.email,
    subject: `${productName}: your new account`,
    text: `Hello ${row.userName},\n\nAn account of ${productName} has been created for you (${user.company.name}).\n\nSign in at ${publicUrl}/login with this e-mail address and the temporary password:\n\n${password}\n\nYou will be asked to choose your own password when you first sign in.`,
  });
  return view;
}

/**
 * Tells the owner of an address that someone tried to add it as a new user: nothing about who or
 * which company, as sign-up's notice says nothing either.
 */
export async function mailAddressInUse(deps: NewUserDeps, to: string): Promise<void> {
  const { productName } = deps;
  await deps.mailer.send({
    to,
    subject: `${productName}: someone tried to add your e-mail address`,
    text: `Someone tried to add this e-mail address as a new user of ${productName}. It already belongs to your account, so no user was created and your account is unchanged.\n\nIf you expected this, tell them you already have an account. Otherwise you can ignore this e-mail.`,
  });
}
