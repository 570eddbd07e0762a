import { PREVIEW_TEXTS, type ReportView } from '@tsr/contract';
import { advance, moveToSurvey, resetRemediation } from '@tsr/domain';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertAdmin, assertCanDelete } from '../http/policies';
import type { SurveyStore } from '../survey/survey-store';
import { recordWebhookEvent } from '../webhooks/webhook-events';
import { asAtOf } from './as-at';
import { recordAudit, reviewSnapshot, surveyVersionNumber } from './audit-repository';
import { type ReportPool, reportOfBuilt } from './report-pool';
import {
  clearComments,
  deleteReportOfReview,
  findReportByReview,
  replaceOriginal,
  reportOf,
} from './report-repository';
import { explainedReview, scoreReview } from './report-views';
import { deleteReview, findReview, markInProgress, moveReview } from './review-repository';

/**
 * What the provider's administrators do to a customer's review (spec 6): reset remediations,
 * resubmit, revert, use the latest survey; and deleting a completed review (its owner, their
 * account lead, admins). Each is audited. Each checks who acts before reading anything.
 */
export class ReviewAdminService {
  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
    private readonly reports: ReportPool,
  ) {}

  /** Admin: reset remediations (no comments). */
  async resetScore(p: Principal, reviewId: string): Promise<ReportView> {
    assertAdmin(p);
    const review = await findReview(this.db, reviewId);
    const row = await findReportByReview(this.db, reviewId);
    await clearComments(this.db, row.id);
    await recordAudit(this.db, p, 'report.reset_remediations', review, {
      comments: (row.comments as unknown[]).length,
      before: {
        structure_name: review.structureName,
        remediation_comments: (row.comments as unknown[]).length,
      },
      after: { structure_name: review.structureName, remediation_comments: 0 },
    });
    return explainedReview(this.surveys, p, resetRemediation(reportOf(row)), review);
  }

  /** Admin: score the review again on its survey version and current answers. Not charged again. */
  async resubmit(p: Principal, reviewId: string): Promise<ReportView> {
    assertAdmin(p);
    const review = await findReview(this.db, reviewId);
    const row = await findReportByReview(this.db, reviewId);
    const built = await scoreReview(this.db, this.surveys, this.reports, review, row.id);
    const report = reportOfBuilt(built);
    await replaceOriginal(this.db, row.id, built, built.summary);
    await recordAudit(this.db, p, 'report.resubmit', review, {
      from: row.score,
      to: built.originalScore,
      before: { structure_name: review.structureName, risk_score: row.score },
      after: { structure_name: review.structureName, risk_score: built.originalScore },
    });
    if (!review.preview)
      await recordWebhookEvent(this.db, review.companyId, 'report.resubmitted', {
        review_id: review.id,
        report_id: row.id,
        structure_name: review.structureName,
        risk_score_before: row.score,
        risk_score: built.originalScore,
      });
    return explainedReview(this.surveys, p, reportOf({ ...row, original: report }), review);
  }

  /** Admin: back to editing. The report goes; the charge stays, so submitting again costs nothing. */
  async revert(p: Principal, reviewId: string): Promise<void> {
    assertAdmin(p);
    const review = await findReview(this.db, reviewId);
    if (review.status !== 'submitted')
      throw new AppError('CONFLICT', 'This review is not submitted, so there is nothing to revert.');
    const version = await surveyVersionNumber(this.db, review.surveyVersionId);
    await this.db.transaction(async (tx) => {
      await deleteReportOfReview(tx, reviewId);
      await markInProgress(tx, reviewId);
    });
    await recordAudit(this.db, p, 'review.revert', review, {
      before: reviewSnapshot(review, 'submitted', version),
      after: reviewSnapshot(review, 'in_progress', version),
    });
  }

  /**
   * Admin: move the review to the latest published survey, keeping the answers to questions that
   * remain. The review's row is locked from read to write, like `next` (docs/decisions/0011), so
   * answers the owner sends meanwhile are moved along instead of overwritten.
   */
  async useLatestSurvey(p: Principal, reviewId: string): Promise<void> {
    assertAdmin(p);
    const review = await findReview(this.db, reviewId);
    // A preview's content is its copy of the draft (docs/authoring.md): there is nothing to move to.
    if (review.preview) throw new AppError('CONFLICT', PREVIEW_TEXTS.notOnAVersion);
    const latest = await this.surveys.latestPublished();
    if (latest.id === review.surveyVersionId) {
      // Nothing to move, but the admin's request is on the record (the owner's page says so).
      const snapshot = reviewSnapshot(review, review.status, latest.version);
      await recordAudit(this.db, p, 'review.latest_survey', review, { before: snapshot, after: snapshot });
      return;
    }
    // Loaded before the transaction: PGlite runs one transaction at a time.
    const from = await this.surveys.byId(review.surveyVersionId);
    const moved = await this.db.transaction(async (tx) => {
      const locked = await findReview(tx, reviewId, { lock: true });
      if (locked.surveyVersionId === latest.id) return false;
      if (locked.surveyVersionId !== from.id)
        throw new AppError('CONFLICT', 'This review changed survey version meanwhile; please try again.');
      const sequence = moveToSurvey(locked.prepared, locked.sequence, from.compiled, latest.compiled);
      const context = { structure: locked.prepared, content: latest.compiled, today: asAtOf(locked) };
      const finished = advance(context, sequence, { resume: true }).finished;
      await moveReview(tx, reviewId, { surveyVersionId: latest.id, sequence, finished });
      return true;
    });
    if (moved)
      await recordAudit(this.db, p, 'review.latest_survey', review, {
        from: from.version,
        to: latest.version,
        before: reviewSnapshot(review, review.status, from.version),
        after: reviewSnapshot(review, review.status, latest.version),
      });
  }

  /** DELETE /review/{id}: a completed review and its report. The charge stays on the company's account. */
  async deleteCompleted(p: Principal, reviewId: string): Promise<void> {
    const review = await findReview(this.db, reviewId);
    assertCanDelete(p, review);
    if (review.status !== 'submitted')
      throw new AppError('CONFLICT', 'This review is not completed; delete it as an incomplete review.');
    const version = await surveyVersionNumber(this.db, review.surveyVersionId);
    await deleteReview(this.db, reviewId);
    await recordAudit(this.db, p, 'review.delete', review, {
      structure: review.structureName,
      before: reviewSnapshot(review, review.status, version),
      after: null,
    });
  }
}
