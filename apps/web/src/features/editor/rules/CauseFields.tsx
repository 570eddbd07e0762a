import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useVocabulary } from '../LogicField';

export const CAUSE_LABELS = {
  question: 'Cause question',
  answers: 'Cause answers',
  text: 'Cause in words',
} as const;

export interface CauseValue {
  causeQuestion: string;
  causeAnswers: string[];
  causeText: string;
}

/**
 * A rule's cause (docs/scoring.md, causes): the question whose answer is the fact behind the risk,
 * the answers that make it so, and the cause in the words the report states once for every
 * finding it raised. The golden comparison lists the causes an edit changes, before publishing.
 */
export function CauseFields({
  value,
  onChange,
}: {
  value: CauseValue;
  onChange: (value: CauseValue) => void;
}) {
  const { questions } = useVocabulary();
  const names = [...new Set(questions.map((q) => q.name))];
  if (value.causeQuestion && !names.includes(value.causeQuestion)) names.push(value.causeQuestion);
  const title = (name: string) => questions.find((q) => q.name === name)?.title ?? name;
  const sample = value.causeText.replaceAll('{subject}', '(whose answer it is)');
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Cause
      </Typography>
      <Autocomplete
        options={names}
        value={value.causeQuestion || null}
        getOptionLabel={(name) => (title(name) === name ? name : `${name} · ${title(name)}`)}
        onChange={(_event, chosen) => onChange({ ...value, causeQuestion: chosen ?? '' })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={CAUSE_LABELS.question}
            helperText="The question whose answer is the fact behind this risk. Empty: the finding is its own cause."
          />
        )}
      />
      <Autocomplete
        multiple
        freeSolo
        options={[]}
        value={value.causeAnswers}
        onChange={(_event, chosen) => onChange({ ...value, causeAnswers: chosen.map(String) })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={CAUSE_LABELS.answers}
            helperText="The answer values that make it the cause (type one, then Enter). None: any answer given."
          />
        )}
      />
      <TextField
        label={CAUSE_LABELS.text}
        value={value.causeText}
        onChange={(event) => onChange({ ...value, causeText: event.target.value })}
        helperText={
          value.causeText
            ? `The report states: ${sample}`
            : '{subject} names whose answer it is: The UK dwelling held by {subject}'
        }
      />
    </Stack>
  );
}
