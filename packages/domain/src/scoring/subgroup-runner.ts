import type { Explanation, ExplanationRead, TaxHead } from '@tsr/contract';
import type { CompiledContent, CompiledRule, CompiledRuleSubgroup } from '../content/compile';
import type { SlotRunner } from '../content/logic-slot';
import type { SubjectNode } from '../subjects/subjects';
import type { EntityRun } from './entity-run';
import { ExplanationReads, NO_READS } from './explanation-reads';
import type { FindingsByRank } from './findings-by-rank';
import type { KeyDates } from './key-dates';

/**
 * A subgroup run on one loop instance (or none): the cell its rules' findings go to, and its
 * logic's reads, traced once per instance it reads (once when it reads none).
 */
interface Cell {
  row: string;
  column: TaxHead;
  gateLoop: SubjectNode | undefined;
  gateReads: ExplanationRead[] | null;
  otherGates: Map<SubjectNode | undefined, ExplanationRead[]> | null;
}

const NO_KNOWN: (boolean | undefined)[] = [];

const NO_INSTANCE: readonly (SubjectNode | undefined)[] = [undefined];

/**
 * Runs a subgroup on an entity: its logic (which must hold), then its rules, once per loop instance
 * where looped, recording a finding for each rule that fires. One per report, reused by every
 * subgroup and entity: its scratch (the cell, the per-rule results) is reset, not made again, and
 * its methods are the same functions for the whole run, so the engine's hottest calls stay
 * monomorphic and allocate nothing until a rule fires.
 */
export class SubgroupRunner {
  private readonly reads: ExplanationReads;
  /** One cell object for the whole run: a subgroup's instance is done before the next starts. */
  private readonly cell: Cell = {
    row: '',
    column: 'IT',
    gateLoop: undefined,
    gateReads: null,
    otherGates: null,
  };
  /** The per-rule results of one subgroup on one entity (`known`), reused by the next. */
  private readonly knownScratch: (boolean | undefined)[] = [];
  /** Per rule of the running subgroup: its result without a loop instance, once worked out; null until a loop instance needs it. */
  private known: (boolean | undefined)[] | null = null;

  constructor(
    content: CompiledContent,
    private readonly findings: FindingsByRank,
    private readonly keyDates: KeyDates,
  ) {
    this.reads = new ExplanationReads(2 * content.slots.size);
  }

  /** Runs `subgroup` on `entity`, its findings for the cell of `row` and `column`. */
  run(entity: EntityRun, subgroup: CompiledRuleSubgroup, row: string, column: TaxHead): void {
    const outer = subgroup.loopKey ? entity.loopOf(subgroup.loopKey) : NO_INSTANCE;
    const logic = subgroup.logic;
    this.known = null;
    /** A condition that does not read the loop instance: worked out once for every instance. */
    let plainOpen: boolean | null = null;
    for (const instance of outer) {
      const runner = entity.runner(instance);
      let open: boolean;
      if (logic.readsLoop) open = entity.holds(runner, logic, subgroup.id, '');
      else {
        // Its problems are the same for every instance and named once per entity anyway.
        plainOpen ??= entity.holds(entity.plain, logic, subgroup.id, '');
        open = plainOpen;
      }
      if (open) this.runInstance(entity, subgroup, instance, runner, row, column);
    }
  }

  /**
   * The rules of a subgroup whose logic holds on `instance` (or none), `runner` its evaluator:
   * each on that instance, or on every instance of its own loop where it has another.
   */
  private runInstance(
    entity: EntityRun,
    subgroup: CompiledRuleSubgroup,
    instance: SubjectNode | undefined,
    runner: SlotRunner,
    row: string,
    column: TaxHead,
  ): void {
    const cell = this.cell;
    cell.row = row;
    cell.column = column;
    cell.gateLoop = undefined;
    cell.gateReads = null;
    cell.otherGates = null;
    const rules = subgroup.rules;
    for (let at = 0; at < rules.length; at += 1) {
      const rule = rules[at] as CompiledRule;
      if (rule.loopKey !== null && rule.loopKey !== subgroup.loopKey) {
        const known = this.knownOf(rules.length);
        const loops = entity.loopOf(rule.loopKey);
        const runners = entity.runnersOf(rule.loopKey);
        for (let i = 0; i < loops.length; i += 1)
          this.runRule(entity, subgroup, rule, loops[i], runners[i] as SlotRunner, known, at);
      } else {
        // Only a loop instance reads `known`.
        const known = instance !== undefined ? this.knownOf(rules.length) : (this.known ?? NO_KNOWN);
        this.runRule(entity, subgroup, rule, instance, runner, known, at);
      }
    }
  }

