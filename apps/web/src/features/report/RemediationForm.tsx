import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import type { CellRisk, RemediationStatus, RemediationUpdate } from '@tsr/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { RemediationNoteField, RemediationStatusField } from './RemediationFields';
import { updateRemediation } from './report-api';

interface RemediationFormProps {
  reviewId: string;
  risks: readonly CellRisk[];
  disabled: boolean;
  onSaved: () => void;
}

/** Spec 2.7, 4: give a risk of the cell a remediation status with a note. */
export function RemediationForm({ reviewId, risks, disabled, onSaved }: RemediationFormProps) {
  const [riskIndex, setRiskIndex] = useState(0);
  const risk = risks[riskIndex] ?? risks[0];
  const [status, setStatus] = useState<RemediationStatus>(risk?.status ?? 'unresolved');
  const [note, setNote] = useState('');
  const save = useMutation({
    mutationFn: (update: RemediationUpdate) => updateRemediation(reviewId, update),
    onSuccess: () => onSaved(),
  });

  if (!risk) return null;
  const chooseRisk = (index: number) => {
    setRiskIndex(index);
    setStatus(risks[index]?.status ?? 'unresolved');
  };

  return (
    <Stack
      component="form"
      aria-label="Remediation"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ selector: risk.selector, action: status, text: note.trim() });
      }}
    >
      {risks.length > 1 && (
        <TextField
          select
          label="Risk"
          value={riskIndex}
          onChange={(event) => chooseRisk(Number(event.target.value))}
          margin="dense"
        >
          {risks.map((r, index) => (
            <MenuItem key={`${r.selector.entityId}|${r.selector.responseId}`} value={index}>
              {r.text.split('\n')[0]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <RemediationStatusField value={status} onChange={setStatus} />
      <RemediationNoteField
        value={note}
        onChange={setNote}
        helperText="Say what was done, or why the risk does not apply."
      />
      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={disabled || save.isPending}>
          Save remediation
        </Button>
      </Stack>
    </Stack>
  );
}
