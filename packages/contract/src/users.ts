import { z } from 'zod';
import { Group, YesNo } from './auth';
import { Uuid } from './routes/define-route';

/**
 * Spec 5.4: the messages of the create and edit forms. The web shows them as a list on save; the
 * server answers the first one as a 400, so a client that skipped the form learns the same thing.
 */
export const USER_MESSAGES = {
  name: 'Please enter a user name',
  company: 'Please enter a company name',
  reviewCap: 'Please enter a number of allowed reviews',
  email: 'Please enter an email address',
  reviewCapNumber: 'The number of allowed reviews must be -1 (unlimited) or a whole number.',
} as const;

/** Spec 5.4 confirmations (the same wording for a customer, a user and a review). */
export const CONFIRM_DELETE_CUSTOMER =
  'Are you sure you want to delete this customer?\nThis action cannot be undone.';
export const CONFIRM_DELETE_USER =
  'Are you sure you want to delete this user?\nThis action cannot be undone.';
export const CONFIRM_DELETE_REVIEW =
  'Are you sure you want to delete this review?\nThis action cannot be undone.';
export const CONFIRM_REVERT_REVIEW =
  'Are you sure you want to revert this review?\nThis action cannot be undone.';

/** Spec 8: the 2-second snackbar of Update (to the latest survey). */
export const LATEST_SURVEY_MESSAGES = {
  success: 'Review was updated to use the most recent survey.',
  failure: 'Failed to update the review to the most recent survey.',
} as const;

export const UserName = z.string().trim().min(1, USER_MESSAGES.name).max(200);
export const CompanyName = z.string().trim().min(1, USER_MESSAGES.company).max(200);
/** Spec 3.5: a string; -1 means unlimited (spec 9). */
export const ReviewCapText = z
  .string()
  .trim()
  .min(1, USER_MESSAGES.reviewCap)
  .regex(/^(-1|\d{1,6})$/, USER_MESSAGES.reviewCapNumber);
export const UserEmail = z.string().trim().toLowerCase().max(254).pipe(z.email(USER_MESSAGES.email));

/**
 * POST /users/users (spec 3.5). company, review_cap and the trial fields are the admin's: an
 * account lead's user joins the lead's company with the defaults, and the server refuses them
 * from a lead.
 */
