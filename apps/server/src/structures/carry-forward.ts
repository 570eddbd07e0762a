import type { CarriedForward, StartReviewRequest } from '@tsr/contract';
import { type PreviousReview, ukToday } from '@tsr/domain';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertMayStartFromStructure, canRead } from '../http/policies';
import { asAtOf } from '../reviews/as-at';
import type { SurveyStore } from '../survey/survey-store';
import { findSavedStructure, submittedReviewsOf } from './structure-repository';

export const NOTHING_TO_CARRY =
  'This structure has no submitted review of yours to carry forward from: start the review without carrying answers forward.';

/** The review whose answers a carried-forward start takes, and what the new review records of it. */
export interface CarrySource {
  readonly previous: PreviousReview;
  readonly record: Omit<CarriedForward, 'notCarried'>;
}

/**
 * Start this year's review (issue 33): the saved structure's latest submitted review the caller may
 * read (a creator who may not open a colleague's review of it does not receive its answers either),
 * read with its own survey version and as-at date, for the domain's carryForward.
 */
export async function carrySource(
  db: Db,
  surveys: SurveyStore,
  p: Principal,
  request: Pick<StartReviewRequest, 'structureId' | 'carryForward' | 'preview'>,
): Promise<CarrySource | null> {
  if (!request.carryForward) return null;
  if (!request.structureId || request.preview)
    throw new AppError('BAD_REQUEST', 'Answers are carried forward only into a review of a saved structure.');
  assertMayStartFromStructure(p, await findSavedStructure(db, request.structureId));
  const source = (await submittedReviewsOf(db, request.structureId)).find((r) =>
    canRead(p, { userId: r.userId, companyId: r.companyId }),
  );
  if (!source) throw new AppError('CONFLICT', NOTHING_TO_CARRY);
  const survey = await surveys.byId(source.surveyVersionId);
  const from = ukToday(source.reportedAt);
  return {
    previous: {
      context: { structure: source.prepared, content: survey.compiled, today: asAtOf(source) },
      sequence: source.sequence,
      date: from,
    },
    record: { fromReviewId: source.id, from },
  };
}
