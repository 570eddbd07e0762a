/**
 * Every message the logic language produces, in one place so that docs/logic-language.md can
 * list them and tests can quote them.
 */
export const LOGIC_MESSAGES = {
  // Syntax (parser)
  unexpectedCharacter: (char: string) => `Unexpected character '${char}'`,
  unterminatedString: (quote: string) => `Unterminated string: add the closing ${quote}`,
  unterminatedReference: 'Unterminated reference: add the closing }',
  emptyReference: 'Empty reference {}: put a question name between the braces',
  badReference: (text: string) =>
    `'{${text}}' is not a reference: use {question}, {relation.question} or {loop.question}`,
  missingDefinitionId: 'Expected a definition id after @, such as @settlor_interested',
  expectedExpression: (found: string) => `Expected an expression but found ${found}`,
  expected: (what: string, found: string) => `Expected ${what} but found ${found}`,
  trailing: (found: string) => `Unexpected ${found} after the end of the expression`,
  bareName: (name: string) => `Unexpected name '${name}': put question names in braces, {${name}}`,
  numberTooLarge: 'The number is too large',
  tooDeep: 'The expression is nested too deeply',
  quantifierRelation: (quantifier: string) =>
    `${quantifier}() needs a relation name first, such as ${quantifier}(settlors, {settlor_alive} = 'no')`,
  // Checks against the survey and the definitions
  unknownQuestion: (name: string) => `Unknown question '${name}'`,
  unknownDefinition: (id: string) => `Unknown definition '@${id}'`,
  unknownRelation: (relation: string) => `Unknown relation '${relation}'`,
  unknownFunction: (name: string) => `Unknown function '${name}'`,
  arity: (name: string, expected: string, given: number) =>
    `${name}() takes ${expected} but was given ${given}`,
  brokenDefinition: (id: string) => `Definition '@${id}' has errors`,
  definitionCycle: (path: readonly string[]) =>
    `Definition '@${path[0]}' refers to itself through ${path.map((id) => `@${id}`).join(' -> ')}`,
  duplicateDefinition: (id: string) => `Definition id '${id}' is used twice`,
  emptyLogic: 'No logic: nothing to check',
  reads: (names: string) => `Reads ${names}`,
  // Evaluation (recorded as diagnostics, never thrown)
  notADate: (fn: string, value: string) => `${fn}(): '${value}' is not a date in the form dd/mm/yyyy`,
  notANumber: (fn: string, value: string) => `${fn}(): '${value}' is not a number`,
  divisionByZero: 'Division by zero',
  noToday: "today() needs today's date in the evaluation context",
  noLoop: (name: string) => `{loop.${name}} was read outside a looped rule`,
  unsupportedAnswer: (name: string) => `The answer to '${name}' is not a text, number, yes/no or list`,
  noChain: (fn: string) =>
    `${fn}() measures a holding along a chain: use it inside any(owned_chain, ...), any(owners_chain, ...) or any(participators, ...)`,
} as const;
