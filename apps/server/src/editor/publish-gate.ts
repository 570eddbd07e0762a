import {
  type GoldenCaseComparison,
  type GoldenComparison,
  type GoldenCoverage,
  type ReviewsInProgressOnVersion,
  SurveyContent,
} from '@tsr/contract';
import { questionChanges } from '@tsr/domain';
import type { Db } from '../db/database';
import type { DraftRepository } from './draft-repository';
import { reviewsInProgressByVersion } from './in-progress-repository';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const PUBLISH_GATE_MESSAGES = {
  goldenChanged:
    'Publishing changes the results of golden structures. Check the changes and confirm to publish.',
  inProgress: (reviews: number) =>
    `${plural(reviews, 'review', 'reviews')} in progress on an earlier version ${reviews === 1 ? 'uses' : 'use'} questions this publish deletes, renames or changes the choices of. ${reviews === 1 ? 'It keeps its' : 'They keep their'} version; check which answers Update would drop and confirm to publish.`,
  belowThreshold: (coverage: GoldenCoverage) =>
    `${plural(coverage.uncovered.length, 'rule', 'rules')} no golden structure fires: the golden structures fire ${coverage.overall.percent}% of the rules, below the ${coverage.threshold}% threshold. Check the uncovered rules and confirm them to publish (confirmUncovered).`,
} as const;

/**
 * The reviews in progress on published versions, when this publish deletes, renames or changes the
 * choices of a question of the latest version: version by version, their count (from the
 * database) and every question whose answers Update would drop in moving them to the draft (the
 * version diff's questions, questionChanges: on an older version, those of earlier publishes
 * too). Nothing is listed when the draft's questions keep the latest version's answers, nor for
 * a version whose questions the draft leaves as they were.
 */
export async function reviewsInProgress(
  db: Db,
  drafts: DraftRepository,
  latestVersion: number,
  draft: SurveyContent,
): Promise<ReviewsInProgressOnVersion[]> {
  const counts = await reviewsInProgressByVersion(db);
  if (counts.length === 0) return [];
  // Parsed, so both sides carry the same defaults and only real edits differ.
  const contentOf = async (version: number) => SurveyContent.parse(await drafts.published(version));
  const latest = await contentOf(latestVersion);
  if (questionChanges(latest, draft).length === 0) return [];
  const listed: ReviewsInProgressOnVersion[] = [];
  for (const { version, reviews } of counts) {
    const questions = questionChanges(version === latestVersion ? latest : await contentOf(version), draft);
    if (questions.length > 0) listed.push({ version, reviews, questions });
  }
  return listed;
}

/** What Publish shows: the golden comparison, the coverage and the reviews in progress. */
export const publishPreview = (
  golden: GoldenCaseComparison,
  coverage: GoldenCoverage,
  inProgress: ReviewsInProgressOnVersion[],
): GoldenComparison => ({ ...golden, coverage, inProgress });

/**
 * Why a publish must be confirmed first, or null when it may go on: golden results that change
 * and reviews in progress that would lose answers need `confirmChanges`; a coverage under the
 * provider's threshold needs `confirmUncovered`, so confirming the one never confirms the other.
 */
export function publishRefusal(
  preview: GoldenComparison,
  confirmed: { changes: boolean; uncovered: boolean },
): string | null {
  const reasons: string[] = [];
  if (!confirmed.changes && preview.changed) reasons.push(PUBLISH_GATE_MESSAGES.goldenChanged);
  const reviews = preview.inProgress.reduce((sum, version) => sum + version.reviews, 0);
  if (!confirmed.changes && reviews > 0) reasons.push(PUBLISH_GATE_MESSAGES.inProgress(reviews));
  if (!confirmed.uncovered && preview.coverage.belowThreshold)
    reasons.push(PUBLISH_GATE_MESSAGES.belowThreshold(preview.coverage));
  return reasons.length > 0 ? reasons.join(' ') : null;
}