  /** The running subgroup's per-rule results, emptied for its `length` rules when first needed. */
  private knownOf(length: number): (boolean | undefined)[] {
    let known = this.known;
    if (known === null) {
      known = this.knownScratch;
      for (let at = 0; at < length; at += 1) known[at] = undefined;
      this.known = known;
    }
    return known;
  }

  /**
   * Evaluates one rule for one loop instance (or none), with `runner` the evaluator of that
   * instance, and records a finding when it fires.
   */
  private runRule(
    entity: EntityRun,
    subgroup: CompiledRuleSubgroup,
    rule: CompiledRule,
    loop: SubjectNode | undefined,
    runner: SlotRunner,
    known: (boolean | undefined)[],
    at: number,
  ): void {
    let fires: boolean;
    const logic = rule.logic;
    if (loop !== undefined && !logic.readsLoop) {
      // Same result for every instance: evaluated once per entity (all its instances run in
      // this subgroup's call), still one value per instance.
      let plainResult = known[at];
      if (plainResult === undefined) {
        plainResult = entity.holds(entity.plain, logic, rule.id, rule.responseId);
        known[at] = plainResult;
      }
      fires = plainResult;
    } else fires = entity.holds(runner, logic, rule.id, rule.responseId);
    if (fires) this.record(entity, subgroup, rule, loop, runner);
  }

  /**
   * Records the finding of a rule that fired: the same pure evaluation again with tracing on,
   * so only rules that fire pay for it.
   */
  private record(
    entity: EntityRun,
    subgroup: CompiledRuleSubgroup,
    rule: CompiledRule,
    loop: SubjectNode | undefined,
    runner: SlotRunner,
  ): void {
    const before = this.subgroupReads(subgroup, loop, runner);
    runner.trace(rule.logic, this.reads);
    // The subgroup's reads, then the rule's, in one array of the exact size.
    const all = this.reads.take(before);
    const explanation = explain(rule, entity.node.id, loop?.id, all);
    const cell = this.cell;
    this.findings.add(rule, { row: cell.row, column: cell.column, explanation });
    if (rule.actions.length > 0) this.keyDates.add(entity, rule, loop, runner);
  }

  /** The subgroup's reads for a rule that fired on `loop`: traced once per loop instance and shared by its rules. */
  private subgroupReads(
    subgroup: CompiledRuleSubgroup,
    loop: SubjectNode | undefined,
    runner: SlotRunner,
  ): ExplanationRead[] {
    const cell = this.cell;
    // A condition that does not read the loop instance reads the same for every instance.
    const gate = subgroup.logic.readsLoop ? loop : undefined;
    let before = cell.gateLoop === gate ? cell.gateReads : (cell.otherGates?.get(gate) ?? null);
    if (!before) {
      runner.trace(subgroup.logic, this.reads);
      before = this.reads.take(NO_READS);
      if (cell.gateReads === null) {
        cell.gateLoop = gate;
        cell.gateReads = before;
      } else {
        cell.otherGates ??= new Map();
        cell.otherGates.set(gate, before);
      }
    }
    return before;
  }
}

/**
 * An explanation, built in one literal per shape (loop instance and context given or not) so that
 * no property is added afterwards: the keys in the same order as ever.
 */
function explain(
  rule: CompiledRule,
  entityId: string,
  loopInstance: string | undefined,
  reads: ExplanationRead[],
): Explanation {
  const { id: ruleId, name: ruleName, score, responseId, context } = rule;
  const logic = rule.logic.text;
  if (loopInstance !== undefined) {
    return context
      ? { ruleId, ruleName, logic, score, entityId, responseId, reads, loopInstance, context }
      : { ruleId, ruleName, logic, score, entityId, responseId, reads, loopInstance };
  }
  return context
    ? { ruleId, ruleName, logic, score, entityId, responseId, reads, context }
    : { ruleId, ruleName, logic, score, entityId, responseId, reads };
}
