import type { NextInput } from './questionnaire-api';

/** Router state the submit page's Back leaves, so the questionnaire opens on its last page. */
export interface BackFromSubmit {
  backFromSubmit: true;
}

export const BACK_FROM_SUBMIT: BackFromSubmit = { backFromSubmit: true };

function isBackFromSubmit(state: unknown): state is BackFromSubmit {
  return (
    typeof state === 'object' && state !== null && (state as Partial<BackFromSubmit>).backFromSubmit === true
  );
}

/**
 * The first request of the questionnaire: the part named in the query (spec 2.1 "optional query
 * part"); back from the end when the user pressed Back on the submit page (resuming a finished
 * review would only send them to the submit page again); otherwise resume where they left off.
 */
export function initialMove(partQuery: string | null, state: unknown): NextInput {
  if (partQuery) return { requestedPartId: partQuery };
  if (isBackFromSubmit(state)) return { back: true };
  return { resume: true };
}
