import type { Explanation, ExplanationRead, SubmitError, TaxHead } from '@tsr/contract';
import type { CompiledContent, CompiledRule, CompiledRuleSubgroup } from '../content/compile';
import { evaluateSlot, type LogicSlot, SlotRunner } from '../content/logic-slot';
import type { LoopKey } from '../content/loops';
import type { EvalContext, Read } from '../logic/compile';
import { loopInstances, type SubjectIndex, type SubjectNode } from '../subjects/subjects';
import { byScore, type LoopInstanceRef } from './cells';

/**
 * Runs the rule tree over a review's subjects (docs/scoring.md). Per category, on every entity
 * of its type, in structure order: subcategory > group > subgroup (its logic must hold) > rule,
 * once per loop instance where looped. A rule that holds is a finding for the cell of its row
 * (the target row of a transformed subcategory) and its group's tax head. Its explanation is
 * recorded as it runs: the rule, the score, the entity, the loop instance, and every answer its
 * logic and its subgroup's logic read. Logic that cannot be evaluated is an error value.
 */

export interface Finding {
  readonly row: string;
  readonly column: TaxHead;
  readonly explanation: Explanation;
}

export interface RuleRun {
  /** In byScore order of their explanations (runRules sorts them; consumers accept any order). */
  readonly findings: readonly Finding[];
  /** Per cell key `${row}|${column}`: the loop instances looped rules ran on, in order. */
  readonly instances: ReadonlyMap<string, readonly LoopInstanceRef[]>;
  /** Per cell key: the largest score a rule for that cell could give on this structure. */
  readonly max: ReadonlyMap<string, number>;
  /** Cell keys that have a looped rule. */
  readonly looped: ReadonlySet<string>;
  readonly errors: readonly SubmitError[];
}

export const cellKey = (row: string, column: string): string => `${row}|${column}`;

/**
 * The reads of a traced evaluation as the explanation shows them, appended to `into`. A read is
 * a pure function of its subject and reference, so one object per subject and reference is
 * shared by every explanation that reads it: the report holds as many read objects as there are
 * different answers read, not one per rule that fired (much less for the garbage collector).
 */
type ReadCache = Map<string, Map<string, ExplanationRead>>;

function appendReads(list: readonly Read[], into: ExplanationRead[], cache: ReadCache): void {
  for (const read of list) {
    const subjectId = read.subjectId ?? '';
    let ofSubject = cache.get(subjectId);
    if (!ofSubject) {
      ofSubject = new Map();
      cache.set(subjectId, ofSubject);
    }
    let shown = ofSubject.get(read.reference);
    if (!shown) {
      shown = { question: read.reference, entityId: subjectId, value: read.value };
      ofSubject.set(read.reference, shown);
    }
    into.push(shown);
  }
}

