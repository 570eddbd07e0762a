import { type RouteDefinition, type RouteReply, successStatus } from '@tsr/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table entry the route was registered from (see registerRoute). */
    route?: RouteDefinition;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request whose params, query and body have been parsed with the route's schemas. */
export type RouteRequest<R extends RouteDefinition> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
};

/**
 * Gives back a declared answer (sent with the route's success status), or the reply when the
 * handler sent something itself (another declared status, a PDF).
 */
export type RouteHandler<R extends RouteDefinition> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteReply<R> | FastifyReply>;

export interface ServerRouteOptions {
  /** Server-only route settings, such as a rate limit. */
  config?: Omit<FastifyContextConfig, 'access' | 'allowTermsPending' | 'route'>;
  /** A stricter check of the same body that needs the server (the breached-password list). */
  body?: z.ZodType;
  /** The route's own request size limit, when it takes more (editor saves, uploads) than BODY_LIMIT_BYTES. */
  bodyLimit?: number;
}

/**
 * Registers an API route from its table entry: method, path, validation, response serialisation,
 * OpenAPI (http/openapi-transform.ts) and who may call it all come from the contract, so a route
 * file supplies only handlers.
 */
export function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: ServerRouteOptions = {},
): void {
  const body = options.body ?? route.body;
  const declaresResponses = Object.keys(route.responses).length > 0;
  app.route({
    method: route.method,
    url: route.path,
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    config: {
      ...options.config,
      access: route.access,
      allowTermsPending: route.allowTermsPending,
      route,
    },
    // What Fastify validates and serialises with; the OpenAPI operation (id, description, tag,
    // security, every answer) is written from `config.route` by http/openapi-transform.ts.
    schema: {
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(body && { body }),
      ...(declaresResponses && { response: route.responses }),
    },
    handler: async (request, reply) => {
      // The validator compiler has parsed params, query and body with the route's own schemas.
      const answer = await handler(request as unknown as RouteRequest<R>, reply);
      if (answer === reply) return reply;
      return reply.code(successStatus(route)).send(answer);
    },
  });
}

/** An API route registered any other way than from the table stops the server from starting. */
export function requireRouteTable(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (route.config?.route === undefined) {
      throw new Error(`Route ${route.method} ${route.url} is not declared in the contract's route table`);
    }
  });
}
