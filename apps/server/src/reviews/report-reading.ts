import type { ReportView } from '@tsr/contract';
import { remediatedReport } from '@tsr/domain';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import type { SurveyStore } from '../survey/survey-store';
import { findReportById, findReportByReview, reportOf } from './report-repository';
import { explainedReview } from './report-views';
import { assertCanRead } from './review-access';
import { findReview } from './review-repository';

/** Reading a report (spec 2.7, 7.2): by its review, original or remediated, or by its own id. */
export class ReportReading {
  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
  ) {}

  async report(p: Principal, reviewId: string, remediated: boolean): Promise<ReportView> {
    const review = await findReview(this.db, reviewId);
    assertCanRead(p, review);
    const report = reportOf(await findReportByReview(this.db, reviewId));
    return explainedReview(this.surveys, p, remediated ? remediatedReport(report) : report, review);
  }

  async reportById(p: Principal, reportId: string): Promise<ReportView> {
    const row = await findReportById(this.db, reportId);
    assertCanRead(p, row);
    const review = await findReview(this.db, row.reviewId);
    // The report row does not say whether it is a preview's: its review does.
    assertCanRead(p, review);
    return explainedReview(this.surveys, p, reportOf(row), review);
  }
}
