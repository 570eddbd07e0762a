import { ErrorBody } from '@tsr/contract';
import { ApiError, SERVER_UNREACHABLE } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  idToken?: string;
}

/**
 * Sends a call to the same-origin API (the address comes from the route table, see apiPath).
 * Throws ApiError: 'server_unreachable' for a network failure, the error body for a non-2xx status.
 */
export async function send(url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idToken) headers.Authorization = `Bearer ${options.idToken}`;
  let response: Response;
  try {
    response = await fetch(url, {
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
