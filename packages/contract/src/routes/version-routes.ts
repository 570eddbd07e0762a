import { RescoreComparison, SurveyVersionList, VersionDiff, VersionDiffQuery } from '../versions';
import { defineRoute, IdParams } from './define-route';

/**
 * Issue 14, versions: the history and diff are editor data (admin-only); the re-score of a
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
    access: 'signedIn',
    params: IdParams,
    responses: { 200: RescoreComparison },
    notFound: 'This review does not exist.',
  }),
};
