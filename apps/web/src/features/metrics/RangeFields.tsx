import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';

/** Spec 2.10 and 9: the metrics picker's format. */
const FORMAT = 'DD/MM/YYYY';

/** A whole DD/MM/YYYY beside the calendar button: in a row, flex would squeeze the field narrower. */
const FIELD_WIDTH = { minWidth: 180 } as const;

/** Said under the end date before anyone picks a longer range (the server reads five years at most). */
export const RANGE_LIMIT_HELP = 'Up to five years after the start date.';

/** The field's day, or null while it is empty, half typed or not a real date. */
export const dayOf = (value: Dayjs | null): Date | null => (value?.isValid() ? value.toDate() : null);

interface RangeFieldsProps {
  start: Dayjs | null;
  end: Dayjs | null;
  onStart: (value: Dayjs | null) => void;
  onEnd: (value: Dayjs | null) => void;
}

/**
 * The metrics range: a start and an end date, typed as DD/MM/YYYY or picked from a calendar, in
 * British English (weeks start on Monday). Future days are greyed out in the calendar: the metrics
 * count what has happened. This file alone brings in the date pickers, so only the metrics screen
 * loads them.
 */
export function RangeFields({ start, end, onStart, onEnd }: RangeFieldsProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DatePicker
        label="Start date"
        format={FORMAT}
        value={start}
        onChange={onStart}
        disableFuture
        // Two calendar buttons: each says which date it picks.
        localeText={{ openDatePickerDialogue: (day) => buttonLabel('start', day) }}
        slotProps={{ textField: { size: 'small', sx: FIELD_WIDTH } }}
      />
      <DatePicker
        label="End date"
        format={FORMAT}
        value={end}
        onChange={onEnd}
        disableFuture
        localeText={{ openDatePickerDialogue: (day) => buttonLabel('end', day) }}
        slotProps={{ textField: { size: 'small', helperText: RANGE_LIMIT_HELP, sx: FIELD_WIDTH } }}
      />
    </LocalizationProvider>
  );
}

const buttonLabel = (which: 'start' | 'end', day: string | null) =>
  day ? `Choose ${which} date, selected date is ${day}` : `Choose ${which} date`;
