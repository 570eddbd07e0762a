import type { Report, ReportView } from '@tsr/contract';
import { reportCauses, riskReasons, withoutEngineInternals } from '@tsr/domain';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { readsEngineInternals } from '../http/policies';
import type { SurveyStore } from '../survey/survey-store';
import { asAtOf } from './as-at';
import type { BuiltReport } from './report-job';
import type { ReportPool } from './report-pool';
import { reportHeading } from './report-repository';
import type { StoredReview } from './review-repository';

/**
 * The report with every explanation told in the customer's words, from the questions of the
 * survey version the review was answered on; the page and the PDF both show them.
 * Only an administrator also receives the engine's internals (docs/decisions/0007).
 */
export async function explained<T extends Report>(
  surveys: SurveyStore,
  p: Principal,
  report: T,
  surveyVersionId: number,
): Promise<T & ReportView> {
  const survey = await surveys.byId(surveyVersionId);
  const view = {
    ...report,
    reasons: riskReasons(report, survey.compiled),
    causes: reportCauses(report, survey.compiled),
    contentVersion: survey.version,
  };
  return readsEngineInternals(p) ? view : withoutEngineInternals(view);
}

/** `explained` for a review's report: a preview's says so, for the banner on its screen. */
export async function explainedReview<T extends Report>(
  surveys: SurveyStore,
  p: Principal,
  report: T,
  review: Pick<StoredReview, 'id' | 'surveyVersionId' | 'preview'>,
): Promise<T & ReportView> {
  const view = { ...(await explained(surveys, p, report, review.surveyVersionId)), reviewId: review.id };
  return review.preview ? { ...view, preview: true } : view;
}

/**
 * Scores the review's current answers on its own survey version (submit and an admin's resubmit),
 * in the report worker.
 */
export async function scoreReview(
  db: Db,
  surveys: SurveyStore,
  reports: ReportPool,
  review: StoredReview,
  reportId: string,
): Promise<BuiltReport> {
  const survey = await surveys.byId(review.surveyVersionId);
  const heading = await reportHeading(db, review.userId);
  return reports.build(survey, {
    structure: review.prepared,
    parts: review.sequence.parts,
    today: asAtOf(review),
    report_id: reportId,
    user: heading.email,
    user_id: review.userId,
    company: heading.company,
    timestamp: new Date().toISOString(),
  });
}
