import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
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
