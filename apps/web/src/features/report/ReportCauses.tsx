import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CauseRemediationUpdate, RemediationStatus, ReportCause } from '@tsr/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { countOf } from '../../shared/count-words';
import { Loading } from '../shell/Loading';
import { ScrollableTable } from '../shell/ScrollableTable';
import { RemediationNoteField, RemediationStatusField } from './RemediationFields';
import { fetchCauses, reportKeys, updateCauseRemediation } from './report-api';
import { StatusChip } from './StatusChip';

/** How many distinct risks (entity and text) a cause raised: what remediating it records. */
const riskCount = (cause: ReportCause) =>
  new Set(cause.findings.map((f) => `${f.selector.entityId}|${f.selector.responseId}`)).size;

/** A cause of the review's report, and what its remediation calls back. */
interface CauseProps {
  reviewId: string;
  cause: ReportCause;
  disabled: boolean;
  onSaved: () => void;
}

/** One remediation for every risk of the cause, each recorded in the timeline. */
function CauseRemediationForm({ reviewId, cause, disabled, onSaved }: CauseProps) {
  const [status, setStatus] = useState<RemediationStatus>('resolved');
  const [note, setNote] = useState('');
  const save = useMutation({
    mutationFn: (update: CauseRemediationUpdate) => updateCauseRemediation(reviewId, update),
    onSuccess: () => onSaved(),
  });
  const risks = riskCount(cause);
  return (
    <Stack
      component="form"
      aria-label={`Remediate: ${cause.text}`}
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ cause: cause.key, action: status, text: note.trim() });
      }}
    >
      <RemediationStatusField value={status} onChange={setStatus} />
      <RemediationNoteField
        value={note}
        onChange={setNote}
        helperText="Recorded with each risk of this cause in the timeline."
      />
      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={disabled || save.isPending}>
          Save for all {countOf(risks, 'risk')}
        </Button>
      </Box>
    </Stack>
  );
}

function CauseCard({ reviewId, cause, disabled, onSaved }: CauseProps) {
  const [remediating, setRemediating] = useState(false);
  return (
    <Paper variant="outlined" component="article" aria-label={cause.text} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {cause.text}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {countOf(cause.findings.length, 'finding')}, highest score {cause.score}
      </Typography>
      <ScrollableTable label={`Findings of ${cause.text}`}>
        <Table size="small" aria-label={`Findings of ${cause.text}`}>
          <TableHead>
            <TableRow>
              <TableCell>Cell</TableCell>
              <TableCell>Found on</TableCell>
              <TableCell>Finding</TableCell>
              <TableCell>Score</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cause.findings.map((f) => (
              <TableRow key={`${f.rowId}|${f.column}|${f.ruleId}|${f.subject}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {f.row} · {f.column}
                </TableCell>
                <TableCell>{f.subject}</TableCell>
                <TableCell>{f.ruleName}</TableCell>
                <TableCell>{f.score}</TableCell>
                <TableCell>
                  <StatusChip status={f.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
      <Box sx={{ mt: 1 }}>
        {remediating ? (
          <CauseRemediationForm
            reviewId={reviewId}
            cause={cause}
            disabled={disabled}
            onSaved={() => {
              setRemediating(false);
              onSaved();
            }}
          />
        ) : (
          <Button variant="outlined" disabled={disabled} onClick={() => setRemediating(true)}>
            Remediate this cause
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/**
 * Findings grouped by their cause (docs/scoring.md): each fact behind the risks, such as one
 * dwelling held through several companies, stated once with every cell and entity it raised a
 * finding on, and remediated in one step.
 */
export function ReportCauses({
  reviewId,
  disabled,
  onSaved,
}: {
  reviewId: string;
  disabled: boolean;
  onSaved: () => void;
}) {
  const causes = useQuery({ queryKey: reportKeys.causes(reviewId), queryFn: () => fetchCauses(reviewId) });
  if (causes.isPending) return <Loading />;
  if (causes.isError) return <Alert severity="error">{errorMessage(causes.error)}</Alert>;
  if (causes.data.causes.length === 0)
    return (
      <Typography color="text.secondary">
        No finding of this report names its cause: each is read on its own in the risk table.
      </Typography>
    );
  return (
    <>
      {causes.data.causes.map((cause) => (
        <CauseCard key={cause.key} reviewId={reviewId} cause={cause} disabled={disabled} onSaved={onSaved} />
      ))}
    </>
  );
}
