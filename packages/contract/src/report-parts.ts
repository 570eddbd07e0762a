import { z } from 'zod';
import {
  CellValue,
  EntityResponses,
  Explanation,
  KeyDate,
  LoopedValue,
  RemediationStatus,
  ReportTable,
  RiskReason,
  Selector,
  TimelineEntry,
} from './report';
import { SurveyStructure } from './structure';

/**
 * The report read in parts by its page (docs/decisions/0025-report-read-in-parts.md):
 * a summary with what the page shows first, each entity's responses when the reader gets to it,
 * and a cell's risks when it is opened. The whole report (GET /review/{id}/report) stays for the
 * PDF and API clients; every part is cut from it by the domain, so page and PDF agree.
 */

/**
 * A cell as the risk table shows it: its score and status. Why it is what it is (its explanation
 * and loop instances) comes with the cell when opened.
 */
export const SummaryCell = CellValue.omit({ explanation: true, loopedValues: true }).extend({
  /** How many rules fired for the cell: above 0 it opens its risks (a resolved risk still counts). */
  findings: z.number().int().min(0),
});
export type SummaryCell = z.infer<typeof SummaryCell>;

export const SummaryTable = ReportTable.extend({
  /** values[rowId][column] */
  values: z.record(z.string(), z.record(z.string(), SummaryCell)),
});
export type SummaryTable = z.infer<typeof SummaryTable>;

/** An entity of the responses section, before its responses are read. */
export const ReportEntity = EntityResponses.pick({ id: true, name: true, type: true, order: true }).extend({
  /** Its responses, looped ones included: how tall its section will be, before it is read. */
  responseCount: z.number().int().min(0),
});
export type ReportEntity = z.infer<typeof ReportEntity>;

/**
 * GET /review/{id}/report/summary: the score, the key facts, the risk table and the list of
 * entities; the remediated view adds its timeline (spec 2.7).
 */
export const ReportSummary = z
  .object({
    report_id: z.string(),
    structure: SurveyStructure,
    /** The score shown: the original's, or the remediated one in a remediated view. */
    score: z.number(),
    originalScore: z.number(),
    timestamp: z.string(),
    user: z.string(),
    user_id: z.string(),
    company: z.string(),
    /** The date the review was evaluated as at (Report.asAt). */
    asAt: z.string().optional(),
    table: SummaryTable,
    /** The entities with responses, in response order (`order`). */
    entities: z.array(ReportEntity),
    timeline: z.array(TimelineEntry).optional(),
    /** True on the report of an administrator's preview of the unpublished draft. */
    preview: z.boolean().optional(),
  })
  .meta({ id: 'ReportSummary' });
export type ReportSummary = z.infer<typeof ReportSummary>;

/**
 * GET /review/{id}/report/entities/{entityId}: one entity's responses, the same in the original
 * and the remediated view, with its risks' explanations in the customer's words.
 */
export const ReportEntityResponses = z
  .object({
    entity: EntityResponses,
    /** The reasons of the explanations of this entity's responses (ReportView.reasons, in part). */
    reasons: z.array(RiskReason),
  })
  .meta({ id: 'ReportEntityResponses' });
export type ReportEntityResponses = z.infer<typeof ReportEntityResponses>;

/** One risk of a cell: a response a rule fired for on one entity (the unit of remediation). */
export const CellRisk = z.object({
  selector: Selector,
  /** The risk text. */
  text: z.string(),
  /** The highest score among the rules of the cell that raised it. */
  score: z.number(),
  /** The latest remediation status; null means none was given (counted as unresolved, spec 4). */
  status: RemediationStatus.nullable(),
  /** The cell's rules that raised it, highest score first. */
  explanations: z.array(Explanation),
});
export type CellRisk = z.infer<typeof CellRisk>;

/**
 * GET /review/{id}/report/cells/{rowId}/{column}: an opened cell of the risk table, in the view
 * shown: its risks with their explanations and statuses, and its loop instances.
 */
export const ReportCell = z
  .object({
    risks: z.array(CellRisk),
    isLooped: z.boolean(),
    loopedValues: z.array(LoopedValue),
    /** The reasons of the risks' explanations (ReportView.reasons, in part). */
    reasons: z.array(RiskReason),
  })
  .meta({ id: 'ReportCell' });
export type ReportCell = z.infer<typeof ReportCell>;

/**
 * One finding of a cause: a rule that fired, in the cell of the risk table it reached, on the
 * risk (entity and response) a reader remediates.
 */
export const CauseFinding = z.object({
  selector: Selector,
  /** The cell: its row ('trust.settlor'), the row's name with its row group's, and its column. */
  rowId: z.string(),
  row: z.string(),
  column: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  /** The loop instance the rule ran for, as in its explanation (reasonKey finds its reason). */
  loopInstance: z.string().optional(),
  score: z.number(),
  /** Where the rule found it: 'Oak Holdings Ltd, for Ann (Oak Trust)'. */
  subject: z.string(),
  /** The risk text. */
  text: z.string(),
  /** The risk's latest remediation status; null means none was given. */
  status: RemediationStatus.nullable(),
});
export type CauseFinding = z.infer<typeof CauseFinding>;

/**
 * A cause (docs/scoring.md, causes): one fact of the client's structure, such as one dwelling held
 * through several companies, stated once, with every finding it raised.
 */
