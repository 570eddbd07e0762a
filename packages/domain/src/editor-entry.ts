/**
 * `@tsr/domain/editor`: what the web's editor screens need of the domain, and no more:
 * the pure editor operations with spec 5.3's messages, the load-time clean-ups, and the logic
 * lexer for highlighting. Only the lazily loaded editor routes import it.
 */

export { chunkAddresses, propertyAddressProblem, type UnsafeAddress } from './content/addresses';
export {
  addDefinition,
  addDefinitionGroup,
  deleteDefinition,
  deleteDefinitionGroup,
  mapLogic,
  nameFeedback,
  renameDefinitionGroup,
  renameReferences,
  reorderDefinitionGroups,
  reorderDefinitions,
  saveDefinitionId,
  updateDefinition,
} from './content/definition-editor';
export {
  addNode,
  deleteNode,
  type EditResult,
  freshId,
  move,
  type NodeKind,
  normaliseResponse,
  type ResponseKind,
  type RuleKind,
  renameNode,
  reorderNode,
  responseIdFor,
  saveResponse,
  saveResponseSubgroup,
  type TreeName,
  withTextType,
} from './content/editor';
export { dropUnreferenced, loadContent } from './content/load';
export {
  CONTENT_MESSAGES,
  DEFINITION_MESSAGES,
  EDITOR_MESSAGES,
  NOT_WORKING_GROUP,
} from './content/messages';
export { renameQuestionReferences } from './content/references';
export { lex, type Token } from './logic/lexer';
