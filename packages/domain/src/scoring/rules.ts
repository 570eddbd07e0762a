import type { Explanation, ExplanationRead, SubmitError, TaxHead } from '@tsr/contract';
import type { CompiledContent, CompiledRule, CompiledRuleSubgroup } from '../content/compile';
import { evaluateSlot, type LogicSlot, SlotRunner } from '../content/logic-slot';
import type { LoopKey } from '../content/loops';
import type { EvalContext, Read } from '../logic/compile';
import { loopInstances, type SubjectIndex, type SubjectNode } from '../subjects/subjects';
import type { LoopInstanceRef } from './cells';

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

function reads(list: readonly Read[]): ExplanationRead[] {
  return list.map((read) => ({
    question: read.reference,
    entityId: read.subjectId ?? '',
    value: read.value,
  }));
}

export function runRules(index: SubjectIndex, content: CompiledContent, today?: string): RuleRun {
  const findings: Finding[] = [];
  const instances = new Map<string, LoopInstanceRef[]>();
  const seenInstances = new Set<string>();
  const max = new Map<string, number>();
  const looped = new Set<string>();
  const errors: SubmitError[] = [];
  const errorKeys = new Set<string>();

  const fail = (
    entity: SubjectNode,
    slot: LogicSlot,
    problems: readonly string[],
    rule: string,
    response: string,
  ) => {
    for (const message of problems) {
      const key = `${entity.id}|${rule}|${message}`;
      if (errorKeys.has(key)) continue;
      errorKeys.add(key);
      errors.push({ entityName: entity.name, message, response, rule, logic: slot.text });
    }
  };

  const loopCache = new Map<string, readonly SubjectNode[]>();
  const loopOf = (entity: SubjectNode, key: LoopKey): readonly SubjectNode[] => {
    const cacheKey = `${entity.id}|${key}`;
    let found = loopCache.get(cacheKey);
    if (!found) {
      found = loopInstances(index, entity, key);
      loopCache.set(cacheKey, found);
    }
    return found;
  };
  const context = (entity: SubjectNode, loop: SubjectNode | undefined): EvalContext => {
    if (loop === undefined) return today === undefined ? { subject: entity } : { subject: entity, today };
    return today === undefined ? { subject: entity, loop } : { subject: entity, loop, today };
  };

  // One evaluator per entity and loop instance, reused by every rule on it.
  let runners = new Map<SubjectNode | undefined, SlotRunner>();
  let onEntity = new Map<CompiledRule, boolean>();
  const runnerFor = (entity: SubjectNode, loop: SubjectNode | undefined): SlotRunner => {
    let runner = runners.get(loop);
    if (!runner) {
      runner = new SlotRunner(context(entity, loop));
      runners.set(loop, runner);
    }
    return runner;
  };

  // The loop instances each cell's looped rules run on, registered once per cell, entity and key.
  const registered = new Set<string>();
  const register = (key: string, entity: SubjectNode, loopKey: LoopKey): void => {
    const id = `${key}|${entity.id}|${loopKey}`;
    if (registered.has(id)) return;
    registered.add(id);
    const list = instances.get(key) ?? [];
    for (const loop of loopOf(entity, loopKey)) {
      const seen = `${key}|${entity.id}|${loop.id}`;
      if (seenInstances.has(seen)) continue;
      seenInstances.add(seen);
      list.push({ instanceId: loop.id, instanceName: loop.name, entityId: entity.id });
    }
    instances.set(key, list);
  };

  /** Evaluates one rule for one loop instance (or none) and records a finding when it fires. */
  const runRule = (
    entity: SubjectNode,
    subgroup: CompiledRuleSubgroup,
    rule: CompiledRule,
    loop: SubjectNode | undefined,
    cell: { row: string; column: TaxHead; gateReads: Map<SubjectNode | undefined, ExplanationRead[]> | null },
  ): void => {
    let fires: boolean;
    if (loop && !rule.logic.readsLoop) {
      // Same result for every instance: evaluated once per entity, still one value per instance.
      let known = onEntity.get(rule);
      if (known === undefined) {
        const plain = runnerFor(entity, undefined);
        known = plain.holds(rule.logic);
        if (plain.problems.length > 0) fail(entity, rule.logic, plain.problems, rule.id, rule.responseId);
        onEntity.set(rule, known);
      }
      fires = known;
    } else {
      const runner = runnerFor(entity, loop);
      fires = runner.holds(rule.logic);
      if (runner.problems.length > 0) fail(entity, rule.logic, runner.problems, rule.id, rule.responseId);
    }
    if (!fires) return;
    // The same pure evaluation again with tracing on: only rules that fire pay for it. The
    // subgroup's reads are traced once per loop instance and shared by its rules.
    const context = runnerFor(entity, loop).context;
    cell.gateReads ??= new Map();
    let before = cell.gateReads.get(loop);
    if (!before) {
      before = reads(evaluateSlot(subgroup.logic, context, true).reads);
      cell.gateReads.set(loop, before);
    }
    const explanation: Explanation = {
      ruleId: rule.id,
      ruleName: rule.name,
      logic: rule.logic.text,
      score: rule.score,
      entityId: entity.id,
      responseId: rule.responseId,
      reads: [...before, ...reads(evaluateSlot(rule.logic, context, true).reads)],
    };
    if (loop) explanation.loopInstance = loop.id;
    if (rule.context) explanation.context = rule.context;
    findings.push({ row: cell.row, column: cell.column, explanation });
  };

  const runSubgroup = (entity: SubjectNode, subgroup: CompiledRuleSubgroup, row: string, column: TaxHead) => {
    const key = cellKey(row, column);
    for (const loopKey of loopKeysOf(subgroup)) register(key, entity, loopKey);
    const outer = subgroup.loopKey ? loopOf(entity, subgroup.loopKey) : [undefined];
    for (const instance of outer) {
      const gate = runnerFor(entity, subgroup.logic.readsLoop ? instance : undefined);
      const open = gate.holds(subgroup.logic);
      if (gate.problems.length > 0) fail(entity, subgroup.logic, gate.problems, subgroup.id, '');
      if (!open) continue;
      const cell = { row, column, gateReads: null };
      for (const rule of subgroup.rules) {
        if (rule.loopKey !== null && rule.loopKey !== subgroup.loopKey) {
          for (const loop of loopOf(entity, rule.loopKey)) runRule(entity, subgroup, rule, loop, cell);
        } else runRule(entity, subgroup, rule, instance, cell);
      }
    }
  };

  for (const category of content.categories) {
    const entities = index.entities.filter((entity) => entity.questionType === category.rowGroup.type);
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
    for (const entity of entities) {
      runners = new Map();
      onEntity = new Map();
      for (const sub of category.subcategories)
        for (const group of sub.groups)
          for (const subgroup of group.subgroups) runSubgroup(entity, subgroup, sub.row, group.column);
    }
  }
  return { findings, instances, max, looped, errors };
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
