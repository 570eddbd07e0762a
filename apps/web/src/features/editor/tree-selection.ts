/**
 * The selection of a tree editor: the chosen id at each level, from the top level down (null where
 * nothing is chosen). The levels are listed top first: ['category', 'group', ...].
 */
export type TreeSelection<L extends string> = Record<L, string | null>;

/**
 * Spec 2.11: choosing at one level resets every level below it (changing category resets the
 * group, changing group the subgroup, ...). Choosing the selected item again (null) deselects it.
 */
export function selectAt<L extends string>(
  levels: readonly L[],
  selection: TreeSelection<L>,
  level: L,
  id: string | null,
): TreeSelection<L> {
  const next: TreeSelection<L> = { ...selection };
  next[level] = id;
  for (const below of levels.slice(levels.indexOf(level) + 1)) next[below] = null;
  return next;
}

/** The chosen ids from the top level down to `level`, skipping a level with nothing chosen. */
export function pathTo<L extends string>(
  levels: readonly L[],
  selection: TreeSelection<L>,
  level: L,
): string[] {
  const path: string[] = [];
  for (const at of levels) {
    const id = selection[at];
    if (id !== null) path.push(id);
    if (at === level) break;
  }
  return path;
}
