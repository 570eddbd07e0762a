import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportSummary } from '@tsr/contract';
import { useState } from 'react';
import { reviewKeys } from '../reviews/review-api';
import { useSite } from '../site/site-query';
import { downloadReportPdf } from './pdf-download';
import { reportKeys, resetRemediations, resubmitReport, summaryQuery } from './report-api';

/**
 * The report screen's data (spec 2.7, 4): the summary of the view shown (original or remediated),
 * the admins' reset and resubmit, the PDF download, and taking in a saved remediation. `busy` is
 * true while anything loads, so every control can be disabled meanwhile. Entities' responses and
 * opened cells are read by their own parts of the screen (decision 0025).
 */
export function useReport(reviewId: string) {
  const queryClient = useQueryClient();
  const { config } = useSite();
  const [remediatedView, setRemediatedView] = useState(false);

  const view = useQuery({
    ...summaryQuery(reviewId, remediatedView),
    // While the other view loads, the one shown stays (its controls disabled) instead of a blank page.
    placeholderData: (previous) => previous,
  });

  // Reset and resubmit change what both views show (resubmit the responses too), and the score
  // in the review lists.
  const reloadAll = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reportKeys.all(reviewId) }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.lists }),
    ]);
  const reset = useMutation({ mutationFn: () => resetRemediations(reviewId), onSuccess: reloadAll });
  const resubmit = useMutation({ mutationFn: () => resubmitReport(reviewId), onSuccess: reloadAll });
  const download = useMutation({
    mutationFn: (report: ReportSummary) =>
      downloadReportPdf(reviewId, remediatedView, {
        productShortName: config.productShortName,
        structureName: report.structure.name,
      }),
  });

  /**
   * A saved remediation changes the remediated view's table, score and timeline and the risks'
   * statuses, never the responses: those stay, the rest is read again, and the remediated view shown.
   */
  const remediationSaved = () => {
    void queryClient.invalidateQueries({ queryKey: reportKeys.summaries(reviewId) });
    void queryClient.invalidateQueries({ queryKey: reportKeys.cells(reviewId) });
    void queryClient.invalidateQueries({ queryKey: reportKeys.causes(reviewId) });
    void queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
    setRemediatedView(true);
  };

  // Until the requested view arrives the previous one is shown, and labelled as what it is.
  const shownRemediated = view.isPlaceholderData ? !remediatedView : remediatedView;
  const busy = view.isFetching || reset.isPending || resubmit.isPending || download.isPending;
  return {
    report: view.data,
    loadError: view.isError ? view.error : null,
    remediatedView,
    shownRemediated,
    setRemediatedView,
    busy,
    reset,
    resubmit,
    download,
    remediationSaved,
  };
}
