import type { CompiledContent, CompiledRule } from '../content/compile';
import { madeInScoreOrder } from './cells';
import type { Finding } from './rule-run';

/**
 * A run's findings, gathered by their rule's rank as the rules fire, and handed out in byScore
 * order of their explanations, so the table and responses need not sort.
 */
export class FindingsByRank {
  private readonly byRank: Finding[][] = [];
  private readonly ranks: ReadonlyMap<CompiledRule, number>;

  constructor(content: CompiledContent) {
    this.ranks = ruleRanks(content);
  }

  add(rule: CompiledRule, finding: Finding): void {
    const rank = this.ranks.get(rule) as number;
    const list = this.byRank[rank];
    if (list) list.push(finding);
    else this.byRank[rank] = [finding];
  }

  /**
   * Rule by rule in rank order (score, then rule id), each rule's findings sorted by entity and
   * loop instance: the same order as a stable sort of all the findings gathered entity by entity.
   * The entities run in id order, so a rule's list is mostly in order already and is not sorted.
   */
  inScoreOrder(): readonly Finding[] {
    const findings: Finding[] = [];
    for (let rank = 0; rank < this.byRank.length; rank += 1) {
      const list = this.byRank[rank];
      if (!list) continue;
      if (list.length > 1 && !inOrder(list)) list.sort(byPlace);
      for (let i = 0; i < list.length; i += 1) findings.push(list[i] as Finding);
    }
    return madeInScoreOrder(findings);
  }
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
