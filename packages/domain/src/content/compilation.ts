import type { ContentFinding } from '@tsr/contract';
import type { CompileOptions } from '../logic/compile';
import type { Programs } from '../logic/program';
import { compileSlot, type LogicSlot } from './logic-slot';
import { isLoopKey, type LoopKey } from './loops';
import { CONTENT_MESSAGES } from './messages';

/**
 * One compiling of a content: the options its logic compiles with, and the findings gathered on
 * the way, in the order the content is walked (compileContent). Each step compiles its part of
 * the content through it, so every logic text and loop key is checked the same way.
 */
export class Compilation {
  readonly findings: ContentFinding[] = [];
  /**
   * Only the rule tree's logic runs as programs (a report's rules): the rest is evaluated once
   * per question or response, by its closures.
   */
  private readonly ruleOptions: CompileOptions;

  constructor(
    readonly options: CompileOptions,
    readonly programs: Programs,
  ) {
    this.ruleOptions = { ...options, programs };
  }

  /** A logic text evaluated by its closures (questions, choices, responses). */
  logic(text: string, path: string, id?: string): LogicSlot {
    return this.slot(text, path, id, this.options);
  }

  /** A logic text of the rule tree (rules and their subgroups), also compiled as a program. */
  ruleLogic(text: string, path: string, id: string): LogicSlot {
    return this.slot(text, path, id, this.ruleOptions);
  }

  /** A looped item's loop key; null, with a finding, when it is missing or unknown. */
  loopKey(isLooped: boolean, key: string, path: string, id: string): LoopKey | null {
    if (!isLooped) return null;
    if (key === '') {
      this.findings.push({
        code: 'loop-key',
        message: CONTENT_MESSAGES.missingLoopKey,
        path: `${path}.loopKey`,
        id,
      });
      return null;
    }
    if (!isLoopKey(key)) {
      this.findings.push({
        code: 'loop-key',
        message: CONTENT_MESSAGES.unknownLoopKey(key),
        path: `${path}.loopKey`,
        id,
      });
      return null;
    }
    return key;
  }

  /** The loop an item runs in: its parent's (`outer`), else its own; loops do not nest. */
  innerLoop(outer: LoopKey | null, own: LoopKey | null, path: string, id: string): LoopKey | null {
    if (outer && own && outer !== own)
      this.findings.push({ code: 'nested-loop', message: CONTENT_MESSAGES.nestedLoop(outer, own), path, id });
    return outer ?? own;
  }

  private slot(text: string, path: string, id: string | undefined, options: CompileOptions): LogicSlot {
    const compiled = compileSlot(text, options);
    if (compiled.error !== null)
      this.findings.push({
        code: 'logic',
        message: CONTENT_MESSAGES.logic(compiled.error),
        path,
        ...(id ? { id } : {}),
      });
    return compiled;
  }
}

/** The content's order of categories: by `order`, then by id. */
export const byOrder = <T extends { order: number; id: string }>(a: T, b: T): number =>
  a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
