import { randomUUID } from 'node:crypto';
import type { CurrentUser, LoginResponse, Tokens } from '@tsr/contract';
import type { AfterResponse } from '../accounts/after-response';
import { hashPassword, spendVerifyTime, verifyPassword } from '../accounts/passwords';
import {
  currentUserView,
  endIdTokens,
  findUserByEmail,
  findUserById,
  groupsOf,
  revokeAllOf,
  type UserRow,
  updateUser,
} from '../accounts/user-rows';
import type { Db } from '../db/database';
import { recordEvent } from '../events/events';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import type { Mailer } from '../mail/mailer';
import { insertAccountInCompany } from './account-repository';
import { consumeCode, issueCode } from './codes';
import type { IdTokens } from './id-tokens';
import { type PrincipalReader, principalReader } from './principal-read';
import { issueRefreshToken, revokeFamilyOf, rotateRefreshToken } from './refresh-tokens';
import type { SignInThrottle } from './sign-in-throttle';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  idTokens: IdTokens;
  throttle: SignInThrottle;
  afterResponse: AfterResponse;
  refreshTokenTtlDays: number;
  signupReviewCap: number;
  productName: string;
  /** PUBLIC_URL: where users reach the product, for the links in e-mails. */
  publicUrl: string;
}

const WRONG_CREDENTIALS = 'Incorrect username or password.';
const INVALID_CODE = 'Invalid or expired code. Please request a new one.';

/** Identity operations of spec 2.3, 4 and 7.1: the product is its own identity service. */
export class AuthService {
  /** The caller's user row, read fresh (an API key's call reads its creator's by it too). */
  readonly readPrincipal: PrincipalReader;
  constructor(private readonly deps: AuthDeps) {
    this.readPrincipal = principalReader(deps.db);
  }

  async login(email: string, password: string, ip: string): Promise<LoginResponse> {
    const { db, throttle } = this.deps;
    await throttle.assertMayTry(email, ip);
    const user = await findUserByEmail(db, email);
    if (!user?.passwordHash) {
      await spendVerifyTime(password);
      await throttle.recordFailure(email, ip);
      throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await throttle.recordFailure(email, ip);
      throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
    }
    await throttle.recordSuccess(email, ip);
    if (!user.isEnabled) throw new AppError('UNAUTHENTICATED', 'User is disabled.');
    if (user.userStatus === 'UNCONFIRMED') {
      throw new AppError('UNAUTHENTICATED', 'User is not confirmed. Please enter the code we e-mailed you.');
    }
    if (user.passwordChangeRequired) {
      return {
        kind: 'challenge',
        challenge: 'NEW_PASSWORD_REQUIRED',
        session: await this.deps.idTokens.signChallenge(user.id),
        email: user.email,
      };
    }
    return { kind: 'tokens', tokens: await this.startSession(user) };
  }

  /** Answers NEW_PASSWORD_REQUIRED: sets the first password and signs the user in. */
  async respondToNewPassword(session: string, newPassword: string): Promise<Tokens> {
    const userId = await this.deps.idTokens.verifyChallenge(session);
    const user = userId ? await findUserById(this.deps.db, userId) : undefined;
    if (!user?.passwordChangeRequired || !user.isEnabled) {
      throw new AppError('UNAUTHENTICATED', 'Your sign-in session has expired. Please sign in again.');
    }
    await updateUser(this.deps.db, user.id, {
      passwordHash: await hashPassword(newPassword),
      passwordChangeRequired: false,
      userStatus: 'CONFIRMED',
      emailVerified: true,
    });
    // Setting the password raised the session version: sign the new session with the row as stored.
    const updated = await findUserById(this.deps.db, user.id);
    if (!updated)
      throw new AppError('UNAUTHENTICATED', 'Your sign-in session has expired. Please sign in again.');
    return this.startSession(updated);
  }

  async refresh(refreshToken: string): Promise<Tokens> {
    const result = await rotateRefreshToken(this.deps.db, refreshToken, this.deps.refreshTokenTtlDays);
    if (result.kind === 'rejected') {
      throw new AppError(
        'UNAUTHENTICATED',
        result.reused
          ? 'This session was ended because its refresh token was used twice. Please sign in again.'
          : 'Your session has expired. Please sign in again.',
      );
    }
    const user = await findUserById(this.deps.db, result.userId);
    if (!user?.isEnabled) throw new AppError('UNAUTHENTICATED', 'User is disabled.');
    return { ...(await this.idTokenFor(user, result.familyId)), refresh_token: result.token };
  }

