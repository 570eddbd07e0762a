import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { NAME_MAX_LENGTH, textProblem } from '@tsr/contract';
import { type FormEvent, useState } from 'react';

/** Why a scenario's name cannot be kept, or null: the contract's name rule, and not empty. */
export function scenarioNameProblem(name: string): string | null {
  if (name.trim() === '') return 'Please give the scenario a name';
  return textProblem(name.trim(), { multiline: false, max: NAME_MAX_LENGTH });
}

interface SaveScenarioDialogProps {
  title: string;
  /** The name the field starts with: the open scenario's when saving it again. */
  initialName: string;
  pending: boolean;
  /** The server's answer when it refused the save. */
  error: string | null;
  onCancel: () => void;
  onSave: (name: string) => void;
}

/** Asks for the scenario's name (1 to 200 characters on one line) before saving it. */
export function SaveScenarioDialog({
  title,
  initialName,
  pending,
  error,
  onCancel,
  onSave,
}: SaveScenarioDialogProps) {
  const [name, setName] = useState(initialName);
  const [checked, setChecked] = useState(false);
  const problem = scenarioNameProblem(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem === null) onSave(name.trim());
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="save-scenario-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="save-scenario-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Scenario name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={checked && problem !== null}
            helperText={checked && problem !== null ? problem : 'Up to 200 characters.'}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
