/**
 * @tsr/domain/structure: what the structure builder in the browser needs (spec 4, 5.2): validation,
 * its messages, names and record shapes (shared with both diagrams), owner options, the deceased
 * rules and how a share reads, without the logic language or scoring.
 */
export { ancestorsOf, descendantsOf, entityOrder, findOwnerCycle } from './graph';
export { MESSAGES as STRUCTURE_MESSAGES } from './messages';
export { entityDisplayName, entityNames, partyDisplayName } from './names';
export { type OwnerOptionsRequest, ownerOptions } from './owner-options';
export { type DateShape, OWNER_DATE_SHAPE, RECORD_SHAPE } from './record-shapes';
export { worstSeverity } from './severity';
export { shareText } from './shares';
export {
  beforeStartFindings,
  canMarkDeceased,
  isDeceased,
  type ValidateOptions,
  validateStructure,
} from './validate';
