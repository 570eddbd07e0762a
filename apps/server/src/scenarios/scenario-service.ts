import type {
  Report,
  SaveScenarioRequest,
  ScenarioChanges,
  ScenarioList,
  ScenarioSummary,
  ScenarioView,
  WhatIfQuestions,
  WhatIfResult,
} from '@tsr/contract';
import { applyScenario, compareReports, whatIfQuestions } from '@tsr/domain';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import {
  assertCanRead,
  assertCanReadScenario,
  assertMayEditScenario,
  mayEditScenario,
} from '../http/policies';
import type { PdfScenario, PdfSource } from '../pdf/pdf-job';
import { asAtOf } from '../reviews/as-at';
import type { ReportPool } from '../reviews/report-pool';
import { explainedReview } from '../reviews/report-views';
import { findReview, type StoredReview } from '../reviews/review-repository';
import type { SurveyStore } from '../survey/survey-store';
import {
  deleteScenario,
  findReportBase,
  findScenario,
  insertScenario,
  type StoredScenario,
  scenariosOf,
  updateScenario,
} from './scenario-repository';

export const NOT_SUBMITTED = 'This review has not been submitted yet: a what-if starts from its report.';

/**
 * What if (issue 33): a submitted review scored again with changed answers or structure dates, on
 * the report's own content version and as-at date, in the report worker like any report
 * (decision 0020), and compared with the report by the one comparison of two reports
 * (compareReports). The report never changes; a saved scenario keeps only its changes.
 */
export class ScenarioService {
  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
    private readonly reports: ReportPool,
  ) {}

  async questions(p: Principal, reviewId: string): Promise<WhatIfQuestions> {
    const review = await this.submittedReview(p, reviewId);
    const survey = await this.surveys.byId(review.surveyVersionId);
    const context = { structure: review.prepared, content: survey.compiled, today: asAtOf(review) };
    return { parts: whatIfQuestions(context, review.sequence.parts), structure: review.structure };
  }

  async whatIf(p: Principal, reviewId: string, changes: ScenarioChanges): Promise<WhatIfResult> {
    return this.score(await this.submittedReview(p, reviewId), changes);
  }

  async list(p: Principal, reviewId: string): Promise<ScenarioList> {
    const review = await findReview(this.db, reviewId);
    assertCanRead(p, review);
    return { scenarios: (await scenariosOf(this.db, reviewId)).map(summaryOf) };
  }

  async save(p: Principal, reviewId: string, request: SaveScenarioRequest): Promise<ScenarioSummary> {
    // Only changes that score are kept: a scenario that cannot be opened again helps nobody.
    await this.whatIf(p, reviewId, request.changes);
    const id = await insertScenario(this.db, { reviewId, createdBy: p.userId, ...request });
    return summaryOf(await findScenario(this.db, id));
  }

  async view(p: Principal, id: string): Promise<ScenarioView> {
    const scenario = await findScenario(this.db, id);
    assertCanReadScenario(p, scenario);
    const review = await findReview(this.db, scenario.reviewId);
    return {
      ...summaryOf(scenario),
      changes: scenario.changes,
      result: await this.score(review, scenario.changes),
      mayEdit: mayEditScenario(p, scenario),
    };
  }

  async update(p: Principal, id: string, request: SaveScenarioRequest): Promise<ScenarioSummary> {
    const scenario = await findScenario(this.db, id);
    assertMayEditScenario(p, scenario);
    await this.score(await findReview(this.db, scenario.reviewId), request.changes);
    await updateScenario(this.db, id, request);
    return summaryOf(await findScenario(this.db, id));
  }

  async delete(p: Principal, id: string): Promise<void> {
    const scenario = await findScenario(this.db, id);
    assertMayEditScenario(p, scenario);
    await deleteScenario(this.db, id);
  }

  /** A saved scenario's report explained as a report is, with its drawn structure: its PDF. */
  async forPdf(p: Principal, id: string): Promise<Omit<PdfSource, 'changes'> & { scenario: PdfScenario }> {
    const scenario = await findScenario(this.db, id);
    assertCanReadScenario(p, scenario);
    const review = await findReview(this.db, scenario.reviewId);
    const { scored, result } = await this.scored(review, scenario.changes, 'report');
    if (!scored) throw new Error('the whole report was asked for');
    return {
      report: await explainedReview(this.surveys, p, scored, review),
      drawn: result.structure,
      scenario: { name: scenario.name, comparison: result.comparison },
    };
  }

  private async submittedReview(p: Principal, reviewId: string): Promise<StoredReview> {
    const review = await findReview(this.db, reviewId);
    assertCanRead(p, review);
    if (review.status !== 'submitted') throw new AppError('CONFLICT', NOT_SUBMITTED);
    return review;
  }

  private async score(review: StoredReview, changes: ScenarioChanges): Promise<WhatIfResult> {
    return (await this.scored(review, changes)).result;
  }

  /**
   * The review scored with `changes`. `output: 'table'` (a what-if on the screen) has the worker
   * write only the table it is compared by; a PDF needs the whole report.
   */
  private async scored(
    review: StoredReview,
    changes: ScenarioChanges,
    output: 'report' | 'table' = 'table',
  ): Promise<{ scored: Report | null; result: WhatIfResult }> {
    const [report, survey] = await Promise.all([
      findReportBase(this.db, review.id),
      this.surveys.byId(review.surveyVersionId),
    ]);
    const asAt = asAtOf(review);
    const outcome = applyScenario(
      { drawn: review.structure, prepared: review.prepared, parts: review.sequence.parts },
      survey.compiled,
      changes,
      asAt,
    );
    if (!outcome.ok) throw new AppError('BAD_REQUEST', outcome.message);
    // The report's own heading, so that the scenario reads as the report scored again.
    const built = await this.reports.build(
      survey,
      {
        structure: outcome.review.prepared,
        parts: outcome.review.parts,
        today: asAt,
        report_id: report.report_id,
        user: report.user,
        user_id: report.user_id,
        company: report.company,
        timestamp: report.timestamp,
      },
      output,
    );
    const error = built.errors[0];
    if (error)
      throw new AppError('BAD_REQUEST', error.message, { entityName: error.entityName, rule: error.rule });
    const scored = output === 'report' ? (JSON.parse(built.json) as Report) : null;
    const table = scored
      ? scored.originalTable
      : (JSON.parse(built.json) as Pick<Report, 'originalTable'>).originalTable;
    const after = {
      originalScore: built.originalScore,
      originalTable: table,
      structure: outcome.review.prepared,
      comments: [],
    };
    // Compared with the report as made: its remediations are the report's, not the scenario's.
    const comparison = compareReports({ ...report, comments: [] }, after);
    return {
      scored,
      result: {
        reportScore: report.originalScore,
        score: built.originalScore,
        table,
        comparison,
        structure: outcome.review.drawn,
      },
    };
  }
}

function summaryOf(s: StoredScenario): ScenarioSummary {
  return {
    id: s.id,
    reviewId: s.reviewId,
    name: s.name,
    createdBy: s.creatorEmail,
    updatedAt: s.updatedAt.toISOString(),
  };
}
