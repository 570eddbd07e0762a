import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Customer companies (spec 1): users are grouped under them and reviews are charged to them. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
  /**
   * Set when an admin deletes the customer: its users, reviews and reports are gone, the row stays
   * so that its charges (billing history) keep their company. Lists and metrics leave it out.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * Users with every field of spec 3.5. Role flags map to the ID token's groups claim:
 * is_admin → admin, is_account_lead → accountlead, is_approver → approval,
 * is_user → submitter, is_trial_user → trialuser.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash'),
    /** Set for users created with a temporary password: sign-in answers NEW_PASSWORD_REQUIRED. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** UNCONFIRMED (signed up, code not yet given), CONFIRMED, FORCE_CHANGE_PASSWORD. */
    userStatus: text('user_status').notNull().default('CONFIRMED'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isUser: boolean('is_user').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    isAccountLead: boolean('is_account_lead').notNull().default(false),
    isApprover: boolean('is_approver').notNull().default(false),
    isTrialUser: boolean('is_trial_user').notNull().default(false),
    /** -1 means unlimited (spec 9). */
    reviewCap: integer('review_cap').notNull().default(-1),
    termsAgreed: text('terms_agreed').notNull().default('no'),
    trialFollowUp: text('trial_follow_up').notNull().default('yes'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Carried in every ID token and compared on each call: raising it refuses every ID token issued
     * before at once (logout, password change or reset, disabling). Refresh tokens decide which
     * sessions may fetch a new one (docs/decisions/0012-sessions-and-sign-in-throttling.md).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
    // The reviews list's search finds creators by any part of their address (pg_trgm, decision 0028).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** Rotating refresh tokens, stored hashed. A family is one sign-in; reuse revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new one (rotation) or revoked. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** E-mailed one-time codes for sign-up confirmation and password reset, stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.purpose)],
);

/**
 * rate-limiter-flexible's counters (its Drizzle store, the same on PGlite and PostgreSQL), so
 * every server shares the failed sign-in counts and delays. Columns as that store requires.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

/** Server secrets generated on first start when not configured (the token signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Usage events: the source of customer metrics (logins, review starts and submits). */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    entities: integer('entities'),
    createdAt: createdAt(),
  },
  // The second index lets the customer metrics of every company read a date range by an index-only
  // scan (kind, time, then the columns it groups by) instead of the whole table.
  (t) => [
    index('events_company_kind_idx').on(t.companyId, t.kind, t.createdAt),
    index('events_kind_time_idx').on(t.kind, t.createdAt, t.companyId, t.userId),
  ],
);

/**
 * Who did what to whom: account and content changes. Append-only: the code only inserts and reads
 * (audit/audit-log.ts); no foreign keys, so an entry outlives the users it names. For a user
 * change `target` is the user's id and `details` holds the actor's e-mail, before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    target: text('target'),
    /**
     * The user the change is about when the target is something of theirs (a review): the user's
     * page shows these entries too, and they outlive the deleted review.
     */
    subjectUserId: uuid('subject_user_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.target, t.createdAt),
    index('audit_log_subject_idx').on(t.subjectUserId, t.createdAt),
  ],
);

/**
 * Survey content versions (spec 1, 3.4, 7.3): one mutable draft and immutable published versions.
 * A review keeps the version it was started on until an admin moves it to the latest.
 */
export const surveyVersions = pgTable(
  'survey_versions',
  {
    id: serial('id').primaryKey(),
    /** 1, 2, 3 ... for published versions; null for the draft. */
    version: integer('version').unique(),
    status: text('status').notNull(),
    content: jsonb('content').notNull(),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by'),
  },
  (t) => [uniqueIndex('survey_versions_one_draft').on(t.status).where(sql`${t.status} = 'draft'`)],
);

/**
 * The optimistic revision of each section (questions, rules, responses, definitions)
 * of the one draft in survey_versions, and who saved it last and when. A save is a
 * compare-and-set on this row (`UPDATE ... WHERE revision = base`), so of two admins saving the
 * same section from the same revision exactly one wins and the other is told who saved it.
 */
