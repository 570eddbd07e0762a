import type {
  CauseRemediationUpdate,
  RemediationStatus,
  RemediationUpdate,
  Report,
  ReportCauses,
  ReportView,
  Selector,
} from '@tsr/contract';
import { causeSelectors, remediatedReport, reportCauses, updateRemediation } from '@tsr/domain';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertCanRead } from '../http/policies';
import type { SurveyStore } from '../survey/survey-store';
import { recordWebhookEvent } from '../webhooks/webhook-events';
import { appendComments, findReportByReview, reportOf } from './report-repository';
import { explainedReview } from './report-views';
import { findReview, type StoredReview } from './review-repository';

export const CAUSE_MESSAGES = {
  unknownCause: 'This cause is not in this report.',
} as const;

/**
 * Remediating a report (spec 2.7): a comment per risk, appended; the original stays. A cause's
 * risks are remediated in one step, a comment each (docs/scoring.md, causes).
 */
export class RemediationService {
  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
  ) {}

  async updateRemediation(p: Principal, reviewId: string, update: RemediationUpdate): Promise<ReportView> {
    const review = await findReview(this.db, reviewId);
    assertCanRead(p, review);
    const row = await findReportByReview(this.db, reviewId);
    const result = updateRemediation(reportOf(row), update, {
      user: p.email,
      timestamp: new Date().toISOString(),
    });
    if (!result.ok) throw new AppError('BAD_REQUEST', result.error);
    await appendComments(this.db, row.id, result.report.comments.slice(-1));
    await this.riskStatusChanged(p, review, row.id, [update.selector], update.action, update.text);
    return this.remediatedView(p, review);
  }

  async updateCauseRemediation(
    p: Principal,
    reviewId: string,
    update: CauseRemediationUpdate,
  ): Promise<ReportView> {
    const review = await findReview(this.db, reviewId);
    assertCanRead(p, review);
    const row = await findReportByReview(this.db, reviewId);
    const original = reportOf(row);
    const cause = (await this.causesOf(original, review)).find((c) => c.key === update.cause);
    if (!cause) throw new AppError('BAD_REQUEST', CAUSE_MESSAGES.unknownCause);
    const by = { user: p.email, timestamp: new Date().toISOString() };
    let report: Report = original;
    const selectors = causeSelectors(cause);
    for (const selector of selectors) {
      const result = updateRemediation(report, { selector, action: update.action, text: update.text }, by);
      if (!result.ok) throw new AppError('BAD_REQUEST', result.error);
      report = result.report;
    }
    await appendComments(this.db, row.id, report.comments.slice(original.comments.length));
    await this.riskStatusChanged(p, review, row.id, selectors, update.action, update.text);
    return this.remediatedView(p, review);
  }

  /** GET /review/{id}/report/causes: the report's causes with their risks' latest statuses. */
  async causes(p: Principal, reviewId: string): Promise<ReportCauses> {
    const review = await findReview(this.db, reviewId);
    assertCanRead(p, review);
    return { causes: await this.causesOf(reportOf(await findReportByReview(this.db, reviewId)), review) };
  }

  /** The company's webhooks are told, after the comments are kept (issue 35). */
  private async riskStatusChanged(
    p: Principal,
    review: StoredReview,
    reportId: string,
    selectors: readonly Selector[],
    status: RemediationStatus,
    note: string,
  ): Promise<void> {
    if (review.preview) return;
    await recordWebhookEvent(this.db, review.companyId, 'risk.status_changed', {
      review_id: review.id,
      report_id: reportId,
      structure_name: review.structureName,
      risks: selectors.map((s) => ({ entity_id: s.entityId, response_id: s.responseId, status })),
      note,
      changed_by: p.email,
    });
  }

  private async causesOf(report: Report, review: StoredReview) {
    return reportCauses(report, (await this.surveys.byId(review.surveyVersionId)).compiled);
  }

  private async remediatedView(p: Principal, review: StoredReview): Promise<ReportView> {
    return explainedReview(
      this.surveys,
      p,
      remediatedReport(reportOf(await findReportByReview(this.db, review.id))),
      review,
    );
  }
}
