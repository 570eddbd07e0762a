import type {
  AnswerSummary,
  CarriedForward,
  NextAnswer,
  NextRequest,
  Part,
  ReviewOverview,
  StartReviewRequest,
  StartReviewResponse,
} from '@tsr/contract';
import {
  advance,
  answeredParts,
  answerSummary,
  buildSequence,
  carryForward,
  prepareStructure,
  type ReviewContext,
  ukToday,
  unknownPartOf,
  validateForStart,
} from '@tsr/domain';
import type { PrincipalReader } from '../auth/principal-read';
import type { Db } from '../db/database';
import { recordEvent } from '../events/events';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertCanDelete, assertCanRead, assertOwner, mayPreview } from '../http/policies';
import { timed } from '../http/server-timing';
import { carrySource } from '../structures/carry-forward';
import { saveForReview } from '../structures/structure-service';
import type { SurveyStore } from '../survey/survey-store';
import { asAtOf } from './as-at';
import { recordAudit, reviewSnapshot, surveyVersionNumber } from './audit-repository';
import { nextAnswer } from './next-answer';
import {
  type AnsweringReview,
  deleteReview,
  findReview,
  findReviewForAnswering,
  insertReview,
  ownerOf,
  saveProgressIfUnchanged,
  userWithReviewForAnswering,
} from './review-repository';

/**
 * How many times `next` reads and writes again when another call wrote the review in between: two
 * tabs or an administrator's move each cost one more round; only a review written to without pause
 * could exhaust this.
 */
const NEXT_ATTEMPTS = 5;

