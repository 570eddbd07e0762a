import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LATEST_SURVEY_MESSAGES, type RescoreComparison } from '@tsr/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { Loading } from '../shell/Loading';
import { moveToLatestSurvey } from '../users/user-api';
import { fetchRescore, versionKeys } from './versions-api';

const show = (value: number | null) => (value === null ? '-' : String(value));

function Comparison({ c }: { c: RescoreComparison }) {
  return (
    <>
      {c.onLatest ? (
        <Typography sx={{ mb: 2 }}>
          This review is already on the latest survey version (version {c.latestVersion}).
        </Typography>
      ) : (
        <Typography sx={{ mb: 2 }}>
          The same answers scored on the latest version, for comparison only: the report does not change.
        </Typography>
      )}
      <Table size="small" aria-label="Score against score" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>This report (version {c.currentVersion})</TableCell>
            <TableCell>Latest version {c.latestVersion}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              Risk score
            </TableCell>
            <TableCell>{c.currentScore}</TableCell>
            <TableCell>{c.latestScore}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {c.cells.length === 0 ? (
        <Typography sx={{ mb: 2 }}>No cell of the risk table changes.</Typography>
      ) : (
        <Table size="small" aria-label="Risk table cells that change">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Tax</TableCell>
              <TableCell>This report</TableCell>
              <TableCell>Latest version</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {c.cells.map((cell) => (
              <TableRow key={`${cell.rowGroup}|${cell.row}|${cell.column}`}>
                <TableCell>
                  {cell.rowGroup}: {cell.row}
                </TableCell>
                <TableCell>{cell.column}</TableCell>
                <TableCell>{show(cell.current)}</TableCell>
                <TableCell>{show(cell.latest)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {c.droppedAnswers.length > 0 && (
        <section aria-labelledby="dropped-heading">
          <Typography id="dropped-heading" variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
            Answers that no longer count on version {c.latestVersion}
          </Typography>
          <ul>
            {c.droppedAnswers.map((answer) => (
              <li key={`${answer.part}|${answer.question}`}>
                {answer.question}: {answer.answers.join(', ') || 'No answer'} ({answer.part})
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * The report's answers scored on the latest published version beside the report, cell by
 * cell and score against score; nothing is stored. An admin may then Update the review to the
 * latest survey (spec 2.9, 7.2): the answers listed as no longer counting are the ones it drops.
 */
export function RescoreDialog({
  reviewId,
  isAdmin,
  onClose,
}: {
  reviewId: string;
  isAdmin: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const comparison = useQuery({
    queryKey: versionKeys.rescore(reviewId),
    queryFn: () => fetchRescore(reviewId),
  });
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const update = useMutation({
    mutationFn: () => moveToLatestSurvey(reviewId),
    onSuccess: () => {
      setSnackbar(LATEST_SURVEY_MESSAGES.success);
      void queryClient.invalidateQueries({ queryKey: versionKeys.rescore(reviewId) });
    },
    onError: () => setSnackbar(LATEST_SURVEY_MESSAGES.failure),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="rescore-title">
      <DialogTitle id="rescore-title">Compare with the latest version</DialogTitle>
      <DialogContent>
        {comparison.isPending && <Loading />}
        {comparison.isError && <Alert severity="error">{errorMessage(comparison.error)}</Alert>}
        {comparison.data && <Comparison c={comparison.data} />}
        {update.isSuccess && (
          <Alert severity="info" sx={{ mt: 2 }}>
            The review now uses the latest survey. The report keeps its scores until it is resubmitted.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {isAdmin && comparison.data && !comparison.data.onLatest && (
          <Button
            variant="outlined"
            color="secondary"
            disabled={update.isPending}
            onClick={() => update.mutate()}
          >
            Update to the latest survey
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <Snackbar
        open={snackbar !== null}
        autoHideDuration={2000}
        onClose={() => setSnackbar(null)}
        message={snackbar}
      />
    </Dialog>
  );
}
