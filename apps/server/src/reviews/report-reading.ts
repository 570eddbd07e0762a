import type {
  CarriedAnswers,
  ChangesSinceReview,
  ReportCarried,
  ReportCell,
  ReportChanges,
  ReportEntityResponses,
  ReportKeyDates,
  ReportSummary,
  ReportView,
} from '@tsr/contract';
import {
  type ComparedReport,
  carriedAnswers,
  cellRisks,
  compareReports,
  entityExplanations,
  explanationReasons,
  keyDateViews,
  plainEntity,
  plainExplanation,
  remediatedReport,
  reportSummary,
  summaryOf,
} from '@tsr/domain';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertCanRead, canRead, readsEngineInternals } from '../http/policies';
import type { PdfState } from '../pdf/pdf-fingerprint';
import type { PdfSource } from '../pdf/pdf-job';
import type { SurveyStore } from '../survey/survey-store';
import { asAtOf } from './as-at';
import {
  countRemediations,
  findComparedReport,
  findEarlierReviews,
  findReportById,
  findReportByReview,
  findReportEntity,
  findReportForSummary,
  findReportKeyDates,
  reportMadeAt,
  reportOf,
} from './report-repository';
import { explainedReview } from './report-views';
import { findCarriedForward, findDrawnStructure, findReview, findReviewOwnership } from './review-repository';

/** The key dates with what their calendar file is named and stamped with. */
export interface KeyDatesOfReview extends ReportKeyDates {
  reviewId: string;
  structureName: string;
  /** When the report was made (ISO 8601). */
  timestamp: string;
}

/** A key of a stored record, never one of Object.prototype's ('__proto__', 'toString', ...). */
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * Reading a report (spec 2.7, 7.2): by its review, original or remediated, or by its own id; and
 * in parts, as the report page reads it (decision 0025): the summary first, then each entity's
 * responses as the reader reaches them, and a cell's risks when it is opened.
 */