export const ReportCause = z.object({
  /** `question|subject id`: the cause question and whose answer it was. */
  key: z.string(),
  /** The cause in words. */
  text: z.string(),
  /** The highest score among its findings. */
  score: z.number(),
  findings: z.array(CauseFinding),
});
export type ReportCause = z.infer<typeof ReportCause>;

/** GET /review/{id}/report/causes: the report's causes, highest score first. */
export const ReportCauses = z.object({ causes: z.array(ReportCause) }).meta({ id: 'ReportCauses' });
export type ReportCauses = z.infer<typeof ReportCauses>;

/** A key date as the report shows it: with where it was found ('Oak Trust, for Ann (Oak Trust)'). */
export const KeyDateView = KeyDate.extend({ subject: z.string() });
export type KeyDateView = z.infer<typeof KeyDateView>;

/**
 * GET /review/{id}/report/key-dates: the review's key dates and actions, soonest first, with the
 * date the review is as at (overdue means due before it).
 */
export const ReportKeyDates = z
  .object({ asAt: z.string().optional(), keyDates: z.array(KeyDateView) })
  .meta({ id: 'ReportKeyDates' });
export type ReportKeyDates = z.infer<typeof ReportKeyDates>;

/**
 * A cell of the risk table whose score differs between two reports, named with the report's own
 * labels (its row group's and row's names, its tax head). A cell one table lacks is null.
 */
export const CellChange = z.object({
  /** The row's id ('trust.settlor'), so a client can find the cell in its table. */
  rowId: z.string(),
  rowGroup: z.string(),
  row: z.string(),
  column: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
  /** Up when the later report's score is higher (a missing cell counting as 0), else down. */
  direction: z.enum(['up', 'down']),
});
export type CellChange = z.infer<typeof CellChange>;

/**
 * A risk (an entity and a response a rule fired for: the unit of remediation) in one or both
 * of two reports, named as the report names it: the title of the rule that raised it (the highest
 * scoring, when several did) and the entity's name.
 */
export const RiskChange = z.object({
  selector: Selector,
  title: z.string(),
  entity: z.string(),
  /** Its score in the earlier report (the highest of the rules that raised it); null when absent. */
  before: z.number().nullable(),
  after: z.number().nullable(),
  /** Marked resolved in the earlier report, and found again in the later one. */
  resolvedLastTime: z.boolean(),
});
export type RiskChange = z.infer<typeof RiskChange>;

/**
 * Two reports compared (docs/scoring.md, what changed): the score before and after, the cells
 * whose score went up or down (table order), and the risks only the later report has, only the
 * earlier one had, and both have (highest score first). Both as made, before any remediation:
 * the earlier report's remediations say only which risks it had resolved.
 */
export const ReportComparison = z.object({
  scoreBefore: z.number(),
  scoreAfter: z.number(),
  cells: z.array(CellChange),
  newRisks: z.array(RiskChange),
  goneRisks: z.array(RiskChange),
  unchangedRisks: z.array(RiskChange),
});
export type ReportComparison = z.infer<typeof ReportComparison>;

/**
 * A report compared with its previous review's: the latest review of the same saved structure
 * submitted before it that the caller may read.
 */
export const ChangesSinceReview = ReportComparison.extend({
  previous: z.object({
    reviewId: z.string(),
    /** When its report was made (ISO 8601); shown as its UK date, dd/mm/yyyy. */
    submittedAt: z.string(),
  }),
});
export type ChangesSinceReview = z.infer<typeof ChangesSinceReview>;

/**
 * GET /review/{id}/report/changes: what changed since the previous review of the same saved
 * structure; null for a structure's first review (or when the caller may read no earlier one).
 */
export const ReportChanges = z
  .object({ changes: ChangesSinceReview.nullable() })
  .meta({ id: 'ReportChanges' });
export type ReportChanges = z.infer<typeof ReportChanges>;

/** A score as the comparison shows it: '-' for a cell one table lacks. */
const shown = (score: number | null): string => (score === null ? '-' : String(score));

/** The wording of what changed since the previous review, the same on the report page and in the PDF. */
export const REPORT_CHANGES_TEXTS = {
  heading: (date: string) => `What changed since the review of ${date}`,
  open: (date: string) => `Open the review of ${date}`,
  score: 'Risk score',
  before: 'Then',
  after: 'Now',
  change: 'Change',
  cells: 'Cells of the risk table that changed',
  noCells: 'No cell of the risk table changed.',
  row: 'Row',
  tax: 'Tax',
  direction: { up: 'Up', down: 'Down' } as const,
  cellScore: shown,
  newRisks: (n: number) => `New risks (${n})`,
  goneRisks: (n: number) => `Risks gone (${n})`,
  unchangedRisks: (n: number) => `Risks still present (${n})`,
  none: 'None.',
  resolvedLastTime: 'Resolved last time, present again',
  resolvedAgainCount: (n: number) =>
    n === 1
      ? '1 of them was resolved last time and is present again.'
      : `${n} of them were resolved last time and are present again.`,
  /** A risk in words: its title and entity, and its score (then and now when it changed). */
  risk: (r: RiskChange): string => {
    const where = `${r.title} (${r.entity})`;
    if (r.after === null) return `${where}: score ${shown(r.before)}`;
    if (r.before === null || r.before === r.after) return `${where}: score ${r.after}`;
    return `${where}: score ${r.before}, now ${r.after}`;
  },
} as const;
