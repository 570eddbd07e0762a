/**
 * @tsr/domain: the pure heart of the product (no I/O). Structure validation and preparation
 * (spec 4, 5.2), owner options, dates and UK tax years, and the logic language (DESIGN.md 6).
 */
export * from './dates';
export type { BinaryOp, Node as LogicNode, Quantifier, Span } from './logic/ast';
export { type CheckLogicContext, checkLogic } from './logic/check';
export {
  type Compiled,
  type CompileOptions,
  type CompileResult,
  compile,
  type Diagnostic,
  type EvalContext,
  type Evaluation,
  evaluate,
  holds,
  type Read,
  type Subject,
} from './logic/compile';
export {
  compileDefinitions,
  type DefinitionEntry,
  type DefinitionInput,
  type DefinitionSet,
} from './logic/definitions';
export { FUNCTIONS, type FunctionSpec } from './logic/functions';
export { LOGIC_MESSAGES } from './logic/messages';
export { type ParseResult, parse } from './logic/parser';
export { print } from './logic/printer';
export { RELATION_NAMES, RELATIONS, type RelationName } from './logic/relations';
export { isEmpty, isTrue, type Value } from './logic/values';
export { entity, own, party, structure } from './structure/builders';
export { ancestorsOf, descendantsOf, entityOrder, findOwnerCycle } from './structure/graph';
export { MESSAGES as STRUCTURE_MESSAGES } from './structure/messages';
export { type OwnerOptionsRequest, ownerOptions } from './structure/owner-options';
export { ownersFirst, prepareStructure } from './structure/prepare';
export {
  beforeStartFindings,
  canMarkDeceased,
  isDeceased,
  validateForStart,
  validateStructure,
} from './structure/validate';
