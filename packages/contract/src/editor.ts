import { z } from 'zod';

/** POST /api/editor/checklogic (spec 7.3): a logic text to check against the draft survey. */
export const CheckLogicRequest = z.object({ logic: z.string().max(100_000) });
export type CheckLogicRequest = z.infer<typeof CheckLogicRequest>;

/** One remark on a logic text; line and column are 1-based and point at the offending text. */
export const Hint = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  code: z.string(),
  message: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  endLine: z.number().int(),
  endColumn: z.number().int(),
  /** Nearest known names, best first, for unknown questions, definitions, functions and relations. */
  suggestions: z.array(z.string()).optional(),
});
export type Hint = z.infer<typeof Hint>;

/**
 * One checked text: its hints and `logicChecked`, the text as the parser understood it (printed
 * back in canonical form, so precedence is visible), or '' when it does not parse.
 */
export const LogicEntry = z.object({ hints: z.array(Hint), logicChecked: z.string() });
export type LogicEntry = z.infer<typeof LogicEntry>;

/**
 * The key 'logic' holds the checked text itself; each definition it uses (directly or through
 * other definitions) has an entry under '@' + its id.
 */
export const CheckLogicResponse = z
  .object({ logicResponse: z.record(z.string(), LogicEntry) })
  .meta({ id: 'CheckLogicResponse' });
export type CheckLogicResponse = z.infer<typeof CheckLogicResponse>;
