import { z } from 'zod';
import { SubmitError } from './review';
import { SurveyStructure } from './structure';
import { LongText } from './text';

/**
 * Spec 3.3 and 4 (remediation): the report of a submitted review. How rules reach the table and
 * how the score is computed is designed in docs/scoring.md.
 */

/** Spec 9: the risk table's columns, the tax heads. */
export const TAX_HEADS = ['IT', 'CGT', 'IHT', 'CT', 'ATED'] as const;
export const TaxHead = z.enum(TAX_HEADS);
export type TaxHead = z.infer<typeof TaxHead>;

/** Spec 4: remediation status per risk; no comment means unresolved. */
export const RemediationStatus = z.enum(['unresolved', 'resolved', 'not applicable']);
export type RemediationStatus = z.infer<typeof RemediationStatus>;

/** A risk: the response a rule fired for, on one entity. */
export const Selector = z.object({ entityId: z.string(), responseId: z.string() });
export type Selector = z.infer<typeof Selector>;

/** One answer a rule's logic read (recorded while it ran). */
export const ExplanationRead = z.object({
  question: z.string(),
  /** The entity, party or date record whose answer it was. */
  entityId: z.string(),
  /** The answer read; absent when the question was unanswered (JSON has no undefined). */
  value: z.unknown().optional(),
});
export type ExplanationRead = z.infer<typeof ExplanationRead>;

/** Why a value is what it is: a rule that fired, and the answers its logic (and its subgroup's) read. */
export const Explanation = z.object({
  ruleId: z.string(),
  ruleName: z.string(),
  logic: z.string(),
  score: z.number(),
  entityId: z.string(),
  responseId: z.string(),
  /** The loop instance (a settlor, settlement, shareholder, ...) of a looped rule. */
  loopInstance: z.string().optional(),
  context: z.string().optional(),
  reads: z.array(ExplanationRead),
});
export type Explanation = z.infer<typeof Explanation>;

/** One answer behind a risk as the customer gave it (docs/scoring.md, explanations for the customer). */
export const GivenAnswer = z.object({
  /** The question's title as it was asked. */
  question: z.string(),
  /** Whose answer: the entity, party or dated record, by name. */
  subject: z.string(),
  /** The answer as chosen: choice texts, dates as dd/mm/yyyy. */
  answer: z.string(),
  /**
   * Set when it is a field of the drawn structure, not a question's answer: the fact as a sentence
   * in the builder's words ('Bob (Oak Trust) was deceased at settlement.'), shown instead of
   * question, subject and answer. `question` is then the builder's label of the field.
   */
  statement: z.string().optional(),
});
export type GivenAnswer = z.infer<typeof GivenAnswer>;

/**
 * An explanation (a rule that fired) told in the customer's words: where it was found and the
 * answers that raised it. Keyed by the explanation's rule, entity and loop instance.
 */
export const RiskReason = z.object({
  ruleId: z.string(),
  entityId: z.string(),
  loopInstance: z.string().optional(),
  /** The entity the rule ran on, and its loop instance: 'Oak Trust, for Ann (Oak Trust)'. */
  subject: z.string(),
  answers: z.array(GivenAnswer),
});
export type RiskReason = z.infer<typeof RiskReason>;

/** The key of an explanation's reason, so page and PDF find it. */
export const reasonKey = (e: {
  ruleId: string;
  entityId: string;
  loopInstance?: string | undefined;
}): string => `${e.ruleId}|${e.entityId}|${e.loopInstance ?? ''}`;

/** A looped cell's value for one loop instance. */
export const LoopedValue = z.object({
  instanceId: z.string(),
  instanceName: z.string(),
  entityId: z.string(),
  score: z.number(),
  responseId: z.string().nullable(),
  remediationStatus: RemediationStatus.nullable(),
});
export type LoopedValue = z.infer<typeof LoopedValue>;

/** One cell of the risk table. */
export const CellValue = z.object({
  /** The largest score any rule for this cell could give (0 when no rule targets it). */
  max: z.number(),
  /** The highest score among the rules that fired and count (docs/scoring.md). */
  score: z.number(),
  /** The isRiskScore response of the rule that set the score, and the entity it fired on. */
  responseId: z.string().nullable(),
  entityId: z.string().nullable(),
  remediationStatus: RemediationStatus.nullable(),
  isLooped: z.boolean(),
  loopedValues: z.array(LoopedValue),
  /** Every rule that fired for this cell, highest score first. */
  explanation: z.array(Explanation),
});
export type CellValue = z.infer<typeof CellValue>;

export const RowGroup = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type RowGroup = z.infer<typeof RowGroup>;
/** A row; its type is the id of its row group. */
export const Row = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type Row = z.infer<typeof Row>;

export const ReportTable = z.object({
  rowGroups: z.array(RowGroup),
  rows: z.array(Row),
  columns: z.array(TaxHead),
  /** values[rowId][column] */
  values: z.record(z.string(), z.record(z.string(), CellValue)),
});
export type ReportTable = z.infer<typeof ReportTable>;

