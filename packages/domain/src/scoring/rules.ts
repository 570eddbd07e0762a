import type { Explanation, ExplanationRead, SubmitError, TaxHead } from '@tsr/contract';
import type {
  CompiledCategory,
  CompiledContent,
  CompiledRule,
  CompiledRuleSubgroup,
} from '../content/compile';
import { type LogicSlot, SlotRunner } from '../content/logic-slot';
import type { LoopKey } from '../content/loops';
import { AnswerValues, type EvalContext } from '../logic/compile';
import type { ReadTracer, Subject } from '../logic/runtime';
import type { Value } from '../logic/values';
import { loopInstances, type SubjectIndex, type SubjectNode } from '../subjects/subjects';
import { type LoopInstanceRef, madeInScoreOrder } from './cells';

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
 * Traced reads as the explanation shows them, gathered in a buffer as the evaluation reads them
 * and handed out in arrays of the exact size (take). A read is a pure function of its subject and
 * reference, so one object per subject and reference is shared by every explanation that reads
 * it: the report holds as many read objects as there are different answers read, not one per
 * rule that fired (much less for the garbage collector), and no intermediate read object is made.
 */
class ExplanationReads implements ReadTracer {
  /** References without a number in the content's AnswerSlots (relation reads), numbered from `base` on. */
  private readonly references = new Map<string, number>();
  private readonly bySubject = new Map<string, (ExplanationRead | undefined)[]>();
  /**
   * The last two subjects read and their reads: a rule's reads come from its entity, or from its
   * entity and its loop instance in turn.
   */
  private lastSubject: Subject | null = null;
  private lastReads: (ExplanationRead | undefined)[] = [];
  private otherSubject: Subject | null = null;
  private otherReads: (ExplanationRead | undefined)[] = [];
  /** The reads since the last take, in buffer[0..count): reused, never shrunk. */
  private readonly buffer: ExplanationRead[] = [];
  private count = 0;

  /** `base`: the count of reference numbers the content's AnswerSlots gives (2 per slot). */
  constructor(private readonly base: number) {}

  read(subject: Subject, reference: string, value: Value, at: number): void {
    if (at < 0 || at >= this.base) {
      let known = this.references.get(reference);
      if (known === undefined) {
        known = this.base + this.references.size;
        this.references.set(reference, known);
      }
      at = known;
    }
    let ofSubject = this.lastReads;
    if (subject !== this.lastSubject) {
      if (subject === this.otherSubject) ofSubject = this.otherReads;
      else {
        const subjectId = subject.id ?? '';
        const cached = this.bySubject.get(subjectId);
        if (cached) ofSubject = cached;
        else {
          // Sized for the numbered references at once, rather than grown read by read.
          ofSubject = new Array<ExplanationRead | undefined>(this.base);
          this.bySubject.set(subjectId, ofSubject);
        }
      }
      this.otherSubject = this.lastSubject;
      this.otherReads = this.lastReads;
      this.lastSubject = subject;
      this.lastReads = ofSubject;
    }
    let shown = ofSubject[at];
    if (shown === undefined) {
      shown = { question: reference, entityId: subject.id ?? '', value };
      ofSubject[at] = shown;
    }
    this.buffer[this.count++] = shown;
  }

  /** `before`, then the reads since the last take, in a new array of the exact size. */
  take(before: readonly ExplanationRead[]): ExplanationRead[] {
    const all = new Array<ExplanationRead>(before.length + this.count);
    for (let i = 0; i < before.length; i += 1) all[i] = before[i] as ExplanationRead;
    for (let i = 0; i < this.count; i += 1) all[before.length + i] = this.buffer[i] as ExplanationRead;
    this.count = 0;
    return all;
  }
}

const NO_READS: readonly ExplanationRead[] = [];

