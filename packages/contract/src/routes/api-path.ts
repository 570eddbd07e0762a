import type { z } from 'zod';
import type { RouteDefinition } from './define-route';

/** A part the route declares is needed unless every field of it may be left out (a query of options). */
type Given<S, K extends string> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a call of the route takes: its params, query and body, as the contract declares them. */
export type RouteInput<R extends RouteDefinition> = Given<R['params'], 'params'> &
  Given<R['query'], 'query'> &
  Given<R['body'], 'body'>;

/** The input may be left out when the route takes nothing. */
export type InputArgs<R extends RouteDefinition> =
  object extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/**
 * The address of a call: the route's pattern with its params filled in, and its query. The web's
 * client and the server's API tests both call routes by the table, never by a hand-written address.
 */
export function apiPath<R extends RouteDefinition>(route: R, ...[input]: InputArgs<R>): string {
  const params: Record<string, unknown> = input?.params ?? {};
  const path = route.path.replace(/:(\w+)/g, (_pattern, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs the param ${name}`);
    return encodeURIComponent(String(value));
  });
  const query: Record<string, unknown> = input?.query ?? {};
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