/** The questionnaire side of a review (spec 3.2, 4, 7.2): start, next, answer summary, delete. */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly surveys: SurveyStore,
  ) {}

  async start(p: Principal, request: StartReviewRequest): Promise<StartReviewResponse> {
    if (request.preview && !mayPreview(p)) {
      throw new AppError('FORBIDDEN', 'Only administrators can preview the survey.');
    }
    if (request.preview && request.structureId)
      throw new AppError('BAD_REQUEST', 'A preview is never started from a saved structure.');
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
    // A preview runs on a copy of the draft taken now (docs/authoring.md, Preview on the draft).
    const survey = request.preview
      ? await this.surveys.snapshotDraft()
      : await this.surveys.latestPublished();
    const prepared = prepareStructure(request.structure);
    // The day it starts is the date it is evaluated as at (as-at.ts): the row records this instant,
    // so its first part and every later call see the same date, whatever the database's clock says.
    const startedAt = new Date();
    const asAt = ukToday(startedAt);
    const context: ReviewContext = { structure: prepared, content: survey.compiled, today: asAt };
    // This year's review of a saved structure may start with last year's answers (issue 33).
    const source = await carrySource(this.db, this.surveys, p, request);
    const fresh = buildSequence(prepared, survey.compiled);
    const carried = source ? carryForward(fresh, survey.compiled, source.previous) : null;
    const step = advance(context, carried?.sequence ?? fresh, { resume: true });
    // The structure is saved with the review, or neither is (issue 33); a preview is never saved.
    const { inserted, saved } = await this.db.transaction(async (tx) => {
      const saved = request.preview
        ? null
        : await saveForReview(tx, p, request.structure, request.structureId, startedAt);
      const inserted = await insertReview(tx, {
        companyId: p.companyId,
        userId: p.userId,
        surveyVersionId: survey.id,
        structureName: request.structure.name,
        structure: request.structure,
        prepared,
        sequence: step.sequence,
        preview: request.preview,
        finished: step.finished,
        createdAt: startedAt,
        structureId: saved?.structureId ?? null,
        structureRevision: saved?.revision ?? null,
        carriedForward: source && carried ? { ...source.record, notCarried: carried.notCarried } : null,
      });
      return { inserted, saved };
    });
    if (!request.preview)
      await recordEvent(this.db, { kind: 'review_started', userId: p.userId, companyId: p.companyId });
    return {
      reviewId: inserted.id,
      questions: step.questions,
      part: step.part,
      sequence: step.sequence,
      revision: inserted.version,
      asAt,
      structureId: saved?.structureId ?? null,
    };
  }

  /**
   * Saves the answers of a part and works out the next one. Two calls on one review at once (two
   * tabs, a double click) each read the sequence, add their answers and write it back. The write
   * goes through only if nobody wrote the review since it was read (its row version, see
   * saveProgressIfUnchanged); otherwise the call starts again from the other one's answers, so every
   * acknowledged answer is kept. No transaction and no lock: one read and one write.
   * `read`: the review as read with the caller's user row (readWithUser), for the first round.
   * A part or requestedPartId the review does not have, and answers the questionnaire would not
   * send, are a 400 and save nothing. The answer is whole, or compact when the request
   * asks (`compact`, decision 0024).
   */
  async next(p: Principal, id: string, request: NextRequest, read?: AnsweringReview): Promise<NextAnswer> {
    for (let attempt = 0; attempt < NEXT_ATTEMPTS; attempt += 1) {
      const review =
        attempt === 0 && read ? read : await timed('reads', () => findReviewForAnswering(this.db, id));
      assertOwner(p, review);
      // Compiled once per process; an administrator's move to another version is read with the row.
      const survey = await timed('reads', () => this.surveys.byId(review.surveyVersionId));
      const outcome = await this.advanceIfUnchanged(review, survey.compiled, request);
      if (outcome.kind === 'done') return outcome.response;
      if (outcome.kind === 'failed') throw outcome.error;
    }
    throw new AppError('CONFLICT', 'This review changed while saving; please try again.');
  }

  /**
   * Reads the caller's user row and the review `next` answers in one query (principalRead); `keep`
   * receives the review. Undefined when `id` cannot be a review's.
   */
  readWithUser(id: string, keep: (review: AnsweringReview) => void): PrincipalReader | undefined {
    const read = userWithReviewForAnswering(this.db, id);
    if (!read) return undefined;
    return async (userId) => {
      const { user, review } = await read(userId);
      if (review) keep(review);
      return user;
    };
  }

  private async advanceIfUnchanged(
    review: AnsweringReview,
    content: ReviewContext['content'],
    request: NextRequest,
  ): Promise<
    { kind: 'done'; response: NextAnswer } | { kind: 'failed'; error: unknown } | { kind: 'changed' }
  > {
    const asAt = asAtOf(review);
    const context: ReviewContext = { structure: review.prepared, content, today: asAt };
    if (review.status === 'submitted') {
      return {
        kind: 'done',
        response: nextAnswer(
          request.compact,
          {
            reviewId: review.id,
            preview: review.preview,
            submitted: true,
            finished: true,
            part: null,
            questions: null,
            error: null,
            fromBack: false,
            progress: { current: 0, total: 0 },
            revision: review.version,
            asAt,
          },
          this.unchanged(review),
        ),
      };
    }
    // A part the review does not have is a mistake in the request, not a step to show.
    const unknown = unknownPartOf(review.sequence, request);
    if (unknown) return { kind: 'failed', error: new AppError('BAD_REQUEST', unknown) };
    let step: ReturnType<typeof advance>;
    try {
      step = timed('engine', () => advance(context, review.sequence, request));
    } catch (err) {
      // Nothing the user typed is lost: when working out the next part fails, the answers are
      // still saved as sent before the error goes back (a peek saves nothing: Next will send them).
      if (
        request.part &&
        !request.peek &&
        (await saveProgressIfUnchanged(
          this.db,
          review,
          withRawAnswers(review.sequence.parts, request.part),
          review.finished,
        )) === null
      )
        return { kind: 'changed' };
      return { kind: 'failed', error: err };
    }
    // Answers the questionnaire would not have sent (docs/questionnaire.md, "What the server
    // checks"): nothing is saved, and the first problem names the question.
    const refused = step.problems[0];
    if (refused)
      return {
        kind: 'failed',
        error: new AppError('BAD_REQUEST', refused.message, {
          question: refused.question,
          entityName: refused.entityName,
        }),
      };
    const revision = request.peek
      ? review.version
      : await timed('writes', () =>
          saveProgressIfUnchanged(this.db, review, step.sequence, step.finished, step.changedPart),
        );
    if (revision === null) return { kind: 'changed' };
    return {
      kind: 'done',
      response: nextAnswer(
        request.compact,
        {
          reviewId: review.id,
          questions: step.questions,
          part: step.part,
          preview: review.preview,
          finished: step.finished,
          submitted: false,
          error: step.error ?? step.errors[0] ?? null,
          fromBack: step.fromBack,
          progress: step.progress,
          revision,
          asAt,
        },
        { ...this.unchanged(review), after: step.sequence },
      ),
    };
  }

  /** Spec 2.6 Show Answers: the questions each part shows and the answers that count (docs/questionnaire.md). */
  async answerSummary(p: Principal, id: string): Promise<AnswerSummary> {
    const review = await findReview(this.db, id);
    assertCanRead(p, review);
    const survey = await this.surveys.byId(review.surveyVersionId);
    return answerSummary(
      { structure: review.prepared, content: survey.compiled, today: asAtOf(review) },
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
      { structure: review.prepared, content: survey.compiled, today: asAtOf(review) },
      review.sequence.parts,
    );
    return {
      reviewId: review.id,
      structureName: review.structureName,
      structure: review.structure,
      owner,
      isOwn: review.userId === p.userId,
      preview: review.preview,
      submitted: review.status === 'submitted',
      finished: review.finished,
      answeredParts: parts.answered,
      totalParts: parts.total,
      started: Math.floor(review.createdAt.getTime() / 1000),
      asAt: asAtOf(review),
      ...(review.carriedForward ? { carriedForward: review.carriedForward as CarriedForward } : {}),
    };
  }

  /** DELETE /review/{id}/deletereview: an uncompleted review. */
  async deleteUncompleted(p: Principal, id: string): Promise<void> {
    const review = await findReview(this.db, id);
    assertCanDelete(p, review);
    if (review.status === 'submitted') {
      throw new AppError('CONFLICT', 'This review has been submitted; delete it from the completed reviews.');
    }
    const version = await surveyVersionNumber(this.db, review.surveyVersionId);
    await deleteReview(this.db, id);
    await recordAudit(this.db, p, 'review.delete', review, {
      before: reviewSnapshot(review, review.status, version),
      after: null,
    });
  }

  /** The review as read, for an answer that changed nothing of it. */
  private unchanged(review: AnsweringReview) {
    return {
      readRevision: review.version,
      before: review.sequence,
      after: review.sequence,
      structure: review.prepared,
    };
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