export function runRules(index: SubjectIndex, content: CompiledContent, today?: string): RuleRun {
  const findings: Finding[] = [];
  const instances = new Map<string, LoopInstanceRef[]>();
  const max = new Map<string, number>();
  const looped = new Set<string>();
  const errors: SubmitError[] = [];
  const errorKeys = new Set<string>();
  const reads = new ExplanationReads(2 * content.slots.size);
  const ranks = ruleRanks(content);
  // The answers do not change while the rules run: each subject's are read once, then by position.
  const values = new AnswerValues(content.slots, content.programs);
  /** Findings by their rule's rank, as the rules fire (put in byScore order below). */
  const byRank: Finding[][] = [];

  const context = (entity: SubjectNode, loop: SubjectNode | undefined): EvalContext => {
    if (loop === undefined) return today === undefined ? { subject: entity } : { subject: entity, today };
    return today === undefined ? { subject: entity, loop } : { subject: entity, loop, today };
  };

  // The loop instances each cell's looped rules run on, in structure order: entity by entity.
  const register = (cells: CategoryCells, entity: EntityRun): void => {
    for (const { key, loopKeys } of cells.loopCells) {
      let list = instances.get(key);
      if (!list) {
        list = [];
        instances.set(key, list);
      }
      // An instance reached by two loop keys of one cell is listed once.
      const seen = loopKeys.length > 1 ? new Set<SubjectNode>() : null;
      for (const loopKey of loopKeys) {
        const loops = entity.loopOf(loopKey);
        for (let i = 0; i < loops.length; i += 1) {
          const loop = loops[i] as SubjectNode;
          if (seen) {
            if (seen.has(loop)) continue;
            seen.add(loop);
          }
          list.push({ instanceId: loop.id, instanceName: loop.name, entityId: entity.node.id });
        }
      }
    }
  };

  /** A subgroup run on one loop instance (or none); its logic's reads, traced once per instance it reads (once when it reads none). */
  type Cell = {
    row: string;
    column: TaxHead;
    gateLoop: SubjectNode | undefined;
    gateReads: ExplanationRead[] | null;
    otherGates: Map<SubjectNode | undefined, ExplanationRead[]> | null;
  };

  /**
   * Records the finding of a rule that fired: the same pure evaluation again with tracing on,
   * so only rules that fire pay for it. The subgroup's reads are traced once per loop instance
   * and shared by its rules.
   */
  const record = (
    entity: EntityRun,
    subgroup: CompiledRuleSubgroup,
    rule: CompiledRule,
    loop: SubjectNode | undefined,
    runner: SlotRunner,
    cell: Cell,
  ): void => {
    // A condition that does not read the loop instance reads the same for every instance.
    const gate = subgroup.logic.readsLoop ? loop : undefined;
    let before = cell.gateLoop === gate ? cell.gateReads : (cell.otherGates?.get(gate) ?? null);
    if (!before) {
      runner.trace(subgroup.logic, reads);
      before = reads.take(NO_READS);
      if (cell.gateReads === null) {
        cell.gateLoop = gate;
        cell.gateReads = before;
      } else {
        cell.otherGates ??= new Map();
        cell.otherGates.set(gate, before);
      }
    }
    runner.trace(rule.logic, reads);
    // The subgroup's reads, then the rule's, in one array of the exact size.
    const all = reads.take(before);
    const explanation = explain(rule, entity.node.id, loop?.id, all);
    const finding: Finding = { row: cell.row, column: cell.column, explanation };
    const rank = ranks.get(rule) as number;
    const list = byRank[rank];
    if (list) list.push(finding);
    else byRank[rank] = [finding];
  };

  /**
   * Evaluates one rule for one loop instance (or none), with `runner` the evaluator of that
   * instance, and records a finding when it fires.
   */
  const runRule = (
    entity: EntityRun,
    subgroup: CompiledRuleSubgroup,
    rule: CompiledRule,
    loop: SubjectNode | undefined,
    runner: SlotRunner,
    cell: Cell,
    known: (boolean | undefined)[],
    at: number,
  ): void => {
    let fires: boolean;
    const logic = rule.logic;
    if (loop !== undefined && !logic.readsLoop) {
      // Same result for every instance: evaluated once per entity (all its instances run in
      // this subgroup's call), still one value per instance.
      let plainResult = known[at];
      if (plainResult === undefined) {
        const plain = entity.plain;
        plainResult = plain.holds(logic);
        if (plain.problems.length > 0) entity.fail(logic, plain.problems, rule.id, rule.responseId);
        known[at] = plainResult;
      }
      fires = plainResult;
    } else {
      fires = runner.holds(logic);
      if (runner.problems.length > 0) entity.fail(logic, runner.problems, rule.id, rule.responseId);
    }
    if (fires) record(entity, subgroup, rule, loop, runner, cell);
  };

  const cell: Cell = { row: '', column: 'IT', gateLoop: undefined, gateReads: null, otherGates: null };
  /** The per-rule results of one subgroup on one entity (runSubgroup's `known`), reused by the next. */
  const knownScratch: (boolean | undefined)[] = [];
  const resetKnown = (length: number): (boolean | undefined)[] => {
    for (let at = 0; at < length; at += 1) knownScratch[at] = undefined;
    return knownScratch;
  };

  const runSubgroup = (entity: EntityRun, subgroup: CompiledRuleSubgroup, row: string, column: TaxHead) => {
    const outer = subgroup.loopKey ? entity.loopOf(subgroup.loopKey) : NO_INSTANCE;
    const rules = subgroup.rules;
    /** Per rule: its result without a loop instance, once worked out. */
    let known: (boolean | undefined)[] | null = null;
    /** A condition that does not read the loop instance: worked out once for every instance. */
    let plainOpen: boolean | null = null;
    for (const instance of outer) {
      const runner = entity.runner(instance);
      let open: boolean;
      if (subgroup.logic.readsLoop) {
        open = runner.holds(subgroup.logic);
        if (runner.problems.length > 0) entity.fail(subgroup.logic, runner.problems, subgroup.id, '');
      } else if (plainOpen === null) {
        const plain = entity.plain;
        open = plainOpen = plain.holds(subgroup.logic);
        // Its problems are the same for every instance and named once per entity anyway.
        if (plain.problems.length > 0) entity.fail(subgroup.logic, plain.problems, subgroup.id, '');
      } else open = plainOpen;
      if (!open) continue;
      // One cell object for the whole run: a subgroup's instance is done before the next starts.
      cell.row = row;
      cell.column = column;
      cell.gateLoop = undefined;
      cell.gateReads = null;
      cell.otherGates = null;
      for (let at = 0; at < rules.length; at += 1) {
        const rule = rules[at] as CompiledRule;
        if (rule.loopKey !== null && rule.loopKey !== subgroup.loopKey) {
          known ??= resetKnown(rules.length);
          const loops = entity.loopOf(rule.loopKey);
          const runners = entity.runnersOf(rule.loopKey);
          for (let i = 0; i < loops.length; i += 1)
            runRule(entity, subgroup, rule, loops[i], runners[i] as SlotRunner, cell, known, at);
        } else {
          // Only a loop instance reads `known`.
          if (instance !== undefined) known ??= resetKnown(rules.length);
          runRule(entity, subgroup, rule, instance, runner, cell, known ?? NO_KNOWN, at);
        }
      }
    }
  };

  for (const category of content.categories) {
    const entities = index.entities
      .filter((entity) => entity.questionType === category.rowGroup.type)
      .map((entity) => new EntityRun(index, entity, context, values));
    if (entities.length === 0) continue;
    const cells = categoryCells(category);
    for (const { key, score } of cells.max) max.set(key, Math.max(max.get(key) ?? 0, score));
    for (const key of cells.looped) looped.add(key);
    for (const entity of entities) register(cells, entity);
    // Subgroup by subgroup over every entity, so that a subgroup's compiled rules stay in the
    // processor's cache while they run on each entity. Each entity keeps its own problems in the
    // tree's order, gathered entity by entity below. Findings go straight to their rule's list
    // (byRank); the entities run in id order, the order byScore puts findings in, so a rule's
    // list is mostly in order already and is not sorted below. Either way the list is the same
    // as a stable sort of the findings gathered entity by entity: ties are findings of one
    // entity, recorded in the tree's order.
    const byId = [...entities].sort((a, b) => (a.node.id < b.node.id ? -1 : a.node.id > b.node.id ? 1 : 0));
    for (const sub of category.subcategories)
      for (const group of sub.groups)
        for (const subgroup of group.subgroups)
          for (let i = 0; i < byId.length; i += 1)
            runSubgroup(byId[i] as EntityRun, subgroup, sub.row, group.column);
    for (const entity of entities) {
      for (const error of entity.errors) {
        const key = `${entity.node.id}|${error.rule}|${error.message}`;
        if (errorKeys.has(key)) continue;
        errorKeys.add(key);
        errors.push(error);
      }
    }
  }
  // In byScore order of their explanations, so the table and responses need not sort: rule by
  // rule in rank order (score, then rule id), each rule's findings sorted by entity and loop
  // instance. The same order as a stable sort of all the findings gathered entity by entity.
  for (let rank = 0; rank < byRank.length; rank += 1) {
    const list = byRank[rank];
    if (!list) continue;
    if (list.length > 1 && !inOrder(list)) list.sort(byPlace);
    for (let i = 0; i < list.length; i += 1) findings.push(list[i] as Finding);
  }
  return { findings: madeInScoreOrder(findings), instances, max, looped, errors };
}

