import { z } from 'zod';
import { CauseRemediationUpdate, RemediationUpdate } from '../report';
import {
  ReportCauses,
  ReportCell,
  ReportChanges,
  ReportEntityResponses,
  ReportKeyDates,
  ReportSummary,
} from '../report-parts';
import {
  PdfVerification,
  ReportPdfRequest,
  ReportQuery,
  ReportView,
  SubmitResponse,
  UserReports,
  UserReportsQuery,
  VerifyPdfRequest,
} from '../review-lists';
import { ReportCarried } from '../review-overview';
import { defineRoute, IdParams } from './define-route';

const tag = 'report';
const notFound = 'This review does not exist.';
const admin = ['admin'] as const;
const readers =
  "the review's owner; account leads and approvers of its company; admins (anyone else gets 404)";
const notSubmitted =
  '"This review does not exist." The id names nothing the caller may see, or is not a UUID; or the review has not been submitted yet.';

/** An entity of a report, by its id in the structure (any text the structure builder gave it). */
const EntityParams = IdParams.extend({ entityId: z.string().min(1).max(200) });
/** A cell of the risk table: its row's id ('trust.settlor') and its column, a tax head ('IT'). */
const CellParams = IdParams.extend({ rowId: z.string().min(1).max(200), column: z.string().min(1).max(20) });

