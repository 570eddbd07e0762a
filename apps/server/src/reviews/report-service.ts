import { randomUUID } from 'node:crypto';
import {
  type RemediationUpdate,
  type Report,
  type ReportView,
  type SubmitResponse,
  type UserReports,
  Uuid,
} from '@tsr/contract';
import {
  advance,
  buildReport,
  moveToSurvey,
  remediatedReport,
  resetRemediation,
  riskReasons,
  ukToday,
  updateRemediation,
  withoutEngineInternals,
} from '@tsr/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog, charges, companies, events, reports, reviews, users } from '../db/schema';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import type { SurveyStore } from '../survey/survey-store';
import { appendComment, findReportByReview, reportOf } from './report-repository';
import { assertAdmin, assertCanDelete, assertCanRead, canSubmit } from './review-access';
import { findReview, type StoredReview } from './review-repository';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Submitting, reading and remediating reports (spec 2.6, 2.7, 4, 7.2). Submitting is charged to
 * the company exactly once, in the transaction that stores the report, and never beyond the
 * owner's review cap.
 */
export class ReportService {
  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
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
    const report = await this.score(review, reportId);
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

    return this.db.transaction(async (tx) => {
      // Serialises the owner's submits, so two at once cannot both pass the cap check.
      const [owner] = await tx
        .select({ reviewCap: users.reviewCap })
        .from(users)
        .where(eq(users.id, review.userId))
        .for('update');
      if (!owner) throw new AppError('NOT_FOUND', 'The owner of this review no longer exists.');
      const [current] = await tx
        .select({ status: reviews.status, updatedAt: reviews.updatedAt })
        .from(reviews)
        .where(eq(reviews.id, reviewId))
        .for('update');
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
      const [charged] = await tx
        .select({ id: charges.id })
        .from(charges)
        .where(eq(charges.reviewId, reviewId));
      if (!charged && owner.reviewCap >= 0) {
        const [used] = await tx.select({ n: count() }).from(charges).where(eq(charges.userId, review.userId));
        if ((used?.n ?? 0) >= owner.reviewCap) {
          throw new AppError(
            'FORBIDDEN',
            `The review limit of ${owner.reviewCap} submitted review${owner.reviewCap === 1 ? '' : 's'} has been reached. Please contact your account lead.`,
          );
        }
      }
      const [row] = await tx
        .insert(reports)
        .values({
          id: reportId,
          reviewId,
          companyId: review.companyId,
          userId: review.userId,
          original: report,
          comments: [],
          score: report.originalScore,
        })
        .returning({ id: reports.id });
      if (!row) throw new Error('report insert returned nothing');
      if (!charged) {
        await tx
          .insert(charges)
          .values({ companyId: review.companyId, userId: review.userId, reviewId, entities });
      }
      await tx
        .update(reviews)
        .set({ status: 'submitted', submittedAt: new Date(), updatedAt: new Date() })
        .where(eq(reviews.id, reviewId));
      await tx
        .insert(events)
        .values({ kind: 'review_submitted', userId: p.userId, companyId: review.companyId, entities });
      return { report_id: row.id };
    });
  }

  async report(p: Principal, reviewId: string, remediated: boolean): Promise<ReportView> {
    const review = await findReview(this.db, reviewId);
    assertCanRead(p, review);
    const report = reportOf(await findReportByReview(this.db, reviewId));
    return this.explained(p, remediated ? remediatedReport(report) : report, review.surveyVersionId);
  }

  async reportById(p: Principal, reportId: string): Promise<ReportView> {
    const [row] = Uuid.safeParse(reportId).success
      ? await this.db.select().from(reports).where(eq(reports.id, reportId)).limit(1)
      : [];
    if (!row) throw new AppError('NOT_FOUND', 'This report does not exist.');
    assertCanRead(p, row);
    const review = await findReview(this.db, row.reviewId);
    return this.explained(p, reportOf(row), review.surveyVersionId);
  }

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
    return this.explained(
      p,
      remediatedReport(reportOf(await findReportByReview(this.db, reviewId))),
      review.surveyVersionId,
    );
  }

  /** Admin: reset remediations (no comments). */
  async resetScore(p: Principal, reviewId: string): Promise<ReportView> {
    assertAdmin(p);
    const review = await findReview(this.db, reviewId);
    const row = await findReportByReview(this.db, reviewId);
    await this.db.update(reports).set({ comments: [] }).where(eq(reports.id, row.id));
    await this.audit(p, 'report.reset_remediations', reviewId, {
      comments: (row.comments as unknown[]).length,
    });
    return this.explained(p, resetRemediation(reportOf(row)), review.surveyVersionId);
  }

  /** Admin: score the review again on its survey version and current answers. Not charged again. */
  async resubmit(p: Principal, reviewId: string): Promise<ReportView> {
    assertAdmin(p);
    const review = await findReview(this.db, reviewId);
    const row = await findReportByReview(this.db, reviewId);
    const report = await this.score(review, row.id);
    await this.db
      .update(reports)
      .set({ original: report, score: report.originalScore })
      .where(eq(reports.id, row.id));
    await this.audit(p, 'report.resubmit', reviewId, { from: row.score, to: report.originalScore });
    return this.explained(p, reportOf({ ...row, original: report }), review.surveyVersionId);
  }

  /** Admin: back to editing. The report goes; the charge stays, so submitting again costs nothing. */
  async revert(p: Principal, reviewId: string): Promise<void> {
    assertAdmin(p);
    const review = await findReview(this.db, reviewId);
    if (review.status !== 'submitted')
      throw new AppError('CONFLICT', 'This review is not submitted, so there is nothing to revert.');
    await this.db.transaction(async (tx) => {
      await tx.delete(reports).where(eq(reports.reviewId, reviewId));
      await tx
        .update(reviews)
        .set({ status: 'in_progress', submittedAt: null, updatedAt: new Date() })
        .where(eq(reviews.id, reviewId));
    });
    await this.audit(p, 'review.revert', reviewId, {});
  }

  /**
   * Admin: move the review to the latest published survey, keeping the answers to questions that
   * remain. The review's row is locked from read to write, like `next` (docs/decisions/0011), so
   * answers the owner sends meanwhile are moved along instead of overwritten.
   */
  async useLatestSurvey(p: Principal, reviewId: string): Promise<void> {
    assertAdmin(p);
    const review = await findReview(this.db, reviewId);
    const latest = await this.surveys.latestPublished();
    if (latest.id === review.surveyVersionId) return;
    // Loaded before the transaction: PGlite runs one transaction at a time.
    const from = await this.surveys.byId(review.surveyVersionId);
    const moved = await this.db.transaction(async (tx) => {
      const locked = await findReview(tx, reviewId, { lock: true });
      if (locked.surveyVersionId === latest.id) return false;
      if (locked.surveyVersionId !== from.id)
        throw new AppError('CONFLICT', 'This review changed survey version meanwhile; please try again.');
      const sequence = moveToSurvey(locked.prepared, locked.sequence, from.compiled, latest.compiled);
      const context = { structure: locked.prepared, content: latest.compiled, today: ukToday(new Date()) };
      const finished = advance(context, sequence, { resume: true }).finished;
      await tx
        .update(reviews)
        .set({ surveyVersionId: latest.id, sequence, finished, updatedAt: new Date() })
        .where(eq(reviews.id, reviewId));
      return true;
    });
    if (moved)
      await this.audit(p, 'review.latest_survey', reviewId, { from: from.version, to: latest.version });
  }

  /** DELETE /review/{id}: a completed review and its report. The charge stays on the company's account. */
  async deleteCompleted(p: Principal, reviewId: string): Promise<void> {
    const review = await findReview(this.db, reviewId);
    assertCanDelete(p, review);
    if (review.status !== 'submitted')
      throw new AppError('CONFLICT', 'This review is not completed; delete it as an incomplete review.');
    await this.db.delete(reviews).where(eq(reviews.id, reviewId));
    await this.audit(p, 'review.delete', reviewId, { structure: review.structureName });
  }

  /**
   * GET /user/reports: own reviews; an account lead's 'company wide' view shows the company's. An
   * admin's wide view shows every customer company's reviews: admins are the provider's staff
   * (spec 1, 6), their own company has none, and this is how they find a customer's review.
   */
  async userReports(p: Principal, createdBy: 'company' | 'mine', limit: number): Promise<UserReports> {
    const wide = createdBy === 'company';
    const scope =
      wide && p.groups.includes('admin')
        ? undefined
        : wide && p.groups.includes('accountlead')
          ? eq(reviews.companyId, p.companyId)
          : eq(reviews.userId, p.userId);
    const rows = await this.db
      .select({
        review: reviews,
        email: users.email,
        reportId: reports.id,
        score: reports.score,
        submittedAt: reports.createdAt,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(reports, eq(reports.reviewId, reviews.id))
      .where(and(scope, eq(reviews.preview, false)))
      .orderBy(desc(reviews.updatedAt), reviews.id)
      .limit(limit);
    const latest = await this.surveys.latestPublished().then(
      (v) => v.id,
      () => null,
    );
    const result: UserReports = { reports: [], answers: [] };
    for (const r of rows) {
      const is_own = r.review.userId === p.userId;
      if (r.reportId && r.submittedAt) {
        result.reports.push({
          report_id: r.reportId,
          review_id: r.review.id,
          structure_name: r.review.structureName,
          submitted: unix(r.submittedAt),
          created_by: r.email,
          risk_score: r.score ?? 0,
          is_own,
          old_report: latest !== null && r.review.surveyVersionId !== latest,
        });
      } else {
        result.answers.push({
          survey_answer_id: r.review.id,
          structure_name: r.review.structureName,
          last_modified: unix(r.review.updatedAt),
          created_by: r.email,
          is_own,
          finished: r.review.finished,
        });
      }
    }
    return result;
  }

  /**
   * The report with every explanation told in the customer's words, from the questions of the
   * survey version the review was answered on (issue 9); the page and the PDF both show them.
   * Only an administrator also receives the engine's internals (docs/decisions/0007).
   */
  private async explained<T extends Report>(
    p: Principal,
    report: T,
    surveyVersionId: number,
  ): Promise<T & ReportView> {
    const survey = await this.surveys.byId(surveyVersionId);
    const view = { ...report, reasons: riskReasons(report, survey.compiled) };
    // Rule logic and question ids are the provider's content, for its administrators only.
    return p.groups.includes('admin') ? view : withoutEngineInternals(view);
  }

  private async score(review: StoredReview, reportId: string): Promise<Report> {
    const survey = await this.surveys.byId(review.surveyVersionId);
    const [meta] = await this.db
      .select({ email: users.email, company: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, review.userId));
    return buildReport({
      structure: review.prepared,
      parts: review.sequence.parts,
      content: survey.compiled,
      today: ukToday(new Date()),
      report_id: reportId,
      user: meta?.email ?? '',
      user_id: review.userId,
      company: meta?.company ?? '',
      timestamp: new Date().toISOString(),
    });
  }

  private async audit(p: Principal, action: string, target: string, details: Record<string, unknown>) {
    await this.db.insert(auditLog).values({ actorUserId: p.userId, action, target, details });
  }
}
