import { addNode, deleteNode, freshId, type NodeKind, reorderNode, type TreeName } from '@tsr/domain/editor';
import { updateNode } from './tree-edits';
import type { TreeSelection } from './tree-selection';
import { type SectionEditorOptions, useSectionEditor } from './use-section-editor';

/** A tree's categories in their order. */
export const byOrder = <T extends { order: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.order - b.order);

export interface TreeEditorOptions<L extends NodeKind> extends SectionEditorOptions<L> {
  tree: TreeName;
  /** The level whose children an item of `level` is among; the level above it unless said. */
  parentOf?: (level: L, selection: TreeSelection<L>) => L;
}

/**
 * The rule and response editors' tree (spec 2.11, 3.4): the section editor's selection and
 * operations, with adding, moving, changing and deleting a node at a level of the selection.
 */
export function useTreeEditor<L extends NodeKind>(options: TreeEditorOptions<L>) {
  const editor = useSectionEditor(options);
  const { tree, levels, parentOf } = options;
  const { content, selection, run, choose } = editor;

  /** The path of the node whose children an item of `level` is among ([] for the top level). */
  const parentPath = (level: L): string[] => {
    const above = levels[levels.indexOf(level) - 1];
    if (above === undefined) return [];
    return editor.pathTo(parentOf ? parentOf(level, selection) : above);
  };

  return {
    ...editor,
    /** A fresh id for a new item of `level`: `rule-3`. */
    freshId: (level: L) => freshId(content, tree, `${level}-`),
    /** Adds a node under the chosen parent and chooses it. */
    add: (level: L, node: { id: string; name: string } & Record<string, unknown>) => {
      if (run(addNode(content, { tree, kind: level, parent: parentPath(level), node })))
        choose(level, node.id);
    },
    move: (level: L) => (from: number, to: number) => {
      run(reorderNode(content, { tree, kind: level, parent: parentPath(level), from, to }));
    },
    /** Changes the fields of the chosen node at `level` (not its children). */
    update: (level: L, fields: Record<string, unknown>) =>
      run(updateNode(content, { tree, path: editor.pathTo(level), fields })),
    /** Deletes the node waiting for its confirmation, with everything under it. */
    remove: () => {
      if (editor.deleting !== null)
        editor.confirmDelete(deleteNode(content, { tree, path: editor.pathTo(editor.deleting) }));
    },
  };
}

export type TreeEditor<L extends NodeKind> = ReturnType<typeof useTreeEditor<L>>;
