import { z } from 'zod';
import { AnswerSummary, NextAnswer, NextRequest, StartReviewRequest, StartReviewResponse } from '../review';
import { ReviewOverview } from '../review-overview';
import { defineRoute, IdParams } from './define-route';

const tag = 'review';
const notFound = 'This review does not exist.';

/** Spec 7.2: starting a review and answering its questionnaire. */
export const reviewRoutes = {
  startReview: defineRoute({
    method: 'POST',
    path: '/api/review/start',
    tag,
    summary: 'Start a review of a structure (or preview its questionnaire)',
    description:
      "The structure is checked first: a 400 lists every problem in `findings`. It is kept as a saved structure of the company (a new one, or with `structureId` a new revision of that one when it differs). With `carryForward` the answers of that structure's latest submitted review are carried forward: each part that receives answers is marked `carried` and counts only once sent again with Next (confirmed). Answers with the first part to answer and its questions, the sequence and its `revision` (a basis for `next`'s compact answer). `preview: true` (admins) runs on a copy of the unpublished draft and is never charged.",
    callers: 'any signed-in user; a preview only admins',
    otherStatuses: {
      400: 'The structure is not valid (`findings` lists every problem), or the body is not valid.',
      403: "A preview asked for by someone who is not an admin, a trial user who has not yet agreed to the trial terms, or an admin starting a review of another company's saved structure.",
      404: '`structureId` names a saved structure the caller may not read, or none.',
      409: '`carryForward`: the structure has no submitted review the caller may read.',
      422: "A preview: the draft's content cannot be compiled.",
      503: 'No survey has been published yet.',
    },
    access: 'signedIn',
    keyScopes: ['startReviews'],
    body: StartReviewRequest,
    responses: { 201: StartReviewResponse },
  }),
  next: defineRoute({
    method: 'POST',
    path: '/api/review/:id/next',
    tag,
    summary: 'Save the part shown (or only resume) and get the part to show next',
    description:
      "Send the answers of the part shown as `part`; or `resume: true` to read where the review is, `back: true` to go back, `requestedPartId` to show a part already reached. Call until `finished` is true, then submit. `error` names a question whose logic could not be evaluated. Without `compact` the answer is spec 3.2's whole one (`form: 'full'`); with it, `form: 'compact'`: only the parts changed since the revision `compact.since` (the whole sequence when that is not the review's revision now), the structure only with `compact.structure: true`. Keep `revision` for the next call.",
    callers:
      "the review's owner (account leads, approvers and admins who may read it get 403, anyone else 404)",
    otherStatuses: {
      400: 'The answers are not ones the questionnaire would send (`message` names the question by title and name, `question` is its name, `entityName` the entity: nothing is saved), `part.id` or `requestedPartId` is not a part of this review, or the body is not valid.',
      403: 'The caller may read the review but did not start it, or is a trial user who has not yet agreed to the trial terms.',
      409: 'The review kept changing while saving (other calls on it at once): call again.',
    },
    access: 'signedIn',
    keyScopes: ['startReviews'],
    params: IdParams,
    body: NextRequest,
    responses: { 200: NextAnswer },
    notFound,
  }),
  reviewOverview: defineRoute({
    method: 'GET',
    path: '/api/review/:id',
    tag,
    summary: 'Whose review it is, how far it has got, its structure as started (reads only)',
    callers: "the review's owner; account leads and approvers of its company; admins (anyone else gets 404)",
    access: 'signedIn',
    keyScopes: ['readReports', 'startReviews'],
    params: IdParams,
    responses: { 200: ReviewOverview },
    notFound,
  }),
  answerSummary: defineRoute({
    method: 'GET',
    path: '/api/review/:id/answersummary',
    tag,
    summary: 'The answers given so far, as the user saw them',
    callers: "the review's owner; account leads and approvers of its company; admins (anyone else gets 404)",
    access: 'signedIn',
    keyScopes: ['readReports', 'startReviews'],
    params: IdParams,
    responses: { 200: AnswerSummary },
    notFound,
  }),
  deleteIncompleteReview: defineRoute({
    method: 'DELETE',
    path: '/api/review/:id/deletereview',
    tag,
    summary: 'Delete an incomplete review',
    callers:
      "the review's owner, account leads of its company and admins (an approver gets 403, anyone else 404)",
    otherStatuses: {
      403: 'An approver of the company (may read, not delete), or a trial user who has not yet agreed to the trial terms.',
      409: 'The review has been submitted: delete it with deleteCompletedReview.',
    },
    access: 'signedIn',
    params: IdParams,
    responses: { 204: z.null() },
    notFound,
  }),
};
