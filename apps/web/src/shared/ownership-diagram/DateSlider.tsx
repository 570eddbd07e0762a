import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  addDays,
  addMonths,
  addYears,
  type CivilDate,
  compareDates,
  formatDate,
  fromDayNumber,
  toDayNumber,
} from '@tsr/domain/dates';
import { type DateRange, dateInWords } from '@tsr/domain/diagram';
import { type KeyboardEvent, useId } from 'react';

export interface DateSliderProps {
  range: DateRange;
  /** The date the diagram is drawn as at; null: no date, the structure as given. */
  value: CivilDate | null;
  today: CivilDate;
  onChange: (date: CivilDate | null) => void;
}

const clamp = (date: CivilDate, range: DateRange): CivilDate =>
  compareDates(date, range.earliest) < 0
    ? range.earliest
    : compareDates(date, range.latest) > 0
      ? range.latest
      : date;

const same = (a: CivilDate | null, b: CivilDate) => a !== null && compareDates(a, b) === 0;

/**
 * The date a key moves to, in calendar steps (a month is a month, whatever its days; a year
 * keeps the day): arrows a month, with Shift a day, so that any day can be reached; Page Up and
 * Page Down a year; Home and End the range's ends. Null for any other key.
 */
export function keyedDate(key: string, shift: boolean, from: CivilDate, range: DateRange): CivilDate | null {
  const step = (by: number) => (shift ? addDays(from, by) : addMonths(from, by));
  const moved: Record<string, () => CivilDate> = {
    ArrowRight: () => step(1),
    ArrowUp: () => step(1),
    ArrowLeft: () => step(-1),
    ArrowDown: () => step(-1),
    PageUp: () => addYears(from, 1),
    PageDown: () => addYears(from, -1),
    Home: () => range.earliest,
    End: () => range.latest,
  };
  const move = moved[key];
  return move ? clamp(move(), range) : null;
}

/**
 * The date the ownership diagram is drawn as at: a slider over the days the structure spans, its
 * date in words for screen readers (aria-valuetext) and as dd/mm/yyyy on screen; Today, and All
 * dates, which draws the structure as given (no date). Without a date the thumb rests at the
 * range's end, and the first key or drag chooses a date from there.
 */
export function DateSlider({ range, value, today, onChange }: DateSliderProps) {
  const labelId = useId();
  const hintId = useId();
  const shown = value === null ? null : clamp(value, range);

  // MUI's own keys move by its step (a day) and its shiftStep: these move by calendar months and
  // years instead. Handled before MUI's handler (capture) and stopped there, so only one applies.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = keyedDate(event.key, event.shiftKey, shown ?? range.latest, range);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(next);
  };

  return (
    <Stack sx={{ mb: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography id={labelId} variant="body2" component="span" sx={{ fontWeight: 600 }}>
          Structure as at
        </Typography>
        <Typography variant="body2" component="span" sx={{ flexGrow: 1 }}>
          {value === null ? 'All dates' : formatDate(value)}
        </Typography>
        <Button size="small" onClick={() => onChange(today)} disabled={same(value, today)}>
          Today
        </Button>
        <Button size="small" onClick={() => onChange(null)} disabled={value === null}>
          All dates
        </Button>
      </Stack>
      <Slider
        size="small"
        min={toDayNumber(range.earliest)}
        max={toDayNumber(range.latest)}
        step={1}
        value={toDayNumber(shown ?? range.latest)}
        onChange={(_, day) => onChange(fromDayNumber(day))}
        getAriaValueText={() => (value === null ? 'All dates' : dateInWords(value))}
        aria-labelledby={labelId}
        slotProps={{ input: { 'aria-describedby': hintId, onKeyDownCapture } }}
        sx={{ mx: 1, width: 'auto' }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          {formatDate(range.earliest)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDate(range.latest)}
        </Typography>
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary">
        Arrow keys move a month, Shift and an arrow a day, Page Up and Page Down a year, Home and End to the
        first and last date.
      </Typography>
    </Stack>
  );
}
