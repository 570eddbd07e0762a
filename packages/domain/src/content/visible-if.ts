import { assertNever, type Node } from '../logic/ast';
import type { CompileOptions } from '../logic/compile';
import { compileSlot, type LogicSlot } from './logic-slot';
import { CONTENT_MESSAGES } from './messages';

/**
 * SurveyJS `visibleIf` on a page, question or choice, compiled once per survey version as a
 * logic slot (docs/questionnaire.md, "Which answers count"). The browser evaluates it on the
 * part's own answers only (the SurveyJS model's data is the part's answers), so the server does
 * the same: it may read the questions of its own chunk, and nothing else. A structure field,
 * another chunk's question, a relation, a loop reference or a definition would read empty in
 * the browser, so such a text is an error with what it reads, not a condition that quietly
 * differs between the browser and the server.
 *
 * The text is compiled with every name of the content (so an unknown name gets suggestions and
 * a definition resolves) and then held to its chunk.
 */
export function compileVisibleIf(
  text: string,
  chunkNames: ReadonlySet<string>,
  options: CompileOptions,
): { slot: LogicSlot; problem: { code: 'logic' | 'visible-if'; message: string } | null } {
  const slot = compileSlot(text, options);
  if (slot.error !== null)
    return { slot, problem: { code: 'logic', message: CONTENT_MESSAGES.logic(slot.error) } };
  if (slot.compiled === null) return { slot, problem: null };
  const outside = outsideReads(slot.compiled.ast, chunkNames);
  if (outside.length === 0) return { slot, problem: null };
  const error = CONTENT_MESSAGES.visibleIfScope(outside.join(', '));
  return {
    slot: { text, compiled: null, error, readsLoop: false },
    problem: { code: 'visible-if', message: error },
  };
}

/** What a visibleIf reads beyond its chunk's questions, in text order, each once. */
function outsideReads(ast: Node, chunkNames: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const add = (reference: string) => {
    if (!found.includes(reference)) found.push(reference);
  };
  const walk = (node: Node): void => {
    switch (node.kind) {
      case 'literal':
        return;
      case 'array':
        for (const item of node.items) walk(item);
        return;
      case 'question':
        if (!chunkNames.has(node.name)) add(`{${node.name}}`);
        return;
      case 'relation':
        add(`{${node.relation}.${node.name}}`);
        return;
      case 'loop':
        add(`{loop.${node.name}}`);
        return;
      case 'definition':
        add(`@${node.id}`);
        return;
      case 'not':
      case 'negate':
      case 'empty':
        walk(node.operand);
        return;
      case 'binary':
        walk(node.left);
        walk(node.right);
        return;
      case 'call':
        for (const arg of node.args) walk(arg);
        return;
      case 'quantifier':
        // Its condition reads the related subjects, which the browser does not have.
        add(`${node.quantifier}(${node.relation})`);
        return;
      default:
        assertNever(node);
    }
  };
  walk(ast);
  return found;
}
