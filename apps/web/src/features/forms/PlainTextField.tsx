import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEvent, type Ref, useId } from 'react';

interface PlainTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An outlined text field that looks like the theme's TextField, built from its parts:
 * MUI's TextField brings Select, Menu, Popover and the other input variants with it, which the
 * sign-in route does not need. The label names the input; the helper text describes it.
 */
export function PlainTextField({ name, label, helperText, error, inputRef, ...input }: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth margin="normal" error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        name={name}
        label={label}
        inputRef={inputRef}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
