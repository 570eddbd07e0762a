import type { CompiledCategory } from '../content/compile';
import type { LoopKey } from '../content/loops';
import type { SubjectNode } from '../subjects/subjects';
import type { LoopInstanceRef } from './cells';
import type { EntityRun } from './entity-run';
import { cellKey } from './rule-run';

/**
 * What the table needs of its cells besides the findings, gathered category by category as the
 * rules run: each cell's largest possible score, whether it is looped, and the loop instances
 * its looped rules run on.
 */
export class RunCells {
  /** Per cell key: the loop instances each cell's looped rules run on, in structure order: entity by entity. */
  readonly instances = new Map<string, LoopInstanceRef[]>();
  readonly max = new Map<string, number>();
  readonly looped = new Set<string>();

  /** A category's cells, on its entities. */
  add(category: CompiledCategory, entities: readonly EntityRun[]): void {
    const cells = categoryCells(category);
    for (const { key, score } of cells.max) this.max.set(key, Math.max(this.max.get(key) ?? 0, score));
    for (const key of cells.looped) this.looped.add(key);
    for (const entity of entities) this.addInstances(cells, entity);
  }

  private addInstances(cells: CategoryCells, entity: EntityRun): void {
    for (const { key, loopKeys } of cells.loopCells) {
      let list = this.instances.get(key);
      if (!list) {
        list = [];
        this.instances.set(key, list);
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
  }
}

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
