import type { RemediationUpdate, ReportView } from '@tsr/contract';
import { remediatedReport, updateRemediation } from '@tsr/domain';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertCanRead } from '../http/policies';
import type { SurveyStore } from '../survey/survey-store';
import { appendComment, findReportByReview, reportOf } from './report-repository';
import { explainedReview } from './report-views';
import { findReview } from './review-repository';

/** Remediating a report (spec 2.7): a comment per risk, appended; the original stays. */
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
    const comment = result.report.comments.at(-1);
    if (comment) await appendComment(this.db, row.id, comment);
    return explainedReview(
      this.surveys,
      p,
      remediatedReport(reportOf(await findReportByReview(this.db, reviewId))),
      review,
    );
  }
}
