import type { CheckLogicResponse, Hint, LogicEntry } from '@tsr/contract';
import { compile, type Diagnostic } from './compile';
import { compileDefinitions, type DefinitionInput, type DefinitionSet, definitionRefs } from './definitions';
import { LOGIC_MESSAGES } from './messages';
import { parse } from './parser';
import { lineColumn } from './positions';
import { print } from './printer';

export interface CheckLogicContext {
  /** Every question name of the survey being edited. */
  readonly questionNames: Iterable<string>;
  /** The survey's definitions, raw or already compiled with compileDefinitions. */
  readonly definitions?: DefinitionSet | readonly DefinitionInput[] | Readonly<Record<string, string>>;
}

/**
 * Spec 7.3 POST /editor/checklogic: checks one logic text. The entry 'logic' holds the text's
 * hints and its canonical form; every definition it uses, directly or through others, has an
 * entry '@id' with that definition's own hints (positions within the definition's text).
 */
export function checkLogic(text: string, context: CheckLogicContext): CheckLogicResponse {
  const questionNames = [...context.questionNames];
  const definitions = isDefinitionSet(context.definitions)
    ? context.definitions
    : compileDefinitions(context.definitions ?? [], { questionNames });
  const logicResponse: Record<string, LogicEntry> = {};

  if (text.trim() === '') {
    logicResponse.logic = {
      hints: [hint(text, 'info', 'empty', LOGIC_MESSAGES.emptyLogic, { start: 0, end: 0 })],
      logicChecked: '',
    };
    return { logicResponse };
  }

  const result = compile(text, { questionNames, definitions });
  if (result.ok) {
    const c = result.compiled;
    const names = [
      ...c.questions.map((q) => `{${q}}`),
      ...c.relationQuestions.map((q) => `{${q}}`),
      ...c.loopQuestions.map((q) => `{loop.${q}}`),
      ...c.definitions.map((d) => `@${d}`),
    ];
    const hints = names.length
      ? [hint(text, 'info', 'reads', LOGIC_MESSAGES.reads(names.join(', ')), { start: 0, end: text.length })]
      : [];
    logicResponse.logic = { hints, logicChecked: print(c.ast) };
  } else {
    logicResponse.logic = {
      hints: result.errors.map((e) => toHint(text, e)),
      logicChecked: result.errors.some((e) => e.code === 'syntax') ? '' : printIfParsed(text),
    };
  }

  // Definitions reached from the text, breadth-first in sorted order.
  const parsed = parse(text);
  const queue = parsed.ok ? definitionRefs(parsed.ast) : [];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const entry = definitions.get(id);
    if (!entry) continue;
    logicResponse[`@${id}`] = {
      hints: entry.errors.map((e) => toHint(entry.text, e)),
      logicChecked: entry.ast ? print(entry.ast) : '',
    };
    queue.push(...entry.uses);
  }
  return { logicResponse };
}

function isDefinitionSet(value: CheckLogicContext['definitions']): value is DefinitionSet {
  return (
    typeof value === 'object' &&
    value !== null &&
    'duplicates' in value &&
    typeof (value as DefinitionSet).get === 'function'
  );
}

function printIfParsed(text: string): string {
  const parsed = parse(text);
  return parsed.ok ? print(parsed.ast) : '';
}

function toHint(text: string, diagnostic: Diagnostic): Hint {
  const base = hint(text, 'error', diagnostic.code, diagnostic.message, diagnostic.span);
  return diagnostic.suggestions?.length ? { ...base, suggestions: [...diagnostic.suggestions] } : base;
}

function hint(
  text: string,
  severity: Hint['severity'],
  code: string,
  message: string,
  span: { start: number; end: number },
): Hint {
  const from = lineColumn(text, span.start);
  const to = lineColumn(text, span.end);
  return {
    severity,
    code,
    message,
    line: from.line,
    column: from.column,
    endLine: to.line,
    endColumn: to.column,
  };
}
