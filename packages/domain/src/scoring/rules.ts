import type { SubmitError } from '@tsr/contract';
import type { CompiledCategory, CompiledContent } from '../content/compile';
import { AnswerValues } from '../logic/compile';
import type { SubjectIndex } from '../subjects/subjects';
import { RunCells } from './category-cells';
import { EntityRun } from './entity-run';
import { FindingsByRank } from './findings-by-rank';
import { KeyDates } from './key-dates';
import type { RuleRun } from './rule-run';
import { SubgroupRunner } from './subgroup-runner';

export { cellKey, type Finding, type RuleRun } from './rule-run';

/**
 * Runs the rule tree over a review's subjects (docs/scoring.md). Per category, on every entity
 * of its type, in structure order: subcategory > group > subgroup (its logic must hold) > rule,
 * once per loop instance where looped. A rule that holds is a finding for the cell of its row
 * (the target row of a transformed subcategory) and its group's tax head. Its explanation is
 * recorded as it runs: the rule, the score, the entity, the loop instance, and every answer its
 * logic and its subgroup's logic read, and its dated actions' due dates (key dates). Logic that
 * cannot be evaluated is an error value.
 */
export function runRules(index: SubjectIndex, content: CompiledContent, today?: string): RuleRun {
  const cells = new RunCells();
  const findings = new FindingsByRank(content);
  const keyDates = new KeyDates();
  const subgroups = new SubgroupRunner(content, findings, keyDates);
  const errors = new RunErrors();
  // The answers do not change while the rules run: each subject's are read once, then by position.
  const values = new AnswerValues(content.slots, content.programs);
  for (const category of content.categories) {
    const entities = entitiesOf(index, category, today, values);
    if (entities.length === 0) continue;
    cells.add(category, entities);
    runCategory(subgroups, category, entities);
    errors.gather(entities);
  }
  return {
    findings: findings.inScoreOrder(),
    instances: cells.instances,
    max: cells.max,
    looped: cells.looped,
    errors: errors.list,
    keyDates: keyDates.list(today),
  };
}

/** The entities a category's rules run on (those of its row group's type), in structure order. */
function entitiesOf(
  index: SubjectIndex,
  category: CompiledCategory,
  today: string | undefined,
  values: AnswerValues,
): EntityRun[] {
  return index.entities
    .filter((entity) => entity.questionType === category.rowGroup.type)
    .map((entity) => new EntityRun(index, entity, today, values));
}

/**
 * Subgroup by subgroup over every entity, so that a subgroup's compiled rules stay in the
 * processor's cache while they run on each entity. Each entity keeps its own problems in the
 * tree's order, gathered entity by entity after. Findings go straight to their rule's list
 * (FindingsByRank); the entities run in id order, the order byScore puts findings in, so a rule's
 * list is mostly in order already. Either way the list is the same as a stable sort of the
 * findings gathered entity by entity: ties are findings of one entity, recorded in the tree's order.
 */
function runCategory(
  subgroups: SubgroupRunner,
  category: CompiledCategory,
  entities: readonly EntityRun[],
): void {
  const byId = [...entities].sort((a, b) => (a.node.id < b.node.id ? -1 : a.node.id > b.node.id ? 1 : 0));
  for (const sub of category.subcategories)
    for (const group of sub.groups)
      for (const subgroup of group.subgroups)
        for (let i = 0; i < byId.length; i += 1)
          subgroups.run(byId[i] as EntityRun, subgroup, sub.row, group.column);
}

/** The run's problems, entity by entity in structure order, each named once per entity, rule and message. */
class RunErrors {
  readonly list: SubmitError[] = [];
  private readonly keys = new Set<string>();

  gather(entities: readonly EntityRun[]): void {
    for (const entity of entities) {
      for (const error of entity.errors) {
        const key = `${entity.node.id}|${error.rule}|${error.message}`;
        if (this.keys.has(key)) continue;
        this.keys.add(key);
        this.list.push(error);
      }
    }
  }
}
