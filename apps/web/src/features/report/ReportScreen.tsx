import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { KEY_DATE_TEXTS, PREVIEW_TEXTS } from '@tsr/contract';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { PreviewBanner } from '../preview/PreviewBanner';
import { APP_BAR_HEIGHT } from '../shell/app-bar-height';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { RescoreDialog } from '../versions/RescoreDialog';
import { useViewer } from '../viewer/useViewer';
import { isAdmin } from '../viewer/viewer';
import { ActionOutcome } from './ActionOutcome';
import { CarriedAnswersSection } from './CarriedAnswersSection';
import { ChangesSinceLastReview } from './ChangesSinceLastReview';
import { ConfirmAdminAction } from './ConfirmAdminAction';
import { KeyDates } from './KeyDates';
import { OwnershipDiagramSection } from './OwnershipDiagramSection';
import { RemediationTimeline } from './RemediationTimeline';
import { ReportCauses } from './ReportCauses';
import { ReportResponses } from './ReportResponses';
import { ReportToolbar } from './ReportToolbar';
import { RiskDialog } from './RiskDialog';
import { type OpenedCell, RiskTable } from './RiskTable';
import {
  CAUSES_SECTION,
  KEY_DATES_SECTION,
  RESPONSES_SECTION,
  type ReportSection,
  RISK_TABLE_SECTION,
  reportSections,
  SCORE_SECTION,
  SECTION_NAV_HEIGHT,
  TIMELINE_SECTION,
} from './report-sections';
import { ScoreSummary } from './ScoreSummary';
import { SectionNav } from './SectionNav';
import { useAdminActions } from './useAdminActions';
import { useReport } from './useReport';
import { VerifyPdf } from './VerifyPdf';

/** Anchors land below the app bar and the section bar, not under them. */
const SCROLL_MARGIN = `calc(${APP_BAR_HEIGHT} + ${SECTION_NAV_HEIGHT}px + 8px)`;

/** A section the section bar links to; focusable by script, so a link can move focus to it. */
function ReportSectionBox({
  section,
  labelledBy,
  children,
}: {
  section: ReportSection;
  /** The id of the section's heading; without one, the section is named by its title. */
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      id={section.id}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : section.title}
      tabIndex={-1}
      sx={{ scrollMarginTop: SCROLL_MARGIN, '&:focus': { outline: 'none' } }}
    >
      {children}
    </Box>
  );
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography variant="h2" id={id} sx={{ mt: 4, mb: 2 }}>
      {children}
    </Typography>
  );
}

/**
 * Spec 2.7: a review's report. Loaded with the screen, apart from the rest of the app. It reads
 * the report's summary first (score, facts, table), then each entity's responses as the reader
 * reaches them and a cell's risks when it is opened (decision 0025).
 */
export default function ReportScreen({ reviewId }: { reviewId: string }) {
  const viewer = useViewer();
  const r = useReport(reviewId);
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const admin = useAdminActions(r);
  const [comparing, setComparing] = useState(false);

  if (!r.report) {
    return (
      <>
        <ScreenHeading>Review Report</ScreenHeading>
        {r.loadError ? <Alert severity="error">{errorMessage(r.loadError)}</Alert> : <Loading />}
      </>
    );
  }

  const report = r.report;
  // Reset and resubmit report their own outcome (ActionOutcome).
  const actionError = r.download.error ?? r.loadError;
  return (
    <Box>
      <ScreenHeading>Review Report</ScreenHeading>
      {report.preview && <PreviewBanner text={PREVIEW_TEXTS.review} />}
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
      {!report.preview &&
        (isAdmin(viewer) || (viewer.kind === 'user' && viewer.user.user_id === report.user_id)) && (
          // The owner or an admin sees the answers scored on the latest version.
          <Button variant="outlined" sx={{ mb: 3 }} disabled={r.busy} onClick={() => setComparing(true)}>
            Compare with the latest version
          </Button>
        )}
      <VerifyPdf reviewId={reviewId} disabled={r.busy} />
      {comparing && (
        <RescoreDialog reviewId={reviewId} isAdmin={isAdmin(viewer)} onClose={() => setComparing(false)} />
      )}
      {actionError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage(actionError)}
        </Alert>
      )}
      <SectionNav sections={reportSections(r.shownRemediated)} />
      <Box aria-busy={r.busy}>
        <ReportSectionBox section={SCORE_SECTION}>
          <ScoreSummary report={report} remediatedView={r.shownRemediated} />
        </ReportSectionBox>
        {/* Where the PDF has it, after the cover; collapsed, and loaded only when opened. */}
        <OwnershipDiagramSection reviewId={reviewId} />
        <ReportSectionBox section={RISK_TABLE_SECTION} labelledBy="risk-table-heading">
          <SectionHeading id="risk-table-heading">Risk table</SectionHeading>
          <RiskTable table={report.table} remediatedView={r.shownRemediated} onOpen={setOpened} />
        </ReportSectionBox>
        <ChangesSinceLastReview reviewId={reviewId} />
        <CarriedAnswersSection reviewId={reviewId} />
        <ReportSectionBox section={KEY_DATES_SECTION} labelledBy="key-dates-heading">
          <SectionHeading id="key-dates-heading">{KEY_DATE_TEXTS.heading}</SectionHeading>
          <KeyDates reviewId={reviewId} structureName={report.structure.name} />
        </ReportSectionBox>
        <ReportSectionBox section={CAUSES_SECTION} labelledBy="causes-heading">
          <SectionHeading id="causes-heading">Causes</SectionHeading>
          <ReportCauses reviewId={reviewId} disabled={r.busy} onSaved={r.remediationSaved} />
        </ReportSectionBox>
        {r.shownRemediated && (
          <ReportSectionBox section={TIMELINE_SECTION} labelledBy="timeline-heading">
            <SectionHeading id="timeline-heading">Remediation Timeline</SectionHeading>
            <RemediationTimeline entries={report.timeline ?? []} />
          </ReportSectionBox>
        )}
        <ReportSectionBox section={RESPONSES_SECTION} labelledBy="responses-heading">
          <SectionHeading id="responses-heading">Responses</SectionHeading>
          <ReportResponses reviewId={reviewId} entities={report.entities} structure={report.structure} />
        </ReportSectionBox>
      </Box>
      {opened && (
        <RiskDialog
          reviewId={reviewId}
          opened={opened}
          remediatedView={r.shownRemediated}
          structure={report.structure}
          disabled={r.busy}
          onClose={() => setOpened(null)}
          onSaved={() => {
            setOpened(null);
            r.remediationSaved();
          }}
        />
      )}
      <ConfirmAdminAction action={admin.confirming} onCancel={admin.cancel} onConfirm={admin.run} />
      <ActionOutcome outcome={admin.outcome} onClose={admin.dismiss} />
    </Box>
  );
}
