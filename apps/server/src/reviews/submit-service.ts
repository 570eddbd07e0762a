import { randomUUID } from 'node:crypto';
import type { SubmitResponse } from '@tsr/contract';
import type { Db } from '../db/database';
import { recordEvent } from '../events/events';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertCanRead, canSubmit } from '../http/policies';
import type { SurveyStore } from '../survey/survey-store';
import { recordWebhookEvent } from '../webhooks/webhook-events';
import { chargesOf, insertCharge, isCharged, lockOwnerCap } from './charge-repository';
import type { ReportPool } from './report-pool';
import { insertReport } from './report-repository';
import { scoreReview } from './report-views';
import { findReview, lockReviewState, markSubmitted } from './review-repository';

/**
 * Submitting a review (spec 2.6, 4): scoring it and charging the company exactly once, in the
 * transaction that stores the report, and never beyond the owner's review cap. An administrator's
 * preview of the draft gets its report but is never charged, never counts against a cap
 * and records no usage event, so it is in no metric.
 */
export class SubmitService {
  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
    private readonly reports: ReportPool,
  ) {}

  async submit(p: Principal, reviewId: string): Promise<SubmitResponse> {
    const review = await findReview(this.db, reviewId);
    assertCanRead(p, review);
    if (!canSubmit(p)) {
      throw new AppError(
        'FORBIDDEN',
        'You do not have permission to submit reviews. Please ask an approver in your company.',
      );
    }
    if (review.status === 'submitted')
      throw new AppError('CONFLICT', 'This review has already been submitted.');
    if (!review.finished)
      throw new AppError('CONFLICT', 'This review is not finished yet: please answer every part first.');

    const reportId = randomUUID();
    const report = await scoreReview(this.db, this.surveys, this.reports, review, reportId);
    const firstError = report.errors[0];
    if (firstError) {
      // A rule or response whose logic cannot be evaluated would make the report wrong: nothing is charged.
      throw new AppError('BAD_REQUEST', firstError.message, {
        entityName: firstError.entityName,
        response: firstError.response,
        rule: firstError.rule,
        logic: firstError.logic,
      });
    }
    const entities = Object.keys(review.prepared.entities).length;
    // The portfolio lists structures by this summary, kept beside the report, never by its JSON: the
    // worker works it out, so the 2.5 MB of a 50-entity report's text is never parsed here.
    const { summary } = report;

    return this.db.transaction(async (tx) => {
      // Serialises the owner's submits, so two at once cannot both pass the cap check.
      const owner = await lockOwnerCap(tx, review.userId);
      if (!owner) throw new AppError('NOT_FOUND', 'The owner of this review no longer exists.');
      const current = await lockReviewState(tx, reviewId);
      if (current?.status === 'submitted')
        throw new AppError('CONFLICT', 'This review has already been submitted.');
      // Answers saved while the report was being scored would be missing from it: the report must
      // be of the answers the review holds, so the user submits again (nothing was charged).
      if (current && current.updatedAt.getTime() !== review.updatedAt.getTime())
        throw new AppError(
          'CONFLICT',
          'This review was changed while it was being submitted. Please check the answers and submit again.',
        );
      // A review reverted to editing was charged when first submitted: no new charge, no cap check.
      const charged = review.preview || (await isCharged(tx, reviewId));
      if (!charged && owner.reviewCap >= 0 && (await chargesOf(tx, review.userId)) >= owner.reviewCap) {
        throw new AppError(
          'FORBIDDEN',
          `The review limit of ${owner.reviewCap} submitted review${owner.reviewCap === 1 ? '' : 's'} has been reached. Please contact your account lead.`,
        );
      }
      const id = await insertReport(tx, {
        id: reportId,
        reviewId,
        companyId: review.companyId,
        userId: review.userId,
        report,
        summary,
      });
      if (!charged) {
        await insertCharge(tx, { companyId: review.companyId, userId: review.userId, reviewId, entities });
      }
      await markSubmitted(tx, reviewId);
      if (!review.preview) {
        await recordEvent(tx, {
          kind: 'review_submitted',
          userId: p.userId,
          companyId: review.companyId,
          entities,
        });
        // Written with the report, so the delivery exists exactly when the submit does.
        await recordWebhookEvent(tx, review.companyId, 'review.submitted', {
          review_id: reviewId,
          report_id: id,
          structure_name: review.structureName,
          risk_score: report.originalScore,
          submitted_by: p.email,
        });
      }
      return { report_id: id };
    });
  }
}
