import type { CompactRequest, NextAnswer, NextResponse, Sequence, SurveyStructure } from '@tsr/contract';
import { changedParts } from '@tsr/domain';

/** What both forms of the answer carry (the part to show, where the review stands, its revision). */
export type NextStep = Omit<NextResponse, 'form' | 'sequence' | 'structure'>;

/** The review as this call found it, and its sequence after the call. */
export interface NextOutcome {
  /** The row version the call read: the only basis whose changes the server can list. */
  readonly readRevision: string;
  readonly before: Sequence;
  readonly after: Sequence;
  readonly structure: SurveyStructure;
}

/**
 * The answer in the form the request asks for (decision 0024). Without `compact`: spec 3.2's whole
 * answer. With it: the parts changed since `compact.since` when that is the revision this call
 * read (a `next` changes at most the part it saved), otherwise the whole sequence with `since`
 * null, since the client's copy is of an older write (another tab, an administrator's move to the
 * latest survey version) or of nothing; the structure only when asked for.
 */
export function nextAnswer(
  compact: CompactRequest | undefined,
  step: NextStep,
  outcome: NextOutcome,
): NextAnswer {
  if (!compact) return { form: 'full', ...step, sequence: outcome.after, structure: outcome.structure };
  const since = compact.since === outcome.readRevision ? compact.since : undefined;
  const changed = since === undefined ? null : changedParts(outcome.before, outcome.after);
  return {
    form: 'compact',
    ...step,
    changes:
      since !== undefined && changed
        ? { since, parts: changed }
        : { since: null, parts: outcome.after.parts },
    ...(compact.structure && { structure: outcome.structure }),
  };
}
