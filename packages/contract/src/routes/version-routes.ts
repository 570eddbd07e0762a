import { RescoreComparison, SurveyVersionList, VersionDiff, VersionDiffQuery } from '../versions';
import { defineRoute, IdParams } from './define-route';

/**
 * Versions: the history and diff are editor data (admin-only); the re-score of a
 * submitted report is read by its owner or an admin (the service checks the owner).
 */
export const versionRoutes = {
  surveyVersions: defineRoute({
    method: 'GET',
    path: '/api/editor/versions',
    tag: 'versions',
    summary: 'Every published survey version: who published it, when, and its counts (admin)',
    access: ['admin'],
    responses: { 200: SurveyVersionList },
  }),
  versionDiff: defineRoute({
    method: 'GET',
    path: '/api/editor/versions/diff',
    tag: 'versions',
    summary:
      'Items added, removed and changed between two versions (default: the latest and the draft), with word diffs (admin)',
    otherStatuses: {
      404: 'A version named in `from` or `to` does not exist.',
      503: 'No survey has been published yet.',
    },
    access: ['admin'],
    query: VersionDiffQuery,
    responses: { 200: VersionDiff },
  }),
  rescore: defineRoute({
    method: 'GET',
    path: '/api/review/:id/rescore',
    tag: 'report',
    summary:
      "A submitted review's answers scored on the latest published version beside its report; nothing is stored (owner or admin)",
    callers:
      "the review's owner and admins (account leads and approvers of its company get 403, anyone else 404)",
    otherStatuses: {
      403: 'An account lead or approver of the company (may read the review, not re-score it), or a trial user who has not yet agreed to the trial terms.',
      404: '"This review does not exist." The id names nothing the caller may see, or is not a UUID; or the review has not been submitted yet.',
      409: 'The review is a preview of the draft: it is on no published version.',
      503: 'The report workers are busy, timed out or shutting down: try again.',
    },
    access: 'signedIn',
    params: IdParams,
    responses: { 200: RescoreComparison },
    notFound: 'This review does not exist.',
  }),
};
