import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { markdownAddressProblem, type Response, type Rule } from '@tsr/contract';
import { countOf } from '../../../shared/count-words';
import { Markdown } from '../../../shared/Markdown';
import { firstLine } from '../response-uses';
import { placeKey, type ResponsePlace } from './risk-text-place';
import type { RiskTextChoice } from './rule-risk-text';

export const RISK_TEXT_LABELS = {
  group: 'Risk text',
  existing: 'An existing risk text',
  new: 'A new risk text',
  search: 'Find a risk text by its words',
  name: 'Name of the new risk text',
  place: 'Where it goes in the response tree',
  text: 'Risk text (markdown)',
  preview: 'Risk text as the report shows it',
} as const;

/** 'Also used by 2 other rules: Settlor interested, Trust ATED.' */
export function sharedWarning(others: readonly Rule[]): string {
  return `Also used by ${countOf(others.length, 'other rule')}: ${others.map((r) => r.name || r.id).join(', ')}. Changing the text here changes it for them too; to change it for this rule only, choose '${RISK_TEXT_LABELS.new}'.`;
}

// An existing risk text is found by any of its words, its name or its id.
const byItsWords = createFilterOptions<Response>({ stringify: (r) => `${r.name} ${r.text} ${r.id}` });

/**
 * The rule's risk text in the rule form (issue 34, one rule in one place): pick an existing risk
 * text by searching its words, its text shown and editable here (with the other rules that show
 * it named before it is changed), or write a new one, with its name and the subgroup of the
 * response tree it goes in (the rule's own place unless another is chosen).
 */
export function RiskTextField({
  ruleId,
  ruleName,
  value,
  onChange,
  riskTexts,
  original,
  places,
  ownPlace,
  usedBy,
  newId,
}: {
  ruleId: string;
  /** The name the form holds for the rule: a new text's name until another is typed. */
  ruleName: string;
  value: RiskTextChoice;
  onChange: (choice: RiskTextChoice) => void;
  riskTexts: readonly Response[];
  /** The rule's risk text when the form opened, chosen again when 'existing' is. */
  original: Response | undefined;
  places: readonly ResponsePlace[];
  ownPlace: readonly string[] | null;
  usedBy: ReadonlyMap<string, readonly Rule[]>;
  newId: (name: string) => string;
}) {
  const chosen = value.kind === 'existing' ? riskTexts.find((r) => r.id === value.id) : undefined;
  const others =
    value.kind === 'existing' ? (usedBy.get(value.id) ?? []).filter((rule) => rule.id !== ruleId) : [];
  const linkProblem = markdownAddressProblem(value.text);
  const newName = value.kind === 'new' ? (value.name ?? ruleName) : '';
  const ownKey = ownPlace ? placeKey(ownPlace) : null;

  const switchTo = (kind: RiskTextChoice['kind']) => {
    if (kind === value.kind) return;
    if (kind === 'new') onChange({ kind, name: null, text: value.text, place: ownPlace });
    else onChange({ kind, id: original?.id ?? '', text: original?.text ?? '' });
  };

  return (
    <Stack spacing={1.5} role="group" aria-labelledby={`${ruleId}-risk-text`}>
      <Typography id={`${ruleId}-risk-text`} variant="h3" sx={{ fontSize: '1.05rem' }}>
        {RISK_TEXT_LABELS.group}
      </Typography>
      <RadioGroup
        row
        aria-label={RISK_TEXT_LABELS.group}
        value={value.kind}
        onChange={(event) => switchTo(event.target.value as RiskTextChoice['kind'])}
      >
        <FormControlLabel value="existing" control={<Radio />} label={RISK_TEXT_LABELS.existing} />
        <FormControlLabel value="new" control={<Radio />} label={RISK_TEXT_LABELS.new} />
      </RadioGroup>
      {value.kind === 'existing' ? (
        <>
          <Autocomplete
            options={riskTexts}
            filterOptions={byItsWords}
            getOptionLabel={(option) => option.name}
            value={chosen ?? null}
            onChange={(_event, picked) =>
              onChange({ kind: 'existing', id: picked?.id ?? '', text: picked?.text ?? '' })
            }
            renderOption={(props, option) => (
              <li {...props} key={option.id}>
                <ListItemText primary={option.name} secondary={firstLine(option.text)} />
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={RISK_TEXT_LABELS.search}
                helperText="Searches the risk texts' words and names"
              />
            )}
          />
          {others.length > 0 && <Alert severity="warning">{sharedWarning(others)}</Alert>}
        </>
      ) : (
        <>
          <TextField
            label={RISK_TEXT_LABELS.name}
            value={newName}
            onChange={(event) => onChange({ ...value, name: event.target.value })}
            helperText={
              newName.trim() === '' ? ' ' : `Its id will be '${newId(newName)}', made from its name.`
            }
          />
          <TextField
            select
            label={RISK_TEXT_LABELS.place}
            value={value.place ? placeKey(value.place) : ''}
            onChange={(event) =>
              onChange({
                ...value,
                place: places.find((place) => place.key === event.target.value)?.path ?? null,
              })
            }
            helperText={
              value.place && placeKey(value.place) === ownKey
                ? "The rule's own place: where the risk texts of the rules beside it are"
                : 'A subgroup of the response tree'
            }
          >
            {places.map((place) => (
              <MenuItem key={place.key} value={place.key}>
                {place.label}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {(value.kind === 'new' || chosen) && (
        <>
          <TextField
            label={RISK_TEXT_LABELS.text}
            value={value.text}
            multiline
            minRows={3}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
            error={linkProblem !== null}
            helperText={linkProblem ?? undefined}
          />
          <Box
            component="section"
            aria-label={RISK_TEXT_LABELS.preview}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Typography variant="caption" color="text.secondary">
              {RISK_TEXT_LABELS.preview}
            </Typography>
            <Markdown text={value.text} />
          </Box>
        </>
      )}
    </Stack>
  );
}
