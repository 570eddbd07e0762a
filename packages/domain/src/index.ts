/**
 * @tsr/domain: the pure heart of the product (no I/O). Structure validation and preparation
 * (spec 4, 5.2), owner options, dates and UK tax years, and the logic language (DESIGN.md 6).
 */
export * from './dates';
export { entity, own, party, structure } from './structure/builders';
export { ancestorsOf, descendantsOf, entityOrder, findOwnerCycle } from './structure/graph';
export { MESSAGES as STRUCTURE_MESSAGES } from './structure/messages';
export { type OwnerOptionsRequest, ownerOptions } from './structure/owner-options';
export {
  beforeStartFindings,
  canMarkDeceased,
  isDeceased,
  validateForStart,
  validateStructure,
} from './structure/validate';
