import type { SubmitError } from '@tsr/contract';
import { type LogicSlot, SlotRunner } from '../content/logic-slot';
import type { LoopKey } from '../content/loops';
import type { AnswerValues, EvalContext } from '../logic/compile';
import { loopInstances, type SubjectIndex, type SubjectNode } from '../subjects/subjects';

/** One entity's state while the rules run on it: evaluators, loop instances, problems. */
export class EntityRun {
  /** One evaluator per loop instance (or none), reused by every rule on it. */
  private readonly runners = new Map<SubjectNode | undefined, SlotRunner>();
  private readonly loops = new Map<LoopKey, readonly SubjectNode[]>();
  readonly errors: SubmitError[] = [];

  constructor(
    private readonly index: SubjectIndex,
    readonly node: SubjectNode,
    private readonly today: string | undefined,
    private readonly values: AnswerValues,
  ) {
    this.plain = this.runner(undefined);
  }

  /** The evaluator without a loop instance. */
  readonly plain: SlotRunner;

  runner(loop: SubjectNode | undefined): SlotRunner {
    let runner = this.runners.get(loop);
    if (!runner) {
      runner = new SlotRunner(evalContext(this.node, loop, this.today), this.values);
      this.runners.set(loop, runner);
    }
    return runner;
  }

  private readonly loopRunners = new Map<LoopKey, readonly SlotRunner[]>();

  /** The evaluators of loopOf(key)'s instances, in the same order. */
  runnersOf(key: LoopKey): readonly SlotRunner[] {
    let found = this.loopRunners.get(key);
    if (!found) {
      found = this.loopOf(key).map((loop) => this.runner(loop));
      this.loopRunners.set(key, found);
    }
    return found;
  }

  loopOf(key: LoopKey): readonly SubjectNode[] {
    let found = this.loops.get(key);
    if (!found) {
      found = loopInstances(this.index, this.node, key);
      this.loops.set(key, found);
    }
    return found;
  }

  /** Whether `slot` holds on `runner` (one of this entity's), naming its problems for `rule`. */
  holds(runner: SlotRunner, slot: LogicSlot, rule: string, response: string): boolean {
    const holds = runner.holds(slot);
    if (runner.problems.length > 0) this.fail(slot, runner.problems, rule, response);
    return holds;
  }

  /** Problems, each named once per entity, rule and message (deduplicated when gathered). */
  fail(slot: LogicSlot, problems: readonly string[], rule: string, response: string): void {
    for (const message of problems)
      this.errors.push({ entityName: this.node.name, message, response, rule, logic: slot.text });
  }
}

/** The evaluation context of an entity and loop instance, made in one literal per shape: no property added afterwards. */
function evalContext(
  entity: SubjectNode,
  loop: SubjectNode | undefined,
  today: string | undefined,
): EvalContext {
  if (loop === undefined) return today === undefined ? { subject: entity } : { subject: entity, today };
  return today === undefined ? { subject: entity, loop } : { subject: entity, loop, today };
}
