import { z } from 'zod';
import { AnswerSummary, NextRequest, NextResponse, StartReviewRequest, StartReviewResponse } from '../review';
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
    access: 'signedIn',
    body: StartReviewRequest,
    responses: { 201: StartReviewResponse },
  }),
  next: defineRoute({
    method: 'POST',
    path: '/api/review/:id/next',
    tag,
    summary: 'Save the part shown (or only resume) and get the part to show next',
    access: 'signedIn',
    params: IdParams,
    body: NextRequest,
    responses: { 200: NextResponse },
    notFound,
  }),
  reviewOverview: defineRoute({
    method: 'GET',
    path: '/api/review/:id',
    tag,
    summary: 'Whose review it is, how far it has got, its structure as started (reads only)',
    access: 'signedIn',
    params: IdParams,
    responses: { 200: ReviewOverview },
    notFound,
  }),
  answerSummary: defineRoute({
    method: 'GET',
    path: '/api/review/:id/answersummary',
    tag,
    summary: 'The answers given so far, as the user saw them',
    access: 'signedIn',
    params: IdParams,
    responses: { 200: AnswerSummary },
    notFound,
  }),
  deleteIncompleteReview: defineRoute({
    method: 'DELETE',
    path: '/api/review/:id/deletereview',
    tag,
    summary: 'Delete an incomplete review',
    access: 'signedIn',
    params: IdParams,
    responses: { 204: z.null() },
    notFound,
  }),
};
