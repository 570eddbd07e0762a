import { apiPath, keyDatesFileName, routes } from '@tsr/contract';
import { fetchFile, saveFile } from '../../shared/file-download';

export const calendarFailure = (status: number) =>
  `failed to download the calendar file: status code: ${status}`;

/** The review's key dates as an iCalendar file, named '{short name} Key Dates - {structure}.ics'. */
export async function downloadKeyDatesCalendar(
  reviewId: string,
  names: { productShortName: string; structureName: string },
): Promise<void> {
  const path = apiPath(routes.reportCalendar, { params: { id: reviewId } });
  const blob = await fetchFile(path, 'text/calendar', calendarFailure);
  saveFile(blob, keyDatesFileName(names.productShortName, names.structureName));
}
