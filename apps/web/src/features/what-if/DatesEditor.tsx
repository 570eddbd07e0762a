import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScenarioChanges } from '@tsr/contract';
import { useId } from 'react';
import { ChangeMark, changedSx, TitleLabel } from './EditorParts';
import { dateChange, dateKey, dateProblem } from './scenario-changes';
import type { EndDate, EntityEndDates } from './structure-dates';

interface DatesEditorProps {
  entities: readonly EntityEndDates[];
  changes: ScenarioChanges;
  onChange: (date: EndDate, typed: string) => void;
}

/**
 * The structure's end dates a scenario may set (issue 33), entity by entity: a company wound up, a
 * holding ended, a shareholding ended. Each shows the structure's own date and is marked when the
 * scenario changes it; emptied, the date is taken away.
 */
export function DatesEditor({ entities, changes, onChange }: DatesEditorProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Dates in the form dd/mm/yyyy. Leave a date empty to take it away.
      </Typography>
      {entities.map((entity) => (
        <Box
          component="fieldset"
          key={entity.entityId}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, pb: 1, minWidth: 0 }}
        >
          <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
            {entity.heading}
          </Typography>
          {entity.dates.map((date) => (
            <DateField
              key={dateKey(date.target)}
              date={date}
              typed={dateChange(changes, date.target)?.date}
              onChange={(typed) => onChange(date, typed)}
            />
          ))}
        </Box>
      ))}
    </Stack>
  );
}

function DateField({
  date,
  typed,
  onChange,
}: {
  date: EndDate;
  /** What the scenario sets, when it changes this date. */
  typed: string | undefined;
  onChange: (typed: string) => void;
}) {
  const id = useId();
  const changed = typed !== undefined;
  const problem = changed ? dateProblem(typed) : null;
  return (
    <Box sx={changedSx(changed)}>
      <TitleLabel id={id} title={date.label} />
      <TextField
        id={id}
        size="small"
        value={typed ?? date.original}
        placeholder="dd/mm/yyyy"
        error={problem !== null}
        helperText={problem ?? `In the structure: ${date.original || 'no end date'}`}
        onChange={(event) => onChange(event.target.value)}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
      {changed && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
          <ChangeMark name={date.label} onReset={() => onChange(date.original)} />
        </Stack>
      )}
    </Box>
  );
}
