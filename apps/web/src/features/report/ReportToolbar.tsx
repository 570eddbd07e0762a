import DownloadIcon from '@mui/icons-material/Download';
import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Link as RouterLink, useParams } from 'react-router';

interface ReportToolbarProps {
  remediatedView: boolean;
  /** Spec 4: Remediated is offered only when the original score is above 0. */
  canRemediate: boolean;
  isAdmin: boolean;
  /** Spec 4: every control is disabled while the report loads. */
  busy: boolean;
  onViewChange: (remediated: boolean) => void;
  onReset: () => void;
  onResubmit: () => void;
  onDownload: () => void;
}

/**
 * Spec 2.7: Original/Remediated, the admins' Reset Remediations and Resubmit Report, and Download
 * PDF; and What if (issue 33), for whoever may read the report.
 */
export function ReportToolbar(props: ReportToolbarProps) {
  const { remediatedView, canRemediate, isAdmin, busy } = props;
  // The report's route names the review; What if is a screen of the same review.
  const { id = '' } = useParams();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
      <ToggleButtonGroup
        exclusive
        color="primary"
        size="small"
        aria-label="Report type"
        value={remediatedView ? 'remediated' : 'original'}
        disabled={busy}
        onChange={(_, value: 'original' | 'remediated' | null) => {
          if (value) props.onViewChange(value === 'remediated');
        }}
      >
        <ToggleButton value="original">Original</ToggleButton>
        <ToggleButton value="remediated" disabled={busy || !canRemediate}>
          Remediated
        </ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} sx={{ flexGrow: 1, flexWrap: 'wrap', gap: 1 }}>
        {isAdmin && (
          <>
            <Button variant="outlined" color="secondary" disabled={busy} onClick={props.onReset}>
              Reset Remediations
            </Button>
            <Button variant="outlined" color="secondary" disabled={busy} onClick={props.onResubmit}>
              Resubmit Report
            </Button>
          </>
        )}
      </Stack>
      <Button
        component={RouterLink}
        to={`/review/${id}/whatif`}
        variant="outlined"
        startIcon={<TuneIcon />}
        disabled={busy}
      >
        What if
      </Button>
      <Button variant="contained" startIcon={<DownloadIcon />} disabled={busy} onClick={props.onDownload}>
        Download PDF
      </Button>
    </Stack>
  );
}