export const CreateUserRequest = z.object({
  name: UserName,
  email: UserEmail,
  company: CompanyName.optional(),
  review_cap: ReviewCapText.optional(),
  is_trial_user: z.boolean().optional(),
  terms_agreed: YesNo.optional(),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;

/** PUT /users/user/{id} (spec 3.5). Fields left out keep their value. is_admin is never written. */
export const UpdateUserRequest = z.object({
  name: UserName,
  company: CompanyName.optional(),
  review_cap: ReviewCapText.optional(),
  is_user: z.boolean().optional(),
  is_trial_user: z.boolean().optional(),
  is_enabled: z.boolean().optional(),
  is_account_lead: z.boolean().optional(),
  is_approver: z.boolean().optional(),
  terms_agreed: YesNo.optional(),
  trial_follow_up: YesNo.optional(),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

/**
 * POST /users/users from an account lead (202): the same answer whether the address was new (the
 * user is created in the lead's company and mailed a temporary password) or already has an account
 * in another company (its owner is told instead), so a lead cannot find out who has an account
 * (docs/decisions/0016). `email` is the address as the server read it.
 */
export const UserCreationRequested = z.object({ email: z.string(), message: z.string() });
export type UserCreationRequested = z.infer<typeof UserCreationRequested>;

/** Spec 3.5 User, with its groups and the flags they come from. */
export const UserDetail = z.object({
  user_id: z.string(),
  user_name: z.string(),
  email: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  review_cap: z.string(),
  is_enabled: z.boolean(),
  terms_agreed: YesNo,
  trial_follow_up: YesNo,
  user_status: z.string(),
  groups: z.array(Group),
  is_user: z.boolean(),
  is_admin: z.boolean(),
  is_account_lead: z.boolean(),
  is_approver: z.boolean(),
  is_trial_user: z.boolean(),
  /** Unix seconds; 0 when never signed in. */
  last_login: z.number().int(),
});
export type UserDetail = z.infer<typeof UserDetail>;

/** Spec 3.5 CompanyUsers. */
export const CompanyUsers = z.object({
  companyId: z.string(),
  companyName: z.string(),
  Users: z.array(UserDetail),
});
export type CompanyUsers = z.infer<typeof CompanyUsers>;

export const UserList = z.object({ userList: z.array(CompanyUsers) });
export type UserList = z.infer<typeof UserList>;

export const CompanyParams = z.object({ company: Uuid });

/** One change written to the append-only audit log: who, when, what, before and after. */
export const AuditEntry = z.object({
  id: z.number().int(),
  /** Unix seconds. */
  at: z.number().int(),
  actor: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditLog = z.object({ entries: z.array(AuditEntry) });
export type AuditLog = z.infer<typeof AuditLog>;

const UnixSeconds = z.number().int().min(0).max(32503680000);

/**
 * The longest metrics range, in seconds: five years of 366 days, so that any five calendar years
 * (leap days included) fit whichever day they start on.
 */
export const METRICS_RANGE_MAX_SECONDS = 5 * 366 * 86400;

/** What the metrics screen and the server say of a range they refuse, in the same words. */
export const METRICS_RANGE_MESSAGES = {
  tooLong: 'The date range is longer than five years. Choose a later start date or an earlier end date.',
  reversed: 'The end date must not be before the start date.',
} as const;

/** Why a metrics range (unix seconds) is refused, or null when it is a range the server reads. */
export function metricsRangeProblem(range: { startDate: number; endDate: number }): string | null {
  if (range.endDate < range.startDate) return METRICS_RANGE_MESSAGES.reversed;
  if (range.endDate - range.startDate > METRICS_RANGE_MAX_SECONDS) return METRICS_RANGE_MESSAGES.tooLong;
  return null;
}

/**
 * POST /metrics/customermetrics (spec 7.4): dates in unix seconds; customerId narrows to one. The
 * range is checked on the whole body rather than on `filter`, so that the 400 names no field: its
 * message is the sentence the screen shows, not "filter: …".
 */
export const CustomerMetricsRequest = z
  .object({
    filter: z.object({ startDate: UnixSeconds, endDate: UnixSeconds, customerId: Uuid.optional() }),
  })
  .superRefine((body, ctx) => {
    const problem = metricsRangeProblem(body.filter);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type CustomerMetricsRequest = z.infer<typeof CustomerMetricsRequest>;

/** Spec 3.5 customer metrics per user (the spec's spelling entitesSubmitted is kept). */
export const UserMetrics = z.object({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  reviewStarted: z.number().int(),
  reviewSubmitted: z.number().int(),
  entitesSubmitted: z.number().int(),
  /** Unix seconds; 0 when never signed in (shown as '-'). */
  lastLogin: z.number().int(),
  /**
   * Beyond the spec: the usage against the cap (-1 unlimited). reviewsCharged counts every charged
   * review of a user with a cap, all time, as the cap does; it is 0 for an unlimited user.
   */
  reviewCap: z.number().int(),
  reviewsCharged: z.number().int(),
});
export type UserMetrics = z.infer<typeof UserMetrics>;

/** Beyond the spec: reviews started and submitted per week (weeks start on Monday, UTC). */
export const WeekMetrics = z.object({
  /** Unix seconds of the Monday 00:00 UTC the week starts. */
  weekStart: z.number().int(),
  started: z.number().int(),
  submitted: z.number().int(),
});
export type WeekMetrics = z.infer<typeof WeekMetrics>;

export const CustomerMetrics = z.object({
  customerId: z.string(),
  customerName: z.string(),
  users: z.array(UserMetrics),
  weeks: z.array(WeekMetrics),
});
export type CustomerMetrics = z.infer<typeof CustomerMetrics>;

export const CustomerMetricsResponse = z.object({ customerMetrics: z.array(CustomerMetrics) });
export type CustomerMetricsResponse = z.infer<typeof CustomerMetricsResponse>;