export const surveyDraftSections = pgTable('survey_draft_sections', {
  section: text('section').primaryKey(),
  revision: integer('revision').notNull().default(1),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 34: which admin has the draft open in which editor, and when their editor last said so.
 * In the database, not in memory, because several servers may share it (README, "Several servers
 * behind a load balancer"): two admins' heartbeats may reach different servers.
 */
export const editorPresence = pgTable(
  'editor_presence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    editor: text('editor').notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.editor] }),
    index('editor_presence_editor_idx').on(t.editor, t.lastSeen),
  ],
);

/**
 * Saved structures (issue 33): each structure a review is started from, kept for its company so the
 * next year's review starts from it. `name` and `revision` are the latest revision's; every revision
 * stays in structure_revisions. Deleting one keeps its reviews, which hold their own copy of the
 * structure they were started with, and their charges.
 */
export const structures = pgTable(
  'structures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who saved it first; null once their account is deleted (the company keeps the structure). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('structures_company_idx').on(t.companyId, t.updatedAt),
    index('structures_created_by_idx').on(t.createdBy, t.updatedAt),
    index('structures_updated_idx').on(t.updatedAt),
  ],
);

/** Every revision of a saved structure, as drawn; never changed once written. */
export const structureRevisions = pgTable(
  'structure_revisions',
  {
    structureId: uuid('structure_id')
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    structure: jsonb('structure').notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.structureId, t.revision] })],
);

/** A review: the structure as given, the prepared structure, and the answers by part (spec 3.2). */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyVersionId: integer('survey_version_id')
      .notNull()
      .references(() => surveyVersions.id),
    structureName: text('structure_name').notNull(),
    structure: jsonb('structure').notNull(),
    prepared: jsonb('prepared').notNull(),
    sequence: jsonb('sequence').notNull(),
    preview: boolean('preview').notNull().default(false),
    /** in_progress, then submitted (a report exists). */
    status: text('status').notNull().default('in_progress'),
    finished: boolean('finished').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The saved structure it was started from, and which revision; null for a preview (or deleted). */
    structureId: uuid('structure_id').references(() => structures.id, { onDelete: 'set null' }),
    structureRevision: integer('structure_revision'),
    /**
     * Set when the review started with the answers of the structure's previous review (issue 33):
     * from which review and its date, and the answers that could not be carried (CarriedForward).
     */
    carriedForward: jsonb('carried_forward'),
  },
  // The lists (spec 2.8) page newest first within a company, a user, or (admins) every company; the
  // search finds any part of a structure's name by its trigrams (pg_trgm, decision 0028).
  (t) => [
    index('reviews_company_idx').on(t.companyId, t.updatedAt),
    index('reviews_user_idx').on(t.userId, t.updatedAt),
    index('reviews_updated_idx').on(t.updatedAt),
    index('reviews_structure_name_trgm_idx').using('gin', t.structureName.op('gin_trgm_ops')),
    // A saved structure's reviews, newest first (its history, its latest score).
    index('reviews_structure_idx').on(t.structureId, t.createdAt),
  ],
);

/** The report of a submitted review (spec 3.3): the original never changes; comments are appended. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .unique()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    original: jsonb('original').notNull(),
    /** Remediation comments in the order given (spec 3.3 Comment). */
    comments: jsonb('comments').notNull().default(sql`'[]'::jsonb`),
    /** The original overall score, kept as a column for averages and lists. */
    score: doublePrecision('score').notNull(),
    /**
     * The portfolio's summary of the original report (issue 33), kept beside it so that a company's
     * structures are listed without reading their reports: the highest cell score per tax head
     * ({ IT, CGT, IHT, CT, ATED }), and the soonest key date still due on the report's as-at date.
     */
    headScores: jsonb('head_scores'),
    nextKeyDate: date('next_key_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('reports_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * What-if scenarios (issue 33): a report's answers or structure dates changed and scored again on
 * the report's own content version. The report never changes; a scenario keeps only its changes
 * and is scored again when opened.
 */
export const scenarios = pgTable(
  'scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The changes (ScenarioChanges): answers by part and question, and the structure's dates. */
    changes: jsonb('changes').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scenarios_review_idx').on(t.reviewId, t.updatedAt)],
);

/** One charge per submitted review, against the company (spec 1). Unique per review: charged once. */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewId: uuid('review_id').notNull().unique(),
    entities: integer('entities').notNull(),
    createdAt: createdAt(),
  },
  // The company index serves the customer metrics (submitted reviews in a date range).
  (t) => [
    index('charges_user_idx').on(t.userId),
    index('charges_company_idx').on(t.companyId, t.createdAt),
    index('charges_time_idx').on(t.createdAt, t.companyId, t.userId, t.entities),
  ],
);

