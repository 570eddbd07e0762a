import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { ReactNode } from 'react';

export interface SortableItem {
  id: string;
  /** What the drag handle's name says: 'Move {label}'. */
  label: string;
}

function Row({ item, children }: { item: SortableItem; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  return (
    <ListItem
      ref={setNodeRef}
      disablePadding
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        alignItems: 'stretch',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={`Move ${item.label}`}
        sx={{ cursor: 'grab', borderRadius: 1 }}
        {...attributes}
        {...listeners}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      {children}
    </ListItem>
  );
}

/**
 * A list reordered by dragging its handles, with the pointer or the keyboard (focus a handle,
 * Space to lift, arrows to move, Space to drop): spec 5.3 moves an item from one index to another
 * within its parent, which `onMove(from, to)` does.
 */
export function SortableList<T extends SortableItem>({
  items,
  label,
  onMove,
  children,
}: {
  items: readonly T[];
  label: string;
  onMove: (from: number, to: number) => void;
  children: (item: T, index: number) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <List dense aria-label={label}>
          {items.map((item, index) => (
            <Row key={item.id} item={item}>
              {children(item, index)}
            </Row>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
