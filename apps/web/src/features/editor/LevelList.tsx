import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ListItem, SelectableList } from './SelectableList';

/**
 * One level of a tree (categories, groups, subgroups, rules, responses): select by clicking
 * (clicking the selected item again deselects it, spec 2.11), reorder by drag or keyboard,
 * add, and delete the selected item.
 */
export function LevelList({
  title,
  noun,
  items,
  selected,
  onSelect,
  onMove,
  onAdd,
  onDelete,
}: {
  title: string;
  /** 'rule', 'group': the buttons say 'Add rule', 'Delete group'. */
  noun: string;
  items: readonly ListItem[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  onMove?: (from: number, to: number) => void;
  onAdd?: () => void;
  onDelete?: (id: string) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 220, flex: '1 1 220px', maxWidth: 360 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {title}
      </Typography>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None yet.
        </Typography>
      )}
      <SelectableList
        label={title}
        items={items}
        selected={selected}
        onSelect={onSelect}
        onMove={onMove ?? (() => {})}
      />
      <Stack direction="row" spacing={1}>
        {onAdd && (
          <Button size="small" variant="outlined" onClick={onAdd}>
            Add {noun}
          </Button>
        )}
        {onDelete && selected !== null && items.some((item) => item.id === selected) && (
          <Button size="small" color="error" onClick={() => onDelete(selected)}>
            Delete {noun}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
