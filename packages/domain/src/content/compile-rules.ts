import type { SurveyContent, TaxHead } from '@tsr/contract';
import { byOrder, type Compilation } from './compilation';
import type { LogicSlot } from './logic-slot';
import type { LoopKey } from './loops';
import { CONTENT_MESSAGES } from './messages';
import { findColumn, findRow, findRowGroup, type TableRowGroup } from './table';

/**
 * The rule tree compiled: resolved onto the report table (docs/scoring.md) and ordered for the
 * engine. Each category is a row group, each subcategory a row (a transformed subcategory's
 * results go to its target's row), each group a tax head; every rule and subgroup knows the loop
 * it runs in.
 */

export interface CompiledRule {
  readonly id: string;
  readonly name: string;
  readonly logic: LogicSlot;
  readonly score: number;
  readonly responseId: string;
  readonly context: string;
  /** The loop this rule runs in (its own, its subgroup's or its subcategory's), if any. */
  readonly loopKey: LoopKey | null;
  /** Its dated actions (docs/scoring.md, key dates), each due date compiled. */
  readonly actions: readonly CompiledAction[];
}

export interface CompiledAction {
  readonly text: string;
  readonly due: LogicSlot;
  readonly law: string;
}

export interface CompiledRuleSubgroup {
  readonly id: string;
  readonly logic: LogicSlot;
  /** The loop the subgroup's condition runs in (its own or its subcategory's), if any. */
  readonly loopKey: LoopKey | null;
  readonly rules: readonly CompiledRule[];
}

export interface CompiledRuleGroup {
  readonly id: string;
  readonly column: TaxHead;
  /** In a transformed subcategory: the target subcategory's group that receives the results. */
  readonly toGroupId: string;
  readonly subgroups: readonly CompiledRuleSubgroup[];
}

export interface CompiledSubcategory {
  readonly id: string;
  /** The report row that receives the results: the target row when transformed. */
  readonly row: string;
  /** The row the subcategory sits in. */
  readonly fromRow: string;
  readonly transformed: boolean;
  readonly groups: readonly CompiledRuleGroup[];
}

export interface CompiledCategory {
  readonly id: string;
  readonly rowGroup: TableRowGroup;
  readonly subcategories: readonly CompiledSubcategory[];
}

type RuleContent = SurveyContent['rules'];
type Category = RuleContent['categories'][number];
type Subcategory = Category['subcategories'][number];
type Group = Category['groups'][number];
type Subgroup = Group['subgroups'][number];

/** Rule categories in order (order, then id); one whose name is no row group of the table is left out. */
export function compileRuleTree(content: SurveyContent, compiling: Compilation): CompiledCategory[] {
  const tree = new RuleTreeCompiler(content.rules, compiling);
  const ordered = content.rules.categories
    .map((category, index) => ({ category, index, order: category.order, id: category.id }))
    .sort(byOrder);
  const categories: CompiledCategory[] = [];
  for (const { category, index } of ordered) {
    const compiled = tree.category(category, `rules.categories[${index}]`);
    if (compiled) categories.push(compiled);
  }
  return categories;
}

/** A rule item that cannot be placed in the table is left out, with a finding naming it. */
class RuleTreeCompiler {
  private readonly rulesById: ReadonlyMap<string, { rule: RuleContent['rules'][number]; index: number }>;
  private readonly categoryById: ReadonlyMap<string, Category>;
  private readonly findings: Compilation['findings'];

  constructor(
    rules: RuleContent,
    private readonly compiling: Compilation,
  ) {
    this.rulesById = new Map(rules.rules.map((rule, index) => [rule.id, { rule, index }]));
    this.categoryById = new Map(rules.categories.map((c) => [c.id, c]));
    this.findings = compiling.findings;
  }

  /** The category's own groups (in its first row), then its subcategories. */
  category(category: Category, path: string): CompiledCategory | null {
    const rowGroup = findRowGroup(category.name);
    if (!rowGroup) {
      this.findings.push({
        code: 'table',
        message: CONTENT_MESSAGES.unknownRowGroup(category.name),
        path: `${path}.name`,
        id: category.id,
      });
      return null;
    }
    const ownRow = (rowGroup.rows[0] as { id: string }).id;
    const subcategories: CompiledSubcategory[] = [];
    if (category.groups.length > 0)
      subcategories.push({
        id: category.id,
        row: ownRow,
        fromRow: ownRow,
        transformed: false,
        groups: this.groups(category.groups, `${path}.groups`, null, null),
      });
    category.subcategories.forEach((sub, s) => {
      const compiled = this.subcategory(sub, `${path}.subcategories[${s}]`, rowGroup);
      if (compiled) subcategories.push(compiled);
    });
    return { id: category.id, rowGroup, subcategories };
  }

  private subcategory(sub: Subcategory, path: string, rowGroup: TableRowGroup): CompiledSubcategory | null {
    const row = findRow(rowGroup, sub.name);
    if (!row) {
      this.findings.push({
        code: 'table',
        message: CONTENT_MESSAGES.unknownRow(sub.name, rowGroup.name),
        path: `${path}.name`,
        id: sub.id,
      });
      return null;
    }
    let targetRow = row.id;
    let target: Subcategory | null = null;
    if (sub.isTransformed) {
      const resolved = this.transformTarget(sub, path);
      if (!resolved) return null;
      targetRow = resolved.row;
      target = resolved.sub;
    }
    const subLoop = this.compiling.loopKey(sub.isLooped, sub.loopKey, path, sub.id);
    return {
      id: sub.id,
      row: targetRow,
      fromRow: row.id,
      transformed: sub.isTransformed,
      groups: this.groups(sub.groups, `${path}.groups`, subLoop, target),
    };
  }

