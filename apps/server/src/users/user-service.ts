import {
  type AuditEntry,
  type CompanyUsers,
  type CreateUserRequest,
  type UpdateUserRequest,
  USER_MESSAGES,
  type UserDetail,
  type UserReports,
} from '@tsr/contract';
import type { AfterResponse } from '../accounts/after-response';
import { hashPassword } from '../accounts/passwords';
import {
  companyNameOf,
  findUserByEmail,
  findUserById,
  type UserRow,
  updateUser,
} from '../accounts/user-rows';
import { readAudit, writeAudit } from '../audit/audit-log';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import {
  assertAdmin,
  assertLeadOrAdmin,
  assertManages,
  CUSTOMER_NOT_FOUND,
  isAdmin,
  USER_NOT_FOUND,
} from '../http/policies';
import { listReviews } from '../reviews/list-repository';
import {
  insertNewUser,
  isUniqueViolation,
  mailAddressInUse,
  type NewUser,
  type NewUserDeps,
} from './new-user';
import { temporaryPassword } from './temporary-password';
import {
  companiesWithUsers,
  companyNamed,
  customerCounts,
  deleteCustomerData,
  deleteUserById,
  findCompanyById,
  findLiveCompany,
} from './user-repository';
import { auditSnapshot, userDetail } from './user-view';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

const ADMIN_FIELDS_ONLY = 'Only an administrator can set the company, review cap or trial fields.';
const ADDRESS_IN_USE = 'A user with this email address already exists.';
/** The most reviews a user's list shows, newest first, as one page of the reviews list holds. */
const USER_REVIEWS_AT_MOST = 1000;

export interface UserServiceDeps extends NewUserDeps {
  /** Runs a lead's user creation after the answer (see create). */
  afterResponse: AfterResponse;
}

/**
 * What creating a user came to: the user (an admin's request), or a lead's request accepted, the
 * work done after the answer.
 */
export type CreateOutcome = { kind: 'created'; user: UserDetail } | { kind: 'requested'; email: string };

