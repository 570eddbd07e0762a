import Stack from '@mui/material/Stack';
import type { NodeKind } from '@tsr/domain/editor';
import type { ReactNode } from 'react';
import { LevelList } from './LevelList';
import type { ListItem } from './SelectableList';
import type { TreeEditor } from './use-tree-editor';

/** One level's list: its items under a title ('Subgroups of IT'). */
export interface LevelSpec<L extends NodeKind> {
  level: L;
  title: string;
  items: readonly ListItem[];
}

/** Nodes listed by their names. */
export const byName = (nodes: readonly { id: string; name: string }[]): ListItem[] =>
  nodes.map((node) => ({ id: node.id, label: node.name }));

/**
 * The level lists of a tree editor, side by side and wrapping: one per level whose parent is
 * chosen (a level left out is `null`), then `children` (the response editor's responses column).
 */
export function TreeLevels<L extends NodeKind>({
  editor,
  levels,
  onAdd,
  children,
}: {
  editor: TreeEditor<L>;
  levels: readonly (LevelSpec<L> | null)[];
  onAdd: (level: L) => void;
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      {levels.map(
        (spec) =>
          spec && (
            <TreeLevelList
              key={spec.level}
              editor={editor}
              level={spec.level}
              title={spec.title}
              items={spec.items}
              onAdd={() => onAdd(spec.level)}
            />
          ),
      )}
      {children}
    </Stack>
  );
}

/**
 * One level of a tree editor's selection: its items, the one chosen there, reordering among its
 * siblings, adding one ('Add rule') and asking to delete the chosen one ('Delete rule').
 */
export function TreeLevelList<L extends NodeKind>({
  editor,
  level,
  title,
  items,
  onAdd,
  onMove = editor.move(level),
}: LevelSpec<L> & {
  editor: TreeEditor<L>;
  onAdd: () => void;
  /** Instead of moving the items as listed (a filtered list maps its indexes back). */
  onMove?: (from: number, to: number) => void;
}) {
  return (
    <LevelList
      title={title}
      noun={level}
      items={items}
      selected={editor.selection[level]}
      onSelect={(id) => editor.choose(level, id)}
      onMove={onMove}
      onAdd={onAdd}
      onDelete={() => editor.setDeleting(level)}
    />
  );
}
