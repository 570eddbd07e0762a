import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { fieldId } from './field-ids';

/** Spec 2.4: the yes/no question on whether the user can answer questions about the entity. */
export function AnswerableField({
  entityId,
  answerable,
  onAnswerable,
}: {
  entityId: string;
  answerable: boolean;
  onAnswerable: (answerable: boolean) => void;
}) {
  const labelId = fieldId({ entityId, field: 'meta.answerable' });
  return (
    <FormControl sx={{ mt: 1 }}>
      <FormLabel id={labelId}>Can you answer questions about this entity?</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={answerable ? 'yes' : 'no'}
        onChange={(event) => onAnswerable(event.target.value === 'yes')}
      >
        <FormControlLabel value="yes" control={<Radio />} label="Yes" />
        <FormControlLabel value="no" control={<Radio />} label="No" />
      </RadioGroup>
    </FormControl>
  );
}
