import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RuleAction } from '@tsr/contract';
import { useRef, useState } from 'react';
import { LogicField } from '../LogicField';
import { LawCheck } from './LawCheck';

export const ACTION_LABELS = {
  legend: 'Dated actions',
  text: 'Action',
  due: 'Due date (logic)',
  law: 'Law that sets the date',
  add: 'Add a dated action',
  remove: 'Remove this action',
} as const;

/**
 * A rule's dated actions (docs/scoring.md, key dates): what the client does, the logic that works
 * out when (`nextAnniversary(@trust_commencement, 10)`, `nextDate(30, 4)`), and the law. Each is
 * listed with the report's key dates where the rule fires, as at the review's date.
 */
export function ActionsField({
  value,
  onChange,
}: {
  value: readonly RuleAction[];
  onChange: (actions: RuleAction[]) => void;
}) {
  const change = (index: number, patch: Partial<RuleAction>) =>
    onChange(value.map((action, i) => (i === index ? { ...action, ...patch } : action)));
  // Actions have no id: each row keeps a key of its own, so removing one leaves the others'
  // editors (which keep their own state) with their own texts.
  const next = useRef(value.length);
  const [keys, setKeys] = useState(() => value.map((_, i) => i));
  const rowKeys = keys.length === value.length ? keys : value.map((_, i) => i);
  const add = () => {
    setKeys([...rowKeys, next.current]);
    next.current += 1;
    onChange([...value, { text: '', due: '', law: '' }]);
  };
  const remove = (index: number) => {
    setKeys(rowKeys.filter((_, i) => i !== index));
    onChange(value.filter((_, i) => i !== index));
  };
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {ACTION_LABELS.legend}
      </Typography>
      {value.length === 0 && (
        <Typography color="text.secondary">
          No dated action: the rule adds nothing to the key dates.
        </Typography>
      )}
      {value.map((action, index) => (
        <Paper
          key={rowKeys[index]}
          variant="outlined"
          sx={{ p: 1.5 }}
          aria-label={`Dated action ${index + 1}`}
          role="group"
        >
          <Stack spacing={1.5}>
            <TextField
              label={ACTION_LABELS.text}
              value={action.text}
              onChange={(event) => change(index, { text: event.target.value })}
              error={action.text.trim() === ''}
              helperText={action.text.trim() === '' ? 'Say what the client does.' : ' '}
            />
            <LogicField
              label={ACTION_LABELS.due}
              value={action.due}
              onChange={(due) => change(index, { due })}
            />
            <TextField
              label={ACTION_LABELS.law}
              value={action.law}
              onChange={(event) => change(index, { law: event.target.value })}
            />
            <LawCheck label="The law" text={action.law} />
            <div>
              <Button color="error" onClick={() => remove(index)}>
                {ACTION_LABELS.remove}
              </Button>
            </div>
          </Stack>
        </Paper>
      ))}
      <div>
        <Button variant="outlined" onClick={add}>
          {ACTION_LABELS.add}
        </Button>
      </div>
    </Stack>
  );
}
