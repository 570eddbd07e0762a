import { z } from 'zod';
import { Definition, Definitions, ResponseTree, Rule, RuleTree } from './content';
import { GivenAnswer } from './report';
import { CellChange } from './report-parts';

/**
 * "Try it" (docs/authoring.md): an unsaved rule, subgroup logic or definition of the content
 * editors run on one golden structure or one submitted review, on the draft as the editor has it,
 * without storing anything.
 */

/** A subgroup's fields that decide where its logic is evaluated. */
export const TrySubgroup = z.object({
  id: z.string().min(1),
  logic: z.string().max(100_000).default(''),
  isLooped: z.boolean().default(false),
  loopKey: z.string().default(''),
});
export type TrySubgroup = z.infer<typeof TrySubgroup>;

/** The item as it is in the editor's form: not saved, maybe not even applied to the section. */
export const TryItem = z.discriminatedUnion('kind', [
  /** A rule; it runs in the subgroup of the rule tree that lists its id. */
  z.object({ kind: z.literal('rule'), rule: Rule }),
  /** A subgroup of the rule tree (its logic gates its rules). */
  z.object({ kind: z.literal('ruleSubgroup'), subgroup: TrySubgroup }),
  /** A subgroup of the response tree (its logic decides where its texts show). */
  z.object({ kind: z.literal('responseSubgroup'), subgroup: TrySubgroup }),
  /** A definition; `previousId` names the one it replaces when the form renames it. */
  z.object({
    kind: z.literal('definition'),
    definition: Definition,
    previousId: z.string().optional(),
  }),
]);
export type TryItem = z.infer<typeof TryItem>;

/** What to try it on: a golden structure of the content pack (its name), or a submitted review. */
export const TryTarget = z.union([
  z.object({ golden: z.string().min(1).max(200) }),
  /** A review's id, its report's id, or the name of the structure (its latest submitted review). */
  z.object({ review: z.string().trim().min(1).max(500) }),
]);
export type TryTarget = z.infer<typeof TryTarget>;

/**
 * POST /api/editor/try. `sections`: the draft's sections with the editor's unsaved edits, those
 * that differ from the saved draft; the others are read from the saved draft.
 */
export const TryRequest = z.object({
  item: TryItem,
  target: TryTarget,
  sections: z
    .object({
      rules: RuleTree.optional(),
      responses: ResponseTree.optional(),
      definitions: Definitions.optional(),
    })
    .default({}),
});
export type TryRequest = z.input<typeof TryRequest>;

/** One entity, or one loop instance of it, where the logic was evaluated. */
export const TryPlace = z.object({
  entityId: z.string(),
  loopInstance: z.string().optional(),
  /** The entity and its loop instance by name: 'Oak Trust, for Ann (Oak Trust)'. */
  where: z.string(),
  /** The rule fired there; the subgroup's logic or the definition is true there. */
  holds: z.boolean(),
  /** The value the logic gave, as text ('true', 'false', '31050', '06/04/2025'). */
  value: z.string(),
  /** Why a rule did not fire there, when it did not. */
  reason: z.string().optional(),
  /** The answers the logic read there, in the customer's words. */
  answers: z.array(GivenAnswer),
  /** Evaluation problems (a malformed date, an answer of the wrong kind). */
  problems: z.array(z.string()),
});
export type TryPlace = z.infer<typeof TryPlace>;

/** A cell's score and its risk band by name ('High', 'None'). */
export const TryScore = z.object({ score: z.number(), band: z.string() });
export type TryScore = z.infer<typeof TryScore>;

/** A rule tried: the cell it feeds, and the report with the rule as in the form against the baseline. */
export const TryRuleResult = z.object({
  fires: z.boolean(),
  /** What the 'before' side is: the published version's rule of the same id, or no such rule. */
  baseline: z.enum(['published', 'without']),
  /** The cell the rule feeds: the row group, the row and the tax head, as the report names them. */
  cell: z.object({ rowGroup: z.string(), row: z.string(), column: z.string() }),
  /** Where the rule sits in the rule tree: category, subcategory, group and subgroup by name. */
  path: z.array(z.string()),
  cellBefore: TryScore,
  cellAfter: TryScore,
  scoreBefore: z.number(),
  scoreAfter: z.number(),
  /** Every cell whose score changes, in the table's order. */
  cells: z.array(CellChange),
});
export type TryRuleResult = z.infer<typeof TryRuleResult>;

export const TryResponse = z
  .object({
    /** The target by name: the golden structure's, or the review's structure and its date. */
    target: z.string(),
    /** The item tried, in words: "Rule TT-IHT-1 'UK residential property'". */
    item: z.string(),
    /** One sentence: 'Fires on 1 of 3 places.' */
    summary: z.string(),
    places: z.array(TryPlace),
    rule: TryRuleResult.optional(),
  })
  .meta({ id: 'TryResponse' });
export type TryResponse = z.infer<typeof TryResponse>;

/** A golden structure one can try an item on. */
export const TryGoldenTarget = z.object({ name: z.string(), description: z.string() });
export const TryTargets = z.object({ golden: z.array(TryGoldenTarget) }).meta({ id: 'TryTargets' });
export type TryTargets = z.infer<typeof TryTargets>;

/** What Try it answers in words when it cannot run. */
export const TRY_MESSAGES = {
  unknownGolden: (name: string) => `No golden structure is named '${name}'.`,
  reviewNotFound: (reference: string) => `No review, report or structure is named '${reference}'.`,
  notSubmitted:
    'This review has not been submitted yet: Try it runs on submitted reviews only, whose answers are final.',
  ruleNotPlaced: (id: string) =>
    `The rule ${id} is in no subgroup of the rule tree that reaches the report table, so it never runs. Put it in a subgroup first.`,
  subgroupNotFound: (id: string) => `No subgroup '${id}' is in the draft.`,
  logicError: (what: string, error: string) => `The ${what} does not compile: ${error}`,
} as const;
