import { apiPath, type InputArgs, type RouteDefinition, type RouteResponse } from '@tsr/contract';
import type { z } from 'zod';
import { withIdToken } from './authed';
import { send } from './http';

/** Sends a call of the table: with the bearer ID token unless the route is public. */
async function respond<R extends RouteDefinition>(route: R, input: InputArgs<R>): Promise<Response> {
  const url = apiPath(route, ...input);
  const options = { method: route.method, body: input[0]?.body };
  if (route.access === 'public') return send(url, options);
  return withIdToken((idToken) => send(url, { ...options, idToken }));
}

/**
 * Calls an API route of the contract's table: the address from its pattern and params, the
 * answer parsed with the schema the route declares for the status (null for 204 No Content).
 */
export async function call<R extends RouteDefinition>(
  route: R,
  ...input: InputArgs<R>
): Promise<RouteResponse<R>> {
  const response = await respond(route, input);
  if (response.status === 204) return null as RouteResponse<R>;
  const schema = route.responses[response.status as keyof RouteDefinition['responses']];
  if (!schema)
    throw new Error(`${route.method} ${route.path} answered ${response.status}, which it does not declare`);
  return schema.parse(await response.json()) as RouteResponse<R>;
}

/**
 * Like call, reading the answer with another schema: a part of the declared answer, or the
 * document a generic route holds. 204 No Content gives null.
 */
export async function callReading<R extends RouteDefinition, S extends z.ZodType>(
  route: R,
  schema: S,
  ...input: InputArgs<R>
): Promise<z.infer<S> | null> {
  const response = await respond(route, input);
  if (response.status === 204) return null;
  return schema.parse(await response.json());
}
