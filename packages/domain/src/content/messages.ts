/**
 * Every message about content, in one place so that docs and tests quote them. The definition
 * messages are spec 5.3's texts, word for word.
 */
export const DEFINITION_MESSAGES = {
  groupNameUsed: (name: string) => `Group Name '${name}' already used`,
  definitionNameExists: (name: string) => `Definition Name '${name}' already exists`,
  noGroup: (group: string) => `No group "${group}" found`,
  groupDoesNotExist: (name: string) => `Group Name '${name}' does not exist`,
  noDefinition: (id: string) => `No definition "${id}" found`,
  /** Form feedback while typing a definition name (and a group name when renaming). */
  invalidName: 'Invalid name or name already exists',
  /** Form feedback while typing the name of a new group. */
  nameExists: 'Name already exists',
  /** Ours, not the spec's: a drag that points outside the list. */
  badMove: (from: number, to: number) => `Cannot move from ${from} to ${to}`,
} as const;

/** The group name spec 5.3 drops on load. */
export const NOT_WORKING_GROUP = 'NOT WORKING';

export const CONTENT_MESSAGES = {
  invalid: (message: string) => `Invalid content: ${message}`,
  duplicateId: (id: string) => `Id '${id}' is used more than once`,
  duplicateQuestion: (name: string, type: string) =>
    `Question name '${name}' is used more than once in the ${type} questions`,
  ruleResponse: (rule: string, response: string) =>
    `Rule '${rule}' points at '${response}', which is not a response flagged isRiskScore`,
  missingRule: (id: string) => `Subgroup lists rule '${id}', which does not exist`,
  missingResponse: (id: string) => `Subgroup lists response '${id}', which does not exist`,
  missingExcludedRule: (rule: string, id: string) =>
    `Rule '${rule}' excludes rule '${id}', which does not exist`,
  excludesItself: (rule: string) =>
    `Rule '${rule}' excludes itself: list only other rules it never fires beside`,
  unknownCauseQuestion: (rule: string, question: string) =>
    `Rule '${rule}' names the cause question '${question}', which is not a question or a field of the structure`,
  causeWithoutText: (rule: string) =>
    `Rule '${rule}' has a cause question but no cause text: say the cause in words`,
  causeWithoutQuestion: (rule: string) =>
    `Rule '${rule}' has cause words or answers but no cause question: name the question whose answer is the cause`,
  causePlaceholder: (rule: string, name: string) =>
    `The cause text of rule '${rule}' names {${name}}: a cause's words name only {subject}, whose answer it is`,
  actionWithoutText: (rule: string) => `A dated action of rule '${rule}' has no words: say what to do`,
  actionWithoutDue: (rule: string) =>
    `A dated action of rule '${rule}' has no due date: give the logic that works it out`,
  unknownPlaceholder: (name: string) =>
    name.startsWith('figure.')
      ? `The text names {${name}}, which has no tax-year figure among the definitions (${name.slice(7)}__2025_26)`
      : `The text names {${name}}, which is not a question or a field of the structure`,
  missingDefinition: (id: string) => `Definition group lists definition '${id}', which does not exist`,
  headingSize: (size: number) => `Heading size ${size} is outside 1 to 6`,
  textTypes: (types: string) => `A response has exactly one text type, but this one has ${types}`,
  logic: (message: string) => `Logic does not compile: ${message}`,
  visibleIfScope: (reads: string) =>
    `visibleIf reads only the questions of its own chunk (SurveyJS evaluates it on the part's answers), not ${reads}`,
  unknownLoopKey: (key: string) => `Unknown loop key '${key}'`,
  missingLoopKey: 'A looped item needs a loop key',
  nestedLoop: (outer: string, inner: string) =>
    `Loop key '${inner}' sits inside a loop over '${outer}': only one loop applies to a rule`,
  unknownRowGroup: (name: string) =>
    `Category '${name}' is not a row group of the report table (Trust, Foundation, Company)`,
  unknownRow: (name: string, group: string) => `Subcategory '${name}' is not a row of ${group}`,
  unknownColumn: (name: string) => `Group '${name}' is not a tax head (IT, CGT, IHT, CT, ATED)`,
  transformTarget: (id: string) => `Transformed subcategory points at '${id}', which does not exist`,
  transformChain: (id: string) => `Transformed subcategory points at '${id}', which is itself transformed`,
  /** A link or address of a rendered text that the address rule refuses (shownAddress). */
  unsafeAddress: (text: string, address: string, problem: string) =>
    `${text}: the address '${address}' is refused. ${problem}`,
  actingChunk: (type: string) =>
    `Only trust, foundation and company questions have acting-as chunks, not ${type}`,
} as const;

export const EDITOR_MESSAGES = {
  notFound: (id: string) => `No item '${id}' found`,
  idUsed: (id: string) => `Id '${id}' is already used`,
  emptyId: 'An id is needed',
  cannotAdd: (kind: string, parent: string) => `A ${kind} cannot be placed under a ${parent}`,
  badMove: (from: number, to: number, length: number) =>
    `Cannot move from ${from} to ${to}: the list has ${length} items`,
} as const;
