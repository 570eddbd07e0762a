import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useViewer } from '../viewer/useViewer';
import { isAdmin } from '../viewer/viewer';
import { ActionOutcome } from './ActionOutcome';
import { ConfirmAdminAction } from './ConfirmAdminAction';
import { RemediationTimeline } from './RemediationTimeline';
import { ReportResponses } from './ReportResponses';
import { ReportToolbar } from './ReportToolbar';
import { RiskDialog } from './RiskDialog';
import { type OpenedCell, RiskTable } from './RiskTable';
import { ScoreSummary } from './ScoreSummary';
import { useAdminActions } from './useAdminActions';
import { useReport } from './useReport';

function SectionHeading({ children }: { children: string }) {
  return (
    <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
      {children}
    </Typography>
  );
}

/** Spec 2.7: a review's report. Loaded with the screen, apart from the rest of the app. */
export default function ReportScreen({ reviewId }: { reviewId: string }) {
  const viewer = useViewer();
  const r = useReport(reviewId);
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const admin = useAdminActions(r);

  if (!r.report) {
    return (
      <>
        <ScreenHeading>Review Report</ScreenHeading>
        {r.loadError ? <Alert severity="error">{errorMessage(r.loadError)}</Alert> : <Loading />}
      </>
    );
  }

  const report = r.report;
  const openedCell = opened ? report.table.values[opened.rowId]?.[opened.column] : undefined;
  // Reset and resubmit report their own outcome (ActionOutcome).
  const actionError = r.download.error ?? r.loadError;
  return (
    <>
      <ScreenHeading>Review Report</ScreenHeading>
      <ReportToolbar
        remediatedView={r.remediatedView}
        canRemediate={report.originalScore > 0}
        isAdmin={isAdmin(viewer)}
        busy={r.busy}
        onViewChange={r.setRemediatedView}
        onReset={() => admin.ask('reset')}
        onResubmit={() => admin.ask('resubmit')}
        onDownload={() => r.download.mutate(report)}
      />
      {actionError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage(actionError)}
        </Alert>
      )}
      <Box aria-busy={r.busy}>
        <ScoreSummary report={report} remediatedView={r.shownRemediated} />
        <SectionHeading>Risk table</SectionHeading>
        <RiskTable table={report.table} remediatedView={r.shownRemediated} onOpen={setOpened} />
        {r.shownRemediated && (
          <>
            <SectionHeading>Remediation Timeline</SectionHeading>
            <RemediationTimeline entries={report.timeline ?? []} />
          </>
        )}
        <SectionHeading>Responses</SectionHeading>
        <ReportResponses report={report} />
      </Box>
      {opened && openedCell && (
        <RiskDialog
          reviewId={reviewId}
          report={report}
          cell={openedCell}
          title={opened.title}
          disabled={r.busy}
          onClose={() => setOpened(null)}
          onSaved={(view) => {
            setOpened(null);
            r.remediationSaved(view);
          }}
        />
      )}
      <ConfirmAdminAction action={admin.confirming} onCancel={admin.cancel} onConfirm={admin.run} />
      <ActionOutcome outcome={admin.outcome} onClose={admin.dismiss} />
    </>
  );
}
