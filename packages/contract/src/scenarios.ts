import { z } from 'zod';
import { Answers } from './answer-values';
import { ReportTable } from './report';
import { ReportComparison } from './report-parts';
import { Uuid } from './routes/define-route';
import { OptionalStructureDate, StructureDate, SurveyStructure } from './structure';
import { NameText } from './text';

/**
 * What if (issue 33): a submitted review's answers or structure dates changed and scored again on
 * the report's own content version, shown as a difference against the report. The report never
 * changes; a saved scenario keeps its name and changes and is scored again when opened.
 */

const Id = z.string().min(1).max(200);

/**
 * A date of the structure a scenario changes; '' takes the date away. Ends only: when an entity or
 * a holding ends is what a plan changes; a death changes what the structure is (a deceased
 * settlor's trust is settled on death), which is a new review's question, not a what-if's.
 */
export const ScenarioDate = z.discriminatedUnion('kind', [
  /** The entity ends (a company wound up, a trust ended) on this date: its meta end_date. */
  z.strictObject({ kind: z.literal('entityEnd'), entityId: Id, date: OptionalStructureDate }),
  /** An owner's holding of the entity ends: the period of `ownerId`'s holding that began on `start`. */
  z.strictObject({
    kind: z.literal('holdingEnd'),
    entityId: Id,
    ownerId: Id,
    start: StructureDate,
    date: OptionalStructureDate,
  }),
  /** A party's dated record (a shareholding period) ends. */
  z.strictObject({
    kind: z.literal('recordEnd'),
    entityId: Id,
    partyId: Id,
    recordId: Id,
    date: OptionalStructureDate,
  }),
]);
export type ScenarioDate = z.infer<typeof ScenarioDate>;

/** A scenario's changes: answers by part (null takes an answer away), and dates of the structure. */
export const ScenarioChanges = z.strictObject({
  answers: z.record(Id, Answers).default({}),
  dates: z.array(ScenarioDate).max(500).default([]),
});
export type ScenarioChanges = z.infer<typeof ScenarioChanges>;

/** POST /review/{id}/whatif: the changes to try. */
export const WhatIfRequest = z.strictObject({ changes: ScenarioChanges });
export type WhatIfRequest = z.infer<typeof WhatIfRequest>;

/** The review scored with the scenario's changes, against its report. */
export const WhatIfResult = z
  .object({
    /** The report's original score and the scenario's. */
    reportScore: z.number(),
    score: z.number(),
    /** The scenario's table (the report's own rows and tax heads, scored again). */
    table: ReportTable,
    /** The scenario against the report: cells up and down, risks new, gone and unchanged. */
    comparison: ReportComparison,
    /** The structure as the scenario draws it (its dates changed). */
    structure: SurveyStructure,
  })
  .meta({ id: 'WhatIfResult' });
export type WhatIfResult = z.infer<typeof WhatIfResult>;

/** One question a what-if may change: as it was shown, with the answer the review gave. */
export const WhatIfQuestion = z.object({
  name: z.string(),
  title: z.string(),
  /** SurveyJS's type (radiogroup, dropdown, checkbox, boolean, text, comment, ...). */
  type: z.string(),
  inputType: z.string().optional(),
  choices: z.array(z.object({ value: z.unknown(), text: z.string() })),
  value: z.unknown().optional(),
  /** The answer as the user saw it. */
  answer: z.array(z.string()),
});
export type WhatIfQuestion = z.infer<typeof WhatIfQuestion>;

/** GET /review/{id}/whatif: every part shown, with its questions and the review's answers. */
export const WhatIfQuestions = z
  .object({
    parts: z.array(z.object({ partId: z.string(), title: z.string(), questions: z.array(WhatIfQuestion) })),
    /** The structure as started, whose dates a scenario may change. */
    structure: SurveyStructure,
  })
  .meta({ id: 'WhatIfQuestions' });
export type WhatIfQuestions = z.infer<typeof WhatIfQuestions>;

/** POST /review/{id}/scenarios, PUT /scenarios/{id}: a scenario's name and changes. */
export const SaveScenarioRequest = z.strictObject({ name: NameText.min(1), changes: ScenarioChanges });
export type SaveScenarioRequest = z.infer<typeof SaveScenarioRequest>;

export const ScenarioSummary = z.object({
  id: z.string(),
  reviewId: z.string(),
  name: z.string(),
  /** The e-mail of who saved it; null once their account is deleted. */
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type ScenarioSummary = z.infer<typeof ScenarioSummary>;

export const ScenarioList = z.object({ scenarios: z.array(ScenarioSummary) }).meta({ id: 'ScenarioList' });
export type ScenarioList = z.infer<typeof ScenarioList>;

/** GET /scenarios/{id}: the saved scenario, scored again now. */
export const ScenarioView = ScenarioSummary.extend({
  changes: ScenarioChanges,
  result: WhatIfResult,
  /** The caller may change or delete it (who saved it, an account lead of the company, an admin). */
  mayEdit: z.boolean(),
}).meta({ id: 'ScenarioView' });
export type ScenarioView = z.infer<typeof ScenarioView>;

export const SCENARIO_NOT_FOUND = 'This scenario does not exist.';

/** What every page of a scenario's PDF says. */
export const SCENARIO_PDF_MARK = 'Scenario, not the submitted report';

/** The words a scenario is shown with, on the what-if screen and in its PDF. */
export const SCENARIO_TEXTS = {
  named: (name: string) => `Scenario: ${name}`,
  explanation:
    "The submitted report's review scored again with the scenario's changes, on the report's own content version and as-at date. The submitted report has not changed.",
  against: 'The scenario against the submitted report',
  report: 'Report',
  scenario: 'Scenario',
} as const;

export const ScenarioIdParams = z.object({ id: Uuid });
