import type { CoverageShare, GoldenCoverage, Report, RuleGroup, UncoveredRule } from '@tsr/contract';
import { COLUMNS, type CompiledContent } from '@tsr/domain';

/**
 * Coverage (issue 34): which rules the golden structures fire. The golden gate builds every
 * case's report anyway (compare.ts keeps each report's fired rules), so coverage costs no run of
 * its own: it only counts.
 */

/** The ids of every rule that fired in a report: each finding, with any score, is in its cell's explanation. */
export function firedRules(report: Report): Set<string> {
  const fired = new Set<string>();
  for (const row of Object.values(report.table.values))
    for (const cell of Object.values(row))
      for (const explanation of cell.explanation) fired.add(explanation.ruleId);
  return fired;
}

/** The coverage figures, before the provider's threshold is applied. */
export type CoverageFigures = Omit<GoldenCoverage, 'threshold' | 'belowThreshold'>;

export const ALL_RULES = 'All rules';

/** A whole percentage rounded down, so '80%' is never shown for 79.6%; 100 when there is nothing to fire. */
export const percentOf = (fired: number, rules: number): number =>
  rules === 0 ? 100 : Math.floor((fired * 100) / rules);

const share = (name: string, rules: ReadonlySet<string>, fired: ReadonlySet<string>): CoverageShare => {
  let count = 0;
  for (const id of rules) if (fired.has(id)) count += 1;
  return { name, rules: rules.size, fired: count, percent: percentOf(count, rules.size) };
};

/**
 * The share of `content`'s rules that at least one report fired (`fired`: each golden case's
 * fired rules), overall, per category and per tax head, with the rules none fired in the rule
 * tree's order. Only rules the engine runs count: those the compiled rule tree holds
 * (compileRuleTree leaves out a category or row the report table lacks). A rule placed twice
 * counts once, with both places.
 */
export function goldenCoverage(
  content: CompiledContent,
  fired: Iterable<ReadonlySet<string>>,
): CoverageFigures {
  const firedAny = new Set<string>();
  for (const ids of fired) for (const id of ids) firedAny.add(id);

  const all = new Set<string>();
  const byCategory = new Map<string, Set<string>>();
  const byTaxHead = new Map<string, Set<string>>(COLUMNS.map((column) => [column, new Set<string>()]));
  const places = new Map<string, string[]>();
  const running = new Set(content.categories.map((category) => category.id));
  const columns = new Map<string, string>();
  const runs = new Set<string>();
  for (const category of content.categories)
    for (const sub of category.subcategories)
      for (const group of sub.groups) {
        columns.set(group.id, group.column);
        for (const subgroup of group.subgroups) for (const rule of subgroup.rules) runs.add(rule.id);
      }

  for (const category of content.content.rules.categories) {
    if (!running.has(category.id)) continue;
    const inCategory = byCategory.get(category.name) ?? new Set<string>();
    byCategory.set(category.name, inCategory);
    const walk = (above: readonly string[], groups: readonly RuleGroup[]) => {
      for (const group of groups) {
        const column = columns.get(group.id);
        for (const subgroup of group.subgroups)
          for (const id of subgroup.rules) {
            if (!runs.has(id)) continue;
            all.add(id);
            inCategory.add(id);
            if (column) byTaxHead.get(column)?.add(id);
            const place = [...above, group.name, subgroup.name].filter((name) => name.trim() !== '');
            const list = places.get(id) ?? [];
            list.push(place.join(' › '));
            places.set(id, list);
          }
      }
    };
    walk([category.name], category.groups);
    for (const sub of category.subcategories) walk([category.name, sub.name], sub.groups);
  }

  const names = new Map(content.content.rules.rules.map((rule) => [rule.id, rule.name]));
  const uncovered: UncoveredRule[] = [...all]
    .filter((id) => !firedAny.has(id))
    .map((id) => ({ id, name: names.get(id)?.trim() || id, places: places.get(id) ?? [] }));
  return {
    overall: share(ALL_RULES, all, firedAny),
    byCategory: [...byCategory].map(([name, rules]) => share(name, rules, firedAny)),
    byTaxHead: [...byTaxHead]
      .filter(([, rules]) => rules.size > 0)
      .map(([name, rules]) => share(name, rules, firedAny)),
    uncovered,
  };
}

/** The figures held to the provider's threshold (percent, 0 = off). */
export function withThreshold(figures: CoverageFigures, threshold: number): GoldenCoverage {
  return {
    ...figures,
    threshold,
    belowThreshold: threshold > 0 && figures.overall.fired * 100 < threshold * figures.overall.rules,
  };
}
