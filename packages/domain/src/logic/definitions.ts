import { type Node, type Span, walkTree } from './ast';
import { type Compiled, compileTree, type DefinitionLookup, type Diagnostic } from './compile';
import { LOGIC_MESSAGES } from './messages';
import { parse } from './parser';
import type { AnswerSlots } from './runtime';

/** A named definition as the editor saves it; the id is lower-cased on the way in (spec 5.3). */
export interface DefinitionInput {
  readonly id: string;
  readonly logic: string;
}

export interface DefinitionEntry {
  readonly id: string;
  readonly text: string;
  readonly ast?: Node;
  readonly compiled?: Compiled;
  /** Why the definition cannot be used; positions are within its own text. */
  readonly errors: readonly Diagnostic[];
  /** Definitions it refers to directly, sorted. */
  readonly uses: readonly string[];
}

export interface DefinitionSet extends DefinitionLookup {
  get(id: string): DefinitionEntry | undefined;
  /** Later definitions whose id (lower-cased) was already taken; they are not used. */
  readonly duplicates: readonly DefinitionEntry[];
}

const WHOLE: Span = { start: 0, end: 0 };

/**
 * Compiles a survey's definitions together: ids are lower-cased, a definition may use others
 * (each is compiled after the ones it uses), and one that refers to itself through others is an
 * error naming the path. A definition that uses a broken one is broken too. Deterministic: ids
 * are processed in sorted order.
 */
export function compileDefinitions(
  inputs: readonly DefinitionInput[] | Readonly<Record<string, string>>,
  options: { questionNames?: Iterable<string>; slots?: AnswerSlots } = {},
): DefinitionSet {
  const list: DefinitionInput[] = Array.isArray(inputs)
    ? [...(inputs as readonly DefinitionInput[])]
    : Object.entries(inputs as Record<string, string>).map(([id, logic]) => ({ id, logic }));
  const questionNames = options.questionNames ? [...options.questionNames] : undefined;

  const entries = new Map<
    string,
    { id: string; text: string; ast?: Node; errors: Diagnostic[]; uses: string[]; compiled?: Compiled }
  >();
  const duplicates: DefinitionEntry[] = [];
  for (const input of list) {
    const id = input.id.trim().toLowerCase();
    const parsed = parse(input.logic);
    const entry = parsed.ok
      ? {
          id,
          text: input.logic,
          ast: parsed.ast,
          errors: [] as Diagnostic[],
          uses: definitionRefs(parsed.ast),
        }
      : {
          id,
          text: input.logic,
          errors: [{ code: 'syntax', message: parsed.error.message, span: parsed.error.span }],
          uses: [],
        };
    if (entries.has(id)) {
      duplicates.push({
        ...entry,
        errors: [
          { code: 'duplicate-definition', message: LOGIC_MESSAGES.duplicateDefinition(id), span: WHOLE },
        ],
      });
    } else entries.set(id, entry);
  }
  const ids = [...entries.keys()].sort();

  // Cycles: depth-first from each id; every definition on a cycle gets the path from itself.
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): void => {
    state.set(id, 'open');
    stack.push(id);
    for (const used of entries.get(id)?.uses ?? []) {
      if (!entries.has(used)) continue;
      if (state.get(used) === 'open') {
        const cycle = stack.slice(stack.indexOf(used));
        cycle.forEach((member, index) => {
          const path = [...cycle.slice(index), ...cycle.slice(0, index), member];
          const target = entries.get(member);
          if (target && !target.errors.some((e) => e.code === 'definition-cycle')) {
            target.errors.push({
              code: 'definition-cycle',
              message: LOGIC_MESSAGES.definitionCycle(path),
              span: WHOLE,
            });
          }
        });
      } else if (!state.has(used)) visit(used);
    }
    stack.pop();
    state.set(id, 'done');
  };
  for (const id of ids) if (!state.has(id)) visit(id);

  // Compile in dependency order; a lookup that only shows finished definitions.
  const lookup: DefinitionLookup = { ids, get: (id) => entries.get(id) };
  const done = new Set<string>();
  const build = (id: string): void => {
    if (done.has(id)) return;
    done.add(id);
    const entry = entries.get(id);
    if (!entry) return;
    for (const used of entry.uses) build(used);
    if (!entry.ast || entry.errors.length > 0) return;
    const result = compileTree(entry.text, entry.ast, {
      ...(questionNames ? { questionNames } : {}),
      ...(options.slots ? { slots: options.slots } : {}),
      definitions: lookup,
    });
    if (result.ok) entry.compiled = result.compiled;
    else entry.errors.push(...result.errors);
  };
  for (const id of ids) build(id);

  return { ids, get: (id) => entries.get(id.toLowerCase()), duplicates };
}

/** The definition ids a tree refers to directly, sorted and without repeats. */
export function definitionRefs(node: Node): string[] {
  const found = new Set<string>();
  walkTree(node, (n) => {
    if (n.kind === 'definition') found.add(n.id);
  });
  return [...found].sort();
}
