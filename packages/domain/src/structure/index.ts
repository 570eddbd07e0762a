/**
 * @tsr/domain/structure: what the structure builder in the browser needs (spec 4, 5.2): validation,
 * its messages, owner options, the deceased rules and how a share reads, without the logic language
 * or scoring.
 */
export { ancestorsOf, descendantsOf, entityOrder, findOwnerCycle } from './graph';
export { MESSAGES as STRUCTURE_MESSAGES } from './messages';
export { type OwnerOptionsRequest, ownerOptions } from './owner-options';
export { shareText } from './shares';
export {
  beforeStartFindings,
  canMarkDeceased,
  isDeceased,
  type ValidateOptions,
  validateStructure,
} from './validate';
