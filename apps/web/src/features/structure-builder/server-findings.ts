import type { StructureFinding } from '@tsr/contract';
import { ApiError, SERVER_UNREACHABLE } from '../../api/api-error';

/**
 * The findings a refused POST /review/start returned (every one, not only the first). The builder
 * checks the same rules first, so this list is empty unless the server knows a rule the loaded
 * page does not yet (a newer server); then they are listed like the builder's own.
 */
export function refusedFindings(error: unknown): readonly StructureFinding[] {
  if (!(error instanceof ApiError) || error.failure === SERVER_UNREACHABLE) return [];
  return error.failure.findings ?? [];
}
