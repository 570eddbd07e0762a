import type { Report, Rule } from '@tsr/contract';

/**
 * Mutually exclusive rules (docs/authoring.md): a rule's `excludes` names rules that reach the
 * opposite conclusion on the same facts, so the two must never fire together on one entity and
 * loop instance. Nothing in the engine stops them: the golden structures are where a pair that
 * does fire together shows, before a publish (the editor's golden gate) and in the content test.
 */

/** Two mutually exclusive rules that both fired on one entity of a golden structure. */
export interface ExclusiveConflict {
  readonly caseName: string;
  /** The rule that declares the exclusion (the earlier in the rules list when both declare it). */
  readonly ruleId: string;
  readonly otherRuleId: string;
  readonly entityId: string;
  /** The loop instances where both fired, in the order met; empty when neither was looped. */
  readonly loopInstances: readonly string[];
  readonly message: string;
}

type Named = Pick<Rule, 'id' | 'name'>;

export const EXCLUSIVE_MESSAGES = {
  conflict: (caseName: string, rule: Named, other: Named, entity: string, instances: readonly string[]) =>
    `Golden structure '${caseName}': ${rule.id} '${rule.name}' and ${other.id} '${other.name}' both fire on ${entity}${instances.length > 0 ? ` for ${listed(instances)}` : ''}, but ${rule.id} excludes ${other.id}.`,
} as const;

/** 'A', 'A and B', 'A, B and C'. */
function listed(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

interface Pair {
  readonly rule: Rule;
  readonly other: Rule;
}

/**
 * Every declared pair once: A excludes B and B excludes A are one pair, told as declared by the
 * earlier rule. An id that is no rule, or the rule itself, is validation's error, not a pair.
 */
export function exclusivePairs(rules: readonly Rule[]): Pair[] {
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const seen = new Set<string>();
  const pairs: Pair[] = [];
  for (const rule of rules)
    for (const id of rule.excludes) {
      const other = byId.get(id);
      if (!other || other.id === rule.id) continue;
      const key = rule.id < other.id ? `${rule.id}\n${other.id}` : `${other.id}\n${rule.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push({ rule, other });
    }
  return pairs;
}

/** No loop instance: the rule ran on the entity itself. */
const NONE = undefined;
type Instance = string | typeof NONE;

/**
 * Every pair of mutually exclusive rules in `rules` that both fired in `report` (a golden
 * structure's, named `caseName`) on the same entity and the same loop instance; a rule that fired
 * without a loop instance meets the other on that entity whatever its instance. One conflict per
 * pair and entity, naming the instances where they met. Read from the table's explanations: every
 * rule that fires is listed in the cell it reports in.
 */
export function exclusiveConflicts(
  caseName: string,
  report: Report,
  rules: readonly Rule[],
): ExclusiveConflict[] {
  const pairs = exclusivePairs(rules);
  if (pairs.length === 0) return [];
  const paired = new Set(pairs.flatMap(({ rule, other }) => [rule.id, other.id]));

  /** ruleId -> entityId -> the loop instances it fired on. */
  const fired = new Map<string, Map<string, Set<Instance>>>();
  /** `${entityId}|${instanceId}` -> the instance's name, from the looped cells. */
  const instanceNames = new Map<string, string>();
  for (const row of Object.values(report.table.values))
    for (const cell of Object.values(row)) {
      for (const value of cell.loopedValues)
        instanceNames.set(`${value.entityId}|${value.instanceId}`, value.instanceName);
      for (const explanation of cell.explanation) {
        if (!paired.has(explanation.ruleId)) continue;
        let byEntity = fired.get(explanation.ruleId);
        if (!byEntity) {
          byEntity = new Map();
          fired.set(explanation.ruleId, byEntity);
        }
        let instances = byEntity.get(explanation.entityId);
        if (!instances) {
          instances = new Set();
          byEntity.set(explanation.entityId, instances);
        }
        instances.add(explanation.loopInstance ?? NONE);
      }
    }

  const conflicts: ExclusiveConflict[] = [];
  for (const { rule, other } of pairs) {
    const ofRule = fired.get(rule.id);
    const ofOther = fired.get(other.id);
    if (!ofRule || !ofOther) continue;
    for (const [entityId, mine] of ofRule) {
      const theirs = ofOther.get(entityId);
      if (!theirs) continue;
      let meet = false;
      const where = new Set<string>();
      for (const a of mine)
        for (const b of theirs) {
          if (a !== b && a !== NONE && b !== NONE) continue;
          meet = true;
          const at = a ?? b;
          if (at !== NONE) where.add(at);
        }
      if (!meet) continue;
      const loopInstances = [...where];
      const entity = report.structure.entities[entityId]?.name ?? entityId;
      const names = loopInstances.map((id) => instanceNames.get(`${entityId}|${id}`) ?? id);
      conflicts.push({
        caseName,
        ruleId: rule.id,
        otherRuleId: other.id,
        entityId,
        loopInstances,
        message: EXCLUSIVE_MESSAGES.conflict(caseName, rule, other, entity, names),
      });
    }
  }
  return conflicts;
}