/** One entity's state while the rules run on it: evaluators, loop instances, problems. */
class EntityRun {
  /** One evaluator per loop instance (or none), reused by every rule on it. */
  private readonly runners = new Map<SubjectNode | undefined, SlotRunner>();
  private readonly loops = new Map<LoopKey, readonly SubjectNode[]>();
  readonly errors: SubmitError[] = [];

  constructor(
    private readonly index: SubjectIndex,
    readonly node: SubjectNode,
    private readonly context: (entity: SubjectNode, loop: SubjectNode | undefined) => EvalContext,
    private readonly values: AnswerValues,
  ) {
    this.plain = this.runner(undefined);
  }

  /** The evaluator without a loop instance. */
  readonly plain: SlotRunner;

  runner(loop: SubjectNode | undefined): SlotRunner {
    let runner = this.runners.get(loop);
    if (!runner) {
      runner = new SlotRunner(this.context(this.node, loop), this.values);
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

  /** Problems, each named once per entity, rule and message (deduplicated when gathered). */
  fail(slot: LogicSlot, problems: readonly string[], rule: string, response: string): void {
    for (const message of problems)
      this.errors.push({ entityName: this.node.name, message, response, rule, logic: slot.text });
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

/**
 * byScore for the findings of one rank (one score and rule id): by entity id, then loop instance
 * id, without comparing what they share.
 */
function byPlace(a: Finding, b: Finding): number {
  const x = a.explanation;
  const y = b.explanation;
  if (x.entityId !== y.entityId) return x.entityId < y.entityId ? -1 : 1;
  const i = x.loopInstance ?? '';
  const j = y.loopInstance ?? '';
  return i < j ? -1 : i > j ? 1 : 0;
}

function inOrder(list: readonly Finding[]): boolean {
  for (let i = 1; i < list.length; i += 1)
    if (byPlace(list[i - 1] as Finding, list[i] as Finding) > 0) return false;
  return true;
}

const rankCache = new WeakMap<CompiledContent, ReadonlyMap<CompiledRule, number>>();

/**
 * Each rule of the tree's place in byScore order: highest score first, then by rule id; rules
 * that byScore cannot tell apart share a rank (cached per compiled content).
 */
function ruleRanks(content: CompiledContent): ReadonlyMap<CompiledRule, number> {
  let ranks = rankCache.get(content);
  if (ranks) return ranks;
  const rules = new Set<CompiledRule>();
  for (const category of content.categories)
    for (const sub of category.subcategories)
      for (const group of sub.groups)
        for (const subgroup of group.subgroups) for (const rule of subgroup.rules) rules.add(rule);
  const order = (a: CompiledRule, b: CompiledRule) =>
    b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sorted = [...rules].sort(order);
  const found = new Map<CompiledRule, number>();
  let rank = 0;
  sorted.forEach((rule, i) => {
    if (i > 0 && order(sorted[i - 1] as CompiledRule, rule) !== 0) rank += 1;
    found.set(rule, rank);
  });
  rankCache.set(content, found);
  ranks = found;
  return ranks;
}

const NO_KNOWN: (boolean | undefined)[] = [];

const NO_INSTANCE: readonly (SubjectNode | undefined)[] = [undefined];

/** What a category gives the table, whatever the structure: worked out once per compiled content. */
interface CategoryCells {
  /** Per cell key: the largest score of the category's rules for it. */
  readonly max: readonly { readonly key: string; readonly score: number }[];
  /** Cell keys with a looped rule of the category. */
  readonly looped: readonly string[];
  /** Cells whose rules run in loops, with the loop keys, in the tree's order (subcategory, group, subgroup, rule). */
  readonly loopCells: readonly { readonly key: string; readonly loopKeys: readonly LoopKey[] }[];
}

const cellsCache = new WeakMap<CompiledCategory, CategoryCells>();

function categoryCells(category: CompiledCategory): CategoryCells {
  let cells = cellsCache.get(category);
  if (cells) return cells;
  const max = new Map<string, number>();
  const looped = new Set<string>();
  const loopKeys = new Map<string, LoopKey[]>();
  for (const sub of category.subcategories)
    for (const group of sub.groups) {
      const key = cellKey(sub.row, group.column);
      for (const subgroup of group.subgroups)
        for (const rule of subgroup.rules) {
          max.set(key, Math.max(max.get(key) ?? 0, rule.score));
          if (!rule.loopKey) continue;
          looped.add(key);
          const keys = loopKeys.get(key);
          if (!keys) loopKeys.set(key, [rule.loopKey]);
          else if (!keys.includes(rule.loopKey)) keys.push(rule.loopKey);
        }
    }
  cells = {
    max: [...max].map(([key, score]) => ({ key, score })),
    looped: [...looped],
    loopCells: [...loopKeys].map(([key, keys]) => ({ key, loopKeys: keys })),
  };
  cellsCache.set(category, cells);
  return cells;
}
