import { z } from 'zod';
import { Report, RiskReason, TimelineEntry } from './report';
import { ReportCause } from './report-parts';

/** POST /review/{id}/submit: the id of the report the submit produced (spec 7.2). */
export const SubmitResponse = z.object({ report_id: z.string() });
export type SubmitResponse = z.infer<typeof SubmitResponse>;

/**
 * GET /review/{id}/report: the original report, or the remediated view with its timeline. The
 * server adds `reasons`, every explanation told in the customer's words (question titles and
 * chosen answers from the review's survey version), for the page's risk dialog and the PDF.
 */
export const ReportView = Report.extend({
  timeline: z.array(TimelineEntry).optional(),
  reasons: z.array(RiskReason).optional(),
  /** The report's causes (docs/scoring.md): each fact stated once, with its findings. */
  causes: z.array(ReportCause).optional(),
  /** True on the report of an administrator's preview of the unpublished draft. */
  preview: z.boolean().optional(),
  /** The review the report is of. */
  reviewId: z.string().optional(),
  /** The published content version the review was answered on (0: a preview's draft). */
  contentVersion: z.number().int().optional(),
}).meta({
  id: 'ReportView',
});
export type ReportView = z.infer<typeof ReportView>;

export const ReportQuery = z.object({
  remediated: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** POST /review/{id}/report/verify: a PDF, base64-encoded, to check against the report. */
export const VerifyPdfRequest = z.object({
  pdf: z
    .string()
    .min(1)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The file must be sent base64-encoded'),
});
export type VerifyPdfRequest = z.infer<typeof VerifyPdfRequest>;

/** Whether the PDF is an unaltered copy of the report, and of which view and remediations. */
export const PdfVerification = z
  .object({
    verified: z.boolean(),
    message: z.string(),
    remediated: z.boolean().optional(),
    remediations: z.number().int().min(0).optional(),
  })
  .meta({ id: 'PdfVerification' });
export type PdfVerification = z.infer<typeof PdfVerification>;

/** POST /review/{id}/report: the PDF request (spec 7.4 {id, remediated, structure}). */
export const ReportPdfRequest = z.object({
  id: z.string().optional(),
  remediated: z.boolean().default(false),
  structure: z.string().optional(),
});

/** Spec 3.5 review metadata: completed reviews are reports. */
export const ReportListEntry = z.object({
  report_id: z.string(),
  review_id: z.string(),
  structure_name: z.string(),
  /** Unix seconds. */
  submitted: z.number().int(),
  created_by: z.string(),
  risk_score: z.number(),
  is_own: z.boolean(),
  /** The review ran on a survey version older than the latest published one. */
  old_report: z.boolean(),
});
export type ReportListEntry = z.infer<typeof ReportListEntry>;

/** Spec 3.5 review metadata: incomplete reviews are survey answers. */
export const AnswerListEntry = z.object({
  survey_answer_id: z.string(),
  structure_name: z.string(),
  /** Unix seconds. */
  last_modified: z.number().int(),
  created_by: z.string(),
  is_own: z.boolean(),
  finished: z.boolean(),
});
export type AnswerListEntry = z.infer<typeof AnswerListEntry>;

/** GET /user/reports: the signed-in user's reviews, or the company's for an account lead. */
export const UserReportsQuery = z.object({
  createdBy: z.enum(['company', 'mine']).default('company'),
  /** A page: the spec's cap of 1,000 reviews stays the default, so one call still fills the list. */
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  /** Reviews to skip, newest first: a client may fill the list page by page. */
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Spec 2.8 search box: part of the structure name or of the creator's e-mail, any case. */
  search: z.string().max(200).optional(),
  /** Spec 2.8 'Completed' select. */
  completed: z.enum(['all', 'complete', 'incomplete']).default('all'),
});
export const UserReports = z.object({
  reports: z.array(ReportListEntry),
  answers: z.array(AnswerListEntry),
  /** More reviews match after this page (the server always says; older clients ignore it). */
  has_more: z.boolean().optional(),
});
export type UserReports = z.infer<typeof UserReports>;
