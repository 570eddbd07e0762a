import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_HEADING_SIZE, HEADING_SIZES, markdownAddressProblem } from '@tsr/contract';
import { useState } from 'react';
import { Markdown } from '../../shared/Markdown';
import { ResponseHeading } from '../report/ResponseText';
import { LogicField, useVocabulary } from './LogicField';
import { useOpenFormCommit } from './open-form';
import { usePublishFormValues } from './try/form-values';

/** One field of a spec 3.4 form. `shown` hides fields that only apply sometimes (loopKey when looped). */
export type FieldSpec =
  | {
      key: string;
      label: string;
      kind: 'text' | 'multiline' | 'logic' | 'bool' | 'loopKey' | 'markdown';
      shown?: Shown;
    }
  | { key: string; label: string; kind: 'score' | 'headingSize'; shown?: Shown }
  | {
      key: string;
      label: string;
      kind: 'choice';
      options: readonly { value: string; label: string }[];
      shown?: Shown;
    };

type Values = Record<string, unknown>;
type Shown = (values: Values) => boolean;

/** Spec 5.3: a rule's score is a whole number from 0 to 100. */
export const SCORE_MESSAGE = 'The score is a whole number from 0 to 100';
export const HEADING_SIZE_MESSAGE = 'The heading size is a whole number from 1 to 6';

function numberProblem(kind: 'score' | 'headingSize', value: unknown): string | null {
  const n = typeof value === 'number' ? value : Number.NaN;
  if (kind === 'score') return Number.isInteger(n) && n >= 0 && n <= 100 ? null : SCORE_MESSAGE;
  return Number.isInteger(n) && n >= HEADING_SIZES.min && n <= HEADING_SIZES.max
    ? null
    : HEADING_SIZE_MESSAGE;
}

/**
 * The edit form of one item (spec 2.11: edit, save, cancel). Nothing reaches the draft until Save;
 * Save is disabled while a number is out of range or a Markdown text links to an address the
 * address rule refuses. `extra` renders fields of its own (the rule's response picker).
 */
export function NodeForm({
  title,
  fields,
  initial,
  onSave,
  onCancel,
  extra,
  problems,
}: {
  title: string;
  fields: readonly FieldSpec[];
  initial: Values;
  onSave: (values: Values) => void;
  onCancel: () => void;
  extra?: (values: Values, set: (key: string, value: unknown) => void) => React.ReactNode;
  problems?: (values: Values) => string[];
}) {
  const [values, setValues] = useState<Values>(initial);
  // Try it reads the form as typed (try/form-values.ts).
  usePublishFormValues(values);
  const set = (key: string, value: unknown) => setValues((current) => ({ ...current, [key]: value }));
  const vocabulary = useVocabulary();
  const visible = fields.filter((field) => field.shown?.(values) ?? true);
  const numberProblems = visible
    .filter((field) => field.kind === 'score' || field.kind === 'headingSize')
    .map((field) => numberProblem(field.kind as 'score' | 'headingSize', values[field.key]))
    .filter((problem): problem is string => problem !== null);
  // A Markdown text's link that the address rule refuses: the API's own rule.
  const linkProblems = visible
    .filter((field) => field.kind === 'markdown')
    .map((field) => markdownAddressProblem(String(values[field.key] ?? '')))
    .filter((problem): problem is string => problem !== null);
  // Number and link problems show at their field; the others (the rule's response) in the alert.
  const others = problems?.(values) ?? [];
  const blocking = [...numberProblems, ...linkProblems, ...others];
  // Ctrl+S keeps what was typed here first, as Save changes would (open-form.ts).
  useOpenFormCommit(() => {
    if (blocking.length === 0 && values !== initial) onSave(values);
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        spacing={2}
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          if (blocking.length === 0) onSave(values);
        }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {visible.map((field) => {
          const value = values[field.key];
          switch (field.kind) {
            case 'text':
            case 'multiline':
              return (
                <TextField
                  key={field.key}
                  label={field.label}
                  value={String(value ?? '')}
                  multiline={field.kind === 'multiline'}
                  minRows={field.kind === 'multiline' ? 2 : undefined}
                  onChange={(event) => set(field.key, event.target.value)}
                />
              );
            case 'markdown': {
              const linkProblem = markdownAddressProblem(String(value ?? ''));
              return (
                <Stack key={field.key} spacing={1}>
                  <TextField
                    label={field.label}
                    value={String(value ?? '')}
                    multiline
                    minRows={3}
                    onChange={(event) => set(field.key, event.target.value)}
                    error={linkProblem !== null}
                    helperText={linkProblem ?? undefined}
                  />
                  <Box
                    component="section"
                    aria-label="Preview as the report shows it"
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
                  >
                    <Typography variant="caption" color="text.secondary">
                      Preview as the report shows it
                    </Typography>
                    {values.textType === 'heading' || (values.textType === undefined && values.isHeading) ? (
                      <ResponseHeading
                        text={String(value ?? '')}
                        size={Number(values.headingSize ?? DEFAULT_HEADING_SIZE)}
                      />
                    ) : (
                      <Markdown text={String(value ?? '')} />
                    )}
                  </Box>
                </Stack>
              );
            }
            case 'logic':
              return (
                <LogicField
                  key={field.key}
                  label={field.label}
                  value={String(value ?? '')}
                  onChange={(text) => set(field.key, text)}
                />
              );
            case 'bool':
              return (
                <FormControlLabel
                  key={field.key}
                  control={
                    <Checkbox
                      checked={value === true}
                      onChange={(event) => set(field.key, event.target.checked)}
                    />
                  }
                  label={field.label}
                />
              );
            case 'score':
            case 'headingSize': {
              const problem = numberProblem(field.kind, value);
              return (
                <TextField
                  key={field.key}
                  label={field.label}
                  type="number"
                  value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
                  onChange={(event) =>
                    set(field.key, event.target.value === '' ? Number.NaN : Number(event.target.value))
                  }
                  slotProps={{
                    htmlInput:
                      field.kind === 'score'
                        ? { min: 0, max: 100, step: 1 }
                        : { min: HEADING_SIZES.min, max: HEADING_SIZES.max, step: 1 },
                  }}
                  error={problem !== null}
                  helperText={problem ?? ' '}
                />
              );
            }
            case 'loopKey':
              return (
                <Autocomplete
                  key={field.key}
                  freeSolo
                  options={vocabulary.loopKeys}
                  value={String(value ?? '')}
                  onInputChange={(_event, text) => set(field.key, text)}
                  renderInput={(params) => <TextField {...params} label={field.label} />}
                />
              );
            case 'choice':
              return (
                <FormControl key={field.key}>
                  <FormLabel id={`${field.key}-label`}>{field.label}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={`${field.key}-label`}
                    value={String(value ?? '')}
                    onChange={(event) => set(field.key, event.target.value)}
                  >
                    {field.options.map((option) => (
                      <FormControlLabel
                        key={option.value}
                        value={option.value}
                        control={<Radio />}
                        label={option.label}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              );
            default:
              return null;
          }
        })}
        {extra?.(values, set)}
        {others.length > 0 && (
          <Typography color="error" role="alert">
            {others.join('. ')}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={blocking.length > 0}>
            Save changes
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** A select of fixed options, for places where radios take too much room. */
export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
