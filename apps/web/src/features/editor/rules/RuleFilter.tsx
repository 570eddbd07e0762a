import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Rule } from '@tsr/contract';
import { useMemo, useState } from 'react';
import { countOf } from '../../../shared/count-words';

/** The most matching rules listed. */
const SHOWN = 100;

/** Spec 2.11: a filter over every rule's name, id, logic and context; a match opens the rule. */
export function RuleFilter({ rules, onOpen }: { rules: readonly Rule[]; onOpen: (ruleId: string) => void }) {
  const [filter, setFilter] = useState('');
  const filtered = useMemo(() => {
    const text = filter.trim().toLowerCase();
    if (text === '') return [];
    return rules
      .filter((r) => `${r.id} ${r.name} ${r.logic} ${r.context}`.toLowerCase().includes(text))
      .slice(0, SHOWN);
  }, [filter, rules]);

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <TextField
          label="Filter rules"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          helperText="Name, id, logic or context"
          size="small"
        />
      </Stack>
      {filter.trim() !== '' && (
        <Box sx={{ mb: 2 }}>
          <Typography role="status">
            {filtered.length === SHOWN
              ? 'The first 100 matching rules'
              : countOf(filtered.length, 'matching rule')}
          </Typography>
          <List dense aria-label="Matching rules">
            {filtered.map((match) => (
              <ListItemButton
                key={match.id}
                onClick={() => {
                  onOpen(match.id);
                  setFilter('');
                }}
              >
                <ListItemText primary={match.name} secondary={`${match.id} · score ${match.score}`} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      )}
    </>
  );
}
