import type { ContentFinding, GoldenComparison, StructureFinding } from '@tsr/contract';

/**
 * The one error type of the API. The code decides the HTTP status; the message is for the user
 * and goes into the spec's error body; the optional fields name the faulty item (spec 3.5, 8).
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

export interface ErrorDetails {
  findings?: StructureFinding[];
  logic?: string;
  response?: string;
  rule?: string;
  entityName?: string;
  question?: string;
  /** Publish refused by validateContent. */
  contentFindings?: ContentFinding[];
  /** Publish refused until the golden changes are confirmed. */
  comparison?: GoldenComparison;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}
