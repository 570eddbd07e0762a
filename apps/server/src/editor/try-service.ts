import { serialize } from 'node:v8';
import { GOLDEN_CASES } from '@tsr/content/golden';
import {
  type SurveyContent,
  TRY_MESSAGES,
  type TryItem,
  type TryResponse,
  type TryTargets,
} from '@tsr/contract';
import { type CompiledContent, ukDate } from '@tsr/domain';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertAdmin } from '../http/policies';
import { asAtOf } from '../reviews/as-at';
import { findReview } from '../reviews/review-repository';
import type { SurveyStore } from '../survey/survey-store';
import type { TryJob } from './try-job';
import type { TryPool } from './try-pool';
import { findDraftContent, findReviewIdByReference } from './try-repository';

/** The request as the route parsed it: the sections' defaults filled in. */
export type ParsedTry = {
  item: TryItem;
  target: { golden: string } | { review: string };
  sections: Partial<Pick<SurveyContent, 'rules' | 'responses' | 'definitions'>>;
};

/**
 * Try it (docs/authoring.md): an editor's unsaved rule, subgroup logic or definition run on a
 * golden structure or a submitted review of any company, on the saved draft with the editor's
 * unsaved sections. Admin-only. This side reads what the try needs (the draft, the review); the
 * try itself, compiling and scoring, runs in the try worker (try-job.ts). Nothing is written: no
 * review, report or draft changes, and the draft is not even opened (opening creates it).
 */
export class TryService {
  /** Each survey version's content as sent to the worker, serialised once. */
  private readonly sent = new WeakMap<CompiledContent, Uint8Array>();

  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
    private readonly pool: TryPool,
  ) {}

  async targets(p: Principal): Promise<TryTargets> {
    assertAdmin(p);
    return { golden: GOLDEN_CASES.map(({ name, description }) => ({ name, description })) };
  }

  async run(p: Principal, request: ParsedTry): Promise<TryResponse> {
    assertAdmin(p);
    const latest = await this.surveys.latestPublished();
    // Before any editor opened the draft, the latest published version is the draft.
    const saved = (await findDraftContent(this.db)) ?? latest.compiled.content;
    const job: TryJob = {
      draft: { ...saved, ...request.sections },
      publishedRules: latest.compiled.content.rules.rules,
      item: request.item,
      target: await this.target(request.target),
    };
    const outcome = await this.pool.run(job);
    if (!outcome.ok) throw new AppError('UNPROCESSABLE', outcome.message);
    return outcome.result;
  }

  private async target(target: ParsedTry['target']): Promise<TryJob['target']> {
    if ('golden' in target) {
      if (!GOLDEN_CASES.some((c) => c.name === target.golden))
        throw new AppError('NOT_FOUND', TRY_MESSAGES.unknownGolden(target.golden));
      return target;
    }
    const id = await findReviewIdByReference(this.db, target.review);
    if (!id) throw new AppError('NOT_FOUND', TRY_MESSAGES.reviewNotFound(target.review));
    // Any company's review: Try it is the administrators' (the route's access and assertAdmin).
    const review = await findReview(this.db, id);
    if (review.status !== 'submitted') throw new AppError('CONFLICT', TRY_MESSAGES.notSubmitted);
    const version = await this.surveys.byId(review.surveyVersionId);
    let versionContent = this.sent.get(version.compiled);
    if (!versionContent) {
      versionContent = serialize(version.compiled.content);
      this.sent.set(version.compiled, versionContent);
    }
    const submitted = review.submittedAt ? `, submitted ${ukDate(review.submittedAt)}` : '';
    return {
      review: {
        name: `${review.structureName}${submitted}`,
        structure: review.prepared,
        sequence: review.sequence,
        today: asAtOf(review),
        versionId: version.id,
        versionContent,
      },
    };
  }
}
