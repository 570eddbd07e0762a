import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { SortableList } from './SortableList';

export interface ListItem {
  id: string;
  label: string;
  /** Under the label: a rule's score, a response's type, first line and the rules that show it. */
  secondary?: ReactNode;
}

/**
 * A list to choose one item of, reordered by drag or keyboard. Spec 2.11: clicking the selected
 * item again deselects it.
 */
export function SelectableList({
  label,
  items,
  selected,
  onSelect,
  onMove,
}: {
  label: string;
  items: readonly ListItem[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <SortableList items={items} label={label} onMove={onMove}>
      {(item) => (
        <ListItemButton
          selected={item.id === selected}
          aria-current={item.id === selected ? 'true' : undefined}
          onClick={() => onSelect(item.id === selected ? null : item.id)}
        >
          <ListItemText primary={item.label} secondary={item.secondary} />
        </ListItemButton>
      )}
    </SortableList>
  );
}
