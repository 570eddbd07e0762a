import { apiPath, reportFileName, routes } from '@tsr/contract';
import { fetchFile, pdfFailure, saveFile } from '../../shared/file-download';

/** GET /api/review/{id}/report with Accept: application/pdf (spec 7.2): the server renders the PDF. */
export function fetchReportPdf(reviewId: string, remediated: boolean): Promise<Blob> {
  const path = apiPath(routes.report, {
    params: { id: reviewId },
    query: { remediated: remediated ? 'true' : 'false' },
  });
  return fetchFile(path, 'application/pdf', pdfFailure);
}

/** Spec 2.7 Download PDF: the report as shown (original or remediated), named as spec 9 says. */
export async function downloadReportPdf(
  reviewId: string,
  remediated: boolean,
  names: { productShortName: string; structureName: string },
): Promise<void> {
  const blob = await fetchReportPdf(reviewId, remediated);
  saveFile(blob, reportFileName(names.productShortName, names.structureName, remediated));
}
