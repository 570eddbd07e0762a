import {
  API_KEY_NOT_FOUND,
  API_KEY_SCOPE_TITLES,
  type ApiKeyScope,
  type Group,
  canSubmit as groupsMaySubmit,
  type RouteDefinition,
  SCENARIO_NOT_FOUND,
  STRUCTURE_NOT_FOUND,
  WEBHOOK_MESSAGES,
} from '@tsr/contract';
import type { Principal } from './access';
import { AppError } from './app-error';

/**
 * Who may do what, in one place: every service asks these named policies rather than reading the
 * groups itself, so a rule changes here once. The routes declare their groups too (the access check
 * of `access.ts`); the services check again so that no new route can forget it.
 */

export const USER_NOT_FOUND = 'This user does not exist.';
/** A company the caller may not see, or none: user management and customer metrics say the same. */
export const CUSTOMER_NOT_FOUND = 'This customer does not exist.';
const ONLY_ADMIN = 'Only an administrator can do this.';
const NO_PERMISSION = 'You do not have permission to do this.';

/** The caller is in the group (admins are not counted in every group here: see `mayCallAs`). */
export const inGroup = (p: Pick<Principal, 'groups'>, group: Group): boolean => p.groups.includes(group);

/** The provider's staff, for every company. */
export const isAdmin = (p: Pick<Principal, 'groups'>): boolean => inGroup(p, 'admin');

/** Manages the users and sees the reviews of their own company. */
export const isAccountLead = (p: Pick<Principal, 'groups'>): boolean => inGroup(p, 'accountlead');

/** Reads and submits the reviews of colleagues who may not submit themselves. */
export const isApprover = (p: Pick<Principal, 'groups'>): boolean => inGroup(p, 'approval');

export const isTrialUser = (p: Pick<Principal, 'groups'>): boolean => inGroup(p, 'trialuser');

/**
 * A route's list of groups: an admin may call every route; anyone else needs one of the groups
 * the route names.
 */
export const mayCallAs = (p: Pick<Principal, 'groups'>, groups: readonly Group[]): boolean =>
  isAdmin(p) || groups.some((g) => inGroup(p, g));

export const isLeadOrAdmin = (p: Principal): boolean => isAdmin(p) || isAccountLead(p);

/**
 * Reset remediations, resubmit, revert, latest survey, the content editor's draft and publish,
 * survey versions, and deleting users and customers are the provider's (spec 6).
 */
export function assertAdmin(p: Principal): void {
  if (!isAdmin(p)) throw new AppError('FORBIDDEN', ONLY_ADMIN);
}

/**
 * The site's content (pages, shell texts, uploads) is the administrators' too; its refusal keeps
 * the access check's own wording, which its callers have always been answered with.
 */
export function assertEditsSiteContent(p: Principal): void {
  if (!isAdmin(p)) throw new AppError('FORBIDDEN', NO_PERMISSION);
}

/** User management and customer metrics: admins, and account leads for their own company. */
export function assertLeadOrAdmin(p: Principal): void {
  if (!isLeadOrAdmin(p)) throw new AppError('FORBIDDEN', NO_PERMISSION);
}

/**
 * Who manages a user (spec 6, docs/decisions/0016): admins every company's; an account lead their
 * own company's. Anyone else is told the user does not exist, so ids of other companies' users
 * reveal nothing.
 */
export function manages(p: Principal, companyId: string): boolean {
  return isAdmin(p) || (isAccountLead(p) && p.companyId === companyId);
}

export function assertManages(p: Principal, companyId: string): void {
  if (!manages(p, companyId)) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
}

/** Only administrators try the unpublished draft (a preview). */
export const mayPreview = (p: Principal): boolean => isAdmin(p);

/**
 * Rule logic and question ids are the provider's content, for its administrators only
 * (docs/decisions/0007): anyone else reads explanations without them.
 */
export const readsEngineInternals = (p: Principal): boolean => isAdmin(p);

export interface ReviewOwnership {
  userId: string;
  companyId: string;
  /** An administrator's preview of the draft; absent on rows that do not say (a report's). */
  preview?: boolean;
}

/**
 * Who may read a review (spec 4, 6, docs/decisions/0005): its owner; an account lead or an
 * approver of the owner's company (an approver is who a user without submit permission is
 * pointed to, so they must be able to open and submit the colleague's review); admins (the
 * provider's staff) for any company. A preview of the draft only admins. Anyone else is told the
 * review does not exist, so ids of other companies' reviews reveal nothing.
 */
export function canRead(p: Principal, r: ReviewOwnership): boolean {
  if (isAdmin(p)) return true;
  // A preview is the provider's trial of its unpublished content: no customer reads it, not even
  // an account lead of the company its admin happens to belong to.
  if (r.preview) return false;
  if (p.userId === r.userId) return true;
  return p.companyId === r.companyId && (isAccountLead(p) || isApprover(p));
}

export function assertCanRead(p: Principal, r: ReviewOwnership): void {
  if (!canRead(p, r)) throw new AppError('NOT_FOUND', 'This review does not exist.');
}

/**
 * Deleting stays with the owner, their account lead and admins: an approver reads a colleague's
 * review to submit it, not to remove it.
 */
export function assertCanDelete(p: Principal, r: ReviewOwnership): void {
  assertCanRead(p, r);
  const mayDelete = isAdmin(p) || p.userId === r.userId || isAccountLead(p);
  if (!mayDelete)
    throw new AppError(
      'FORBIDDEN',
      'Only the person who started this review or their account lead can delete it.',
    );
}

