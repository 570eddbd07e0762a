import type {
  AnswerSummary,
  NextRequest,
  NextResponse,
  Part,
  ReviewOverview,
  StartReviewRequest,
  StartReviewResponse,
} from '@tsr/contract';
import {
  advance,
  answeredParts,
  answerSummary,
  prepareStructure,
  type ReviewContext,
  startReview,
  ukToday,
  validateForStart,
} from '@tsr/domain';
import type { Db } from '../db/database';
import { recordEvent } from '../events/events';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { timed } from '../http/server-timing';
import type { SurveyStore } from '../survey/survey-store';
import { assertCanDelete, assertCanRead, assertOwner } from './review-access';
import {
  deleteReview,
  findReview,
  insertReview,
  ownerOf,
  type StoredReview,
  saveProgress,
} from './review-repository';

/** The questionnaire side of a review (spec 3.2, 4, 7.2): start, next, answer summary, delete. */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
  ) {}

  async start(p: Principal, request: StartReviewRequest): Promise<StartReviewResponse> {
    if (request.preview && !p.groups.includes('admin')) {
      throw new AppError('FORBIDDEN', 'Only administrators can preview the survey.');
    }
    const findings = validateForStart(request.structure).filter(
      (f) => f.severity === 'error' || f.severity === 'invalid',
    );
    const first = findings[0];
    if (first) {
      // Every finding goes back, so any client can mark each field as the builder does; the
      // message and entity name stay the first one's for clients that read only those.
      const entityName = first.entityId ? request.structure.entities[first.entityId]?.name : undefined;
      throw new AppError('BAD_REQUEST', first.message, entityName ? { entityName, findings } : { findings });
    }
    const survey = await this.surveys.latestPublished();
    const prepared = prepareStructure(request.structure);
    const step = startReview({ structure: prepared, content: survey.compiled, today: ukToday(new Date()) });
    const reviewId = await insertReview(this.db, {
      companyId: p.companyId,
      userId: p.userId,
      surveyVersionId: survey.id,
      structureName: request.structure.name,
      structure: request.structure,
      prepared,
      sequence: step.sequence,
      preview: request.preview,
      finished: step.finished,
    });
    if (!request.preview)
      await recordEvent(this.db, { kind: 'review_started', userId: p.userId, companyId: p.companyId });
    return { reviewId, questions: step.questions, part: step.part, sequence: step.sequence };
  }

  /**
   * Saves the answers of a part and works out the next one. Two calls on one review at once (two
   * tabs, a double click) each read the sequence, add their answers and write it back: the review's
   * row is locked from the read to the write, so the second call starts from the first one's
   * answers and every acknowledged answer is kept.
   */
  async next(p: Principal, id: string, request: NextRequest): Promise<NextResponse> {
    // The owner check comes before any lock, so no one else can hold a review's row.
    const unlocked = await timed('reads', () => findReview(this.db, id));
    assertOwner(p, unlocked);
    let survey = await timed('reads', () => this.surveys.byId(unlocked.surveyVersionId));
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await this.db.transaction(async (tx) => {
        const review = await timed('reads', () => findReview(tx, id, { lock: true }));
        // An administrator moved the review to another survey version meanwhile: load that one
        // (outside the transaction: PGlite runs one transaction at a time) and start again.
        if (review.surveyVersionId !== survey.id) return { kind: 'survey changed' as const, review };
        return this.advanceLocked(tx, review, survey.compiled, request);
      });
      if (outcome.kind === 'done') return outcome.response;
      if (outcome.kind === 'failed') throw outcome.error;
      if (attempt >= 2) throw new AppError('CONFLICT', 'This review changed while saving; please try again.');
      survey = await this.surveys.byId(outcome.review.surveyVersionId);
    }
  }

  private async advanceLocked(
    tx: Db,
    review: StoredReview,
    content: ReviewContext['content'],
    request: NextRequest,
  ): Promise<{ kind: 'done'; response: NextResponse } | { kind: 'failed'; error: unknown }> {
    const context: ReviewContext = { structure: review.prepared, content, today: ukToday(new Date()) };
    if (review.status === 'submitted') {
      return {
        kind: 'done',
        response: {
          ...this.base(review),
          submitted: true,
          finished: true,
          part: null,
          questions: null,
          error: null,
          fromBack: false,
          progress: { current: 0, total: 0 },
        },
      };
    }
    let step: ReturnType<typeof advance>;
    try {
      step = timed('engine', () => advance(context, review.sequence, request));
    } catch (err) {
      // Nothing the user typed is lost: when working out the next part fails, the answers are
      // still saved as sent (and committed) before the error goes back.
      if (request.part) {
        await saveProgress(
          tx,
          review.id,
          withRawAnswers(review.sequence.parts, request.part),
          review.finished,
        );
      }
      return { kind: 'failed', error: err };
    }
    await timed('writes', () => saveProgress(tx, review.id, step.sequence, step.finished));
    return {
      kind: 'done',
      response: {
        reviewId: review.id,
        questions: step.questions,
        sequence: step.sequence,
        part: step.part,
        structure: review.prepared,
        finished: step.finished,
        submitted: false,
        error: step.error ?? step.errors[0] ?? null,
        fromBack: step.fromBack,
        progress: step.progress,
      },
    };
  }

  /** Spec 2.6 Show Answers: the questions each part shows and the answers that count (docs/questionnaire.md). */
  async answerSummary(p: Principal, id: string): Promise<AnswerSummary> {
    const review = await findReview(this.db, id);
    assertCanRead(p, review);
    const survey = await this.surveys.byId(review.surveyVersionId);
    return answerSummary(
      { structure: review.prepared, content: survey.compiled, today: ukToday(new Date()) },
      review.sequence.parts,
    );
  }

  /** GET /review/{id}: whose review it is, how far it has got, and its structure as started. */
  async overview(p: Principal, id: string): Promise<ReviewOverview> {
    const review = await findReview(this.db, id);
    assertCanRead(p, review);
    const owner = await ownerOf(this.db, review.userId);
    const survey = await this.surveys.byId(review.surveyVersionId);
    const parts = answeredParts(
      { structure: review.prepared, content: survey.compiled, today: ukToday(new Date()) },
      review.sequence.parts,
    );
    return {
      reviewId: review.id,
      structureName: review.structureName,
      structure: review.structure,
      owner,
      isOwn: review.userId === p.userId,
      submitted: review.status === 'submitted',
      finished: review.finished,
      answeredParts: parts.answered,
      totalParts: parts.total,
      started: Math.floor(review.createdAt.getTime() / 1000),
    };
  }

  /** DELETE /review/{id}/deletereview: an uncompleted review. */
  async deleteUncompleted(p: Principal, id: string): Promise<void> {
    const review = await findReview(this.db, id);
    assertCanDelete(p, review);
    if (review.status === 'submitted') {
      throw new AppError('CONFLICT', 'This review has been submitted; delete it from the completed reviews.');
    }
    await deleteReview(this.db, id);
  }

  private base(review: StoredReview) {
    return { reviewId: review.id, sequence: review.sequence, structure: review.prepared };
  }
}

/** Puts the answers as sent into their part, before the engine filters them. */
function withRawAnswers(parts: readonly Part[], sent: { id: string; answers: Record<string, unknown> }) {
  return {
    parts: parts.map((part) =>
      part.id === sent.id ? { ...part, answers: { ...part.answers, ...sent.answers } } : part,
    ),
  };
}
