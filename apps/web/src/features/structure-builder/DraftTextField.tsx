import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldState, NO_PROBLEM } from './finding-display';
import { DATE_PLACEHOLDER } from './vocabulary';

type DraftTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'id' | 'sx'> & {
  id: string;
  value: string;
  onText: (text: string) => void;
  state?: FieldState;
  width?: number | string | Record<string, number | string>;
};

/** Amber outline and message for an incomplete ('invalid') field; MUI's own error style is red. */
const INCOMPLETE_SX = {
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main' },
  '& .MuiInputLabel-root:not(.Mui-focused)': { color: 'warning.dark' },
  '& .MuiFormHelperText-root': { color: 'warning.dark' },
} as const;

/**
 * A text field of the draft: shows its findings' messages under it, red for errors and amber for
 * incomplete parts. Both set aria-invalid, and the message is the field's accessible description.
 */
export function DraftTextField({
  value,
  onText,
  state = NO_PROBLEM,
  helperText,
  slotProps,
  width,
  ...props
}: DraftTextFieldProps) {
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {};
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onText(event.target.value)}
      error={state.severity === 'error'}
      helperText={state.messages.length > 0 ? state.messages.join(' ') : helperText}
      slotProps={{ ...slotProps, htmlInput: { ...htmlInput, 'aria-invalid': state.severity !== null } }}
      sx={{
        ...(state.severity === 'invalid' ? INCOMPLETE_SX : {}),
        ...(width === undefined ? {} : { width }),
      }}
    />
  );
}

/** A dd/mm/yyyy date typed as text; what is typed is kept even while it is not a real date. */
export function DateField(props: Omit<DraftTextFieldProps, 'width'>) {
  return (
    <DraftTextField
      placeholder={DATE_PLACEHOLDER}
      autoComplete="off"
      margin="dense"
      size="small"
      width={{ xs: '100%', sm: 210 }}
      {...props}
    />
  );
}