/** Answering the questionnaire is the owner's; others see the submit page (spec 4). */
export function assertOwner(p: Principal, r: ReviewOwnership): void {
  assertCanRead(p, r);
  if (p.userId !== r.userId) {
    throw new AppError('FORBIDDEN', 'Only the person who started this review can answer its questions.');
  }
}

/** A review scored again on the latest published version: its owner's and admins' to read. */
export const mayRescore = (p: Principal, r: ReviewOwnership): boolean => isAdmin(p) || p.userId === r.userId;

/** Spec 6 canSubmit, from its one definition in the contract. */
export function canSubmit(p: Principal): boolean {
  return groupsMaySubmit(p.groups);
}

/** A saved structure's creator (null once their account is deleted) and company (issue 33). */
export interface StructureOwnership {
  createdBy: string | null;
  companyId: string;
}

const asReview = (s: StructureOwnership): ReviewOwnership => ({
  userId: s.createdBy ?? '',
  companyId: s.companyId,
});

/**
 * Saved structures are read as reviews are (canRead): their creator, account leads and approvers
 * of the company, admins. Anyone else is told the structure does not exist.
 */
export function assertCanReadStructure(p: Principal, s: StructureOwnership): void {
  if (!canRead(p, asReview(s))) throw new AppError('NOT_FOUND', STRUCTURE_NOT_FOUND);
}

/** Deleting one is for its creator, an account lead of its company and admins, as for reviews. */
export const mayDeleteStructure = (p: Principal, s: StructureOwnership): boolean =>
  canRead(p, asReview(s)) && (isAdmin(p) || p.userId === s.createdBy || isAccountLead(p));

export function assertCanDeleteStructure(p: Principal, s: StructureOwnership): void {
  assertCanReadStructure(p, s);
  if (!mayDeleteStructure(p, s))
    throw new AppError(
      'FORBIDDEN',
      'Only the person who saved this structure, their account lead or an administrator can delete it.',
    );
}

/**
 * A review of a structure is its company's, charged to it: only a user of that company starts one
 * (an admin reads every company's structures but reviews in their own company).
 */
export const mayStartFromStructure = (p: Principal, s: StructureOwnership): boolean =>
  canRead(p, asReview(s)) && p.companyId === s.companyId;

export function assertMayStartFromStructure(p: Principal, s: StructureOwnership): void {
  assertCanReadStructure(p, s);
  if (!mayStartFromStructure(p, s))
    throw new AppError('FORBIDDEN', "Only a user of the structure's company can start a review of it.");
}

/** A what-if scenario (issue 33): who saved it, and the review it is of. */
export interface ScenarioOwnership {
  createdBy: string | null;
  review: ReviewOwnership;
}

/** A scenario is read as its review is; anyone else is told it does not exist. */
export function assertCanReadScenario(p: Principal, s: ScenarioOwnership): void {
  if (!canRead(p, s.review)) throw new AppError('NOT_FOUND', SCENARIO_NOT_FOUND);
}

/** Changing or deleting one is for who saved it, an account lead of the company and admins. */
export const mayEditScenario = (p: Principal, s: ScenarioOwnership): boolean =>
  canRead(p, s.review) && (isAdmin(p) || p.userId === s.createdBy || isAccountLead(p));

export function assertMayEditScenario(p: Principal, s: ScenarioOwnership): void {
  assertCanReadScenario(p, s);
  if (!mayEditScenario(p, s))
    throw new AppError(
      'FORBIDDEN',
      'Only the person who saved this scenario, their account lead or an administrator can change it.',
    );
}

/**
 * An API key calls a route only when the route table opens it to one of the key's scopes
 * (`keyScopes`, docs/decisions/0040): 403, as for a signed-in user refused a route, since the key
 * itself is valid. Admin-only routes, user management, the editors and the keys' own routes open to
 * no scope.
 */
export function assertKeyMayCall(scopes: readonly ApiKeyScope[], route: RouteDefinition | undefined): void {
  const opens = route?.keyScopes ?? [];
  if (opens.length === 0) throw new AppError('FORBIDDEN', 'An API key cannot do this: please sign in.');
  if (!opens.some((scope) => scopes.includes(scope))) {
    const needed = opens.map((scope) => API_KEY_SCOPE_TITLES[scope]).join(' or ');
    throw new AppError('FORBIDDEN', `This API key's scopes do not allow this: it needs ${needed}.`);
  }
}

/**
 * API keys are managed by account leads and admins, signed in, for their own company: a key never
 * makes or revokes keys, whatever its scopes (the routes open to none; this checks again).
 */
export function assertManagesApiKeys(p: Principal): void {
  if (p.apiKey || !isLeadOrAdmin(p)) throw new AppError('FORBIDDEN', NO_PERMISSION);
}

/** Another company's key, or none: told it does not exist. */
export function assertOwnsApiKey(p: Principal, key: { companyId: string }): void {
  assertManagesApiKeys(p);
  if (key.companyId !== p.companyId) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND);
}

/**
 * Webhooks (issue 35) are managed by a company's account leads and admins; plain users and
 * approvers are refused (403). The routes allow no API key.
 */
export function assertManagesWebhooks(p: Principal): void {
  if (!isLeadOrAdmin(p))
    throw new AppError('FORBIDDEN', 'Only account leads and administrators manage webhooks.');
}

/**
 * One webhook: an account lead of its company, or an admin (as `manages`); anyone else is told it
 * does not exist, so ids of other companies' webhooks reveal nothing.
 */
export function assertManagesWebhook(p: Principal, webhook: { companyId: string }): void {
  assertManagesWebhooks(p);
  if (!manages(p, webhook.companyId)) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
}