/** One response shown in the report. */
export const ReportResponse = z.object({
  id: z.string(),
  text: z.string(),
  isHeading: z.boolean(),
  headingSize: z.number().optional(),
  /** For a risk text: the score of the risk it reports; 0 for other texts. */
  weight: z.number(),
  isMoreDetail: z.boolean(),
  isRiskScore: z.boolean(),
  isLooped: z.boolean(),
  categoryId: z.string(),
  groupId: z.string(),
  subgroupId: z.string(),
  explanation: z.array(Explanation),
});
export type ReportResponse = z.infer<typeof ReportResponse>;

export const ReportHeading = z.object({
  id: z.string(),
  heading: z.string(),
  headingSize: z.number().optional(),
});
export type ReportHeading = z.infer<typeof ReportHeading>;

/** The responses of a looped subgroup for one loop instance. */
export const LoopedResponses = z.object({
  subgroupId: z.string(),
  loopKey: z.string(),
  instanceId: z.string(),
  instanceName: z.string(),
  responses: z.array(ReportResponse),
});
export type LoopedResponses = z.infer<typeof LoopedResponses>;

/** The responses of one entity, in response order. */
export const EntityResponses = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  order: z.number().int(),
  groups: z.array(ReportHeading),
  subgroups: z.array(ReportHeading.extend({ groupId: z.string() })),
  responses: z.array(ReportResponse),
  loopedResponses: z.array(LoopedResponses),
});
export type EntityResponses = z.infer<typeof EntityResponses>;

export const ResponseOrder = z.object({
  categories: z.array(z.string()),
  groups: z.array(z.string()),
  subgroups: z.array(z.string()),
});
export type ResponseOrder = z.infer<typeof ResponseOrder>;

/** Ids of the looped subcategories, subgroups and rules of the rule tree, by loop key. */
export const LoopedRules = z.record(
  z.string(),
  z.object({
    subcategories: z.array(z.string()),
    subgroups: z.array(z.string()),
    rules: z.array(z.string()),
  }),
);
export type LoopedRules = z.infer<typeof LoopedRules>;

/** A transformed subcategory: evaluated in one row, reported in another. */
export const TransformedSubcategory = z.object({
  subcategoryId: z.string(),
  fromRow: z.string(),
  toRow: z.string(),
  groups: z.array(z.object({ groupId: z.string(), toGroupId: z.string(), column: TaxHead })),
});
export type TransformedSubcategory = z.infer<typeof TransformedSubcategory>;

/** Spec 3.3: a remediation comment on one risk. */
export const Comment = z.object({
  selector: Selector,
  text: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  user: z.string(),
  action: RemediationStatus,
});
export type Comment = z.infer<typeof Comment>;

/** POST /review/{id}/updateremediation (spec 3.3, 7.2). */
export const RemediationUpdate = z.object({
  selector: Selector,
  action: RemediationStatus,
  text: LongText,
});
export type RemediationUpdate = z.infer<typeof RemediationUpdate>;

/**
 * POST /review/{id}/updateremediation/cause: one remediation for every risk of a cause (its key,
 * ReportCause.key), recorded risk by risk in the timeline.
 */
export const CauseRemediationUpdate = z.object({
  cause: z.string().min(1).max(1000),
  action: RemediationStatus,
  text: LongText,
});
export type CauseRemediationUpdate = z.infer<typeof CauseRemediationUpdate>;

/** Spec 2.7: one line of the remediation timeline. */
export const TimelineEntry = z.object({
  time: z.string(),
  issue: z.string(),
  action: RemediationStatus,
  notes: z.string(),
  user: z.string(),
  selector: Selector,
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/**
 * A key date of the review (docs/scoring.md, key dates): a dated action of a rule that fired,
 * where it fired, due when, under which law; overdue when due before the review's as-at date.
 */
export const KeyDate = z.object({
  ruleId: z.string(),
  entityId: z.string(),
  loopInstance: z.string().optional(),
  text: z.string(),
  /** dd/mm/yyyy. */
  due: z.string(),
  law: z.string(),
  overdue: z.boolean(),
});
export type KeyDate = z.infer<typeof KeyDate>;

export const Report = z
  .object({
    report_id: z.string(),
    structure: SurveyStructure,
    /** The score shown: the original's, or the remediated one in a remediated view. */
    score: z.number(),
    originalScore: z.number(),
    table: ReportTable,
    responses: z.array(EntityResponses),
    responseOrder: ResponseOrder,
    comments: z.array(Comment),
    timestamp: z.string(),
    user: z.string(),
    user_id: z.string(),
    originalTable: ReportTable,
    company: z.string(),
    looped: LoopedRules,
    transformed: z.array(TransformedSubcategory),
    /** Logic that could not be evaluated while scoring: never silently false. */
    errors: z.array(SubmitError),
    /** The date the review was evaluated as at (dd/mm/yyyy); absent on reports made before it was kept. */
    asAt: z.string().optional(),
    /** The dated actions of the rules that fired, soonest first; absent on reports made before. */
    keyDates: z.array(KeyDate).optional(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof Report>;
