import type { Explanation, Report, TryResponse, TryScore } from '@tsr/contract';
import { TRY_MESSAGES } from '@tsr/contract';
import type {
  CompiledCategory,
  CompiledContent,
  CompiledRule,
  CompiledRuleGroup,
  CompiledRuleSubgroup,
  CompiledSubcategory,
} from '../content/compile';
import { buildReport } from '../scoring/report';
import { RISK_BAND_NAMES, riskBand } from '../scoring/risk-band';
import { loopInstances, type SubjectIndex, type SubjectNode } from '../subjects/subjects';
import { compareReports } from '../versions/report-changes';
import { evaluateAt, type LogicPlace, scopeEntities } from './logic-places';
import { placeOf, places, type TriedReview, targetSubjects } from './try-target';

/** Where a rule runs in the compiled rule tree: its row group, row, tax head and subgroup. */
interface Placement {
  readonly category: CompiledCategory;
  readonly subcategory: CompiledSubcategory;
  readonly group: CompiledRuleGroup;
  readonly subgroup: CompiledRuleSubgroup;
  readonly rule: CompiledRule;
}

export function rulePlacement(content: CompiledContent, ruleId: string): Placement | null {
  for (const category of content.categories)
    for (const subcategory of category.subcategories)
      for (const group of subcategory.groups)
        for (const subgroup of group.subgroups) {
          const rule = subgroup.rules.find((r) => r.id === ruleId);
          if (rule) return { category, subcategory, group, subgroup, rule };
        }
  return null;
}

export type TryOutcome = { ok: true; result: TryResponse } | { ok: false; message: string };

export interface TryRuleInput {
  readonly ruleId: string;
  /** The draft with the rule as in the form. */
  readonly after: CompiledContent;
  /** The draft with the published version's rule, or without the rule (ruleBaseline). */
  readonly before: CompiledContent;
  readonly baseline: 'published' | 'without';
  readonly target: TriedReview;
}

/** The report of the target's answers on one content (the engine's own: buildReport). */
function reportOn(target: TriedReview, content: CompiledContent): Report {
  return buildReport({
    structure: target.structure,
    parts: target.parts,
    content,
    ...(target.today ? { today: target.today } : {}),
    report_id: 'try-it',
    user: 'Try it',
    user_id: 'try-it',
    company: 'Try it',
    timestamp: '1970-01-01T00:00:00.000Z',
  });
}

const scoreOf = (score: number): TryScore => ({ score, band: RISK_BAND_NAMES[riskBand(score)] });

/** Every finding of the rule in a report's table: the engine's explanations, by entity and loop instance. */
function firings(report: Report, ruleId: string): Map<string, Explanation> {
  const found = new Map<string, Explanation>();
  for (const row of Object.values(report.originalTable.values))
    for (const cell of Object.values(row))
      for (const e of cell.explanation)
        if (e.ruleId === ruleId) found.set(`${e.entityId}|${e.loopInstance ?? ''}`, e);
  return found;
}

/**
 * A rule tried on a target (docs/authoring.md, Try it): the target's report with the rule as in
 * the form against the report with the baseline rule, both by the engine (buildReport), so the
 * cell the rule feeds and the overall score move exactly as a Publish would move them. Each
 * entity and loop instance the rule runs on is listed: where it fired, with the answers its
 * explanation records; where it did not, whether its subgroup's logic or its own stopped it, with
 * the answers that logic read there.
 */
