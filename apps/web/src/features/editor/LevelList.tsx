import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SortableList } from './SortableList';

export interface LevelItem {
  id: string;
  label: string;
  secondary?: string;
}

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
  items: readonly LevelItem[];
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
      <SortableList items={items} label={title} onMove={onMove ?? (() => {})}>
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