/**
 * The customer metrics' counts summed ahead (decision 0016): review starts (the review_started events)
 * and charges per user, company and UTC month, and per company and week (from Monday 00:00 UTC).
 * Triggers on events and charges keep them (drizzle/0008: every insert, update and delete of a
 * row that counts), so they always equal the sums over those tables; the metrics read whole months
 * and weeks here and the part of a range before the first and after the last from the tables
 * themselves. No foreign keys: like the events, the counts outlive the users and companies they
 * name, and the metrics join only the ones that still exist.
 */
export const usageUserMonths = pgTable(
  'usage_user_months',
  {
    companyId: uuid('company_id').notNull(),
    month: timestamp('month', { withTimezone: true }).notNull(),
    userId: uuid('user_id').notNull(),
    started: integer('started').notNull().default(0),
    submitted: integer('submitted').notNull().default(0),
    entities: bigint('entities', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.month, t.userId] }),
    index('usage_user_months_month_idx').on(t.month),
  ],
);

export const usageCompanyWeeks = pgTable(
  'usage_company_weeks',
  {
    companyId: uuid('company_id').notNull(),
    week: timestamp('week', { withTimezone: true }).notNull(),
    started: integer('started').notNull().default(0),
    submitted: integer('submitted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.week] }), index('usage_company_weeks_week_idx').on(t.week)],
);

/**
 * Site content (spec 7.5): the published versions of each document by type and
 * locale. Versions are immutable; the newest is what readers get; restoring an earlier one
 * publishes its document again as a new version, so the history only grows.
 */
export const siteContentVersions = pgTable(
  'site_content_versions',
  {
    type: text('type').notNull(),
    locale: text('locale').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.type, t.locale, t.version] })],
);

/** The one draft of each site content document (type, locale), saved by the editor before publishing. */
export const siteContentDrafts = pgTable(
  'site_content_drafts',
  {
    type: text('type').notNull(),
    locale: text('locale').notNull(),
    document: jsonb('document').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.type, t.locale] })],
);

/**
 * The provider's site settings (issue 34), one row per key with its JSON value; a key never set
 * has no row and reads as its default (SITE_SETTING_DEFAULTS). Who changed it last and when.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A company's API keys (issue 35, docs/decisions/0040): the secret is shown once at creation and
 * stored only as its SHA-256 digest; `prefix` is its first characters, not secret, to tell keys
 * apart. A key acts as who created it, limited to its scopes; revoked keys stay listed.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The scopes it may use (`readReports`, `startReviews`), a set. */
    scopes: text('scopes').array().notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Written at most once a minute per key, not on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * A company's webhooks (issue 35, docs/decisions/0042-webhooks.md): an https address told of the
 * events it chose. The signing secret must be read again to sign each delivery, so it is kept
 * encrypted (AES-256-GCM, webhooks/webhook-secrets.ts), never as given.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The event types it is sent (`review.submitted`, ...), a set. */
    events: text('events').array().notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * One event to send to one webhook, written with the event (in its transaction where the event has
 * one) before anything is sent, so a restart loses none. `body` is the JSON exactly as signed and
 * sent on every attempt. A pending row is due at `next_attempt_at`; a server claims it by moving
 * that forward (a lease) under FOR UPDATE SKIP LOCKED, so two servers never send it at once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    event: text('event').notNull(),
    body: text('body').notNull(),
    /** pending, delivered or failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    error: text('error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
