import {
  PREVIEW_TEXTS,
  type Report,
  type RescoreComparison,
  SurveyContent,
  type SurveyVersionList,
  type VersionDiff,
} from '@tsr/contract';
import { compareReports, diffContent, droppedAnswers, moveToSurvey, rescoreCells } from '@tsr/domain';
import type { Db } from '../db/database';
import { DraftRepository } from '../editor/draft-repository';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertAdmin, assertCanRead, mayRescore } from '../http/policies';
import { asAtOf } from '../reviews/as-at';
import { type ReportPool, reportOfBuilt } from '../reviews/report-pool';
import { findReportByReview } from '../reviews/report-repository';
import { findReview } from '../reviews/review-repository';
import type { SurveyStore } from '../survey/survey-store';
import { latestVersionNumber, listPublished } from './version-repository';

export const VERSION_MESSAGES = {
  noVersion: 'No survey has been published yet, so there are no versions to compare.',
  rescoreForbidden:
    'Only the person who started this review or an administrator can compare it with the latest version.',
} as const;

/**
 * The version history and diff (admin-only, like every editor call: the service checks
 * it again), and a submitted review's answers scored on the latest published version, which its
 * owner or an administrator may read; nothing is stored.
 */
export class VersionService {
  private readonly drafts: DraftRepository;

  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
    private readonly reports: ReportPool,
  ) {
    this.drafts = new DraftRepository(db);
  }

  async list(p: Principal): Promise<SurveyVersionList> {
    assertAdmin(p);
    return { versions: await listPublished(this.db) };
  }

  /** `from` defaults to the latest published version, `to` to the draft. */
  async diff(p: Principal, from?: number | 'draft', to?: number | 'draft'): Promise<VersionDiff> {
    assertAdmin(p);
    const latest = await latestVersionNumber(this.db);
    if (latest === null) throw new AppError('UNAVAILABLE', VERSION_MESSAGES.noVersion);
    const a = from ?? latest;
    const b = to ?? 'draft';
    const [before, after] = await Promise.all([this.content(a), this.content(b)]);
    return { from: a, to: b, ...diffContent(before, after) };
  }

  /** Parsed, so that both sides carry the same defaults and only real edits differ. */
  private async content(ref: number | 'draft'): Promise<SurveyContent> {
    const raw = ref === 'draft' ? (await this.drafts.open()).content : await this.drafts.published(ref);
    return SurveyContent.parse(raw);
  }

  async rescore(p: Principal, reviewId: string): Promise<RescoreComparison> {
    const review = await findReview(this.db, reviewId);
    assertCanRead(p, review);
    if (!mayRescore(p, review)) throw new AppError('FORBIDDEN', VERSION_MESSAGES.rescoreForbidden);
    if (review.preview) throw new AppError('CONFLICT', PREVIEW_TEXTS.notOnAVersion);
    const row = await findReportByReview(this.db, reviewId);
    const report = row.original as Report;
    const current = await this.surveys.byId(review.surveyVersionId);
    const latest = await this.surveys.latestPublished();
    const onLatest = latest.id === current.id;
    // Like for like: the same answers as at the same date, on the latest content.
    const today = asAtOf(review);
    const parts = onLatest
      ? review.sequence.parts
      : moveToSurvey(review.prepared, review.sequence, current.compiled, latest.compiled).parts;
    // The same answers on the latest content, in the report worker; the stored report stays as it is.
    const built = await this.reports.build(latest, {
      structure: review.prepared,
      parts,
      today,
      report_id: row.id,
      user: report.user,
      user_id: report.user_id,
      company: report.company,
      timestamp: new Date().toISOString(),
    });
    // The one comparison of two reports, as the report page's "what changed" uses it too.
    const comparison = compareReports(report, reportOfBuilt(built));
    return {
      onLatest,
      currentVersion: current.version,
      latestVersion: latest.version,
      currentScore: comparison.scoreBefore,
      latestScore: comparison.scoreAfter,
      cells: rescoreCells(comparison.cells),
      droppedAnswers: onLatest
        ? []
        : droppedAnswers(review.prepared, review.sequence, current.compiled, latest.compiled, today),
    };
  }
}
