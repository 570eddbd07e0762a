import type { Access, ApiKeyScope, Group } from '@tsr/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { assertKeyMayCall, isTrialUser, mayCallAs } from './policies';

/**
 * Every API route declares who may call it in `config.access` (the contract's route table says
 * it); a route without one stops the server from starting.
 */
export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A trial user who has not agreed to the terms may still call this route. */
    allowTermsPending?: boolean;
  }
  interface FastifyRequest {
    /** Set by the access check on every route that is not public. */
    principal: Principal | null;
  }
}

export interface Principal {
  userId: string;
  email: string;
  companyId: string;
  groups: Group[];
  termsAgreed: 'yes' | 'no';
  /** The sign-in (refresh-token family) of the ID token: a password change keeps this one. */
  sessionId: string;
  /**
   * Set when the caller is an API key rather than a signed-in user (docs/decisions/0040): the key
   * acts as who created it, in its company, within its scopes.
   */
  apiKey?: { id: string; scopes: readonly ApiKeyScope[] };
}

export type Authenticate = (request: FastifyRequest) => Promise<Principal>;

export function registerAccessControl(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
  });

  // preParsing: after onRequest (request id, security headers, the auth routes' rate limits), before
  // the body is read and validated, so a caller who may not call the route gets 401 or 403 and
  // learns nothing of its body, params or size limit. `principalRead` therefore sees the
  // params as routed, unparsed strings, and checks an id's form itself (docs/decisions/0011).
  app.addHook('preParsing', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const principal = await authenticate(request);
    request.principal = principal;
    // A key reaches only the routes the table opens to one of its scopes, whatever `access` says.
    if (principal.apiKey) assertKeyMayCall(principal.apiKey.scopes, request.routeOptions.config.route);
    if (
      isTrialUser(principal) &&
      principal.termsAgreed !== 'yes' &&
      !request.routeOptions.config.allowTermsPending
    ) {
      throw new AppError('FORBIDDEN', 'Please accept the trial terms and conditions first.');
    }
    if (access === 'signedIn') return;
    if (!mayCallAs(principal, access)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    }
  });
}

/** The principal of a route that is not public (the access check has run). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.principal;
}