/** Spec 7.2-7.4: scoring, reading and remediating reports, their admin operations and the lists. */
export const reportRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: '/api/review/:id/submit',
    tag,
    summary: "Score a finished review; answers with the new report's id",
    description:
      'Scores the answers and charges the review (once: a review returned for more answers is not charged again). Read the report with the report call.',
    callers:
      'account leads, approvers and admins who may read the review (its owner; account leads and approvers of its company; admins); anyone else who may read it gets 403, others 404',
    otherStatuses: {
      400: "A rule's or response's logic could not be evaluated (`rule`, `response`, `logic` name it; nothing is charged), or the request is not valid.",
      403: "The caller may not submit (ask an approver), the owner's review limit is reached, or a trial user has not yet agreed to the trial terms.",
      404: '"This review does not exist." The id names nothing the caller may see, or is not a UUID; or the owner no longer exists.',
      409: 'Already submitted, not finished, or its answers changed while it was scored: check and submit again.',
      503: 'The report workers are busy, timed out or shutting down: try again.',
    },
    access: 'signedIn',
    keyScopes: ['startReviews'],
    params: IdParams,
    responses: { 200: SubmitResponse },
    notFound,
  }),
  report: defineRoute({
    method: 'GET',
    path: '/api/review/:id/report',
    tag,
    summary: 'The report (or its remediated view); with Accept: application/pdf the PDF',
    description:
      'JSON by default; with `Accept: application/pdf` the PDF (a download named after the structure). `remediated=true` gives the view with the remediations recorded.',
    callers: "the review's owner; account leads and approvers of its company; admins (anyone else gets 404)",
    files: ['application/pdf'],
    otherStatuses: {
      404: '"This review does not exist." The id names nothing the caller may see, or is not a UUID; or the review has not been submitted yet.',
      503: 'The PDF workers are busy, timed out or shutting down: try again.',
    },
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: IdParams,
    query: ReportQuery,
    responses: { 200: ReportView },
    notFound,
  }),
  reportSummary: defineRoute({
    method: 'GET',
    path: '/api/review/:id/report/summary',
    tag,
    summary:
      "What the report page shows first: the score, the key facts, the risk table and the report's entities",
    description:
      "The report without its responses and the cells' explanations (a few per cent of it): read each entity's responses with reportEntity and an opened cell's risks with reportCell. `remediated=true` gives the remediated view's score, table and timeline.",
    callers: readers,
    otherStatuses: { 404: notSubmitted },
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: IdParams,
    query: ReportQuery,
    responses: { 200: ReportSummary },
    notFound,
  }),
  reportEntity: defineRoute({
    method: 'GET',
    path: '/api/review/:id/report/entities/:entityId',
    tag,
    summary: "One entity's responses in the report, with their explanations in the customer's words",
    description:
      "The entity's entry of the report's `responses` (the same in the original and the remediated view) and the `reasons` of its risks' explanations. `entityId` is one of the summary's `entities`.",
    callers: readers,
    otherStatuses: {
      404: '"This review does not exist." The id names nothing the caller may see, or is not a UUID; or the review has not been submitted yet. "This entity has no responses in this report." The entity is not one of the report\'s entities.',
    },
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: EntityParams,
    responses: { 200: ReportEntityResponses },
    notFound,
  }),
  reportCell: defineRoute({
    method: 'GET',
    path: '/api/review/:id/report/cells/:rowId/:column',
    tag,
    summary:
      'An opened cell of the risk table: its risks, why each was raised, their statuses and its loop instances',
    description:
      "What remediating the cell needs: each risk (entity and response) with its text, score, latest status and the cell's explanations of it, with their `reasons`, and the cell's loop instances. `remediated=true` gives the cell of the remediated table.",
    callers: readers,
    otherStatuses: {
      404: '"This review does not exist." The id names nothing the caller may see, or is not a UUID; or the review has not been submitted yet. "This cell is not in the report\'s risk table." The row or column is not one of the table\'s.',
    },
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: CellParams,
    query: ReportQuery,
    responses: { 200: ReportCell },
    notFound,
  }),
  reportCauses: defineRoute({
    method: 'GET',
    path: '/api/review/:id/report/causes',
    tag,
    summary: "The report's causes: each fact behind several risks stated once, with every risk it raised",
    description:
      'Findings grouped by their cause (docs/scoring.md): the cause in words, and each rule that fired because of it with its cell, where it was found, its risk text, score and latest status. Highest score first.',
    callers: readers,
    otherStatuses: { 404: notSubmitted },
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: IdParams,
    responses: { 200: ReportCauses },
    notFound,
  }),
  reportKeyDates: defineRoute({
    method: 'GET',
    path: '/api/review/:id/report/key-dates',
    tag,
    summary: "The review's key dates and actions: what to do, when, where and under which law",
    description:
      "The dated actions of the rules that fired (docs/scoring.md, key dates), soonest first, each worked out as at the review's date (`asAt`) and `overdue` when due before it.",
    callers: readers,
    otherStatuses: { 404: notSubmitted },
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: IdParams,
    responses: { 200: ReportKeyDates },
    notFound,
  }),
  reportChanges: defineRoute({
    method: 'GET',
    path: '/api/review/:id/report/changes',
    tag,
    summary: 'What changed since the previous review of the same saved structure',
    description:
      "The report compared with the previous review's (docs/scoring.md, what changed): the latest review of the same saved structure whose report was made before this one and that the caller may read. The risk score then and now, the risk table's cells that went up or down, and the risks new, gone and still present, each by its rule's title and its entity's name; a risk the previous report had marked resolved (by the time this one was made) and found again is marked. Both reports as made, before remediation. `changes` is null for a structure's first review, or when the caller may read no earlier one.",
    callers: readers,
    otherStatuses: { 404: notSubmitted },
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: IdParams,
    responses: { 200: ReportChanges },
    notFound,
  }),
  reportCarried: defineRoute({
    method: 'GET',
    path: '/api/review/:id/report/carried',
    tag,
    summary: 'The answers carried forward into the review from its previous one, kept and changed',
    description:
      "For a review started with the previous review's answers carried forward (issue 33): from which review and its date, how many carried answers were kept, each one changed when its part was confirmed (before and after, as the user saw them), and the answers that could not be carried. `carried` is null for a review that did not start that way.",
    callers: readers,
    otherStatuses: { 404: notSubmitted },
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: IdParams,
    responses: { 200: ReportCarried },
    notFound,
  }),
  reportCalendar: defineRoute({
    method: 'GET',
    path: '/api/review/:id/report/key-dates/calendar',
    tag,
    summary: 'The key dates and actions as an iCalendar file (.ics)',
    description:
      "One all-day event per key date (RFC 5545), the same as the key-dates call: a download named '{short name} Key Dates - {structure}.ics'. The same report gives the same file.",
    callers: readers,
    files: ['text/calendar'],
    otherStatuses: { 404: notSubmitted },
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: IdParams,
    responses: {},
    notFound,
  }),
  reportPdf: defineRoute({
    method: 'POST',
    path: '/api/review/:id/report',
    tag,
    summary: 'The report as a PDF (spec 7.4)',
    description: 'The same PDF as the report call with `Accept: application/pdf`; `remediated` in the body.',
    callers: "the review's owner; account leads and approvers of its company; admins (anyone else gets 404)",
    files: ['application/pdf'],
    otherStatuses: {
      404: '"This review does not exist." The id names nothing the caller may see, or is not a UUID; or the review has not been submitted yet.',
      503: 'The PDF workers are busy, timed out or shutting down: try again.',
    },
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: IdParams,
    body: ReportPdfRequest,
    responses: {},
    notFound,
  }),
  verifyReportPdf: defineRoute({
    method: 'POST',
    path: '/api/review/:id/report/verify',
    tag,
    summary: "Verify a PDF: whether a file is an unaltered copy of this review's report",
    description:
      'The PDF (base64) names the view and the number of remediations it shows; the server renders that state of the report again and compares the bytes (docs/decisions/0035). `verified` says whether they are the same; `message` says so in words.',
    callers: readers,
    otherStatuses: {
      404: notSubmitted,
      503: 'The PDF workers are busy, timed out or shutting down: try again.',
    },
    access: 'signedIn',
    params: IdParams,
    body: VerifyPdfRequest,
    responses: { 200: PdfVerification },
    notFound,
  }),
  reportById: defineRoute({
    method: 'GET',
    path: '/api/survey/report/:id',
    tag,
    summary: 'A report by its own id',
    callers:
      'the owner of its review; account leads and approvers of that company; admins (anyone else gets 404)',
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: IdParams,
    responses: { 200: ReportView },
    notFound: 'This report does not exist.',
  }),
  updateRemediation: defineRoute({
    method: 'POST',
    path: '/api/review/:id/updateremediation',
    tag,
    summary: 'Record a remediation; answers with the remediated view',
    callers: "the review's owner; account leads and approvers of its company; admins (anyone else gets 404)",
    otherStatuses: {
      400: 'The risk or remediation named is not in this report, or the body is not valid.',
      404: '"This review does not exist." The id names nothing the caller may see, or is not a UUID; or the review has not been submitted yet.',
    },
    access: 'signedIn',
    params: IdParams,
    body: RemediationUpdate,
    responses: { 200: ReportView },
    notFound,
  }),
  updateCauseRemediation: defineRoute({
    method: 'POST',
    path: '/api/review/:id/updateremediation/cause',
    tag,
    summary: 'Record one remediation for every risk of a cause; answers with the remediated view',
    description:
      'The same as updateremediation for each risk the cause raised (ReportCause.key), each recorded in the timeline with the same note.',
    callers: "the review's owner; account leads and approvers of its company; admins (anyone else gets 404)",
    otherStatuses: {
      400: 'The cause is not in this report, or the body is not valid.',
      404: '"This review does not exist." The id names nothing the caller may see, or is not a UUID; or the review has not been submitted yet.',
    },
    access: 'signedIn',
    params: IdParams,
    body: CauseRemediationUpdate,
    responses: { 200: ReportView },
    notFound,
  }),
  resetScore: defineRoute({
    method: 'GET',
    path: '/api/review/:id/resetscore',
    tag,
    summary: 'Remove every remediation (admin)',
    otherStatuses: {
      404: '"This review does not exist." The id names no review, or is not a UUID; or the review has not been submitted yet.',
    },
    access: admin,
    params: IdParams,
    responses: { 200: ReportView },
    notFound,
  }),
  resubmit: defineRoute({
    method: 'POST',
    path: '/api/review/:id/resubmit',
    tag,
    summary: 'Score the review again on its current answers (admin)',
    otherStatuses: {
      404: '"This review does not exist." The id names no review, or is not a UUID; or the review has not been submitted yet.',
      503: 'The report workers are busy, timed out or shutting down: try again.',
    },
    access: admin,
    params: IdParams,
    responses: { 200: ReportView },
    notFound,
  }),
  returnReview: defineRoute({
    method: 'POST',
    path: '/api/review/:id/return',
    tag,
    summary: 'Return a submitted review to its owner for more answers (admin)',
    otherStatuses: { 409: 'The review is not submitted, so there is nothing to return.' },
    access: admin,
    params: IdParams,
    responses: { 204: z.null() },
    notFound,
  }),
  latestSurvey: defineRoute({
    method: 'PUT',
    path: '/api/review/:id/latestsurvey',
    tag,
    summary: 'Move a review to the latest published survey (admin)',
    description:
      'Answers to questions that remain are kept. Nothing changes when the review is on the latest version already.',
    otherStatuses: {
      409: 'The review is a preview of the draft, or changed survey version meanwhile: call again.',
    },
    access: admin,
    params: IdParams,
    responses: { 204: z.null() },
    notFound,
  }),
  deleteCompletedReview: defineRoute({
    method: 'DELETE',
    path: '/api/review/:id',
    tag,
    summary: 'Delete a completed review and its report',
    callers:
      "the review's owner, account leads of its company and admins (an approver gets 403, anyone else 404)",
    otherStatuses: {
      403: 'An approver of the company (may read, not delete), or a trial user who has not yet agreed to the trial terms.',
      409: 'The review is not completed: delete it with deleteIncompleteReview.',
    },
    access: 'signedIn',
    params: IdParams,
    responses: { 204: z.null() },
    notFound,
  }),
  userReports: defineRoute({
    method: 'GET',
    path: '/api/user/reports',
    tag,
    summary: "The user's reviews, or the company's for an account lead",
    description:
      "`createdBy=company` lists every company's reviews for an admin and the company's for an account lead; anyone else, and `createdBy=mine`, gets their own. Newest first, in pages (`limit`, `offset`); `has_more` says another page follows.",
    access: 'signedIn',
    keyScopes: ['readReports'],
    query: UserReportsQuery,
    responses: { 200: UserReports },
  }),
};
