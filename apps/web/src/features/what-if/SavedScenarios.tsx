import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ScenarioSummary } from '@tsr/contract';
import { ukDateTime } from '@tsr/domain/uk-time';
import { ScrollableTable } from '../shell/ScrollableTable';

interface SavedScenariosProps {
  scenarios: readonly ScenarioSummary[];
  /** The scenario open in the editor. */
  openedId: string | null;
  busy: boolean;
  onOpen: (scenario: ScenarioSummary) => void;
  onDownload: (scenario: ScenarioSummary) => void;
}

/** The report's saved scenarios, newest change first: who saved each and when, to open one or download its PDF. */
export function SavedScenarios({ scenarios, openedId, busy, onOpen, onDownload }: SavedScenariosProps) {
  if (scenarios.length === 0)
    return <Typography color="text.secondary">No scenario of this report has been saved yet.</Typography>;
  return (
    <ScrollableTable label="Saved scenarios">
      <Table size="small" aria-labelledby="saved-heading">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Saved by</TableCell>
            <TableCell>Last saved</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {scenarios.map((scenario) => {
            const open = scenario.id === openedId;
            return (
              // Marked in words and by its edge: the selected row's tint leaves its buttons below 4.5:1.
              <TableRow
                key={scenario.id}
                aria-current={open ? 'true' : undefined}
                sx={
                  open ? { boxShadow: (theme) => `inset 4px 0 ${theme.palette.secondary.main}` } : undefined
                }
              >
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {scenario.name}
                  {open && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      (open)
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{scenario.createdBy ?? 'A deleted account'}</TableCell>
                <TableCell>{ukDateTime(scenario.updatedAt)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      onClick={() => onOpen(scenario)}
                      aria-label={`Open ${scenario.name}`}
                    >
                      Open
                    </Button>
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => onDownload(scenario)}
                      aria-label={`Download PDF of ${scenario.name}`}
                    >
                      Download PDF
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
