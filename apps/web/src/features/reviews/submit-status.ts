import { ApiError } from '../../api/api-error';
import { requestNext } from '../questionnaire/questionnaire-api';
import { fetchReport } from '../report/report-api';

/**
 * Where a review stands for its submit page (spec 2.6):
 * - 'submitted': it already has a report (the page sends the user to Dashboard);
 * - 'unfinished': parts are left to answer (the page sends the owner back to Review);
 * - 'finished': the owner answered every part;
 * - 'notOwner': someone who may see the review but not answer it (an account lead, an admin).
 */
export type SubmitStatus = 'submitted' | 'unfinished' | 'finished' | 'notOwner';

/**
 * The owner's questionnaire says it all: resuming reports submitted or finished. Anyone else is
 * refused the questionnaire (403); for them the review is submitted exactly when its report
 * exists, and otherwise its answers and the Submit button are what the page is for.
 */
export async function readSubmitStatus(reviewId: string): Promise<SubmitStatus> {
  try {
    const step = await requestNext(reviewId, { resume: true });
    if (step.submitted) return 'submitted';
    return step.finished ? 'finished' : 'unfinished';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
  }
  try {
    await fetchReport(reviewId, false);
    return 'submitted';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'notOwner';
    throw error;
  }
}
