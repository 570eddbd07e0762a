import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { RemediationStatus } from '@tsr/contract';
import { useId } from 'react';
import { STATUS_LABELS } from './risks';

/** Spec 4: the status a remediation gives, one of three. */
export function RemediationStatusField({
  value,
  onChange,
}: {
  value: RemediationStatus;
  onChange: (status: RemediationStatus) => void;
}) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>Status</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={value}
        onChange={(event) => onChange(RemediationStatus.parse(event.target.value))}
      >
        {RemediationStatus.options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={STATUS_LABELS[option]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Spec 2.7: the note a remediation records in the timeline. */
export function RemediationNoteField({
  value,
  onChange,
  helperText,
}: {
  value: string;
  onChange: (note: string) => void;
  helperText: string;
}) {
  return (
    <TextField
      label="Note"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      margin="dense"
      helperText={helperText}
    />
  );
}
