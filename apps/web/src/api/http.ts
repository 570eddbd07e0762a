import { ErrorBody } from '@tsr/contract';
import type { z } from 'zod';
import { ApiError, SERVER_UNREACHABLE } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  idToken?: string;
}

/** A call to the same-origin API under /api whose 2xx answer is JSON matching `schema`. */
export async function requestJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const response = await send(path, options);
  return schema.parse(await response.json());
}

/** Like requestJson, for a document that may not exist: 204 No Content gives null. */
export async function requestOptionalJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S> | null> {
  const response = await send(path, options);
  if (response.status === 204) return null;
  return schema.parse(await response.json());
}

/** A call whose 2xx answer carries nothing the client needs (for example 204). */
export async function requestNoContent(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

/** Throws ApiError: 'server_unreachable' for a network failure, the error body for a non-2xx status. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idToken) headers.Authorization = `Bearer ${options.idToken}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(SERVER_UNREACHABLE);
  }
  if (!response.ok) throw new ApiError(await readErrorBody(response));
  return response;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  const fallback: ErrorBody = { status: response.status, message: response.statusText || 'Request failed' };
  try {
    const parsed = ErrorBody.safeParse(await response.json());
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
