import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SurveyIntroContent } from '@tsr/contract';

const LABELS: Record<keyof SurveyIntroContent, string> = {
  title: 'Title',
  instruction: 'Instruction',
  settlors: 'Settlors',
  nonIndividualSettlors: 'Non-individual settlors',
  founders: 'Founders',
  nonIndividualFounders: 'Non-individual founders',
  owners: 'Owners',
  shareholders: 'Shareholders',
  nominee: 'Nominee',
};

/** The structure builder's intro texts (spec 2.4, document 'survey'): one field per text. */
export function SurveyIntroFields({
  value,
  onChange,
}: {
  value: SurveyIntroContent;
  onChange: (next: SurveyIntroContent) => void;
}) {
  return (
    <Stack spacing={2}>
      {(Object.keys(LABELS) as (keyof SurveyIntroContent)[]).map((key) => (
        <TextField
          key={key}
          label={LABELS[key]}
          value={value[key]}
          multiline={key !== 'title'}
          minRows={key === 'title' ? undefined : 2}
          onChange={(e) => onChange({ ...value, [key]: e.target.value })}
        />
      ))}
    </Stack>
  );
}
