import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../shell/visually-hidden';
import { DraftTextField } from './DraftTextField';
import type { FieldState } from './finding-display';
import { type ShareChoice, shareChoice, shareChoices } from './share-choices';

interface ShareFieldProps {
  /** The id findings at this share point at (field-ids): the figure's field, or the choice's when there is none. */
  id: string;
  /** What the fields are named after: "Shareholding 1" gives "Shareholding 1 share held". */
  record: string;
  value: string;
  onShare: (text: string) => void;
  /** The findings at this share. */
  state: FieldState;
}

/**
 * The share held in one period: a choice of not known, an exact percentage, or a band, and for an
 * exact percentage a field to type it in. What is typed is kept as it is, even while it is not a
 * share yet (validation's message shows under it); choosing a band or "Not known" replaces it.
 */
export function ShareField({ id, record, value, onShare, state }: ShareFieldProps) {
  // Chosen "Exact percentage" but typed nothing yet: the draft's '' alone would read as not known.
  const [typingExact, setTypingExact] = useState(false);
  const [focusFigure, setFocusFigure] = useState(false);
  const figure = useRef<HTMLInputElement>(null);
  const choice = shareChoice(value, typingExact);
  const exact = choice === 'exact';

  useEffect(() => {
    if (!focusFigure) return;
    figure.current?.focus();
    setFocusFigure(false);
  }, [focusFigure]);

  const choose = (next: ShareChoice) => {
    setTypingExact(next === 'exact');
    if (next !== 'exact') {
      onShare(next);
    } else if (!exact) {
      // The figure is typed next, in its own field: a band chosen before gives way to it.
      onShare('');
      setFocusFigure(true);
    }
  };

  return (
    <>
      <TextField
        select
        id={exact ? `${id}-choice` : id}
        label={`${record} share held`}
        size="small"
        margin="dense"
        value={choice}
        onChange={(event) => choose(event.target.value as ShareChoice)}
        error={!exact && state.severity === 'error'}
        helperText={!exact && state.messages.length > 0 ? state.messages.join(' ') : undefined}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 230 } }}
      >
        {shareChoices(value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      {exact && (
        <DraftTextField
          id={id}
          inputRef={figure}
          // Beside its choice the figure is plainly a percentage; its name says of which record.
          label={
            <>
              <Box component="span" sx={visuallyHidden}>
                {record}{' '}
              </Box>
              Percentage
            </>
          }
          value={value}
          onText={(text) => {
            setTypingExact(true);
            onShare(text);
          }}
          state={state}
          autoComplete="off"
          margin="dense"
          size="small"
          width={{ xs: '100%', sm: 150 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      )}
    </>
  );
}
