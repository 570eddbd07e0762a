import type { ErrorBody } from '@tsr/contract';

/** Spec 7: a failed call throws the response body, or the string 'server_unreachable'. */
export const SERVER_UNREACHABLE = 'server_unreachable';
export type ApiFailure = ErrorBody | typeof SERVER_UNREACHABLE;

export const SERVER_UNREACHABLE_MESSAGE =
  'The server cannot be reached. Check your connection and try again in a moment.';

/** Spec 8: any non-2xx status is reported as 'Unknown API Status Code!' with the body. */
export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure === SERVER_UNREACHABLE ? SERVER_UNREACHABLE : 'Unknown API Status Code!');
    this.name = 'ApiError';
    this.failure = failure;
  }

  get status(): number | null {
    return this.failure === SERVER_UNREACHABLE ? null : this.failure.status;
  }
}

/** The text a user should read for a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.failure === SERVER_UNREACHABLE ? SERVER_UNREACHABLE_MESSAGE : error.failure.message;
  }
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
