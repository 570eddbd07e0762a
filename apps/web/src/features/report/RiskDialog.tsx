import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { type ReportCell, RISK_EXPLANATION_TEXTS, type SurveyStructure } from '@tsr/contract';
import { errorMessage } from '../../api/api-error';
import { Markdown } from '../../shared/Markdown';
import { ExplanationList } from './ExplanationList';
import { RemediationForm } from './RemediationForm';
import type { OpenedCell } from './RiskTable';
import { fetchCell, reportKeys } from './report-api';
import { ScoreChip } from './ScoreChip';
import { StatusChip } from './StatusChip';

interface RiskDialogProps {
  reviewId: string;
  /** The cell opened, with where it is: 'Trust · Settlor · IT'. */
  opened: OpenedCell;
  /** The view whose table the cell was opened in: its loop instances' scores and statuses are that view's. */
  remediatedView: boolean;
  /** To name the subjects of the explanations. */
  structure: SurveyStructure;
  disabled: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A risk cell opened (spec 2.7): first the form to give a risk a remediation status, so it is
 * reachable without scrolling, then why each risk was raised in the customer's words, then the
 * cell's loop instances. Full screen on a phone, so nothing runs off its edge. The cell's risks
 * are read when it is opened: the dialog shows at once and fills in when they arrive.
 */
export function RiskDialog(props: RiskDialogProps) {
  const { reviewId, opened, remediatedView, onClose } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const cell = useQuery({
    queryKey: reportKeys.cell(reviewId, opened, remediatedView),
    queryFn: () => fetchCell(reviewId, opened, remediatedView),
    retry: false,
  });
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      aria-labelledby="risk-dialog-title"
    >
      <DialogTitle id="risk-dialog-title" sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {opened.title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ overflowWrap: 'anywhere' }} aria-busy={cell.isPending}>
        {cell.data ? (
          <CellRisks {...props} cell={cell.data} />
        ) : cell.isError ? (
          <Alert severity="error">{errorMessage(cell.error)}</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the risks of this cell" />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The opened cell's remediation form, its risks with why each was raised, and its loop instances. */
function CellRisks({ reviewId, structure, disabled, onSaved, cell }: RiskDialogProps & { cell: ReportCell }) {
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Remediation
      </Typography>
      <RemediationForm reviewId={reviewId} risks={cell.risks} disabled={disabled} onSaved={onSaved} />
      <Divider sx={{ my: 3 }} />
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {RISK_EXPLANATION_TEXTS.heading}
      </Typography>
      <Stack spacing={3} divider={<Divider flexItem />}>
        {cell.risks.map((risk) => (
          <Box key={`${risk.selector.entityId}|${risk.selector.responseId}`}>
            <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
              <ScoreChip score={risk.score} />
              <StatusChip status={risk.status} />
            </Stack>
            <Markdown text={risk.text} sx={{ mb: 1.5 }} />
            <ExplanationList explanations={risk.explanations} structure={structure} reasons={cell.reasons} />
          </Box>
        ))}
      </Stack>
      {cell.isLooped && cell.loopedValues.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Loop instances
          </Typography>
          <Table size="small" aria-label="Loop instances">
            <TableHead>
              <TableRow>
                <TableCell>Instance</TableCell>
                <TableCell>Score</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cell.loopedValues.map((value) => (
                <TableRow key={value.instanceId}>
                  <TableCell>{value.instanceName}</TableCell>
                  <TableCell>{value.score}</TableCell>
                  <TableCell>
                    {value.responseId ? <StatusChip status={value.remediationStatus} /> : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}