export function tryRule(input: TryRuleInput): TryOutcome {
  const placement = rulePlacement(input.after, input.ruleId);
  if (!placement) return { ok: false, message: TRY_MESSAGES.ruleNotPlaced(input.ruleId) };
  const { category, subcategory, group, subgroup, rule } = placement;
  if (rule.logic.error !== null)
    return { ok: false, message: TRY_MESSAGES.logicError("rule's logic", rule.logic.error) };
  const { target, after: content } = input;

  const before = reportOn(target, input.before);
  const after = reportOn(target, content);
  const fired = firings(after, rule.id);
  const index = targetSubjects(target, content);
  const list = [];
  for (const entity of scopeEntities(index, { entityType: category.rowGroup.type, loopKey: null })) {
    const loops = rule.loopKey ? loopInstances(index, entity, rule.loopKey) : [undefined];
    for (const loop of loops) {
      const explanation = fired.get(`${entity.id}|${loop?.id ?? ''}`);
      if (explanation) {
        const place: LogicPlace = {
          entity,
          ...(loop ? { loop } : {}),
          value: true,
          holds: true,
          reads: explanation.reads,
          problems: [],
        };
        list.push(placeOf(place, target, content));
        continue;
      }
      const gate = gateOn(subgroup, rule, entity, loop, index, target.today);
      if (!gate.holds) {
        list.push(placeOf(gate, target, content, { holds: false, reason: GATE_CLOSED(subgroup) }));
        continue;
      }
      const own = evaluateAt(rule.logic, entity, loop, target.today);
      list.push(
        placeOf(own, target, content, { holds: false, reason: "The rule's logic does not hold here." }),
      );
    }
  }

  const table = after.originalTable;
  const rowId = subcategory.row;
  const row = table.rows.find((r) => r.id === rowId);
  const rowGroup = table.rowGroups.find((g) => g.id === row?.type);
  const cellScore = (report: Report) => report.originalTable.values[rowId]?.[group.column]?.score ?? 0;
  const comparison = compareReports(before, after);
  const firedCount = list.filter((p) => p.holds).length;
  return {
    ok: true,
    result: {
      target: target.name,
      item: `Rule ${rule.id} '${rule.name}'`,
      summary:
        list.length === 0
          ? `The structure has no entity the rule runs on (${category.rowGroup.name}).`
          : firedCount === 0
            ? `Does not fire on any of ${places(list.length)}.`
            : `Fires on ${firedCount} of ${places(list.length)}.`,
      places: list,
      rule: {
        fires: firedCount > 0,
        baseline: input.baseline,
        cell: {
          rowGroup: rowGroup?.name ?? category.rowGroup.name,
          row: row?.name ?? rowId,
          column: group.column,
        },
        path: pathOf(input.after, placement),
        cellBefore: scoreOf(cellScore(before)),
        cellAfter: scoreOf(cellScore(after)),
        scoreBefore: comparison.scoreBefore,
        scoreAfter: comparison.scoreAfter,
        cells: comparison.cells,
      },
    },
  };
}

const GATE_CLOSED = (subgroup: CompiledRuleSubgroup) =>
  `The logic of its subgroup '${subgroup.id}' does not hold here.`;

/**
 * The subgroup's logic where the rule runs: on the same loop instance when the subgroup loops
 * over the rule's loop, without one when the subgroup does not loop, and on any instance of its
 * own loop otherwise (the engine opens the rule for each instance whose subgroup logic holds).
 */
function gateOn(
  subgroup: CompiledRuleSubgroup,
  rule: CompiledRule,
  entity: SubjectNode,
  loop: SubjectNode | undefined,
  index: SubjectIndex,
  today: string | undefined,
): LogicPlace {
  if (subgroup.loopKey === null) return evaluateAt(subgroup.logic, entity, undefined, today);
  if (loop && rule.loopKey === subgroup.loopKey) return evaluateAt(subgroup.logic, entity, loop, today);
  const tried = loopInstances(index, entity, subgroup.loopKey).map((instance) =>
    evaluateAt(subgroup.logic, entity, instance, today),
  );
  return (
    tried.find((place) => place.holds) ??
    tried[0] ?? { entity, value: false, holds: false, reads: [], problems: [] }
  );
}

/** The rule's place in the rule tree by name: category, subcategory (when not the category's own groups), group, subgroup. */
function pathOf(content: CompiledContent, placement: Placement): string[] {
  const tree = content.content.rules;
  const category = tree.categories.find((c) => c.id === placement.category.id);
  const sub = category?.subcategories.find((s) => s.id === placement.subcategory.id);
  const groups = sub ? sub.groups : (category?.groups ?? []);
  const group = groups.find((g) => g.id === placement.group.id);
  const subgroup = group?.subgroups.find((s) => s.id === placement.subgroup.id);
  return [category?.name, sub?.name, group?.name, subgroup?.name].filter(
    (name): name is string => name !== undefined,
  );
}
