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
  formatDate,
  prepareStructure,
  type ReviewContext,
  startReview,
  validateForStart,
} from '@tsr/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reviews, users } from '../db/schema';
import { recordEvent } from '../events/events';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import type { SurveyStore } from '../survey/survey-store';
import { assertCanDelete, assertCanRead, assertOwner } from './review-access';
import { findReview, type StoredReview, saveProgress } from './review-repository';

/** Today in the UK as dd/mm/yyyy: the date logic sees for today() and age(). */
export function ukToday(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatDate({ year: get('year'), month: get('month'), day: get('day') });
}

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
    const step = startReview({ structure: prepared, content: survey.compiled, today: ukToday() });
    const [row] = await this.db
      .insert(reviews)
      .values({
        companyId: p.companyId,
        userId: p.userId,
        surveyVersionId: survey.id,
        structureName: request.structure.name,
        structure: request.structure,
        prepared,
        sequence: step.sequence,
        preview: request.preview,
        finished: step.finished,
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error('review insert returned nothing');
    if (!request.preview)
      await recordEvent(this.db, { kind: 'review_started', userId: p.userId, companyId: p.companyId });
    return { reviewId: row.id, questions: step.questions, part: step.part, sequence: step.sequence };
  }

  async next(p: Principal, id: string, request: NextRequest): Promise<NextResponse> {
    const review = await findReview(this.db, id);
    assertOwner(p, review);
    const survey = await this.surveys.byId(review.surveyVersionId);
    const context: ReviewContext = { structure: review.prepared, content: survey.compiled, today: ukToday() };
    if (review.status === 'submitted') {
      return {
        ...this.base(review),
        submitted: true,
        finished: true,
        part: null,
        questions: null,
        error: null,
        fromBack: false,
        progress: { current: 0, total: 0 },
      };
    }
    let step: ReturnType<typeof advance>;
    try {
      step = advance(context, review.sequence, request);
    } catch (err) {
      // Nothing the user typed is lost: when working out the next part fails, the answers are
      // still saved as sent before the error goes back.
      if (request.part) {
        await saveProgress(this.db, id, withRawAnswers(review.sequence.parts, request.part), review.finished);
      }
      throw err;
    }
    await saveProgress(this.db, id, step.sequence, step.finished);
    const error = step.error ?? step.errors[0] ?? null;
    return {
      reviewId: review.id,
      questions: step.questions,
      sequence: step.sequence,
      part: step.part,
      structure: review.prepared,
      finished: step.finished,
      submitted: false,
      error,
      fromBack: step.fromBack,
      progress: step.progress,
    };
  }

  /** Spec 2.6 Show Answers: the questions each part shows and the answers that count (docs/questionnaire.md). */
  async answerSummary(p: Principal, id: string): Promise<AnswerSummary> {
    const review = await findReview(this.db, id);
    assertCanRead(p, review);
    const survey = await this.surveys.byId(review.surveyVersionId);
    return answerSummary(
      { structure: review.prepared, content: survey.compiled, today: ukToday() },
      review.sequence.parts,
    );
  }

  /** GET /review/{id}: whose review it is, how far it has got, and its structure as started. */
  async overview(p: Principal, id: string): Promise<ReviewOverview> {
    const review = await findReview(this.db, id);
    assertCanRead(p, review);
    const [owner] = await this.db
      .select({ name: users.userName, email: users.email })
      .from(users)
      .where(eq(users.id, review.userId));
    const survey = await this.surveys.byId(review.surveyVersionId);
    const parts = answeredParts(
      { structure: review.prepared, content: survey.compiled, today: ukToday() },
      review.sequence.parts,
    );
    return {
      reviewId: review.id,
      structureName: review.structureName,
      structure: review.structure,
      owner: { name: owner?.name ?? '', email: owner?.email ?? '' },
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
    await this.db.delete(reviews).where(eq(reviews.id, id));
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
