import type { ContentFinding, Response, SurveyContent } from '@tsr/contract';
import type { CompileOptions } from '../logic/compile';
import { compileDefinitions, type DefinitionSet } from '../logic/definitions';
import { Programs } from '../logic/program';
import { AnswerSlots } from '../logic/runtime';
import { Compilation } from './compilation';
import { type CompiledChunk, compileChunks, questionNamesOf } from './compile-questions';
import { type CompiledResponseCategory, compileResponseTree } from './compile-responses';
import { type CompiledCategory, compileRuleTree } from './compile-rules';
import { CONTENT_MESSAGES } from './messages';

export {
  type CompiledChoice,
  type CompiledChunk,
  type CompiledPage,
  type CompiledQuestion,
  chunkKey,
  STRUCTURE_FIELDS,
} from './compile-questions';
export {
  type CompiledResponse,
  type CompiledResponseCategory,
  type CompiledResponseGroup,
  type CompiledResponseSubgroup,
  textTypesOf,
} from './compile-responses';
export type {
  CompiledCategory,
  CompiledRule,
  CompiledRuleGroup,
  CompiledRuleSubgroup,
  CompiledSubcategory,
} from './compile-rules';

/**
 * Content compiled once per survey version: every logic text compiled (questions, choices,
 * rules, subgroups, responses, definitions, and the SurveyJS visibleIf of pages, questions and
 * choices), the rule tree resolved onto the report table
 * (docs/scoring.md) and ordered for the engine. Problems found on the way are returned as
 * findings with paths; the compiled content still works, and a broken item reports its error
 * whenever it is evaluated.
 */

export interface CompiledContent {
  readonly content: SurveyContent;
  /** Chunks by `${type}:${subtype}`; a chunk without questions is left out. */
  readonly chunks: ReadonlyMap<string, CompiledChunk>;
  /** Every name logic may read: question names and the structure fields (docs/questionnaire.md). */
  readonly questionNames: ReadonlySet<string>;
  readonly definitions: DefinitionSet;
  /** The names its logic reads, numbered (AnswerSlots): a report's rules keep each subject's values. */
  readonly slots: AnswerSlots;
  /** Its logic as programs over coded answers (Programs): how a report's rules are evaluated. */
  readonly programs: Programs;
  /** Rule categories in order (order, then id). */
  readonly categories: readonly CompiledCategory[];
  /** Response categories in order (order, then id). */
  readonly responseCategories: readonly CompiledResponseCategory[];
  readonly responsesById: ReadonlyMap<string, Response>;
  readonly findings: readonly ContentFinding[];
}

/**
 * The steps run in this order, which the findings' order and the names' numbers (AnswerSlots)
 * follow: definitions, questions, the rule tree, the responses.
 */
export function compileContent(content: SurveyContent): CompiledContent {
  const questionNames = questionNamesOf(content);
  const slots = new AnswerSlots();
  const definitions = compileDefinitions(content.definitions.definitions, { questionNames, slots });
  const options: CompileOptions = { questionNames, definitions, slots };
  const compiling = new Compilation(options, new Programs(slots));
  compiling.findings.push(...definitionFindings(content, definitions));
  const chunks = compileChunks(content, compiling);
  const categories = compileRuleTree(content, compiling);
  const responsesById = new Map(content.responses.responses.map((response) => [response.id, response]));
  const responseCategories = compileResponseTree(content, questionNames, responsesById, compiling);
  return {
    content,
    chunks,
    questionNames,
    definitions,
    slots,
    programs: compiling.programs,
    categories,
    responseCategories,
    responsesById,
    findings: compiling.findings,
  };
}

/** A finding for each definition whose logic does not compile, at the definition's place. */
function definitionFindings(content: SurveyContent, definitions: DefinitionSet): ContentFinding[] {
  const definitionIndex = new Map(
    content.definitions.definitions.map((d, i) => [d.id.trim().toLowerCase(), i]),
  );
  const findings: ContentFinding[] = [];
  for (const id of definitions.ids) {
    const entry = definitions.get(id);
    if (!entry || entry.errors.length === 0) continue;
    findings.push({
      code: 'logic',
      message: CONTENT_MESSAGES.logic(entry.errors.map((e) => e.message).join('; ')),
      path: `definitions.definitions[${definitionIndex.get(id)}].logic`,
      id,
    });
  }
  return findings;
}
