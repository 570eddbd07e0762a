import { z } from 'zod';
import { Answers } from './answer-values';
import { QuestionSubtype, QuestionType, SurveyJson } from './content';
import { SurveyStructure } from './structure';
import { NAME_MAX_LENGTH } from './text';

/**
 * Spec 3.2 and 4 (review lifecycle): the questionnaire of a review as a sequence of parts. The
 * order of parts and the meaning of progress are designed in docs/questionnaire.md.
 */

/** One chunk of questions about one subject (an entity, a party or a date record). */
export const Part = z.object({
  id: z.string(),
  /** The entity the part belongs to (for a party or record: the entity that holds it). */
  entityId: z.string(),
  /** The chunk: pre, post, settlor ('acting as settlor') or founder ('acting as founder'). */
  part: QuestionSubtype,
  /** The question type of the subject: trust, settlor, settlement, ... */
  entityType: QuestionType,
  answers: Answers,
  answered: z.boolean(),
  /** The entity, party or date record the questions are about. */
  subjectId: z.string(),
  /** A label for the screen: the subject's name or date. */
  title: z.string(),
  /** Pages of the chunk (before filtering), the unit of progress. */
  pageCount: z.number().int().min(0),
});
export type Part = z.infer<typeof Part>;

export const Sequence = z.object({ parts: z.array(Part) }).meta({ id: 'Sequence' });
export type Sequence = z.infer<typeof Sequence>;

/** Pages before the current part, and pages in all parts (docs/questionnaire.md). */
export const Progress = z.object({ current: z.number().int().min(0), total: z.number().int().min(0) });
export type Progress = z.infer<typeof Progress>;

/** Spec 3.6: a question whose logic could not be evaluated. */
export const SurveyError = z.object({
  entityName: z.string(),
  message: z.string(),
  question: z.string(),
  logic: z.string(),
});
export type SurveyError = z.infer<typeof SurveyError>;

/** Spec 3.6: a rule or response whose logic could not be evaluated when scoring. */
export const SubmitError = z.object({
  entityName: z.string(),
  message: z.string(),
  response: z.string(),
  rule: z.string(),
  logic: z.string(),
});
export type SubmitError = z.infer<typeof SubmitError>;

/** POST /review/start (spec 3.2, 7.2). */
export const StartReviewRequest = z.object({
  structure: SurveyStructure,
  preview: z.boolean().default(false),
});
export type StartReviewRequest = z.infer<typeof StartReviewRequest>;

export const StartReviewResponse = z
  .object({
    reviewId: z.string(),
    questions: SurveyJson.nullable(),
    part: Part.nullable(),
    sequence: Sequence,
  })
  .meta({ id: 'StartReviewResponse' });
export type StartReviewResponse = z.infer<typeof StartReviewResponse>;

/** The part being sent back: its id and the answers given on it. */
export const PartAnswers = z.object({ id: z.string().max(NAME_MAX_LENGTH), answers: Answers });
export type PartAnswers = z.infer<typeof PartAnswers>;

/** POST /review/{id}/next (spec 3.2, 7.2). */
export const NextRequest = z.object({
  part: PartAnswers.optional(),
  resume: z.boolean().default(false),
  requestedPartId: z.string().max(NAME_MAX_LENGTH).optional(),
  back: z.boolean().default(false),
});
export type NextRequest = z.infer<typeof NextRequest>;

export const NextResponse = z
  .object({
    reviewId: z.string(),
    questions: SurveyJson.nullable(),
    sequence: Sequence,
    part: Part.nullable(),
    structure: SurveyStructure,
    /** True on an administrator's preview of the unpublished draft (issue 14): the screen says so. */
    preview: z.boolean().optional(),
    finished: z.boolean(),
    submitted: z.boolean(),
    error: SurveyError.nullable(),
    fromBack: z.boolean(),
    progress: Progress,
  })
  .meta({ id: 'NextResponse' });
export type NextResponse = z.infer<typeof NextResponse>;

/** GET /review/{id}/answersummary (spec 3.2): pages with their answered questions. */
export const AnswerSummary = z.object({
  Pages: z.array(
    z.object({
      Title: z.string(),
      Name: z.string(),
      Answers: z.array(z.object({ Title: z.string(), Answers: z.array(z.string()) })),
    }),
  ),
});
export type AnswerSummary = z.infer<typeof AnswerSummary>;