export function runRules(index: SubjectIndex, content: CompiledContent, today?: string): RuleRun {
  const findings: Finding[] = [];
  const instances = new Map<string, LoopInstanceRef[]>();
  const seenInstances = new Set<string>();
  const max = new Map<string, number>();
  const looped = new Set<string>();
  const errors: SubmitError[] = [];
  const errorKeys = new Set<string>();
  const readCache: ReadCache = new Map();

  const context = (entity: SubjectNode, loop: SubjectNode | undefined): EvalContext => {
    if (loop === undefined) return today === undefined ? { subject: entity } : { subject: entity, today };
    return today === undefined ? { subject: entity, loop } : { subject: entity, loop, today };
  };

  // The loop instances each cell's looped rules run on, registered once per cell, entity and key.
  const registered = new Set<string>();
  const register = (key: string, entity: EntityRun, loopKey: LoopKey): void => {
    const id = `${key}|${entity.node.id}|${loopKey}`;
    if (registered.has(id)) return;
    registered.add(id);
    const list = instances.get(key) ?? [];
    for (const loop of entity.loopOf(loopKey)) {
      const seen = `${key}|${entity.node.id}|${loop.id}`;
      if (seenInstances.has(seen)) continue;
      seenInstances.add(seen);
      list.push({ instanceId: loop.id, instanceName: loop.name, entityId: entity.node.id });
    }
    instances.set(key, list);
  };

  /** Evaluates one rule for one loop instance (or none) and records a finding when it fires. */
  const runRule = (
    entity: EntityRun,
    subgroup: CompiledRuleSubgroup,
    rule: CompiledRule,
    loop: SubjectNode | undefined,
    cell: { row: string; column: TaxHead; gateReads: Map<SubjectNode | undefined, ExplanationRead[]> | null },
  ): void => {
    let fires: boolean;
    if (loop && !rule.logic.readsLoop) {
      // Same result for every instance: evaluated once per entity, still one value per instance.
      let known = entity.onEntity.get(rule);
      if (known === undefined) {
        const plain = entity.runner(undefined);
        known = plain.holds(rule.logic);
        if (plain.problems.length > 0) entity.fail(rule.logic, plain.problems, rule.id, rule.responseId);
        entity.onEntity.set(rule, known);
      }
      fires = known;
    } else {
      const runner = entity.runner(loop);
      fires = runner.holds(rule.logic);
      if (runner.problems.length > 0) entity.fail(rule.logic, runner.problems, rule.id, rule.responseId);
    }
    if (!fires) return;
    // The same pure evaluation again with tracing on: only rules that fire pay for it. The
    // subgroup's reads are traced once per loop instance and shared by its rules.
    const context = entity.runner(loop).context;
    cell.gateReads ??= new Map();
    let before = cell.gateReads.get(loop);
    if (!before) {
      before = [];
      appendReads(evaluateSlot(subgroup.logic, context, true).reads, before, readCache);
      cell.gateReads.set(loop, before);
    }
    const all = before.slice();
    appendReads(evaluateSlot(rule.logic, context, true).reads, all, readCache);
    const explanation: Explanation = {
      ruleId: rule.id,
      ruleName: rule.name,
      logic: rule.logic.text,
      score: rule.score,
      entityId: entity.node.id,
      responseId: rule.responseId,
      reads: all,
    };
    if (loop) explanation.loopInstance = loop.id;
    if (rule.context) explanation.context = rule.context;
    entity.findings.push({ row: cell.row, column: cell.column, explanation });
  };

  const runSubgroup = (entity: EntityRun, subgroup: CompiledRuleSubgroup, row: string, column: TaxHead) => {
    const outer = subgroup.loopKey ? entity.loopOf(subgroup.loopKey) : [undefined];
    for (const instance of outer) {
      const gate = entity.runner(subgroup.logic.readsLoop ? instance : undefined);
      const open = gate.holds(subgroup.logic);
      if (gate.problems.length > 0) entity.fail(subgroup.logic, gate.problems, subgroup.id, '');
      if (!open) continue;
      const cell = { row, column, gateReads: null };
      for (const rule of subgroup.rules) {
        if (rule.loopKey !== null && rule.loopKey !== subgroup.loopKey) {
          for (const loop of entity.loopOf(rule.loopKey)) runRule(entity, subgroup, rule, loop, cell);
        } else runRule(entity, subgroup, rule, instance, cell);
      }
    }
  };

  for (const category of content.categories) {
    const entities = index.entities
      .filter((entity) => entity.questionType === category.rowGroup.type)
      .map((entity) => new EntityRun(index, entity, context));
    if (entities.length === 0) continue;
    for (const sub of category.subcategories) {
      for (const group of sub.groups) {
        const key = cellKey(sub.row, group.column);
        for (const subgroup of group.subgroups) {
          for (const rule of subgroup.rules) {
            max.set(key, Math.max(max.get(key) ?? 0, rule.score));
            if (rule.loopKey) looped.add(key);
          }
        }
      }
    }
    // Loop instances per cell, in structure order: entity by entity.
    for (const entity of entities)
      for (const sub of category.subcategories)
        for (const group of sub.groups)
          for (const subgroup of group.subgroups) {
            const key = cellKey(sub.row, group.column);
            for (const loopKey of loopKeysOf(subgroup)) register(key, entity, loopKey);
          }
    // Subgroup by subgroup over every entity, so that a subgroup's compiled rules stay in the
    // processor's cache while they run on each entity. Each entity keeps its own findings and
    // problems in the tree's order, gathered entity by entity below: the same order as running
    // the whole tree on one entity after another.
    for (const sub of category.subcategories)
      for (const group of sub.groups)
        for (const subgroup of group.subgroups)
          for (const entity of entities) runSubgroup(entity, subgroup, sub.row, group.column);
    for (const entity of entities) {
      for (const finding of entity.findings) findings.push(finding);
      for (const error of entity.errors) {
        const key = `${entity.node.id}|${error.rule}|${error.message}`;
        if (errorKeys.has(key)) continue;
        errorKeys.add(key);
        errors.push(error);
      }
    }
  }
  // In byScore order of their explanations (stable), so the table and responses need not sort.
  findings.sort((a, b) => byScore(a.explanation, b.explanation));
  return { findings, instances, max, looped, errors };
}

/** One entity's state while the rules run on it: evaluators, loop instances, findings, problems. */
class EntityRun {
  /** One evaluator per loop instance (or none), reused by every rule on it. */
  private readonly runners = new Map<SubjectNode | undefined, SlotRunner>();
  private readonly loops = new Map<LoopKey, readonly SubjectNode[]>();
  /** Looped rules that do not read the instance: their result on the entity. */
  readonly onEntity = new Map<CompiledRule, boolean>();
  readonly findings: Finding[] = [];
  readonly errors: SubmitError[] = [];

  constructor(
    private readonly index: SubjectIndex,
    readonly node: SubjectNode,
    private readonly context: (entity: SubjectNode, loop: SubjectNode | undefined) => EvalContext,
  ) {}

  runner(loop: SubjectNode | undefined): SlotRunner {
    let runner = this.runners.get(loop);
    if (!runner) {
      runner = new SlotRunner(this.context(this.node, loop));
      this.runners.set(loop, runner);
    }
    return runner;
  }

  loopOf(key: LoopKey): readonly SubjectNode[] {
    let found = this.loops.get(key);
    if (!found) {
      found = loopInstances(this.index, this.node, key);
      this.loops.set(key, found);
    }
    return found;
  }

  /** Problems, each named once per entity, rule and message (deduplicated when gathered). */
  fail(slot: LogicSlot, problems: readonly string[], rule: string, response: string): void {
    for (const message of problems)
      this.errors.push({ entityName: this.node.name, message, response, rule, logic: slot.text });
  }
}

const loopKeysCache = new WeakMap<CompiledRuleSubgroup, readonly LoopKey[]>();

/** The loop keys a subgroup's rules run in, without repeats (cached per compiled subgroup). */
function loopKeysOf(subgroup: CompiledRuleSubgroup): readonly LoopKey[] {
  let keys = loopKeysCache.get(subgroup);
  if (!keys) {
    const found = new Set<LoopKey>();
    for (const rule of subgroup.rules) if (rule.loopKey) found.add(rule.loopKey);
    keys = [...found];
    loopKeysCache.set(subgroup, keys);
  }
  return keys;
}
