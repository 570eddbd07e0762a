/**
 * @tsr/domain: the pure heart of the product (no I/O; callers read the clock). Structure validation
 * and preparation (spec 4, 5.2), owner options, dates, UK tax years and UK time, the logic
 * language, content compiling and editing, the questionnaire's sequence, scoring and the report,
 * remediation and report texts. Test fixtures are in '@tsr/domain/testing', not here.
 */

export {
  chunkAddresses,
  contentAddresses,
  propertyAddressProblem,
  questionAddresses,
  responseAddresses,
  sectionAddresses,
  type UnsafeAddress,
} from './content/addresses';
export {
  type CompiledContent,
  chunkKey,
  compileContent,
  STRUCTURE_FIELDS,
  textTypesOf,
} from './content/compile';
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
  savedDefinitions,
  updateDefinition,
} from './content/definition-editor';
export {
  type AddRequest,
  addNode,
  deleteNode,
  type EditResult,
  freshId,
  type NodeKind,
  normaliseResponse,
  renameNode,
  reorderNode,
  saveResponse,
  saveResponseSubgroup,
  type TreeName,
  withTextType,
} from './content/editor';
export { dropUnreferenced, loadContent, loadedUnchanged } from './content/load';
export { isLoopKey, LOOP_KEY_NAMES, LOOP_KEYS, type LoopKey } from './content/loops';
export {
  CONTENT_MESSAGES,
  DEFINITION_MESSAGES,
  EDITOR_MESSAGES,
  NOT_WORKING_GROUP,
} from './content/messages';
export { contentProblems, contentVocabulary, PROBLEM_MESSAGES, sectionOf } from './content/problems';
export {
  type LogicText,
  logicTexts,
  namesRead,
  type References,
  referencesOf,
  renameQuestionReferences,
} from './content/references';
export { COLUMNS, ROW_GROUPS, type TableRow, type TableRowGroup } from './content/table';
export { formatPath, validateContent } from './content/validate';
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
export type { Subject } from './logic/runtime';
export { isEmpty, isTrue, type Value } from './logic/values';
export {
  REMEDIATION_MESSAGES,
  type Remediated,
  type RemediationResult,
  remediate,
  remediatedReport,
  resetRemediation,
  risksOf,
  statusesFrom,
  TIMELINE_USER_LENGTH,
  timeline,
  updateRemediation,
} from './remediation/remediate';
export { answerText } from './report-text/answer-text';
export { bulletMarkersToMarkdown } from './report-text/bullets';
export { CAUSE_SUBJECT, causeSelectors, causeSubjects, causeWords, reportCauses } from './report-text/causes';
export { cellRisks, responseText } from './report-text/cell-risks';
export { plainEntity, plainExplanation, withoutEngineInternals } from './report-text/customer-view';
export { keyDateViews } from './report-text/key-date-views';
export { entityExplanations, reportSummary, summaryOf } from './report-text/report-parts';
export { type ResponseBlock, responseBlocks } from './report-text/response-blocks';
export { explanationReasons, foundOn, riskReasons } from './report-text/risk-reasons';
export { subjectName } from './report-text/subject-name';
export {
  applyScenario,
  SCENARIO_MESSAGES,
  type ScenarioOutcome,
  type ScenarioReview,
} from './scenarios/apply-scenario';
export {
  type ScenarioBase,
  type ScenarioReportBase,
  type ScenarioScore,
  scoreScenario,
} from './scenarios/score-scenario';
export { whatIfQuestions } from './scenarios/what-if-questions';
export { byScore, cellValue, isPresent, NO_STATUS, type StatusOf } from './scoring/cells';
export { type PortfolioSummary, portfolioSummary } from './scoring/portfolio-summary';
export {
  buildReport,
  loopedRules,
  type ReportInput,
  type Scoring,
  scoreReview,
  transformedSubcategories,
} from './scoring/report';
export { buildResponses } from './scoring/responses';
export { RISK_BAND_FLOORS, RISK_BAND_NAMES, type RiskBand, riskBand } from './scoring/risk-band';
export { type Finding, type RuleRun, runRules } from './scoring/rules';
export { overallScore, weightedMax } from './scoring/score';
export { buildTable, remediateTable, tableLayout } from './scoring/table';
export {
  advance,
  effectiveAnswers,
  moveToSurvey,
  type NextInput,
  type ReviewContext,
  SEQUENCING_MESSAGES,
  type Step,
  startReview,
  unknownPartOf,
} from './sequencing/advance';
export {
  type AnswerProblem,
  type AnswerProblemCode,
  checkPartAnswers,
  UNFINISHED_PROBLEMS,
} from './sequencing/answer-check';
export { ANSWER_MESSAGES, questionLabel } from './sequencing/answer-messages';
export { isEmptyAnswer, type ValueProblem, valueProblem } from './sequencing/answer-values';
export { answeredParts } from './sequencing/answered-parts';
export { carriedAnswers } from './sequencing/carried-answers';
export { type CarriedSequence, carryForward, type PreviousReview } from './sequencing/carry-forward';
export {
  applyChanges,
  changedParts,
  type HeldQuestionnaire,
  mergeNextAnswer,
} from './sequencing/compact-answer';
export { progressPercent } from './sequencing/progress';
export { type PartQuestions, questionsFor } from './sequencing/questions';
export { answersBySubject, buildSequence } from './sequencing/sequence';
export { answerSummary } from './sequencing/summary';
export { reviewSubjects, visibleAnswers } from './sequencing/visibility';
export { entity, holding, own, ownShare, party, structure } from './structure/builders';
export { ancestorsOf, descendantsOf, entityOrder, findOwnerCycle } from './structure/graph';
export { MESSAGES as STRUCTURE_MESSAGES } from './structure/messages';
export { type OwnerOptionsRequest, ownerOptions } from './structure/owner-options';
export { ownersFirst, prepareStructure } from './structure/prepare';
export {
  beforeStartFindings,
  canMarkDeceased,
  isDeceased,
  type ValidateOptions,
  validateForStart,
  validateStructure,
} from './structure/validate';
export {
  buildSubjects,
  loopInstances,
  type SubjectIndex,
  type SubjectNode,
} from './subjects/subjects';
export { contentWithItem, ruleBaseline } from './try-it/try-content';
export { tryDefinition, tryResponseSubgroup, tryRuleSubgroup } from './try-it/try-logic';
export { type TryOutcome, tryRule } from './try-it/try-rule';
export type { TriedReview } from './try-it/try-target';
export { ukDate, ukDateTime, ukToday } from './uk-time';
export { contentCounts, diffContent, diffQuestions } from './versions/content-diff';
export { questionChanges } from './versions/question-changes';
export { type ComparedReport, cellChanges, compareReports } from './versions/report-changes';
export { changedCells, droppedAnswers, rescoreCells } from './versions/rescore';
export { wordDiff } from './versions/word-diff';
