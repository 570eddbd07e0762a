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
import { whatIfQuestions } from '@tsr/domain';
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
import { findReview } from '../reviews/review-repository';
import type { SurveyStore } from '../survey/survey-store';
import { scenarioBase } from './scenario-bases';
import {
  deleteScenario,
  findScenario,
  findScenarioSource,
  insertScenario,
  type ScenarioSource,
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
    const review = await findReview(this.db, reviewId);
    assertCanRead(p, review);
    assertSubmitted(review);
    const survey = await this.surveys.byId(review.surveyVersionId);
    const context = { structure: review.prepared, content: survey.compiled, today: asAtOf(review) };
    return { parts: whatIfQuestions(context, review.sequence.parts), structure: review.structure };
  }

  /** The what-if's result as the JSON the worker wrote: the route sends it as it is. */
  async whatIf(p: Principal, reviewId: string, changes: ScenarioChanges): Promise<Uint8Array> {
    return (await this.scored(await this.submittedReview(p, reviewId), changes, false)).json;
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
    const review = await findScenarioSource(this.db, scenario.reviewId);
    return {
      ...summaryOf(scenario),
      changes: scenario.changes,
      result: resultOf(await this.scored(review, scenario.changes, false)),
      mayEdit: mayEditScenario(p, scenario),
    };
  }

  async update(p: Principal, id: string, request: SaveScenarioRequest): Promise<ScenarioSummary> {
    const scenario = await findScenario(this.db, id);
    assertMayEditScenario(p, scenario);
    await this.scored(await findScenarioSource(this.db, scenario.reviewId), request.changes, false);
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
    const review = await findScenarioSource(this.db, scenario.reviewId);
    const scored = await this.scored(review, scenario.changes, true);
    if (!scored.report) throw new Error('the whole report was asked for');
    const result = resultOf(scored);
    return {
      report: await explainedReview(this.surveys, p, JSON.parse(scored.report) as Report, review),
      drawn: result.structure,
      scenario: { name: scenario.name, comparison: result.comparison },
    };
  }

  private async submittedReview(p: Principal, reviewId: string): Promise<ScenarioSource> {
    const review = await findScenarioSource(this.db, reviewId);
    assertCanRead(p, review);
    assertSubmitted(review);
    return review;
  }

  /**
   * The review scored with `changes` in the report worker (ScenarioJob), on the report's own
   * version and as-at date; with `whole`, the scenario's whole report too (its PDF).
   */
  private async scored(review: ScenarioSource, changes: ScenarioChanges, whole: boolean) {
    const [base, survey] = await Promise.all([
      scenarioBase(this.db, review),
      this.surveys.byId(review.surveyVersionId),
    ]);
    const scored = await this.reports.scenario(survey, base, changes, asAtOf(review), whole);
    if (!scored.ok) {
      const { message, ok: _, ...details } = scored;
      throw new AppError('BAD_REQUEST', message, Object.keys(details).length > 0 ? details : undefined);
    }
    return scored;
  }
}

const resultOf = (scored: { json: Uint8Array }): WhatIfResult =>
  JSON.parse(Buffer.from(scored.json).toString()) as WhatIfResult;

function assertSubmitted(review: { status: string }): void {
  if (review.status !== 'submitted') throw new AppError('CONFLICT', NOT_SUBMITTED);
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