  /**
   * Ends this sign-in: its refresh tokens stop at once, and so does every ID token of the user.
   * Other sign-ins keep their refresh tokens and fetch a new ID token on their next call.
   */
  async logout(refreshToken: string): Promise<void> {
    const userId = await revokeFamilyOf(this.deps.db, refreshToken);
    if (userId) await endIdTokens(this.deps.db, userId);
  }

  /**
   * Self sign-up makes a trial user in a customer company of their own (see
   * docs/decisions/0002-self-sign-up.md). An e-mail already registered gets a notice instead of
   * a code. The caller gets the same answer either way, at once: everything else happens after
   * the answer, so neither its content nor its time reveals accounts.
   */
  async signUp(email: string, password: string): Promise<void> {
    this.deps.afterResponse.run(() => this.registerOrNotify(email, password));
  }

  /** Both paths hash the password and send one e-mail. */
  private async registerOrNotify(email: string, password: string): Promise<void> {
    const { db, mailer } = this.deps;
    const passwordHash = await hashPassword(password);
    const existing = await findUserByEmail(db, email);
    if (existing && existing.userStatus !== 'UNCONFIRMED') {
      await mailer.send({
        to: existing.email,
        subject: `${this.deps.productName}: sign-up attempt`,
        text: `Someone tried to create a ${this.deps.productName} account with this e-mail address, which already has one.\n\nIf it was you, sign in or use "Forgotten password". Otherwise you can ignore this e-mail.`,
      });
      return;
    }
    let userId: string;
    if (existing) {
      await updateUser(db, existing.id, { passwordHash });
      userId = existing.id;
    } else {
      userId = await this.createTrialUser(email, passwordHash);
    }
    const code = await issueCode(db, userId, 'signup');
    await mailer.send({
      to: email,
      subject: `${this.deps.productName}: your confirmation code`,
      text: `Welcome to ${this.deps.productName}.\n\nYour confirmation code is ${code}\n\nEnter it on the Confirm sign up page together with your e-mail address. The code is valid for 24 hours. This link opens the page with both filled in:\n\n${this.pageLink('confirmsignup', email, code)}`,
    });
  }

  async confirmSignUp(email: string, code: string): Promise<void> {
    const { db } = this.deps;
    const user = await findUserByEmail(db, email);
    if (user?.userStatus !== 'UNCONFIRMED' || !(await consumeCode(db, user.id, 'signup', code))) {
      throw new AppError('BAD_REQUEST', INVALID_CODE);
    }
    await updateUser(db, user.id, { userStatus: 'CONFIRMED', emailVerified: true });
  }

  /** Answers the same, at once, whether or not the e-mail has an account; the code follows by e-mail. */
  async resetPassword(email: string): Promise<void> {
    this.deps.afterResponse.run(() => this.mailResetCode(email));
  }

  private async mailResetCode(email: string): Promise<void> {
    const { db, mailer } = this.deps;
    const user = await findUserByEmail(db, email);
    if (!user?.isEnabled) return;
    const code = await issueCode(db, user.id, 'reset');
    await mailer.send({
      to: user.email,
      subject: `${this.deps.productName}: password reset code`,
      text: `We received a request to reset your ${this.deps.productName} password.\n\nYour password reset code is ${code}\n\nEnter it on the Confirm password reset page within one hour; this link opens the page with your e-mail address and the code filled in:\n\n${this.pageLink('confirmpasswordreset', user.email, code)}\n\nIf you did not ask for this, you can ignore this e-mail.`,
    });
  }

  async confirmPasswordReset(email: string, code: string, password: string, ip: string): Promise<void> {
    const { db } = this.deps;
    const user = await findUserByEmail(db, email);
    if (!user?.isEnabled || !(await consumeCode(db, user.id, 'reset', code))) {
      throw new AppError('BAD_REQUEST', INVALID_CODE);
    }
    // Proving control of the mailbox also confirms the address and answers a pending first-password challenge.
    await updateUser(db, user.id, {
      passwordHash: await hashPassword(password),
      passwordChangeRequired: false,
      userStatus: 'CONFIRMED',
      emailVerified: true,
    });
    await revokeAllOf(db, user.id);
    await this.deps.throttle.clearAccount(email, ip);
  }

