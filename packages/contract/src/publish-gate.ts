import { z } from 'zod';

/**
 * What Publish shows beside the golden comparison (issue 34): how much of the rule tree the golden
 * structures reach, and what a publish does to reviews still in progress on earlier versions.
 */

/** The rules of one part of the tree (a category, a tax head, or all) and how many of them fire. */
export const CoverageShare = z.object({
  /** The category's or the tax head's name ('Trust', 'IHT'); 'All rules' for the whole tree. */
  name: z.string(),
  rules: z.number().int(),
  /** How many of them at least one golden structure fires. */
  fired: z.number().int(),
  /** fired / rules as a whole percentage, rounded down (100 when there are no rules). */
  percent: z.number().int(),
});
export type CoverageShare = z.infer<typeof CoverageShare>;

/** A rule no golden structure fires, as the rule editor names it. */
export const UncoveredRule = z.object({
  id: z.string(),
  /** The rule's title (its id when it has none). */
  name: z.string(),
  /** Where it sits in the rule tree: 'Trust › Settlor › IHT › Inheritance tax' (one per subgroup holding it). */
  places: z.array(z.string()),
});
export type UncoveredRule = z.infer<typeof UncoveredRule>;

/**
 * The share of the draft's rules fired by at least one golden structure: overall, per category of
 * the rule tree (its row groups: Trust, Foundation, Company) and per tax head (its groups' columns),
 * with the rules none fires, and the provider's threshold (a site setting, 0 = off).
 */
export const GoldenCoverage = z
  .object({
    overall: CoverageShare,
    byCategory: z.array(CoverageShare),
    byTaxHead: z.array(CoverageShare),
    uncovered: z.array(UncoveredRule),
    /** The coverage threshold in percent; 0 means off. */
    threshold: z.number().int().min(0).max(100),
    /** The draft's coverage is under the threshold: Publish needs `confirmUncovered`. */
    belowThreshold: z.boolean(),
  })
  .meta({ id: 'GoldenCoverage' });
export type GoldenCoverage = z.infer<typeof GoldenCoverage>;

/** A question of an earlier version that the draft deletes, renames or offers other choices for. */
export const QuestionChange = z.object({
  /** The question's name (what its answers are stored under). */
  name: z.string(),
  /** The question's title as the reviewer reads it. */
  title: z.string(),
  /** Its part of the questionnaire: 'Trust / pre'. */
  chunk: z.string(),
  kind: z.enum(['deleted', 'renamed', 'choices']),
  /** A renamed question's new name. */
  renamedTo: z.string().optional(),
  /** For `choices`: the texts of the choices no longer offered (answers choosing them are dropped). */
  choicesRemoved: z.array(z.string()),
});
export type QuestionChange = z.infer<typeof QuestionChange>;

/**
 * Reviews in progress on one earlier version whose questions the draft deletes, renames or changes
 * the choices of: they keep their version; Update moves a review to the latest and drops the
 * answers the changes name.
 */
export const ReviewsInProgressOnVersion = z.object({
  version: z.number().int(),
  /** Reviews started on that version and not yet submitted (previews of the draft left out). */
  reviews: z.number().int(),
  questions: z.array(QuestionChange),
});
export type ReviewsInProgressOnVersion = z.infer<typeof ReviewsInProgressOnVersion>;
