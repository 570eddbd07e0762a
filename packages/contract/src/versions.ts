import { z } from 'zod';

/**
 * Versions: the history of published survey versions, the difference between two of
 * them (or the draft and the latest), and a submitted review scored again on the latest version.
 */

/** One published version as the Versions screen lists it. */
export const SurveyVersionSummary = z.object({
  version: z.number().int(),
  publishedAt: z.string().nullable(),
  /** Who published it; null for the content pack loaded at first start. */
  publishedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  counts: z.object({
    questions: z.number().int(),
    rules: z.number().int(),
    responses: z.number().int(),
    definitions: z.number().int(),
  }),
});
export type SurveyVersionSummary = z.infer<typeof SurveyVersionSummary>;

export const SurveyVersionList = z.object({ versions: z.array(SurveyVersionSummary) });
export type SurveyVersionList = z.infer<typeof SurveyVersionList>;

/** A version number or 'draft', as a query parameter. */
const VersionRef = z.union([z.literal('draft'), z.coerce.number<number | string>().int().positive()]);

/** GET /api/editor/versions/diff?from=1&to=draft: `from` and `to` default to the latest and the draft. */
export const VersionDiffQuery = z.object({ from: VersionRef.optional(), to: VersionRef.optional() });
export type VersionDiffQuery = z.infer<typeof VersionDiffQuery>;

/** A run of words of a word diff: kept, added (only in the newer text) or removed. */
export const WordChange = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });
export type WordChange = z.infer<typeof WordChange>;

/** One property of an item that differs, with both texts and their word diff. */
export const FieldChange = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
  words: z.array(WordChange),
});
export type FieldChange = z.infer<typeof FieldChange>;

/** Where an item lives: the four sections, split into the items the editors show. */
export const DiffArea = z.enum([
  'questions',
  'ruleTree',
  'rules',
  'responseTree',
  'responses',
  'definitionGroups',
  'definitions',
]);
export type DiffArea = z.infer<typeof DiffArea>;

/** An item added, removed or changed; `fields` lists every property of it that differs. */
export const DiffItem = z.object({
  area: DiffArea,
  kind: z.enum(['added', 'removed', 'changed']),
  id: z.string(),
  /** What the item is, in the editors' words: 'trust / pre: trust_type', 'Rule r1 (Settlor UK)'. */
  label: z.string(),
  fields: z.array(FieldChange),
});
export type DiffItem = z.infer<typeof DiffItem>;

export const ContentDiff = z.object({
  items: z.array(DiffItem),
  counts: z.object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int() }),
});
export type ContentDiff = z.infer<typeof ContentDiff>;

export const VersionDiff = ContentDiff.extend({
  from: z.union([z.literal('draft'), z.number().int()]),
  to: z.union([z.literal('draft'), z.number().int()]),
});
export type VersionDiff = z.infer<typeof VersionDiff>;

/** One cell of the risk table whose score differs between the report's version and the latest. */
export const RescoreCell = z.object({
  rowGroup: z.string(),
  row: z.string(),
  column: z.string(),
  current: z.number().nullable(),
  latest: z.number().nullable(),
});
export type RescoreCell = z.infer<typeof RescoreCell>;

/** An answer that would no longer count on the latest version: the question and the answer as shown. */
export const DroppedAnswer = z.object({
  part: z.string(),
  question: z.string(),
  answers: z.array(z.string()),
});
export type DroppedAnswer = z.infer<typeof DroppedAnswer>;

/**
 * GET /api/review/{id}/rescore: the review's answers scored on the latest published version,
 * beside its report; nothing is stored. `onLatest` when the review is on the latest version
 * already (then there is nothing to compare).
 */
export const RescoreComparison = z.object({
  onLatest: z.boolean(),
  currentVersion: z.number().int(),
  latestVersion: z.number().int(),
  currentScore: z.number(),
  latestScore: z.number(),
  /** Only the cells that change. */
  cells: z.array(RescoreCell),
  /** Answers given that no question of the latest version asks any more. */
  droppedAnswers: z.array(DroppedAnswer),
});
export type RescoreComparison = z.infer<typeof RescoreComparison>;