/** User administration (spec 2.9, 3.5, 5.4, 6, 7.4). Every method checks who acts. */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** Every customer company with its users for an admin; the lead's own company for a lead. */
  async list(p: Principal): Promise<CompanyUsers[]> {
    assertLeadOrAdmin(p);
    const rows = await companiesWithUsers(this.db, isAdmin(p) ? undefined : p.companyId);
    const byCompany = new Map<string, CompanyUsers>();
    for (const { company, user } of rows) {
      let entry = byCompany.get(company.id);
      if (!entry) {
        entry = { companyId: company.id, companyName: company.name, Users: [] };
        byCompany.set(company.id, entry);
      }
      if (user) entry.Users.push(userDetail(user, company.name));
    }
    return [...byCompany.values()];
  }

  /** The user, if the caller manages them; otherwise 404 as for an id that is not there. */
  private async managed(p: Principal, id: string): Promise<{ user: UserRow; view: UserDetail }> {
    assertLeadOrAdmin(p);
    const user = await findUserById(this.db, id);
    if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    assertManages(p, user.companyId);
    return { user, view: userDetail(user, (await companyNameOf(this.db, user.companyId)) ?? '') };
  }

  async detail(p: Principal, id: string): Promise<UserDetail> {
    return (await this.managed(p, id)).view;
  }

  /**
   * Spec 2.9: the user's reviews, completed (reports) and incomplete (survey answers), read as the
   * reviews list reads one user's (newest change first, no previews). One page of at most the cap
   * and no `has_more`: this answer has never had pages.
   */
  async reviews(p: Principal, id: string): Promise<UserReports> {
    const { user } = await this.managed(p, id);
    const rows = await listReviews(
      this.db,
      { kind: 'user', userId: user.id },
      { completed: 'all', limit: USER_REVIEWS_AT_MOST, offset: 0 },
    );
    // The latest published version comes with every row; without rows nothing is compared.
    const latest = rows[0]?.latestVersionId ?? null;
    const result: UserReports = { reports: [], answers: [] };
    for (const r of rows) {
      const is_own = r.userId === p.userId;
      if (r.reportId && r.submittedAt) {
        result.reports.push({
          report_id: r.reportId,
          review_id: r.id,
          structure_name: r.structureName,
          submitted: unix(r.submittedAt),
          created_by: user.email,
          risk_score: r.score ?? 0,
          is_own,
          old_report: latest !== null && r.surveyVersionId !== latest,
        });
      } else {
        result.answers.push({
          survey_answer_id: r.id,
          structure_name: r.structureName,
          last_modified: unix(r.updatedAt),
          created_by: user.email,
          is_own,
          finished: r.finished,
        });
      }
    }
    return result;
  }

  /** The company of that name, made (or brought back, if it was deleted) when there is none. */
  private async companyNamed(name: string): Promise<{ id: string; name: string }> {
    const company = await companyNamed(this.db, name);
    if (!company) throw new AppError('CONFLICT', 'The company could not be saved. Please try again.');
    return company;
  }

  /**
   * Creates a user with a temporary password, e-mailed to them. An admin, who sees every company's
   * users anyway, is told when the address has an account (409). An account lead is told only of
   * their own company's users, which their User List shows; for any other address they get the same
   * answer, at once, whether it is new or has an account elsewhere, and the work happens after the
   * answer (docs/decisions/0016): the user is created and mailed, or the address's owner is told.
   */
  async create(p: Principal, body: CreateUserRequest): Promise<CreateOutcome> {
    assertLeadOrAdmin(p);
    const admin = isAdmin(p);
    const adminFieldsGiven =
      body.company !== undefined ||
      body.review_cap !== undefined ||
      body.is_trial_user !== undefined ||
      body.terms_agreed !== undefined;
    if (!admin && adminFieldsGiven) throw new AppError('FORBIDDEN', ADMIN_FIELDS_ONLY);
    if (admin && body.company === undefined) throw new AppError('BAD_REQUEST', USER_MESSAGES.company);
    const existing = await findUserByEmail(this.db, body.email);
    if (admin) {
      if (existing) throw new AppError('CONFLICT', ADDRESS_IN_USE);
      return { kind: 'created', user: await this.createNow(p, body) };
    }
    if (existing?.companyId === p.companyId) throw new AppError('CONFLICT', ADDRESS_IN_USE);
    const company = await this.companyById(p.companyId);
    this.deps.afterResponse.run(() => this.createOrNotify(p, { ...this.defaults(body), company }));
    return { kind: 'requested', email: body.email };
  }

  private defaults(body: CreateUserRequest): Omit<NewUser, 'company'> {
    return {
      email: body.email,
      name: body.name,
      reviewCap: Number(body.review_cap ?? '-1'),
      isTrialUser: body.is_trial_user ?? false,
      termsAgreed: body.terms_agreed ?? 'no',
    };
  }

  /** An admin's user, created before the answer. */
  private async createNow(p: Principal, body: CreateUserRequest): Promise<UserDetail> {
    const company = body.company
      ? await this.companyNamed(body.company)
      : await this.companyById(p.companyId);
    const password = temporaryPassword();
    try {
      return await insertNewUser(
        this.deps,
        p,
        { ...this.defaults(body), company },
        password,
        await hashPassword(password),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', ADDRESS_IN_USE);
      throw err;
    }
  }

  /**
   * A lead's user, after the answer. Both paths hash a temporary password, as sign-up's do, so not
   * even the server's load tells them apart; an address taken meanwhile is treated as taken.
   */
  private async createOrNotify(p: Principal, user: NewUser): Promise<void> {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const existing = await findUserByEmail(this.db, user.email);
    if (existing) return mailAddressInUse(this.deps, existing.email);
    try {
      await insertNewUser(this.deps, p, user, password, passwordHash);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await mailAddressInUse(this.deps, user.email);
    }
  }

  private async companyById(id: string): Promise<{ id: string; name: string }> {
    const company = await findCompanyById(this.db, id);
    if (!company) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    return company;
  }

  /**
   * Spec 3.5 update. Leads change the name, the role flags and Enabled of their company's users;
   * the company, review cap and trial fields are the admin's; is_admin is never written here.
   * Disabling raises the session version (updateUser), so the user's open sessions end at once.
   */
  async update(p: Principal, id: string, body: UpdateUserRequest): Promise<UserDetail> {
    const { user, view: before } = await this.managed(p, id);
    const admin = isAdmin(p);
    const adminFieldsGiven =
      body.company !== undefined ||
      body.review_cap !== undefined ||
      body.is_trial_user !== undefined ||
      body.terms_agreed !== undefined ||
      body.trial_follow_up !== undefined;
    if (!admin && adminFieldsGiven) throw new AppError('FORBIDDEN', ADMIN_FIELDS_ONLY);
    if (user.id === p.userId && body.is_enabled === false) {
      throw new AppError('BAD_REQUEST', 'You cannot disable your own account.');
    }
    if (user.id === p.userId && body.is_account_lead === false && user.isAccountLead) {
      throw new AppError('BAD_REQUEST', 'You cannot remove your own account lead role.');
    }
    const company = body.company !== undefined ? await this.companyNamed(body.company) : undefined;
    await updateUser(this.db, user.id, {
      userName: body.name,
      ...(company && { companyId: company.id }),
      ...(body.review_cap !== undefined && { reviewCap: Number(body.review_cap) }),
      ...(body.is_user !== undefined && { isUser: body.is_user }),
      ...(body.is_trial_user !== undefined && { isTrialUser: body.is_trial_user }),
      ...(body.is_enabled !== undefined && { isEnabled: body.is_enabled }),
      ...(body.is_account_lead !== undefined && { isAccountLead: body.is_account_lead }),
      ...(body.is_approver !== undefined && { isApprover: body.is_approver }),
      ...(body.terms_agreed !== undefined && { termsAgreed: body.terms_agreed }),
      ...(body.trial_follow_up !== undefined && { trialFollowUp: body.trial_follow_up }),
    });
    const row = await findUserById(this.db, user.id);
    if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    const after = userDetail(row, company?.name ?? before.company_name);
    await writeAudit(this.db, p, 'user.update', user.id, auditSnapshot(before), auditSnapshot(after));
    return after;
  }

  /** Admin only (spec 6): the user and their reviews and reports; their charges stay for billing. */
  async deleteUser(p: Principal, id: string): Promise<void> {
    assertAdmin(p);
    const { user, view } = await this.managed(p, id);
    if (user.id === p.userId) throw new AppError('BAD_REQUEST', 'You cannot delete your own account.');
    await deleteUserById(this.db, user.id);
    await writeAudit(this.db, p, 'user.delete', user.id, auditSnapshot(view), null);
  }

  /**
   * Admin only (spec 6): deletes the customer's users, reviews and reports. The company row stays,
   * marked deleted, so its charges keep their company for billing (docs/decisions/0016).
   */
  async deleteCustomer(p: Principal, companyId: string): Promise<void> {
    assertAdmin(p);
    const company = await findLiveCompany(this.db, companyId);
    if (!company) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    if (company.id === p.companyId) {
      throw new AppError('BAD_REQUEST', 'You cannot delete the company you belong to.');
    }
    const counts = await customerCounts(this.db, company.id);
    await deleteCustomerData(this.db, company.id);
    await writeAudit(
      this.db,
      p,
      'customer.delete',
      company.id,
      { company_name: company.name, users: counts.users, reviews: counts.reviews },
      null,
    );
  }

  /**
   * Admin only: the audit log of one user. The log outlives the user, so a deleted user's entries
   * stay readable; an id that never named a user answers 404 as the other user routes do.
   */
  async audit(p: Principal, id: string): Promise<AuditEntry[]> {
    assertAdmin(p);
    const [user, entries] = await Promise.all([findUserById(this.db, id), readAudit(this.db, id)]);
    if (!user && !entries.some((e) => e.action === 'user.delete')) {
      throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    }
    return entries;
  }
}
