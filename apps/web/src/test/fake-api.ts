import { vi } from 'vitest';
import { developmentConfig, shellContent } from './fixtures';

/** A call the app made, as the server would have seen it. */
export interface RecordedCall {
  method: string;
  path: string;
  /** The query string, parsed. */
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

/** Answers one call: a Response, or 'unreachable' for a network failure. */
export type Handler = (call: RecordedCall) => Response | 'unreachable' | Promise<Response | 'unreachable'>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const errorBody = (status: number, message: string) => json({ status, message }, status);

/**
 * Replaces fetch at the boundary with handlers keyed 'METHOD /api/path'. Config and shell content
 * answer by default; anything without a handler is a 404 error body.
 */
export function fakeApi(handlers: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const all: Record<string, Handler> = {
    'GET /api/config': () => json(developmentConfig),
    'GET /api/content/shell': () => json(shellContent),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const handler = all[`${call.method} ${call.path}`];
    const answer = handler
      ? await handler(call)
      : errorBody(404, `No handler for ${call.method} ${call.path}`);
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
