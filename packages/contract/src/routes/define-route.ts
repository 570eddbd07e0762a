import { z } from 'zod';
import type { ApiKeyScope } from '../api-keys';
import type { Group } from '../auth';
import type { RouteTag } from './route-tags';

/**
 * Who may call a route: 'public' needs nothing; 'signedIn' needs a valid ID token of an enabled
 * user; a list of groups needs one of them (admins pass every group check).
 */
export type Access = 'public' | 'signedIn' | readonly Group[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The success answers a route declares: its JSON body by status (204 carries z.null(); 202 is work
 * accepted and done after the answer, whose outcome the answer does not tell).
 */
export type Responses = { 200?: z.ZodType; 201?: z.ZodType; 202?: z.ZodType; 204?: z.ZodNull };

/** The statuses a route may document beyond its successes (see RouteDefinition.otherStatuses). */
export type DocumentedStatus = 304 | 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/**
 * One API call, declared once: the server registers it from this (validation, response
 * serialisation, access check, OpenAPI) and the web calls it through the typed client made from it.
 */
export interface RouteDefinition {
  method: HttpMethod;
  /** Fastify's pattern: `/api/review/:id/next`. */
  path: `/api/${string}`;
  /** The OpenAPI tag: the feature the call belongs to (declared with its description in route-tags.ts). */
  tag: RouteTag;
  summary: string;
  /**
   * Documentation only (the OpenAPI description): what an API client developer needs to know
   * beyond the summary. Short.
   */
  description?: string;
  /**
   * Documentation only: who may call it, in words, where the service narrows `access` (the
   * review's owner and company, ...). Without it the document words `access` itself.
   */
  callers?: string;
  /**
   * Documentation only: when the route answers a status that its services decide (409, 422, 503,
   * a 404 without an id in the path, ...), beyond the ones every route of its kind answers (the
   * server's http/openapi-operation.ts adds those). 3xx without a body, errors with ErrorBody.
   */
  otherStatuses?: Partial<Record<DocumentedStatus, string>>;
  /**
   * Documentation only: the media types of the file a 200 answer carries (its handler sends the
   * bytes itself): instead of the JSON body, or as the only answer when `responses` has no 200.
   */
  files?: readonly string[];
  access: Access;
  /**
   * The API key scopes that let a key call this route, any one of them (docs/decisions/0040). Left
   * out: no key may call it, whatever its scopes; a key still needs `access` too, as its creator
   * would. Never on admin-only routes, user management, the editors or the keys' own management.
   */
  keyScopes?: readonly ApiKeyScope[];
  /** A trial user who has not agreed to the terms may still call this route. */
  allowTermsPending?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  responses: Responses;
  /**
   * The answer when a path parameter is not a well-formed id: what it names cannot exist, so the
   * user reads the same 404 as for an id that is not there (not a validation message).
   */
  notFound?: string;
}

/** Keeps the literal types of a route (method, path, schemas) for the server's and web's typing. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

/**
 * The one schema of an id in a path: the 8-4-4-4-12 hexadecimal form PostgreSQL's uuid type
 * accepts. Anything else is refused before it reaches a query (where it would fail the cast).
 */
export const Uuid = z.guid();

/** The params of every `/:id` route. */
export const IdParams = z.object({ id: Uuid });

/** The body a route's success answer carries, as the client reads it (null for 204). */
export type RouteResponse<R extends RouteDefinition> = {
  [S in keyof R['responses']]: R['responses'][S] extends z.ZodType ? z.output<R['responses'][S]> : never;
}[keyof R['responses']];

/** What a handler may give back for the route: the serialiser's input of any declared answer. */
export type RouteReply<R extends RouteDefinition> = {
  [S in keyof R['responses']]: R['responses'][S] extends z.ZodType ? z.input<R['responses'][S]> : never;
}[keyof R['responses']];

type Part<S> = S extends z.ZodType ? S : undefined;
export type ParamsOf<R extends RouteDefinition> = Part<R['params']>;
export type QueryOf<R extends RouteDefinition> = Part<R['query']>;
export type BodyOf<R extends RouteDefinition> = Part<R['body']>;

/** The status a route answers with unless its handler chooses another declared one. */
export function successStatus(route: RouteDefinition): 200 | 201 | 202 | 204 {
  if (route.responses[200]) return 200;
  if (route.responses[201]) return 201;
  if (route.responses[202]) return 202;
  return 204;
}