export class ReportReading {
  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
  ) {}

  async report(p: Principal, reviewId: string, remediated: boolean): Promise<ReportView> {
    const review = await findReviewOwnership(this.db, reviewId);
    assertCanRead(p, review);
    const report = reportOf(await findReportByReview(this.db, reviewId));
    return explainedReview(this.surveys, p, remediated ? remediatedReport(report) : report, review);
  }

  /** The report, the structure as drawn and what changed since the previous review: what its PDF is made of. */
  async forPdf(p: Principal, reviewId: string, remediated: boolean): Promise<PdfSource> {
    const report = await this.report(p, reviewId, remediated);
    return {
      report,
      drawn: await findDrawnStructure(this.db, reviewId),
      changes: await this.changesSince(p, reviewId, report),
      carried: await this.carriedOf(reviewId),
    };
  }

  /** GET /review/{id}/report/carried: the answers carried forward into it, kept and changed (issue 33). */
  async carried(p: Principal, reviewId: string): Promise<ReportCarried> {
    await this.assertReadable(p, reviewId);
    return { carried: await this.carriedOf(reviewId) };
  }

  /** Its answers carried forward, as its answer summary marks them; null when none were. */
  private async carriedOf(reviewId: string): Promise<CarriedAnswers | null> {
    const from = await findCarriedForward(this.db, reviewId);
    if (!from) return null;
    const review = await findReview(this.db, reviewId);
    const survey = await this.surveys.byId(review.surveyVersionId);
    const context = { structure: review.prepared, content: survey.compiled, today: asAtOf(review) };
    return carriedAnswers(context, review.sequence.parts, from);
  }

  /**
   * What changed since the previous review of the same saved structure (docs/scoring.md, what
   * changed): read apart from the summary, so the report's first paint does not wait for it.
   */
  async changes(p: Principal, reviewId: string): Promise<ReportChanges> {
    const review = await findReviewOwnership(this.db, reviewId);
    assertCanRead(p, review);
    // A first review needs nothing more than this: its report is read only when there is a previous one.
    return { changes: await this.changesSince(p, reviewId, () => findComparedReport(this.db, reviewId)) };
  }

  /**
   * The review's report compared with its previous review's: the latest review of the same saved
   * structure whose report was made before this one's and that the caller may read (as they
   * may read this one: the shared policy). "Resolved last time" is the previous report's status
   * when this report was made, so a later remediation of it changes neither this page nor this
   * report's PDFs (decision 0035). Null when there is none.
   */
  private async changesSince(
    p: Principal,
    reviewId: string,
    report: ComparedReport | (() => Promise<ComparedReport>),
  ): Promise<ChangesSinceReview | null> {
    const made = await reportMadeAt(this.db, reviewId);
    const previous = (await findEarlierReviews(this.db, reviewId)).find((r) => canRead(p, r));
    if (!previous) return null;
    const [before, after] = await Promise.all([
      findComparedReport(this.db, previous.reviewId),
      typeof report === 'function' ? report() : report,
    ]);
    const asItStood = before.comments.filter((c) => Date.parse(c.timestamp) <= made.getTime());
    return {
      previous: { reviewId: previous.reviewId, submittedAt: previous.submittedAt.toISOString() },
      ...compareReports({ ...before, comments: asItStood }, after),
    };
  }

  /** Whether the caller may read the review's report: 404 (or 403) when not, before anything is done. */
  async assertReadable(p: Principal, reviewId: string): Promise<void> {
    assertCanRead(p, await findReviewOwnership(this.db, reviewId));
    await countRemediations(this.db, reviewId);
  }

  /**
   * The report as it stood after its first `remediations` remediations, in the view given, with
   * the structure as drawn (what a PDF of that state showed); null when the report has fewer
   * remediations than that.
   */
  async reportAt(p: Principal, reviewId: string, state: PdfState): Promise<PdfSource | null> {
    const review = await findReviewOwnership(this.db, reviewId);
    assertCanRead(p, review);
    if (state.remediations > (await countRemediations(this.db, reviewId))) return null;
    const report = reportOf(await findReportByReview(this.db, reviewId));
    const then = { ...report, comments: report.comments.slice(0, state.remediations) };
    return {
      report: await explainedReview(
        this.surveys,
        p,
        state.remediated ? remediatedReport(then) : then,
        review,
      ),
      drawn: await findDrawnStructure(this.db, reviewId),
      // The same as when the PDF was made: the comparison depends on no remediation made since.
      changes: await this.changesSince(p, reviewId, report),
      carried: await this.carriedOf(reviewId),
    };
  }

  async reportById(p: Principal, reportId: string): Promise<ReportView> {
    const row = await findReportById(this.db, reportId);
    assertCanRead(p, row);
    const review = await findReviewOwnership(this.db, row.reviewId);
    // The report row does not say whether it is a preview's: its review does.
    assertCanRead(p, review);
    return explainedReview(this.surveys, p, reportOf(row), review);
  }

  /** The score, key facts, risk table and entities: no explanation, so nothing to word or hide. */
  async summary(p: Principal, reviewId: string, remediated: boolean): Promise<ReportSummary> {
    const review = await findReviewOwnership(this.db, reviewId);
    assertCanRead(p, review);
    // The remediated view's timeline names the responses remediated: it reads the whole report.
    let summary: ReportSummary;
    if (remediated)
      summary = reportSummary(remediatedReport(reportOf(await findReportByReview(this.db, reviewId))));
    else {
      const { report, entities } = await findReportForSummary(this.db, reviewId);
      summary = summaryOf(report, entities);
    }
    return review.preview ? { ...summary, preview: true } : summary;
  }

  /** One entity's responses, the same in both views (remediation changes the table, not the texts). */
  async entity(p: Principal, reviewId: string, entityId: string): Promise<ReportEntityResponses> {
    const review = await findReviewOwnership(this.db, reviewId);
    assertCanRead(p, review);
    const { structure, entity } = await findReportEntity(this.db, reviewId, entityId);
    if (!entity) throw new AppError('NOT_FOUND', 'This entity has no responses in this report.');
    const survey = await this.surveys.byId(review.surveyVersionId);
    const reasons = explanationReasons(entityExplanations(entity), structure, survey.compiled);
    return { entity: readsEngineInternals(p) ? entity : plainEntity(entity), reasons };
  }

  /** The review's key dates and actions, as at its date (docs/scoring.md, key dates). */
  async keyDates(p: Principal, reviewId: string): Promise<KeyDatesOfReview> {
    const review = await findReviewOwnership(this.db, reviewId);
    assertCanRead(p, review);
    const report = await findReportKeyDates(this.db, reviewId);
    return {
      ...(report.asAt ? { asAt: report.asAt } : {}),
      keyDates: keyDateViews(report),
      reviewId,
      structureName: report.structure.name,
      timestamp: report.timestamp,
    };
  }

  /** An opened cell of the view's table: its risks to remediate, why, and its loop instances. */
  async cell(
    p: Principal,
    reviewId: string,
    cellAt: { rowId: string; column: string },
    remediated: boolean,
  ): Promise<ReportCell> {
    const review = await findReviewOwnership(this.db, reviewId);
    assertCanRead(p, review);
    const report = reportOf(await findReportByReview(this.db, reviewId));
    const table = remediated ? remediatedReport(report).table : report.table;
    const row = own(table.values, cellAt.rowId);
    const cell = row && own(row, cellAt.column);
    if (!cell) throw new AppError('NOT_FOUND', "This cell is not in the report's risk table.");
    const survey = await this.surveys.byId(review.surveyVersionId);
    const risks = cellRisks(report, cell);
    return {
      risks: readsEngineInternals(p)
        ? risks
        : risks.map((risk) => ({ ...risk, explanations: risk.explanations.map(plainExplanation) })),
      isLooped: cell.isLooped,
      loopedValues: cell.loopedValues,
      reasons: explanationReasons(cell.explanation, report.structure, survey.compiled),
    };
  }
}