  async changePassword(principal: Principal, current: string, next: string): Promise<void> {
    const { db } = this.deps;
    const user = await findUserById(db, principal.userId);
    if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, current))) {
      throw new AppError('BAD_REQUEST', 'The current password is not correct.');
    }
    await updateUser(db, user.id, { passwordHash: await hashPassword(next) });
    // Every other sign-in ends; this one keeps its refresh token and gets a new ID token on its next call.
    await revokeAllOf(db, user.id, principal.sessionId);
  }

  /** POST /user/verify: marks the caller's e-mail verified after the first password is set. */
  async verifyEmail(principal: Principal, userName: string): Promise<void> {
    this.assertSelf(principal, userName);
    await updateUser(this.deps.db, principal.userId, { emailVerified: true });
  }

  async agreeTerms(
    principal: Principal,
    userName: string,
    termsAgreed: 'yes' | 'no',
    followUp: 'yes' | 'no',
  ) {
    this.assertSelf(principal, userName);
    await updateUser(this.deps.db, principal.userId, { termsAgreed, trialFollowUp: followUp });
  }

  async currentUser(principal: Principal): Promise<CurrentUser> {
    const user = await findUserById(this.deps.db, principal.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    return currentUserView(this.deps.db, user);
  }

  /**
   * Resolves a bearer ID token to the signed-in user, read fresh so a disabled user stops at once;
   * by `read` when the route reads the user row along with what it needs (principalRead).
   */
  async principalFor(idToken: string, read: PrincipalReader = this.readPrincipal): Promise<Principal> {
    const subject = await this.deps.idTokens.verifyIdToken(idToken);
    const user = subject ? await read(subject.userId) : undefined;
    if (!subject || !user || user.sessionVersion !== subject.sessionVersion) {
      throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
    }
    if (!user.isEnabled) throw new AppError('UNAUTHENTICATED', 'User is disabled.');
    return {
      sessionId: subject.sessionId,
      userId: user.id,
      email: user.email,
      companyId: user.companyId,
      groups: groupsOf(user),
      termsAgreed: user.termsAgreed === 'yes' ? 'yes' : 'no',
    };
  }

  /** A trial user in a company named after their address, confirmed later by the mailed code. */
  private createTrialUser(email: string, passwordHash: string): Promise<string> {
    return insertAccountInCompany(this.deps.db, email, {
      email,
      userName: email,
      passwordHash,
      userStatus: 'UNCONFIRMED',
      isUser: true,
      // Approval lets them submit their own reviews within the cap (docs/decisions/0006).
      isApprover: true,
      isTrialUser: true,
      reviewCap: this.deps.signupReviewCap,
      termsAgreed: 'no',
      trialFollowUp: 'yes',
    });
  }

  /**
   * The page where a mailed code is entered, with the address and the code in its query. Relative
   * to PUBLIC_URL, so a product served under a path (https://example.com/tsr) keeps it.
   */
  private pageLink(page: 'confirmsignup' | 'confirmpasswordreset', email: string, code: string): string {
    const base = this.deps.publicUrl.endsWith('/') ? this.deps.publicUrl : `${this.deps.publicUrl}/`;
    const url = new URL(page, base);
    url.search = new URLSearchParams({ email, code }).toString();
    return url.toString();
  }

  private assertSelf(principal: Principal, userName: string): void {
    if (userName.toLowerCase() !== principal.email.toLowerCase()) {
      throw new AppError('FORBIDDEN', 'You can only change your own account here.');
    }
  }

  private async startSession(user: UserRow): Promise<Tokens> {
    const familyId = randomUUID();
    const refresh = await issueRefreshToken(this.deps.db, user.id, this.deps.refreshTokenTtlDays, familyId);
    await updateUser(this.deps.db, user.id, { lastLoginAt: new Date() });
    await recordEvent(this.deps.db, { kind: 'login', userId: user.id, companyId: user.companyId });
    return { ...(await this.idTokenFor(user, familyId)), refresh_token: refresh };
  }

  private async idTokenFor(user: UserRow, familyId: string): Promise<Omit<Tokens, 'refresh_token'>> {
    const id_token = await this.deps.idTokens.signIdToken({
      sv: user.sessionVersion,
      sid: familyId,
      sub: user.id,
      email: user.email,
      name: user.userName,
      groups: groupsOf(user),
      terms_agreed: user.termsAgreed === 'yes' ? 'yes' : 'no',
    });
    return { id_token, expires_in: this.deps.idTokens.ttlSeconds };
  }
}
