import {
  type Access,
  API_KEY_SCOPE_TITLES,
  ErrorBody,
  type Group,
  type RouteDefinition,
  routes,
} from '@tsr/contract';
import type { z } from 'zod';

/** One answer of an operation as the OpenAPI document shows it: a JSON body, a file, or nothing. */
export interface DocumentedAnswer {
  description: string;
  json?: z.ZodType;
  /** Media types of the bytes the answer may carry instead of JSON (a PDF, an attachment). */
  files?: readonly string[];
}

/** What the document says about one route: all of it comes from the table entry and the limits. */
export interface OperationDocs {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  /** `[]` on public operations: OpenAPI's "no credentials", where leaving it out would mean "unsaid". */
  security: Record<string, string[]>[];
  answers: Record<number, DocumentedAnswer>;
}

/** What the server adds to a route beyond its table entry and that changes what it answers. */
export interface RouteLimits {
  /** The largest body the route takes, in bytes (413 above it). */
  bodyLimit: number;
  /** Calls a minute from one address, when the route is rate limited (429 above it). */
  ratePerMinute?: number;
}

/** The route's name in the table is its operationId: unique, stable, and what the web calls it by. */
const names = new Map<RouteDefinition, string>(Object.entries(routes).map(([name, route]) => [route, name]));

const groupWords: Record<Group, string> = {
  admin: 'admins',
  accountlead: 'account leads',
  approval: 'approvers',
  submitter: 'submitters',
  trialuser: 'trial users',
};

/** `access` in words: who passes the access check (admins pass every group check). */
export function accessInWords(access: Access): string {
  if (access === 'public') return 'anyone, without signing in';
  if (access === 'signedIn') return 'any signed-in user';
  const groups = access.includes('admin') ? access : [...access, 'admin' as const];
  const words = groups.map((g) => groupWords[g]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

export function operationDocs(route: RouteDefinition, limits: RouteLimits): OperationDocs {
  const callers = route.callers ?? accessInWords(route.access);
  return {
    operationId: names.get(route) ?? fallbackOperationId(route),
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, keyWords(route), `Who may call: ${callers}.`]
      .filter(Boolean)
      .join('\n\n'),
    security: securityOf(route),
    answers: { ...successAnswers(route), ...errorAnswers(route, limits), ...otherAnswers(route) },
  };
}

/**
 * The ID token always (the `bearer` scheme); an API key (the `apiKey` scheme) where the table opens
 * the route to a scope. OpenAPI 3.0 lists scopes for OAuth only, so the scopes are in the words.
 */
function securityOf(route: RouteDefinition): Record<string, string[]>[] {
  if (route.access === 'public') return [];
  return route.keyScopes?.length ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }];
}

/** Which API keys may call the route, in the scopes' words (docs/decisions/0040). */
export function keyWords(route: RouteDefinition): string {
  if (route.access === 'public') return '';
  const scopes = route.keyScopes ?? [];
  if (scopes.length === 0) return 'API keys: not accepted (403).';
  const titles = scopes.map((scope) => `"${API_KEY_SCOPE_TITLES[scope]}"`).join(' or ');
  return `API keys: accepted with the scope ${titles}, acting as the key's creator.`;
}

function successAnswers(route: RouteDefinition): Record<number, DocumentedAnswer> {
  const answers: Record<number, DocumentedAnswer> = {};
  if (route.responses[200]) answers[200] = { description: 'OK', json: route.responses[200] };
  if (route.responses[201]) answers[201] = { description: 'Created', json: route.responses[201] };
  if (route.responses[202])
    answers[202] = { description: 'Accepted: done after the answer', json: route.responses[202] };
  if (route.responses[204]) answers[204] = { description: 'Done: no body' };
  if (route.files) {
    const json = route.responses[200];
    answers[200] = json
      ? { description: 'OK: JSON, or the file (see the description)', json, files: route.files }
      : { description: 'OK: the file', files: route.files };
  }
  return answers;
}

/** The errors every route of its kind can answer, from what the access check, validation and Fastify do. */
function errorAnswers(route: RouteDefinition, limits: RouteLimits): Record<number, DocumentedAnswer> {
  const answers: Record<number, DocumentedAnswer> = {};
  const error = (description: string): DocumentedAnswer => ({ description, json: ErrorBody });
  if (route.params || route.query || route.body) {
    answers[400] = error('The request is not valid: `message` says why, naming the field at fault.');
  }
  if (route.access !== 'public') {
    answers[401] = error(
      route.keyScopes?.length
        ? 'Not signed in: the ID token is missing, expired or ended (signed out, password changed, user disabled), or the API key is unknown, revoked, or its creator is disabled or no longer an account lead or admin.'
        : 'Not signed in: the ID token is missing, expired or ended (signed out, password changed, user disabled). Refresh it or sign in, then call again.',
    );
    const refusals = [
      ...(route.access === 'signedIn' ? [] : [`only ${accessInWords(route.access)} may call this`]),
      // The access check refuses a trial user who has not agreed to the terms on every other route.
      ...(route.allowTermsPending
        ? []
        : ['the caller is a trial user who has not yet agreed to the trial terms']),
      route.keyScopes?.length
        ? "the caller is an API key without the route's scope"
        : 'the caller is an API key (sign in instead)',
    ];
    if (refusals.length > 0) answers[403] = error(`Refused: ${refusals.join('; or ')}.`);
  }
  if (route.notFound) {
    answers[404] = error(`"${route.notFound}" The id names nothing the caller may see, or is not a UUID.`);
  }
  if (route.body) {
    answers[413] = error(`The body is larger than ${limits.bodyLimit.toLocaleString('en-GB')} bytes.`);
    answers[415] = error('The body is not JSON: send it with Content-Type: application/json.');
  }
  if (limits.ratePerMinute !== undefined) {
    answers[429] = error(
      `More than ${limits.ratePerMinute} calls a minute from this address: \`message\` says when to try again.`,
    );
  }
  answers[500] = error('Something went wrong on the server: `requestId` identifies the failure for support.');
  return answers;
}

/** The statuses the route's services decide, as the table entry words them (they replace a generic text). */
function otherAnswers(route: RouteDefinition): Record<number, DocumentedAnswer> {
  const answers: Record<number, DocumentedAnswer> = {};
  for (const [status, description] of Object.entries(route.otherStatuses ?? {})) {
    answers[Number(status)] = Number(status) < 400 ? { description } : { description, json: ErrorBody };
  }
  return answers;
}

/** For an entry that is not in `routes` (none today): method and path, camel-cased. */
function fallbackOperationId(route: RouteDefinition): string {
  const words = `${route.method} ${route.path}`.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}
