import { z } from 'zod';
import { Answers } from './answer-values';
import { QuestionSubtype, QuestionType, SurveyJson } from './content';
import { Uuid } from './routes/define-route';
import { SurveyStructure } from './structure';
import { NAME_MAX_LENGTH } from './text';

/** A revision is PostgreSQL's row version as text (at most 10 digits): room to spare. */
const REVISION_MAX_LENGTH = 40;

/**
 * Spec 3.2 and 4 (review lifecycle): the questionnaire of a review as a sequence of parts. The
 * order of parts and the meaning of progress are designed in docs/questionnaire.md.
 */

/**
 * A part whose answers were carried forward from the structure's previous review (issue 33): they
 * count only once the user confirms them (Next on the part, with or without an edit), so the part
 * is not `answered` until then. Kept after that, so what was carried and what changed can be told.
 */
export const CarriedPart = z.object({
  /** The date (dd/mm/yyyy) of the previous review's report. */
  from: z.string(),
  /** The answers as carried. */
  answers: Answers,
});
export type CarriedPart = z.infer<typeof CarriedPart>;

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
  carried: CarriedPart.optional(),
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
  /**
   * The saved structure the user opened and (perhaps) edited: the review is of it, and a structure
   * that differs from its latest revision is saved as a new one. Without it, the structure is saved
   * as a new saved structure of the company (a preview is never saved).
   */
  structureId: Uuid.optional(),
  /**
   * Start this year's review (issue 33): with `structureId`, carry forward the answers of that
   * structure's latest submitted review, question by question, for the user to confirm part by part.
   */
  carryForward: z.boolean().default(false),
});
export type StartReviewRequest = z.infer<typeof StartReviewRequest>;

/**
 * The review's revision: which write of the review an answer reflects (the row's version). Opaque:
 * compare it for equality only. A client that keeps it can ask `next` for only what changed since.
 */
export const Revision = z.string().max(REVISION_MAX_LENGTH);

/**
 * The date a review is evaluated as at (dd/mm/yyyy): the UK date of the day it was started. Every
 * rule (today(), age()) and the report use it, however long the review takes to finish.
 */
export const AsAt = z.string();

export const StartReviewResponse = z
  .object({
    reviewId: z.string(),
    questions: SurveyJson.nullable(),
    part: Part.nullable(),
    sequence: Sequence,
    /** The revision of `sequence`: a basis for `next`'s compact answer (`compact.since`). */
    revision: Revision,
    asAt: AsAt,
    /** The saved structure the review is of; null for a preview. */
    structureId: z.string().nullable(),
  })
  .meta({ id: 'StartReviewResponse' });
export type StartReviewResponse = z.infer<typeof StartReviewResponse>;

/** The part being sent back: its id and the answers given on it. */
export const PartAnswers = z.object({ id: z.string().max(NAME_MAX_LENGTH), answers: Answers });
export type PartAnswers = z.infer<typeof PartAnswers>;

/**
 * Asks `next` for the compact answer (docs/questionnaire.md, "The compact answer"; decision 0024):
 * what changed instead of the whole sequence and structure.
 */
export const CompactRequest = z.object({
  /**
   * The revision of the sequence the client holds (from start or an earlier answer). When it is
   * the review's revision as the call finds it, the answer lists only the parts that changed;
   * otherwise (absent, or the review was written meanwhile) the whole sequence.
   */
  since: Revision.optional(),
  /** Also send the structure (it never changes once the review has started). */
  structure: z.boolean().default(false),
});
export type CompactRequest = z.infer<typeof CompactRequest>;

/** POST /review/{id}/next (spec 3.2, 7.2). */
export const NextRequest = z.object({
  part: PartAnswers.optional(),
  resume: z.boolean().default(false),
  requestedPartId: z.string().max(NAME_MAX_LENGTH).optional(),
  back: z.boolean().default(false),
  /** Without it the answer is spec 3.2's whole one (NextResponse); with it, CompactNextResponse. */
  compact: CompactRequest.optional(),
  /**
   * What this call would answer, with nothing saved (decision 0043): the questionnaire asks while
   * the user is on a part's last page, so that the next part is drawn before Next is pressed.
   */
  peek: z.boolean().default(false),
});
export type NextRequest = z.infer<typeof NextRequest>;

/** What both forms of the `next` answer carry: the part to show and where the review stands. */
const nextStep = {
  reviewId: z.string(),
  questions: SurveyJson.nullable(),
  part: Part.nullable(),
  /** True on an administrator's preview of the unpublished draft: the screen says so. */
  preview: z.boolean().optional(),
  finished: z.boolean(),
  submitted: z.boolean(),
  error: SurveyError.nullable(),
  fromBack: z.boolean(),
  progress: Progress,
  /** The review's revision after this call: `compact.since` of the next call. */
  revision: Revision,
  asAt: AsAt,
};

/** Spec 3.2's answer, whole: the sequence with every part's answers, and the structure. */
export const NextResponse = z
  .object({
    form: z.literal('full'),
    ...nextStep,
    sequence: Sequence,
    structure: SurveyStructure,
  })
  .meta({ id: 'NextResponse' });
export type NextResponse = z.infer<typeof NextResponse>;

/**
 * The parts of the sequence that changed since a revision the client holds, each whole (every
 * field of Part, answers included), in sequence order. With `since` null they are the whole
 * sequence, to replace what the client holds.
 */
export const SequenceChanges = z
  .object({
    /** The revision the client holds that these changes apply to (the request's `compact.since`), or null. */
    since: Revision.nullable(),
    parts: z.array(Part),
  })
  .meta({ id: 'SequenceChanges' });
export type SequenceChanges = z.infer<typeof SequenceChanges>;

/** The compact answer: the part to show, the progress and what changed (decision 0024). */
export const CompactNextResponse = z
  .object({
    form: z.literal('compact'),
    ...nextStep,
    changes: SequenceChanges,
    /** Only when asked for (`compact.structure`). */
    structure: SurveyStructure.optional(),
  })
  .meta({ id: 'CompactNextResponse' });
export type CompactNextResponse = z.infer<typeof CompactNextResponse>;

/** What `next` answers: `form` says which (the compact one only when the request asks). */
export const NextAnswer = z
  .discriminatedUnion('form', [NextResponse, CompactNextResponse])
  .meta({ id: 'NextAnswer' });
export type NextAnswer = z.infer<typeof NextAnswer>;

/** GET /review/{id}/answersummary (spec 3.2): pages with their answered questions. */
export const AnswerSummary = z.object({
  Pages: z.array(
    z.object({
      Title: z.string(),
      Name: z.string(),
      Answers: z.array(
        z.object({
          Title: z.string(),
          Answers: z.array(z.string()),
          /**
           * An answer carried forward from the previous review (issue 33): kept as it was, or changed
           * when confirming, with `Before` the answer carried.
           */
          Carried: z.enum(['unchanged', 'changed']).optional(),
          Before: z.array(z.string()).optional(),
        }),
      ),
    }),
  ),
});
export type AnswerSummary = z.infer<typeof AnswerSummary>;