  /** A transformed subcategory's target and its row; null, with a finding, when there is none or it is transformed too. */
  private transformTarget(sub: Subcategory, path: string): { sub: Subcategory; row: string } | null {
    const targetCategory = this.categoryById.get(sub.transformedCatId);
    const targetSub = targetCategory?.subcategories.find(
      (candidate) => candidate.id === sub.transformedSubCatId,
    );
    const targetGroup = targetCategory ? findRowGroup(targetCategory.name) : undefined;
    const resolved = targetSub && targetGroup ? findRow(targetGroup, targetSub.name) : undefined;
    if (!targetCategory || !targetSub || !resolved) {
      const missing = !targetCategory ? sub.transformedCatId : sub.transformedSubCatId;
      this.findings.push({
        code: 'transform',
        message: CONTENT_MESSAGES.transformTarget(missing),
        path: `${path}.${!targetCategory ? 'transformedCatId' : 'transformedSubCatId'}`,
        id: sub.id,
      });
      return null;
    }
    if (targetSub.isTransformed) {
      this.findings.push({
        code: 'transform',
        message: CONTENT_MESSAGES.transformChain(targetSub.id),
        path: `${path}.transformedSubCatId`,
        id: sub.id,
      });
      return null;
    }
    return { sub: targetSub, row: resolved.id };
  }

  /** `target`: the target subcategory of a transformed one, whose groups receive the results. */
  private groups(
    groups: readonly Group[],
    path: string,
    outerLoop: LoopKey | null,
    target: Subcategory | null,
  ): CompiledRuleGroup[] {
    const result: CompiledRuleGroup[] = [];
    groups.forEach((group, g) => {
      const compiled = this.group(group, `${path}[${g}]`, outerLoop, target);
      if (compiled) result.push(compiled);
    });
    return result;
  }

  private group(
    group: Group,
    path: string,
    outerLoop: LoopKey | null,
    target: Subcategory | null,
  ): CompiledRuleGroup | null {
    const column = this.column(group, path, target);
    if (!column) return null;
    const subgroups = group.subgroups.map((subgroup, s) =>
      this.subgroup(subgroup, `${path}.subgroups[${s}]`, outerLoop),
    );
    return { id: group.id, column, toGroupId: target ? group.transformedGroupId : '', subgroups };
  }

  /** The group's tax head: its own name's, or in a transformed subcategory its target group's. */
  private column(group: Group, path: string, target: Subcategory | null): TaxHead | null {
    let columnName = group.name;
    if (target && group.transformedGroupId !== '') {
      const to = target.groups.find((candidate) => candidate.id === group.transformedGroupId);
      if (!to) {
        this.findings.push({
          code: 'transform',
          message: CONTENT_MESSAGES.transformTarget(group.transformedGroupId),
          path: `${path}.transformedGroupId`,
          id: group.id,
        });
        return null;
      }
      columnName = to.name;
    }
    const column = findColumn(columnName);
    if (!column) {
      this.findings.push({
        code: 'table',
        message: CONTENT_MESSAGES.unknownColumn(columnName),
        path: `${path}.name`,
        id: group.id,
      });
      return null;
    }
    return column;
  }

  /**
   * Its rules are compiled before its own logic: the order of the findings and of the names' numbers
   * (AnswerSlots) follows the order the logic is compiled in.
   */
  private subgroup(subgroup: Subgroup, path: string, outerLoop: LoopKey | null): CompiledRuleSubgroup {
    const loopKey = this.compiling.innerLoop(
      outerLoop,
      this.compiling.loopKey(subgroup.isLooped, subgroup.loopKey, path, subgroup.id),
      path,
      subgroup.id,
    );
    const rules: CompiledRule[] = [];
    subgroup.rules.forEach((ruleId, r) => {
      const rule = this.rule(ruleId, `${path}.rules[${r}]`, loopKey);
      if (rule) rules.push(rule);
    });
    return {
      id: subgroup.id,
      logic: this.compiling.ruleLogic(subgroup.logic, `${path}.logic`, subgroup.id),
      loopKey,
      rules,
    };
  }

  /** The rule a subgroup names (`path` the reference), compiled where it is defined, once per reference. */
  private rule(ruleId: string, path: string, subgroupLoop: LoopKey | null): CompiledRule | null {
    const found = this.rulesById.get(ruleId);
    if (!found) {
      this.findings.push({
        code: 'reference',
        message: CONTENT_MESSAGES.missingRule(ruleId),
        path,
        id: ruleId,
      });
      return null;
    }
    const rule = found.rule;
    const rulePath = `rules.rules[${found.index}]`;
    return {
      id: rule.id,
      name: rule.name,
      logic: this.compiling.ruleLogic(rule.logic, `${rulePath}.logic`, rule.id),
      score: rule.score,
      responseId: rule.response,
      context: rule.context,
      loopKey: this.compiling.innerLoop(
        subgroupLoop,
        this.compiling.loopKey(rule.isLooped, rule.loopKey, rulePath, rule.id),
        rulePath,
        rule.id,
      ),
      actions: rule.actions.map((action, a) => ({
        text: action.text,
        due: this.compiling.logic(action.due, `${rulePath}.actions[${a}].due`, rule.id),
        law: action.law,
      })),
    };
  }
}
